import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake SERP API on loopback speaking the documented JSON of Serper, SerpApi and DataForSEO, for tests and the
 * benchmark. Each (keyword, location) has a ranked list of result URLs; a script can make the next requests
 * fail (HTTP 500, 429 with Retry-After, an answer without its results, a malformed or an oversized page). Every
 * request is recorded.
 */

type FakeFailure =
  | { kind: 'status'; status: number; retryAfter?: string }
  /** A 200 that is no search answer: Serper's `{ message }`, SerpApi without results or error, DataForSEO without items. */
  | { kind: 'no-results-array' }
  | { kind: 'malformed' }
  /** Valid JSON of 6 MB, over the adapters' 5 MB limit: read no further than the limit, then an error. */
  | { kind: 'oversized' }
  | { kind: 'error-json'; message: string }

type RecordedRequest = {
  provider: 'serper' | 'serpapi' | 'dataforseo'
  query: string
  location: string | null
  device: string | null
  /** Page asked (DataForSEO: max_crawl_pages, else depth / 10). */
  page: number
  /** DataForSEO: the domains of stop_crawl_on_match, when sent. */
  stopTargets: string[] | null
  gl: string | null
  hl: string | null
  googleDomain: string | null
  authorized: boolean
}

/** A place of the fake's local pack; `website` omitted = the provider gives none. */
type FakePlace = { title: string; website?: string }

/** How a keyword's results are laid out on Google's pages, beyond the ranked URLs. */
type FakeSerpOptions = {
  /** Organic results per page: one number for every page, or a list (the last repeats); default 10. */
  perPage?: number | number[]
  /** The featured snippet's URL, shown first on page 1 (and not again among the organic results). */
  snippet?: string
  /** The local pack on page 1, in order. */
  localPack?: FakePlace[]
}

export type FakeProvider = {
  url: string
  requests: RecordedRequest[]
  /**
   * Sets the ranked URLs for a keyword (any location when location is omitted). Fewer than 100 URLs end the
   * results early; none at all is a search without results.
   */
  setResults: (query: string, urls: string[], location?: string, options?: FakeSerpOptions) => void
  /** The next requests fail in this order, then answers are normal again. */
  failNext: (...failures: FakeFailure[]) => void
  /** Forgets requests, scripted failures and results. */
  reset: () => void
  close: () => Promise<void>
}

export const FAKE_API_KEY = 'fake-key'
export const FAKE_LOGIN = 'fake-login'
export const FAKE_PASSWORD = 'fake-password'

/** A filler result URL: a site per position, never one a test tracks. */
export function fillerUrl(query: string, position: number): string {
  return `https://hasil-${position}-${query.replace(/[^a-z0-9]+/g, '-')}.example.com/halaman`
}

/** 100 filler results with `placed` URLs at given positions (1-based). */
export function serp(query: string, placed: Record<number, string> = {}, total = 100): string[] {
  return Array.from({ length: total }, (_, index) => placed[index + 1] ?? fillerUrl(query, index + 1))
}

/** A keyword's results as Google's pages show them: organic URLs per page, the snippet, the local pack. */
function layOut(urls: string[], options: FakeSerpOptions) {
  const sizes = Array.isArray(options.perPage) ? options.perPage : [options.perPage ?? 10]
  const organic = options.snippet ? urls.filter((url) => url !== options.snippet) : urls
  const pages: string[][] = []
  for (let start = 0, page = 0; start < organic.length && page < 10; page += 1) {
    const size = sizes[Math.min(page, sizes.length - 1)]!
    pages.push(organic.slice(start, start + size))
    start += size
  }
  return { pages, snippet: options.snippet ?? null, places: options.localPack ?? [] }
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** `port`: a fixed one (the E2E server is told it before this starts); default any free port. */
export async function startFakeProvider(options: { latencyMs?: number; port?: number } = {}): Promise<FakeProvider> {
  const results = new Map<string, { urls: string[]; options: FakeSerpOptions }>()
  const failures: FakeFailure[] = []
  const requests: RecordedRequest[] = []
  const lookup = (query: string, location: string | null) =>
    results.get(`${location ?? ''}\u0000${query}`) ??
    results.get(`\u0000${query}`) ?? { urls: serp(query), options: {} }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const body = await readBody(request)
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs))
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload)
      response.writeHead(status, { 'content-type': 'application/json', ...headers })
      response.end(text)
    }
    let record: RecordedRequest
    try {
      if (request.method === 'POST' && url.pathname === '/search') {
        const json = JSON.parse(body) as Record<string, unknown>
        record = {
          provider: 'serper',
          query: String(json.q),
          location: typeof json.location === 'string' ? json.location : null,
          device: null,
          page: Number(json.page ?? 1),
          stopTargets: null,
          gl: String(json.gl ?? ''),
          hl: String(json.hl ?? ''),
          googleDomain: null,
          authorized: request.headers['x-api-key'] === FAKE_API_KEY,
        }
      } else if (request.method === 'GET' && url.pathname === '/search.json') {
        record = {
          provider: 'serpapi',
          query: url.searchParams.get('q') ?? '',
          location: url.searchParams.get('location'),
          device: url.searchParams.get('device'),
          page: Number(url.searchParams.get('start') ?? 0) / 10 + 1,
          stopTargets: null,
          gl: url.searchParams.get('gl'),
          hl: url.searchParams.get('hl'),
          googleDomain: url.searchParams.get('google_domain'),
          authorized: url.searchParams.get('api_key') === FAKE_API_KEY && url.searchParams.get('engine') === 'google',
        }
      } else if (request.method === 'POST' && url.pathname === '/v3/serp/google/organic/live/advanced') {
        const [task] = JSON.parse(body) as Record<string, unknown>[]
        const expected = `Basic ${Buffer.from(`${FAKE_LOGIN}:${FAKE_PASSWORD}`).toString('base64')}`
        record = {
          provider: 'dataforseo',
          query: String(task!.keyword),
          location:
            typeof task!.location_name === 'string' ? task!.location_name : `code:${String(task!.location_code)}`,
          device: typeof task!.device === 'string' ? task!.device : null,
          page: Number(task!.max_crawl_pages ?? Number(task!.depth ?? 10) / 10),
          stopTargets: Array.isArray(task!.stop_crawl_on_match)
            ? (task!.stop_crawl_on_match as { match_value: string }[]).map((target) => target.match_value)
            : null,
          gl: null,
          hl: String(task!.language_code ?? ''),
          googleDomain: typeof task!.se_domain === 'string' ? task!.se_domain : null,
          authorized: request.headers.authorization === expected,
        }
      } else {
        send(404, { message: 'not found' })
        return
      }
    } catch {
      send(400, { message: 'bad request' })
      return
    }
    requests.push(record)
    if (!record.authorized) {
      send(401, { message: 'unauthorized' })
      return
    }
    const failure = failures.shift()
    if (failure?.kind === 'status') {
      send(failure.status, { message: 'failure' }, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {})
      return
    }
    if (failure?.kind === 'oversized') {
      response.writeHead(200, { 'content-type': 'application/json' })
      // The client stops reading at its limit and closes the connection: the rest of the writes fail quietly.
      response.on('error', () => {})
      // A well-formed page of the provider's own shape whose results are all someone else's: read whole, it
      // would count as a page without the site.
      const item = JSON.stringify({
        type: 'organic',
        title: 'x'.repeat(1000),
        link: 'https://contoh.co.id/',
        url: 'https://contoh.co.id/',
      })
      const [head, tail] =
        record.provider === 'serper'
          ? ['{"organic":[', ']}']
          : record.provider === 'serpapi'
            ? ['{"search_metadata":{"status":"Success"},"organic_results":[', ']}']
            : ['{"status_code":20000,"tasks":[{"status_code":20000,"result":[{"items":[', ']}]}]}']
      response.write(head)
      for (let index = 0; index < 6000; index += 1) response.write(index ? `,${item}` : item)
      response.end(tail)
      return
    }
    if (failure?.kind === 'malformed') {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<html><body>Our systems have detected unusual traffic</body></html>')
      return
    }
    const scenario = lookup(record.query, record.location)
    const layout = layOut(scenario.urls, scenario.options)
    const broken = failure?.kind === 'no-results-array'
    if (record.provider === 'serper') {
      if (broken) {
        send(200, { message: 'Not enough credits', statusCode: 400 })
        return
      }
      const page = layout.pages[record.page - 1] ?? []
      // Past the last page Serper answers with its own shape and no organic results.
      send(200, {
        searchParameters: { q: record.query, gl: record.gl, hl: record.hl, page: record.page, type: 'search' },
        ...(record.page === 1 && layout.snippet ? { answerBox: { title: 'Cuplikan', link: layout.snippet } } : {}),
        organic: page.map((link, index) => ({ title: `Hasil ${index + 1}`, link, snippet: '…', position: index + 1 })),
        ...(record.page === 1 && layout.places.length
          ? {
              places: layout.places.map((place) => ({
                title: place.title,
                address: 'Bandung',
                ...(place.website ? { website: place.website } : {}),
              })),
            }
          : {}),
        credits: 1,
      })
    } else if (record.provider === 'serpapi') {
      if (failure?.kind === 'error-json') {
        send(200, { search_metadata: { status: 'Success' }, error: failure.message })
        return
      }
      if (broken) {
        send(200, { search_metadata: { status: 'Success' }, search_parameters: { engine: 'google' } })
        return
      }
      const page = layout.pages[record.page - 1] ?? []
      if (page.length === 0) {
        send(200, {
          search_metadata: { status: 'Success' },
          search_information: { organic_results_state: 'Fully empty' },
          error: "Google hasn't returned any results for this query.",
        })
        return
      }
      send(200, {
        search_metadata: { status: 'Success' },
        search_parameters: { engine: 'google', q: record.query, google_domain: record.googleDomain },
        ...(record.page === 1 && layout.snippet
          ? { answer_box: { type: 'organic_result', title: 'Cuplikan', link: layout.snippet } }
          : {}),
        ...(record.page === 1 && layout.places.length
          ? {
              local_results: {
                places: layout.places.map((place, index) => ({
                  position: index + 1,
                  title: place.title,
                  ...(place.website ? { links: { website: place.website } } : {}),
                })),
              },
            }
          : {}),
        // SerpApi numbers each page's results from 1, as Serper does.
        organic_results: page.map((link, index) => ({
          position: index + 1,
          title: `Hasil ${index + 1}`,
          link,
          displayed_link: link,
        })),
        ...(record.page < layout.pages.length
          ? { serpapi_pagination: { current: record.page, next: 'https://serpapi.com/next' } }
          : { serpapi_pagination: { current: record.page } }),
      })
    } else {
      const envelope = (task: Record<string, unknown>) =>
        send(200, {
          version: '0.1',
          status_code: 20000,
          status_message: 'Ok.',
          tasks_count: 1,
          tasks_error: 0,
          tasks: [{ id: 'task-1', ...task }],
        })
      if (broken) {
        envelope({ status_code: 20000, status_message: 'Ok.', result_count: 0, result: null })
        return
      }
      if (layout.pages.length === 0) {
        envelope({ status_code: 40102, status_message: 'No Search Results.', result_count: 0, result: null })
        return
      }
      // max_crawl_pages pages from page 1, or fewer: stop_crawl_on_match ("all" mode) stops on the first page
      // where every target has been seen, and the results may end.
      const targets = record.stopTargets
      const seen = new Set<string>()
      const items: Record<string, unknown>[] = []
      let crawled = 0
      let organicRank = 0
      for (let page = 1; page <= Math.min(record.page, layout.pages.length); page += 1) {
        crawled = page
        if (page === 1 && layout.snippet) {
          items.push({ type: 'featured_snippet', rank_group: 1, url: layout.snippet, title: 'Cuplikan' })
          noteTargets(layout.snippet)
        }
        if (page === 1) {
          layout.places.forEach((place, index) =>
            items.push({
              type: 'local_pack',
              rank_group: index + 1,
              title: place.title,
              domain: place.website ? new URL(place.website).hostname : null,
              url: place.website ?? null,
            }),
          )
        }
        for (const link of layout.pages[page - 1]!) {
          organicRank += 1
          items.push({ type: 'organic', rank_group: organicRank, url: link, title: `Hasil ${organicRank}` })
          noteTargets(link)
        }
        if (targets && targets.every((target) => seen.has(target))) break
      }
      function noteTargets(link: string) {
        const host = new URL(link).hostname
        for (const target of targets ?? []) if (host === target || host.endsWith(`.${target}`)) seen.add(target)
      }
      items.forEach((item, index) => (item.rank_absolute = index + 1))
      envelope({
        status_code: 20000,
        status_message: 'Ok.',
        result_count: 1,
        result: [
          {
            keyword: record.query,
            se_domain: record.googleDomain,
            pages_count: crawled,
            items_count: items.length,
            items,
          },
        ],
      })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setResults(query, urls, location, options = {}) {
      results.set(`${location ?? ''}\u0000${query}`, { urls, options })
    },
    failNext(...next) {
      failures.push(...next)
    },
    reset() {
      requests.length = 0
      failures.length = 0
      results.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
