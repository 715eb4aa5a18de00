import 'server-only'
import type { RankConfig } from '../config'
import { isRecord, localPlaces, organicItems, pageAnswer, requestJson } from './http'
import { ProviderError, type FetchedPages, type PageRequest, type SerpProvider } from './types'

const SERPAPI_BASE_URL = 'https://serpapi.com'

/** SerpApi's answer when Google has nothing for the search (or nothing on this page, past the last one). */
const NO_RESULTS = /hasn't returned any results/i

/**
 * SerpApi: `GET /search.json?engine=google&q&google_domain&gl&hl&location&start&device&api_key`.
 *
 * What the adapter reads (serpapi.com/search-api, /organic-results, /local-pack, /search-errors, and recorded
 * answers in src/lib/rank-tracker/testing/recorded/):
 * - `organic_results[]` of `{ position, link, title }` in page order; only the order is used (paging.ts counts
 *   positions across pages, whatever SerpApi numbers them).
 * - `answer_box` with a `link`: the featured snippet (answer boxes without a link belong to no site).
 * - `local_results.places[]` (an array `local_results[]` on some layouts) `{ position, title, links: { website } }`
 *   on page 1: the local pack.
 * - `serpapi_pagination.next` is absent on the last page.
 * - A search with no results is a success for SerpApi: `search_metadata.status` "Success", no `organic_results`,
 *   `search_information.organic_results_state` "Fully empty" and `error` "Google hasn't returned any results for
 *   this query." That is an answer (the results end before this page; page 1: none at all). Any other `error`
 *   (a spent plan, a bad key, a failed search with status "Error") is an error, retried.
 */
export function serpApiProvider(config: RankConfig): SerpProvider {
  const base = config.baseUrl ?? SERPAPI_BASE_URL
  return {
    name: 'serpapi',
    paging: 'page',
    supportsDevice: true,
    async fetch(request: PageRequest, signal: AbortSignal): Promise<FetchedPages> {
      const params = new URLSearchParams({
        engine: 'google',
        q: request.query,
        google_domain: 'google.co.id',
        gl: 'id',
        hl: 'id',
        start: String((request.page - 1) * 10),
        device: request.device,
        api_key: config.apiKey ?? '',
      })
      if (request.location.id !== 'indonesia') params.set('location', request.location.canonical)
      const json = await requestJson(
        `${base}/search.json?${params.toString()}`,
        { method: 'GET' },
        { timeoutMs: config.requestTimeoutMs, signal },
      )
      if (!isRecord(json)) throw new ProviderError('malformed', 'SerpApi answer is not an object')
      const page = request.page
      const status = isRecord(json.search_metadata) ? json.search_metadata.status : undefined
      if (typeof json.error === 'string') {
        if (NO_RESULTS.test(json.error) && status !== 'Error') {
          return { pages: new Map(), lastPage: page - 1, ...(page === 1 ? { localPack: null } : {}) }
        }
        throw new ProviderError('blocked', `SerpApi: ${json.error.slice(0, 160)}`)
      }
      if (!Array.isArray(json.organic_results)) {
        throw new ProviderError('malformed', 'SerpApi answer without organic_results')
      }
      const pagination = isRecord(json.serpapi_pagination) ? json.serpapi_pagination : null
      const box = isRecord(json.answer_box) ? json.answer_box : {}
      const local = json.local_results
      return pageAnswer(
        page,
        organicItems(json.organic_results),
        pagination && typeof pagination.next !== 'string' ? page : null,
        {
          snippetLink: box.link,
          snippetTitle: box.title,
          localPack: localPlaces(isRecord(local) ? local.places : local, (place) =>
            isRecord(place.links) ? place.links.website : place.website,
          ),
        },
      )
    },
  }
}
