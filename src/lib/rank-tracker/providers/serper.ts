import 'server-only'
import type { RankConfig } from '../config'
import { isRecord, localPlaces, organicItems, pageAnswer, requestJson } from './http'
import { ProviderError, type FetchedPages, type PageRequest, type SerpProvider } from './types'

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
      const box = isRecord(json.answerBox) ? json.answerBox : {}
      return pageAnswer(request.page, organicItems(Array.isArray(json.organic) ? json.organic : []), null, {
        snippetLink: box.link,
        snippetTitle: box.title,
        localPack: localPlaces(json.places, (place) => place.website),
      })
    },
  }
}
