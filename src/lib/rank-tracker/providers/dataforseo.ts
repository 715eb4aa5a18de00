import 'server-only'
import type { RankConfig } from '../config'
import { isRecord, requestJson, resultTitle, resultUrl } from './http'
import { ProviderError, type FetchedPages, type OrganicResult, type PageRequest, type SerpProvider } from './types'

const DATAFORSEO_BASE_URL = 'https://api.dataforseo.com'
const ENDPOINT = '/v3/serp/google/organic/live/advanced'
/** DataForSEO's location code of Indonesia (Google Ads geotarget 2360). */
const INDONESIA_LOCATION_CODE = 2360

/**
 * DataForSEO Google Organic Live Advanced: `POST /v3/serp/google/organic/live/advanced` with HTTP Basic auth, a
 * one-task array `[{ keyword, location_name | location_code, language_code, se_domain, device, os, depth }]`, answer `tasks[0].result[0].items[]` where `type: "organic"` items carry `rank_group`
 * (organic rank), `rank_absolute` (rank among every SERP element) and `url`. It pages by depth: asking for page N
 * returns pages 1..N in one call, billed per 10 results, so the engine counts N requests.
 */
export function dataForSeoProvider(config: RankConfig): SerpProvider {
  const base = config.baseUrl ?? DATAFORSEO_BASE_URL
  const auth = Buffer.from(`${config.login ?? ''}:${config.password ?? ''}`).toString('base64')
  return {
    name: 'dataforseo',
    paging: 'depth',
    supportsDevice: true,
    async fetch(request: PageRequest, signal: AbortSignal): Promise<FetchedPages> {
      const task: Record<string, unknown> = {
        keyword: request.query,
        language_code: 'id',
        se_domain: 'google.co.id',
        device: request.device,
        os: request.device === 'mobile' ? 'android' : 'windows',
        // No max_crawl_pages: Google pages with fewer than ten organic results must not end the list early.
        depth: request.page * 10,
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
        if (status === 40202) throw new ProviderError('rate-limited', message, null, 60_000)
        throw new ProviderError('blocked', message)
      }
      const task0 = Array.isArray(json.tasks) && isRecord(json.tasks[0]) ? json.tasks[0] : null
      if (!task0) throw new ProviderError('malformed', 'DataForSEO answer without tasks')
      if (task0.status_code !== 20000) {
        throw new ProviderError(
          'blocked',
          `DataForSEO task status ${String(task0.status_code)}: ${String(task0.status_message ?? '').slice(0, 120)}`,
        )
      }
      const result0 = Array.isArray(task0.result) && isRecord(task0.result[0]) ? task0.result[0] : null
      if (!result0 || !Array.isArray(result0.items)) {
        throw new ProviderError('malformed', 'DataForSEO task without result items')
      }
      const pages = new Map<number, OrganicResult[]>()
      const seen = new Set<number>()
      for (const item of result0.items) {
        if (!isRecord(item) || item.type !== 'organic') continue
        // rank_group counts organic results only, as Serper's and SerpApi's positions do; rank_absolute also
        // counts answer boxes, maps and the like.
        const rank = Number(item.rank_group ?? item.rank_absolute)
        const url = resultUrl(item.url)
        if (!Number.isInteger(rank) || rank < 1 || rank > request.page * 10 || !url || seen.has(rank)) continue
        seen.add(rank)
        const page = Math.ceil(rank / 10)
        const list = pages.get(page) ?? []
        list.push({ position: rank, url, title: resultTitle(item.title) })
        pages.set(page, list)
      }
      if (pages.size === 0) throw new ProviderError('empty', 'DataForSEO returned no organic results')
      for (const list of pages.values()) list.sort((a, b) => a.position - b.position)
      // Fewer results than the depth asked: the provider crawled until the results ended.
      const lastFull = [...pages.keys()].reduce((max, page) => Math.max(max, page), 0)
      return { pages, hasMore: lastFull < request.page ? false : null }
    },
  }
}
