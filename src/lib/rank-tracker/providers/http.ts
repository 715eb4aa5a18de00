import 'server-only'
import { readLimited } from '@/lib/server/http'
import { ProviderError } from './types'

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
export function websiteDomain(value: unknown): string | null {
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

/** Organic items in the provider's order, by its `position` where every item has one (else as listed). */
export function inProviderOrder<T extends { order: number }>(items: T[]): T[] {
  return items.every((item) => Number.isFinite(item.order)) ? [...items].sort((a, b) => a.order - b.order) : items
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
