import 'server-only'
import { readLimited } from '@/lib/server/http'
import { ProviderError, type FetchedPages, type LocalPlace, type PageItem } from './types'

/** Retry-After as delay-seconds or an HTTP date; null when absent or unreadable. */
function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

const MAX_BODY_BYTES = 5_000_000

/**
 * One provider call: JSON out, JSON in. Non-2xx answers, timeouts, network failures and bodies that are not JSON
 * become ProviderErrors; the caller checks the JSON's shape.
 */
export async function requestJson(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown },
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<unknown> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'error',
      signal,
    })
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    throw new ProviderError(
      timedOut ? 'timeout' : 'network',
      timedOut ? 'provider did not answer in time' : 'provider unreachable',
    )
  }
  const text = await readProviderBody(response)
  if (response.status === 429) {
    throw new ProviderError(
      'rate-limited',
      'provider answered 429 Too Many Requests',
      429,
      parseRetryAfter(response.headers.get('retry-after')),
    )
  }
  if (!response.ok) {
    throw new ProviderError('http', `provider answered HTTP ${response.status}`, response.status)
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ProviderError('malformed', 'provider answer is not JSON', response.status)
  }
}

async function readProviderBody(response: Response): Promise<string> {
  const body = await readLimited(response, MAX_BODY_BYTES)
  if (!body) throw new ProviderError('malformed', 'provider answer too large', response.status)
  return Buffer.from(body).toString('utf8')
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An http(s) URL string of a result, or null (ads, malformed items). */
export function resultUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
  } catch {
    return null
  }
}

export function resultTitle(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 200) : ''
}

/** A website's host, lower case without a leading `www.` (a local pack place's site); null when unreadable. */
function websiteDomain(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const text = value.trim()
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname
      .toLowerCase()
      .replace(/\.+$/, '')
    if (!host.includes('.')) return null
    return host.startsWith('www.') ? host.slice(4) : host
  } catch {
    return null
  }
}

/** A page's organic items `{ position, link, title }` in the provider's order (by `position` where all have one). */
export function organicItems(list: unknown[]): PageItem[] {
  const items = list
    .filter(isRecord)
    .map((item) => ({ order: Number(item.position), url: resultUrl(item.link), title: resultTitle(item.title) }))
    .filter((item): item is { order: number; url: string; title: string } => item.url !== null)
  const ordered = items.every((item) => Number.isFinite(item.order)) ? items.sort((a, b) => a.order - b.order) : items
  return ordered.map(({ url, title }) => ({ url, title }))
}

/** Local pack places `{ title, … }` with their website where `websiteOf` finds one; null for an empty pack. */
export function localPlaces(
  list: unknown,
  websiteOf: (place: Record<string, unknown>) => unknown,
): LocalPlace[] | null {
  if (!Array.isArray(list)) return null
  const places = list
    .filter(isRecord)
    .map((place) => ({ title: resultTitle(place.title), domain: websiteDomain(websiteOf(place)) }))
    .filter((place) => place.title !== '')
  return places.length ? places : null
}

/**
 * One page of a page-paging provider as the engine takes it: no organic results means the results end before this
 * page (page 1: the search has none); page 1 carries the featured snippet first and the local pack.
 */
export function pageAnswer(
  page: number,
  items: PageItem[],
  lastPage: number | null,
  first: { snippetLink: unknown; snippetTitle: unknown; localPack: LocalPlace[] | null },
): FetchedPages {
  if (items.length === 0) {
    // Organic results may end on page 1 below a local pack: the pack is still page 1's.
    return { pages: new Map(), lastPage: page - 1, ...(page === 1 ? { localPack: first.localPack } : {}) }
  }
  if (page !== 1) return { pages: new Map([[page, items]]), lastPage }
  const url = resultUrl(first.snippetLink)
  const snippet = url ? { url, title: resultTitle(first.snippetTitle) } : null
  return { pages: new Map([[1, withFeaturedSnippet(items, snippet)]]), lastPage, localPack: first.localPack }
}

/**
 * Page 1 with its featured snippet first: Google shows the snippet's page above the organic results and, since
 * 2020, does not list it again among them, so it counts as the first result. A provider that still lists it
 * below gets that duplicate dropped.
 */
export function withFeaturedSnippet(
  items: { url: string; title: string }[],
  snippet: { url: string; title: string } | null,
): { url: string; title: string; featured?: true }[] {
  if (!snippet) return items
  return [{ ...snippet, featured: true as const }, ...items.filter((item) => item.url !== snippet.url)]
}
