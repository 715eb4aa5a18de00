import { isIP } from 'node:net'
import { parse } from 'tldts'
import { rankTrackerMaxKeywords } from '@/content/figures'

/**
 * Which site a tracker follows, and whether a result URL belongs to it. The tracked name is the host the visitor
 * gave without a leading `www.`. A root domain (`tokosepatubudi.co.id`, the name the public suffix list makes
 * registrable) matches itself and every subdomain (`www.`, `m.`, `blog.`…), as rank trackers' users expect; a
 * subdomain the visitor typed (`blog.tokosepatubudi.co.id`) matches only that host and its `www.`. Names come from
 * the Public Suffix List (tldts), so `tokosepatubudi.co.id` is a site of its own (co.id is a suffix) and a bare
 * suffix (`co.id`, `blogspot.com`), an IP address, `localhost` or a one-label name is refused.
 */

/** Keywords one tracker may hold: enforced here, quoted by the rank checker page (src/content/figures.ts). */
export const MAX_KEYWORDS = rankTrackerMaxKeywords
export const MAX_KEYWORD_LENGTH = 80

/** "https://www.Toko.co.id/sepatu" → "toko.co.id"; null when it is not a public site name. */
export function normaliseTrackedDomain(input: string): string | null {
  let value = input.trim().toLowerCase()
  if (!value || value.length > 253 + 12) return null
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(value)) value = `http://${value}`
  let host: string
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.username || url.password || url.port) return null
    host = url.hostname.replace(/\.+$/, '')
  } catch {
    return null
  }
  if (!host || isIP(host.replace(/^\[|\]$/g, '')) !== 0 || host.startsWith('[')) return null
  const parsed = parse(host, { allowPrivateDomains: true })
  // A registrable domain needs a known suffix (ICANN or private section) and a label in front of it.
  if (!parsed.domain || !parsed.publicSuffix || parsed.isIp) return null
  if (!parsed.isIcann && !parsed.isPrivate) return null
  if (host === 'localhost' || host.endsWith('.localhost')) return null
  return host.startsWith('www.') && host !== `www.${parsed.publicSuffix}` ? host.slice(4) : host
}

/** The host of a result URL, lower case without trailing dot; null when the URL cannot be read. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.+$/, '')
  } catch {
    return null
  }
}

/** Whether a tracked name is a root domain (registrable: `toko.co.id`, `toko.blogspot.com`), not a subdomain. */
export function isRootDomain(domain: string): boolean {
  return parse(domain, { allowPrivateDomains: true }).domain === domain
}

/**
 * Whether a result URL is on the tracked site: for a root domain the name or any subdomain of it, for a subdomain
 * the name itself or its `www.` form.
 */
export function urlMatchesDomain(url: string, domain: string): boolean {
  const host = hostOf(url)
  if (host === null) return false
  if (host === domain || host === `www.${domain}`) return true
  return host.endsWith(`.${domain}`) && isRootDomain(domain)
}

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder how the text around them is
 * shown (a keyword reading one way on the page and another in the staff mail), so a keyword carrying one is refused.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/
/**
 * Every other format character (Unicode Cf: zero-width space and joiners U+200B–U+200D, word joiner U+2060, BOM
 * U+FEFF, the direction marks U+200E/U+200F, soft hyphen…) is invisible and means nothing to a search: removed, so
 * "jasa\u200b seo" and "jasa seo" are one keyword and one query.
 */
const INVISIBLE_FORMAT = /\p{Cf}/gu

/** The form sent to the provider and shared by every tracker: NFKC, no format characters, lower case, single spaces. */
export function normaliseKeyword(keyword: string): string {
  return keyword.normalize('NFKC').replace(INVISIBLE_FORMAT, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

export type KeywordProblem = 'none' | 'too-many' | 'too-long' | 'control-characters'

/**
 * Keywords as the form sends them (one per line, or an array from JSON): invisible format characters removed,
 * trimmed, blanks and duplicates (by normalised form) dropped, at most MAX_KEYWORDS of at most MAX_KEYWORD_LENGTH
 * characters each; control characters and bidi overrides refused.
 */
export function parseKeywords(
  input: string | readonly string[],
): { ok: true; keywords: string[] } | { ok: false; problem: KeywordProblem; keyword?: string } {
  const lines = typeof input === 'string' ? input.split(/\r?\n/) : input
  const seen = new Set<string>()
  const keywords: string[] = []
  for (const raw of lines) {
    if (BIDI_CONTROLS.test(raw)) return { ok: false, problem: 'control-characters', keyword: raw }
    const keyword = raw.replace(INVISIBLE_FORMAT, '').replace(/\s+/g, ' ').trim()
    if (!keyword) continue
    if (/[\u0000-\u001f\u007f]/.test(keyword)) return { ok: false, problem: 'control-characters', keyword }
    if ([...keyword].length > MAX_KEYWORD_LENGTH) return { ok: false, problem: 'too-long', keyword }
    const query = normaliseKeyword(keyword)
    if (seen.has(query)) continue
    seen.add(query)
    keywords.push(keyword)
  }
  if (keywords.length === 0) return { ok: false, problem: 'none' }
  if (keywords.length > MAX_KEYWORDS) return { ok: false, problem: 'too-many' }
  return { ok: true, keywords }
}

export const MAX_COMPETITORS = 3
export const MAX_BUSINESS_NAME_LENGTH = 100

/** Two tracked names whose results would overlap: one matches the other's pages (the tracker's own site). */
function overlaps(a: string, b: string): boolean {
  return urlMatchesDomain(`https://${a}/`, b) || urlMatchesDomain(`https://${b}/`, a)
}

export type CompetitorProblem = 'too-many' | 'invalid' | 'own-domain'

/**
 * Competitor sites as the form sends them (one per line, or an array from JSON): each by the tracked domain's
 * rules (normaliseTrackedDomain: a public site name, no IP, no localhost), blanks and duplicates dropped, at most
 * MAX_COMPETITORS; the tracker's own site (the same name, or one whose pages are the tracker's or the reverse:
 * `blog.toko.co.id` for `toko.co.id`) refused. None at all is fine.
 */
export function parseCompetitors(
  input: string | readonly string[],
  ownDomain: string | null,
): { ok: true; competitors: string[] } | { ok: false; problem: CompetitorProblem; competitor?: string } {
  const lines = typeof input === 'string' ? input.split(/\r?\n/) : input
  const competitors: string[] = []
  for (const raw of lines) {
    const typed = raw.replace(INVISIBLE_FORMAT, '').trim()
    if (!typed) continue
    const domain = typed.length <= 300 ? normaliseTrackedDomain(typed) : null
    if (!domain) return { ok: false, problem: 'invalid', competitor: typed.slice(0, 80) }
    if (ownDomain && overlaps(domain, ownDomain)) return { ok: false, problem: 'own-domain', competitor: domain }
    if (!competitors.includes(domain)) competitors.push(domain)
  }
  if (competitors.length > MAX_COMPETITORS) return { ok: false, problem: 'too-many' }
  return { ok: true, competitors }
}

/**
 * The business's name as shown on Google Maps (optional): invisible format characters removed, spaces collapsed,
 * at most MAX_BUSINESS_NAME_LENGTH characters, no control characters or bidi overrides (it reaches the staff
 * inbox). Empty is null: no 3-pack is tracked.
 */
export function parseBusinessName(
  input: string,
): { ok: true; name: string | null } | { ok: false; problem: 'too-long' | 'control-characters' } {
  if (BIDI_CONTROLS.test(input)) return { ok: false, problem: 'control-characters' }
  const name = input
    .replace(INVISIBLE_FORMAT, '')
    .replace(/[\t ]+/g, ' ')
    .trim()
  if (/[\u0000-\u001f\u007f]/.test(name)) return { ok: false, problem: 'control-characters' }
  if ([...name].length > MAX_BUSINESS_NAME_LENGTH) return { ok: false, problem: 'too-long' }
  return { ok: true, name: name || null }
}
