import { urlMatchesDomain } from './domain'
import type { OrganicResult } from './providers'

/**
 * Which result page to ask for next, and what the pages fetched so far say about each tracked domain. Pure: the
 * checker (check.ts) feeds it the pages stored for the query and the domains of the trackers sharing it.
 */

const MAX_PAGES = 10

/** Pages fetched for one query today, kept between runs (rank_queries.pages). */
export type Progress = {
  pages: Record<number, OrganicResult[]>
  /** Last page that exists, when the provider said so; pages after it are never asked for. */
  end: number | null
}

const emptyProgress = (): Progress => ({ pages: {}, end: null })

export function parseProgress(json: string | null): Progress {
  if (!json) return emptyProgress()
  try {
    const value = JSON.parse(json) as Partial<Progress>
    return { pages: value.pages ?? {}, end: typeof value.end === 'number' ? value.end : null }
  } catch {
    return emptyProgress()
  }
}

/** A tracked domain on this query, and the page it ranked on last time (null: never ranked, or not last time). */
export type Target = { domain: string; hintPage: number | null }

export type Resolution =
  | { status: 'found'; position: number; url: string; above: OrganicResult[] }
  | { status: 'absent'; above: OrganicResult[] }
  | { status: 'unknown' }

function lastPage(progress: Progress): number {
  return Math.min(MAX_PAGES, progress.end ?? MAX_PAGES)
}

function fetchedPages(progress: Progress): number[] {
  return Object.keys(progress.pages)
    .map(Number)
    .filter((page) => progress.pages[page]!.length > 0)
    .sort((a, b) => a - b)
}

function allResults(progress: Progress): OrganicResult[] {
  return fetchedPages(progress)
    .flatMap((page) => progress.pages[page]!)
    .sort((a, b) => a.position - b.position)
}

/**
 * The lowest fetched page holding the domain gives its position (its first match there). Started from the page
 * it ranked on last time, pages above that one may not have been fetched: the position is then the first match
 * from that page on, which is the accepted price of not paying for them (docs/rank-tracker.md).
 */
export function resolve(progress: Progress, domain: string): Resolution {
  const results = allResults(progress)
  const match = results.find((result) => urlMatchesDomain(result.url, domain))
  if (match) {
    const above = results.filter((result) => result.position < match.position).slice(-3)
    return { status: 'found', position: match.position, url: match.url, above }
  }
  const fetched = new Set(fetchedPages(progress))
  for (let page = 1; page <= lastPage(progress); page += 1) if (!fetched.has(page)) return { status: 'unknown' }
  return { status: 'absent', above: results.slice(0, 3) }
}

/** The order a domain's pages are searched in: from its last page outward (h, h-1, h+1, h-2, …), else 1..10. */
export function searchOrder(hintPage: number | null, last: number): number[] {
  if (hintPage === null || hintPage < 1 || hintPage > last) return Array.from({ length: last }, (_, i) => i + 1)
  const order = [hintPage]
  for (let step = 1; order.length < last; step += 1) {
    if (hintPage - step >= 1) order.push(hintPage - step)
    if (hintPage + step <= last) order.push(hintPage + step)
  }
  return order
}

/**
 * The next request, or null when every domain is resolved (found, or absent from all pages). Page paging asks
 * for the page wanted next by most unresolved domains (the lowest on a tie); depth paging (one request returns
 * pages 1..N) first asks as deep as the deepest last-known page, then for everything.
 */
export function nextPage(progress: Progress, targets: readonly Target[], paging: 'page' | 'depth'): number | null {
  const open = targets.filter((target) => resolve(progress, target.domain).status === 'unknown')
  if (open.length === 0) return null
  const last = lastPage(progress)
  const fetched = new Set(fetchedPages(progress))
  if (paging === 'depth') {
    const deepest = fetched.size ? Math.max(...fetched) : 0
    if (deepest === 0) return Math.min(last, Math.max(...open.map((target) => target.hintPage ?? 1)))
    return deepest < last ? last : null
  }
  const votes = new Map<number, number>()
  for (const target of open) {
    const page = searchOrder(target.hintPage, last).find((candidate) => !fetched.has(candidate))
    if (page !== undefined) votes.set(page, (votes.get(page) ?? 0) + 1)
  }
  let best: number | null = null
  for (const [page, count] of votes) {
    if (best === null || count > votes.get(best)! || (count === votes.get(best)! && page < best)) best = page
  }
  return best
}

/** The page a position is on (10 results a page). */
export function pageOf(position: number): number {
  return Math.ceil(position / 10)
}
