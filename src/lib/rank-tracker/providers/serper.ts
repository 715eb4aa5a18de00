import 'server-only'
import type { RankConfig } from '../config'
import {
  inProviderOrder,
  isRecord,
  requestJson,
  resultTitle,
  resultUrl,
  websiteDomain,
  withFeaturedSnippet,
} from './http'
import { ProviderError, type FetchedPages, type LocalPlace, type PageRequest, type SerpProvider } from './types'

const SERPER_BASE_URL = 'https://google.serper.dev'

/**
 * Serper (serper.dev): `POST /search` with `X-API-KEY`, body `{ q, gl, hl, location, page }`. It takes no
 * device: results are desktop results, so mobile and desktop trackers share one query (docs/rank-tracker.md).
 *
 * What the adapter reads, from Serper's playground answers as recorded in public repositories (fixtures in
 * src/lib/rank-tracker/testing/recorded/, each with its source):
 * - `organic[]` of `{ title, link, snippet, position }`; `position` restarts at 1 on every page, so only the
 *   order is used (paging.ts counts positions across pages). A page holds 6 to 10 or more results.
 * - `answerBox` `{ title, link, snippet }`: the featured snippet when it has a `link` (an answer without a link,
 *   a calculator or a date, belongs to no site).
 * - `places[]` `{ title, address, rating, ratingCount, cid }` on page 1: the local pack in order; a place's
 *   `website` is read where present (Serper's answers seldom carry one, so matching falls back to the name).
 * - `searchParameters` echoes the request: an answer with it is Serper's own answer. Serper documents no last
 *   page and no "no results" message: an answer of its own shape without organic results is where the results
 *   end (page 1: the search has none), which is how Google behaves past its last page. An answer without
 *   `searchParameters` (an error such as `{ message, statusCode }`) is an error, retried.
 */
export function serperProvider(config: RankConfig): SerpProvider {
  const base = config.baseUrl ?? SERPER_BASE_URL
  return {
    name: 'serper',
    paging: 'page',
    supportsDevice: false,
    async fetch(request: PageRequest, signal: AbortSignal): Promise<FetchedPages> {
      const body: Record<string, unknown> = { q: request.query, gl: 'id', hl: 'id', page: request.page }
      // Indonesia as a whole is gl=id; a city is a canonical location name.
      if (request.location.id !== 'indonesia') body.location = request.location.canonical
      const json = await requestJson(
        `${base}/search`,
        { method: 'POST', headers: { 'X-API-KEY': config.apiKey ?? '' }, body },
        { timeoutMs: config.requestTimeoutMs, signal },
      )
      if (!isRecord(json)) throw new ProviderError('malformed', 'Serper answer is not an object')
      if (!isRecord(json.searchParameters) || (json.organic !== undefined && !Array.isArray(json.organic))) {
        const message = typeof json.message === 'string' ? json.message.slice(0, 120) : 'not a search answer'
        throw new ProviderError('malformed', `Serper answer without results: ${message}`)
      }
      const organic = Array.isArray(json.organic) ? json.organic : []
      const items = inProviderOrder(
        organic
          .filter(isRecord)
          .map((item) => ({ order: Number(item.position), url: resultUrl(item.link), title: resultTitle(item.title) }))
          .filter((item): item is { order: number; url: string; title: string } => item.url !== null),
      ).map(({ url, title }) => ({ url, title }))
      const page = request.page
      if (items.length === 0)
        return { pages: new Map(), lastPage: page - 1, ...(page === 1 ? { localPack: places(json) } : {}) }
      if (page !== 1) return { pages: new Map([[page, items]]), lastPage: null }
      const box = isRecord(json.answerBox) ? json.answerBox : null
      const snippetUrl = box ? resultUrl(box.link) : null
      const snippet = box && snippetUrl ? { url: snippetUrl, title: resultTitle(box.title) } : null
      return { pages: new Map([[1, withFeaturedSnippet(items, snippet)]]), lastPage: null, localPack: places(json) }
    },
  }
}

function places(json: Record<string, unknown>): LocalPlace[] | null {
  if (!Array.isArray(json.places)) return null
  const list = json.places
    .filter(isRecord)
    .map((place) => ({ title: resultTitle(place.title), domain: websiteDomain(place.website) }))
    .filter((place) => place.title !== '')
  return list.length ? list : null
}
