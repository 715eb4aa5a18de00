import 'server-only'
import type { RankConfig } from '../config'
import { isRootDomain, urlMatchesDomain } from '../domain'
import { isRecord, localPlaces, requestJson, resultTitle, resultUrl, withFeaturedSnippet } from './http'
import {
  ProviderError,
  type FetchedPages,
  type LocalPlace,
  type PageItem,
  type PageRequest,
  type SerpProvider,
} from './types'

const DATAFORSEO_BASE_URL = 'https://api.dataforseo.com'
const ENDPOINT = '/v3/serp/google/organic/live/advanced'
/** DataForSEO's location code of Indonesia (Google Ads geotarget 2360). */
const INDONESIA_LOCATION_CODE = 2360
/** The Live endpoint refuses a depth over 200 ("Invalid Field: 'depth'", update of 2025-09-29). */
const MAX_LIVE_DEPTH = 200
/** stop_crawl_on_match takes at most 10 targets. */
const MAX_STOP_TARGETS = 10
/** Task status of a search Google has no results for: an answer, not a failure (and it may be billed). */
const NO_SEARCH_RESULTS = 40102

/**
 * DataForSEO Google Organic Live Advanced: `POST /v3/serp/google/organic/live/advanced` with HTTP Basic auth and
 * a one-task array. What the adapter relies on (docs.dataforseo.com/v3/serp/google/organic/live/advanced, the
 * help center and the update notes of 2025, recorded answers in src/lib/rank-tracker/testing/recorded/):
 *
 * - `depth` counts every SERP element (answer boxes, maps, "people also ask"), not only organic results, and the
 *   Live endpoint takes at most 200. So the adapter asks for Google's pages with `max_crawl_pages` (pages 1..N)
 *   and sets `depth` high enough (20 elements a page, at most 200) never to cut a page short.
 * - Billing is per SERP page crawled (a SERP "of 10 results"): a first page holding 14 elements is one page when
 *   `max_crawl_pages` is 1, but would be two with `depth` 14 and no page limit. Pages beyond the first cost 75 %
 *   of the first; the engine counts pages, not money.
 * - `stop_crawl_on_match` (up to 10 `{ match_value, match_type }`, `with_subdomains` = the domain and every
 *   subdomain) with `target_search_mode: "all"` stops the crawl on the first page where every target has been
 *   found, and `find_targets_in` limits matching to organic results and the featured snippet. Used when every
 *   domain sought is a root domain, whose rule (docs/rank-tracker.md, "Which site matches") is exactly
 *   `with_subdomains`; one request then replaces "page 1, then everything" and stops as early as paging would.
 * - The answer: `tasks[0].result[0].items[]` in SERP order (`rank_absolute`); `type: "organic"` items and a
 *   `type: "featured_snippet"` item carry `url` and `title`; `type: "local_pack"` items are the 3-pack's places
 *   (`title`, `domain` and `url` often null, `rank_group` the place). `result[0].pages_count` is the number of
 *   pages crawled, i.e. billed; where it is missing the pages asked are counted.
 * - Task status 40102 "No Search Results." is a search without results, billed as one page; other task errors
 *   (40101 "Internal SE Server Error.", also billed) are retried. Top-level 40202 is the rate limit.
 *
 * Items carry no page number, so the organic list is stored as pages of ten in order: the positions paging.ts
 * counts across pages are then each result's rank among the organic results (the snippet first), exact because
 * every page from 1 on is in the answer.
 */
export function dataForSeoProvider(config: RankConfig): SerpProvider {
  const base = config.baseUrl ?? DATAFORSEO_BASE_URL
  const auth = Buffer.from(`${config.login ?? ''}:${config.password ?? ''}`).toString('base64')
  return {
    name: 'dataforseo',
    paging: 'depth',
    supportsDevice: true,
    stopsOnMatch: canStopOnMatch,
    async fetch(request: PageRequest, signal: AbortSignal): Promise<FetchedPages> {
      const stop = canStopOnMatch(request.targets)
      const task: Record<string, unknown> = {
        keyword: request.query,
        language_code: 'id',
        se_domain: 'google.co.id',
        device: request.device,
        os: request.device === 'mobile' ? 'android' : 'windows',
        depth: Math.min(MAX_LIVE_DEPTH, request.page * 20),
        max_crawl_pages: request.page,
      }
      if (stop) {
        task.stop_crawl_on_match = request.targets.map((domain) => ({
          match_value: domain,
          match_type: 'with_subdomains',
        }))
        task.target_search_mode = 'all'
        task.find_targets_in = ['organic', 'featured_snippet']
      }
      if (request.location.id === 'indonesia') task.location_code = INDONESIA_LOCATION_CODE
      else task.location_name = request.location.canonical
      const json = await requestJson(
        `${base}${ENDPOINT}`,
        { method: 'POST', headers: { authorization: `Basic ${auth}` }, body: [task] },
        { timeoutMs: config.requestTimeoutMs, signal },
      )
      if (!isRecord(json)) throw new ProviderError('malformed', 'DataForSEO answer is not an object')
      // 40202: rate limit exceeded; 40200/40210: payment (out of credit). Both are retried, never "not ranked".
      if (json.status_code !== 20000) {
        const status = Number(json.status_code)
        const message = `DataForSEO status ${String(json.status_code)}: ${String(json.status_message ?? '').slice(0, 120)}`
        if (status === 40202) throw new ProviderError('rate-limited', message, null, 60_000, 0)
        throw new ProviderError('blocked', message, null, null, 0)
      }
      const task0 = Array.isArray(json.tasks) && isRecord(json.tasks[0]) ? json.tasks[0] : null
      if (!task0) throw new ProviderError('malformed', 'DataForSEO answer without tasks')
      if (task0.status_code === NO_SEARCH_RESULTS) {
        return { pages: new Map(), lastPage: 0, localPack: null, billed: 1 }
      }
      if (task0.status_code !== 20000) {
        throw new ProviderError(
          'blocked',
          `DataForSEO task status ${String(task0.status_code)}: ${String(task0.status_message ?? '').slice(0, 120)}`,
          null,
          null,
          1,
        )
      }
      const result0 = Array.isArray(task0.result) && isRecord(task0.result[0]) ? task0.result[0] : null
      if (!result0 || !Array.isArray(result0.items)) {
        throw new ProviderError('malformed', 'DataForSEO task without result items', null, null, 1)
      }
      const crawled = Number(result0.pages_count)
      const billed = Number.isInteger(crawled) && crawled >= 1 ? Math.min(crawled, request.page) : request.page
      const elements = result0.items
        .filter(isRecord)
        .map((item, index) => ({
          item,
          rank: Number.isFinite(Number(item.rank_absolute)) ? Number(item.rank_absolute) : index,
        }))
        .sort((a, b) => a.rank - b.rank)
        .map(({ item }) => item)
      const organic = organicItems(elements)
      const pages = new Map<number, PageItem[]>()
      for (let start = 0; start < organic.length; start += 10)
        pages.set(start / 10 + 1, organic.slice(start, start + 10))
      const localPack = localPackPlaces(elements)
      if (organic.length === 0) return { pages, lastPage: 0, localPack, billed }
      const allFound =
        stop && request.targets.every((domain) => organic.some((item) => urlMatchesDomain(item.url, domain)))
      // Every page asked was crawled, or the results ended before: nothing further exists within the pages asked.
      const complete = !allFound && (request.page >= 10 || (Number.isInteger(crawled) && crawled < request.page))
      return { pages, lastPage: complete ? pages.size : null, localPack, billed }
    },
  }
}

/** stop_crawl_on_match's `with_subdomains` is the matching rule of root domains only (and at most 10 of them). */
function canStopOnMatch(targets: readonly string[]): boolean {
  return targets.length > 0 && targets.length <= MAX_STOP_TARGETS && targets.every(isRootDomain)
}

/** Organic results in SERP order with the featured snippet first, never twice. */
function organicItems(elements: Record<string, unknown>[]): PageItem[] {
  let snippet: { url: string; title: string } | null = null
  const organic: { url: string; title: string }[] = []
  for (const item of elements) {
    if (item.type !== 'organic' && item.type !== 'featured_snippet') continue
    const url = resultUrl(item.url)
    if (!url) continue
    const featured = item.type === 'featured_snippet' || item.is_featured_snippet === true
    if (featured && !snippet) snippet = { url, title: resultTitle(item.title) }
    else if (item.type === 'organic') organic.push({ url, title: resultTitle(item.title) })
  }
  return withFeaturedSnippet(organic, snippet)
}

function localPackPlaces(elements: Record<string, unknown>[]): LocalPlace[] | null {
  const places = elements
    .filter((item) => item.type === 'local_pack')
    .map((item, index) => ({
      item,
      rank: Number.isFinite(Number(item.rank_group)) ? Number(item.rank_group) : index + 1,
    }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item)
  return localPlaces(places, (place) => place.domain ?? place.url)
}
