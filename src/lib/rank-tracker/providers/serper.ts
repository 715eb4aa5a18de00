import 'server-only'
import type { RankConfig } from '../config'
import { isRecord, pageResults, requestJson, resultTitle, resultUrl } from './http'
import { ProviderError, type FetchedPages, type PageRequest, type SerpProvider } from './types'

const SERPER_BASE_URL = 'https://google.serper.dev'

/**
 * Serper (serper.dev): `POST /search` with `X-API-KEY`, body `{ q, gl, hl, location, page }`, answer `organic[]`
 * of `{ title, link, position }`. It takes no device: results are desktop results, so mobile and desktop
 * trackers share one query (docs/rank-tracker.md).
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
      if (!Array.isArray(json.organic)) {
        const message = typeof json.message === 'string' ? json.message.slice(0, 120) : 'no organic array'
        throw new ProviderError('malformed', `Serper answer without results: ${message}`)
      }
      const items = json.organic
        .filter(isRecord)
        .map((item) => ({ order: Number(item.position), url: resultUrl(item.link), title: resultTitle(item.title) }))
        .filter((item): item is { order: number; url: string; title: string } => item.url !== null)
        .sort((a, b) => (Number.isFinite(a.order) && Number.isFinite(b.order) ? a.order - b.order : 0))
      if (items.length === 0) throw new ProviderError('empty', `Serper returned an empty page ${request.page}`)
      return { pages: new Map([[request.page, pageResults(request.page, items)]]), hasMore: null }
    },
  }
}
