import 'server-only'
import { clickTargets, isClickTarget, type ClickChannel } from '@/content/click-targets'
import { CAMPAIGN_PARAMS, type CampaignColumn } from '@/lib/leads'
import { publicPathOf } from '@/lib/private-paths'
import { allowedOrigins, isCrawler, isSpeculative } from '@/lib/server/beacon-guards'

// Shared with the Core Web Vitals beacon (src/lib/server/beacon-guards.ts); re-exported for this feature's callers.
export { isCrawler, isSpeculative }

/*
 * What a browser's hyperlink-auditing ping looks like, and nothing else (HTML standard, "hyperlink auditing"):
 * POST, Content-Type text/ping, the body "PING", a Ping-From header with the page's address. Anything else is
 * refused before it can be counted.
 */

/** The campaign fields, as the lead forms name them (query parameter = column). */
const CAMPAIGN_FIELDS: readonly CampaignColumn[] = CAMPAIGN_PARAMS.map((param) => param.column)
type Campaign = Partial<Record<CampaignColumn, string>>

export type Click = {
  pagePath: string
  cta: string
  channel: ClickChannel
  landingPath: string | null
  campaign: Campaign
}

/** Chromium and Safari send "PING"; a few bytes of slack, no more. */
export const MAX_PING_BODY_BYTES = 16
/** The cta id, the first-touch campaign and landing path; a longer query is not a ping of ours. */
const MAX_PING_QUERY_CHARS = 2048
const MAX_FIELD_CHARS = 200
const MAX_PATH_CHARS = 300

export type Refusal = { status: number; reason: string }

/** Query parameters the page's inline script may add to a ping URL (besides `cta`). */
const QUERY_KEYS = new Set<string>(['cta', 'landing', ...CAMPAIGN_FIELDS])

function cleanValue(value: string | null, max = MAX_FIELD_CHARS): string | null {
  if (value === null) return null
  // Control characters (CR, LF, NUL) never belong in a stored value.
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return cleaned ? cleaned.slice(0, max) : null
}

function campaignFrom(params: URLSearchParams): Campaign {
  const campaign: Campaign = {}
  for (const field of CAMPAIGN_FIELDS) {
    const value = cleanValue(params.get(field))
    if (value) campaign[field] = value
  }
  return campaign
}

/**
 * Checks the headers and URL of a ping (the body is checked by the caller, which reads it with a limit). Returns
 * the click to count, or why it is refused.
 */
export function parsePing(request: Request, siteUrl: string): Click | Refusal {
  const url = new URL(request.url)
  if (url.search.length > MAX_PING_QUERY_CHARS) return { status: 414, reason: 'query_too_long' }
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (mediaType !== 'text/ping') return { status: 415, reason: 'content_type' }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_PING_BODY_BYTES) return { status: 413, reason: 'body_too_large' }

  const origins = allowedOrigins(siteUrl, url, request.headers.get('host'))
  const origin = request.headers.get('origin')
  if (origin !== null && !origins.has(origin)) return { status: 403, reason: 'cross_site_origin' }
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && fetchSite !== 'same-origin') return { status: 403, reason: 'cross_site_fetch' }
  const pingFrom = request.headers.get('ping-from')
  if (!pingFrom) return { status: 400, reason: 'no_ping_from' }
  let page: URL
  try {
    page = new URL(pingFrom)
  } catch {
    return { status: 400, reason: 'bad_ping_from' }
  }
  if (!origins.has(page.origin)) return { status: 403, reason: 'foreign_ping_from' }

  const keys = [...url.searchParams.keys()]
  if (keys.some((key) => !QUERY_KEYS.has(key)) || new Set(keys).size !== keys.length) {
    return { status: 400, reason: 'bad_query' }
  }
  const cta = url.searchParams.get('cta') ?? ''
  if (!isClickTarget(cta)) return { status: 400, reason: 'unknown_cta' }

  // The first-touch campaign the page's script added wins (as for a form lead); else the page's own query.
  const noted = campaignFrom(url.searchParams)
  const campaign = Object.keys(noted).length > 0 ? noted : campaignFrom(page.searchParams)
  const landing = cleanValue(url.searchParams.get('landing'), MAX_PATH_CHARS)
  // A click on a private page (a rank tracker's, an audit report) counts for its public page: no token is stored.
  return {
    pagePath: publicPathOf(page.pathname).slice(0, MAX_PATH_CHARS),
    cta,
    channel: clickTargets[cta],
    landingPath: landing?.startsWith('/') && !landing.startsWith('//') ? publicPathOf(landing) : null,
    campaign,
  }
}

export function isRefusal(value: Click | Refusal): value is Refusal {
  return 'status' in value
}
