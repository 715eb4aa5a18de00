import 'server-only'
import type { PageFacts } from '../html-facts'
import type { SafeFetchResult } from '../net/fetch'
import type { CheckResult } from '../result'
import type { CheckId, CheckStatus } from './definitions'

/** Outcome of a secondary fetch (robots.txt, sitemap, favicon, a link). */
export type Probe =
  | { state: 'ok'; url: string; status: number; headers: Record<string, string>; body: Buffer; truncated: boolean }
  /**
   * Refused by the address rules or unreachable: the check cannot say anything about the site. `cutOff`: the
   * audit's time budget ran out before the answer came (the report says so instead of blaming the site).
   */
  | { state: 'error'; url: string; detail: string; cutOff?: boolean }

/** Everything the checks look at, gathered by the engine. */
export type AuditContext = {
  /** The URL as given (normalised). */
  startUrl: URL
  finalUrl: URL
  page: SafeFetchResult
  /** Set when https could not be used and the http version was audited instead. */
  httpsProblem: 'tls' | 'connect' | null
  /** Null when the page is not a 2xx HTML answer: content checks are then not assessed. */
  facts: PageFacts | null
  robots: Probe | null
  sitemap: Probe | null
  /** Where the sitemap was looked for and why. */
  sitemapSource: 'robots' | 'default'
  favicon: Probe | null
  faviconDeclared: boolean
  links: { internal: string[]; external: number; checked: Probe[] }
}

export function result(id: CheckId, status: CheckStatus, value: string | null, finding: string, fix = ''): CheckResult {
  return { id, status, value, finding, fix: status === 'pass' ? '' : fix }
}

const integerFormat = new Intl.NumberFormat('id-ID')
export const formatInteger = (value: number) => integerFormat.format(value)

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} detik`
}

export function formatKb(bytes: number): string {
  return `${integerFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`
}

/**
 * Text taken from the audited page (titles, URLs) before it goes into a result: control and bidi-override
 * characters removed, length capped. It is only ever rendered as text, never as HTML.
 */
export function quote(text: string, max = 120): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()
  const chars = Array.from(clean)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean
}

/** Length as a person counts it (code points, so emoji and accented letters count once). */
export const charLength = (text: string) => Array.from(text).length

export function notAssessed(id: CheckId, reason: string): CheckResult {
  return result(id, 'error', null, reason)
}
