import 'server-only'
import type { RankConfig } from '../config'
import { isRecord, pageResults, requestJson, resultTitle, resultUrl } from './http'
import { ProviderError, type FetchedPages, type PageRequest, type SerpProvider } from './types'

const SERPAPI_BASE_URL = 'https://serpapi.com'

/**
 * SerpApi: `GET /search.json?engine=google&q&google_domain&gl&hl&location&start&device&api_key`, answer
 * `organic_results[]` of `{ position, link, title }`; `serpapi_pagination.next` is absent on the last page.
 * A 200 with `error` ("Google hasn't returned any results…", a blocked search) is an error, never "not ranked".
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
      if (typeof json.error === 'string') {
        const kind = /hasn't returned any results|no results/i.test(json.error) ? 'empty' : 'blocked'
        throw new ProviderError(kind, `SerpApi: ${json.error.slice(0, 160)}`)
      }
      if (!Array.isArray(json.organic_results)) {
        throw new ProviderError('malformed', 'SerpApi answer without organic_results')
      }
      const items = json.organic_results
        .filter(isRecord)
        .map((item) => ({ order: Number(item.position), url: resultUrl(item.link), title: resultTitle(item.title) }))
        .filter((item): item is { order: number; url: string; title: string } => item.url !== null)
        .sort((a, b) => (Number.isFinite(a.order) && Number.isFinite(b.order) ? a.order - b.order : 0))
      if (items.length === 0) throw new ProviderError('empty', `SerpApi returned an empty page ${request.page}`)
      const pagination = isRecord(json.serpapi_pagination) ? json.serpapi_pagination : null
      return {
        pages: new Map([[request.page, pageResults(request.page, items)]]),
        hasMore: pagination ? typeof pagination.next === 'string' : null,
      }
    },
  }
}
