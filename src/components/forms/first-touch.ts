import { CAMPAIGN_PARAMS, FIRST_TOUCH_STORAGE_KEY } from '@/lib/leads/schema/campaign-params'

type FirstTouch = { landing?: unknown; referrer?: unknown } & Record<string, unknown>

function readFirstTouch(): FirstTouch | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_STORAGE_KEY) ?? 'null')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FirstTouch) : null
  } catch {
    return null // storage blocked (privacy mode) or a damaged value
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Adds where the visit began to a lead: the first page's address and referrer and its campaign parameters, noted by
 * the inline first-touch script. Without that note (storage blocked) the current page and its referrer stand in.
 * The server checks every value again (lib/leads/schema/campaign.ts).
 */
export function addFirstTouch(formData: FormData): void {
  const touch = readFirstTouch()
  formData.set('landingPageUrl', text(touch?.landing) || `${location.pathname}${location.search}`)
  formData.set('referrer', touch ? text(touch.referrer) : document.referrer)
  const params = touch ? null : new URLSearchParams(location.search)
  for (const param of CAMPAIGN_PARAMS) {
    const value = touch ? text(touch[param.query]) : (params?.get(param.query) ?? '')
    if (value) formData.set(param.key, value)
  }
}
