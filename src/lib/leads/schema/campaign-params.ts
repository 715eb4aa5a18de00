/** The first-touch campaign's names, without dependencies (the browser's form code reads them). */

/** URL query parameter → payload key (FormData name = JSON key) → `leads` column. */
export const CAMPAIGN_PARAMS = [
  { query: 'utm_source', key: 'utmSource', column: 'utm_source' },
  { query: 'utm_medium', key: 'utmMedium', column: 'utm_medium' },
  { query: 'utm_campaign', key: 'utmCampaign', column: 'utm_campaign' },
  { query: 'utm_term', key: 'utmTerm', column: 'utm_term' },
  { query: 'utm_content', key: 'utmContent', column: 'utm_content' },
  { query: 'gclid', key: 'gclid', column: 'gclid' },
  { query: 'fbclid', key: 'fbclid', column: 'fbclid' },
] as const

export type CampaignKey = (typeof CAMPAIGN_PARAMS)[number]['key']
export type CampaignColumn = (typeof CAMPAIGN_PARAMS)[number]['column']

/** sessionStorage key of the first-touch record (contract shared with the click tracking). */
export const FIRST_TOUCH_STORAGE_KEY = 'pd-first-touch'
