import { urlMatchesDomain } from './domain'
import type { LocalPlace, OrganicResult, PageItem } from './providers'

/**
 * Which result page to ask for next, what the pages fetched so far say about each tracked domain, and how
 * positions are counted. Pure: the checker (check.ts) feeds it the pages stored for the query and the domains of
 * the trackers sharing it.
 */

const MAX_PAGES = 10
/** The top 100: a result counted beyond it is "outside the top 100", like one on no page. */
const MAX_POSITION = 100
/** What a page not fetched today is assumed to hold when nothing better is known. */
const DEFAULT_PAGE_SIZE = 10

/** Pages fetched for one query today, kept between runs (rank_queries.pages). */
export type Progress = {
  /** Organic results per page in the page's order (page 1 may start with the featured snippet). */
  pages: Record<number, PageItem[]>
  /** Last page that exists, when the provider said so (0: no results at all); pages after it are never asked. */
  end: number | null
  /** Depth providers: Google pages the answers so far covered (pages 1..crawled). */
  crawled?: number
  /** Page 1's local pack once page 1 was fetched: its places in order, or null when it shows none. */
  localPack?: LocalPlace[] | null
}

/** Results per page from an earlier day, used for the pages not fetched today (see positionsOf). */
export type PageSizes = Record<number, number>

const emptyProgress = (): Progress => ({ pages: {}, end: null })

export function parseProgress(json: string | null): Progress {
  if (!json) return emptyProgress()
  try {
    const value = JSON.parse(json) as Partial<Progress>
    return {
      pages: value.pages ?? {},
      end: typeof value.end === 'number' ? value.end : null,
      ...(typeof value.crawled === 'number' ? { crawled: value.crawled } : {}),
      ...(value.localPack !== undefined ? { localPack: value.localPack } : {}),
    }
  } catch {
    return emptyProgress()
  }
}

/** How many results each fetched page held: tomorrow's estimate for a page that is not fetched then. */
export function pageSizes(progress: Progress): PageSizes {
  return Object.fromEntries(fetchedPages(progress).map((page) => [page, progress.pages[page]!.length]))
}

/** The fetched page where the domain's first result is, or null (e.g. yesterday's pages, for today's hint). */
export function pageHolding(progress: Progress, domain: string): number | null {
  return (
    fetchedPages(progress).find((page) => progress.pages[page]!.some((item) => urlMatchesDomain(item.url, domain))) ??
    null
  )
}

/** A tracked domain on this query, and the page it ranked on last time (null: never ranked, or not last time). */
export type Target = { domain: string; hintPage: number | null }

export type Resolution =
  | { status: 'found'; position: number; url: string; featured: boolean; above: OrganicResult[] }
  | { status: 'absent'; above: OrganicResult[] }
  | { status: 'unknown' }

function lastPage(progress: Progress): number {
  return Math.min(MAX_PAGES, progress.end ?? MAX_PAGES)
}

function fetchedPages(progress: Progress): number[] {
  return Object.keys(progress.pages)
    .map(Number)
    .filter((page) => Number.isInteger(page) && page >= 1 && (progress.pages[page]?.length ?? 0) > 0)
    .sort((a, b) => a - b)
}

/**
 * Every fetched result with its position: the results before it on its page, plus every result on the pages
 * above. A page above that was not fetched today counts what it held when last fetched (`sizes`, from the day
 * before), else 10. So whichever provider serves a page, the same page gives the same positions: Serper and
 * SerpApi restart their own numbering on every page and DataForSEO counts answer boxes and maps in
 * `rank_absolute`; none of their numbers is used. The featured snippet, first on page 1, is position 1.
 */
function positionsOf(progress: Progress, sizes: PageSizes = {}): OrganicResult[] {
  const results: OrganicResult[] = []
  let before = 0
  let previous = 0
  for (const page of fetchedPages(progress)) {
    for (let skipped = previous + 1; skipped < page; skipped += 1) before += sizes[skipped] ?? DEFAULT_PAGE_SIZE
    const items = progress.pages[page]!
    items.forEach((item, index) =>
      results.push({
        position: before + index + 1,
        url: item.url,
        title: item.title,
        ...(item.featured ? { featured: true as const } : {}),
      }),
    )
    before += items.length
    previous = page
  }
  return results
}

/**
 * The lowest fetched page holding the domain gives its position (its first match there). Started from the page
 * it ranked on last time, pages above that one may not have been fetched: the position is then the first match
 * from that page on, which is the accepted price of not paying for them (docs/rank-tracker.md).
 */
export function resolve(progress: Progress, domain: string, sizes: PageSizes = {}): Resolution {
  const results = positionsOf(progress, sizes)
  const match = results.find((result) => result.position <= MAX_POSITION && urlMatchesDomain(result.url, domain))
  const withoutFlag = ({ position, url, title }: OrganicResult): OrganicResult => ({ position, url, title })
  if (match) {
    const above = results.filter((result) => result.position < match.position).slice(-3)
    return {
      status: 'found',
      position: match.position,
      url: match.url,
      featured: match.featured === true,
      above: above.map(withoutFlag),
    }
  }
  const fetched = new Set(fetchedPages(progress))
  for (let page = 1; page <= lastPage(progress); page += 1) if (!fetched.has(page)) return { status: 'unknown' }
  return { status: 'absent', above: results.slice(0, 3).map(withoutFlag) }
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

export type PagingMode = {
  paging: 'page' | 'depth'
  /** Depth providers that stop crawling once every target is found: ask straight for the last page. */
  stopsOnMatch?: boolean
  /** A tracker sharing the query follows the 3-pack: page 1 must be fetched today (it holds the pack). */
  localPack?: boolean
}

/** Page 1's local pack is wanted and not known yet (page 1 not fetched today, and the results do exist). */
function localPackPending(progress: Progress): boolean {
  return progress.localPack === undefined && progress.end !== 0 && !(progress.pages[1]?.length ?? 0)
}

/**
 * The next request, or null when every domain is resolved (found, or absent from all pages) and, where a tracker
 * follows the 3-pack, page 1's pack is known. Page paging asks for page 1 first when the pack is wanted and not
 * known (whatever page the domains ranked on: it is paid for anyway, and the positions below it then count its
 * real size), then for the page wanted next by most unresolved domains (the lowest on a tie); depth paging (one
 * request returns pages 1..N, page 1 and its pack always among them) first asks as deep as the deepest last-known
 * page (or straight for everything when the provider stops on a match), then for everything.
 */
export function nextPage(
  progress: Progress,
  targets: readonly Target[],
  mode: PagingMode,
  sizes: PageSizes = {},
): number | null {
  const open = targets.filter((target) => resolve(progress, target.domain, sizes).status === 'unknown')
  const packWanted = mode.localPack === true && localPackPending(progress)
  if (open.length === 0 && !packWanted) return null
  const last = lastPage(progress)
  const fetched = new Set(fetchedPages(progress))
  if (mode.paging === 'depth') {
    const crawled = progress.crawled ?? (fetched.size ? Math.max(...fetched) : 0)
    if (crawled === 0) {
      if (mode.stopsOnMatch) return last
      return Math.max(1, Math.min(last, Math.max(1, ...open.map((target) => target.hintPage ?? 1))))
    }
    return crawled < last && open.length > 0 ? last : null
  }
  if (packWanted) return 1
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
  return Math.min(MAX_PAGES, Math.ceil(position / 10))
}
