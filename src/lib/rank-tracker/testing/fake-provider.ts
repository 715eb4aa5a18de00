import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake SERP API on loopback speaking the documented JSON of Serper, SerpApi and DataForSEO, for tests and the
 * benchmark. Each (keyword, location) has a ranked list of result URLs; a script can make the next requests
 * fail (HTTP 500, 429 with Retry-After, an empty, a malformed or an oversized page). Every request is recorded.
 */

type FakeFailure =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'empty' }
  | { kind: 'malformed' }
  /** Valid JSON of 6 MB, over the adapters' 5 MB limit: read no further than the limit, then an error. */
  | { kind: 'oversized' }
  | { kind: 'error-json'; message: string }

type RecordedRequest = {
  provider: 'serper' | 'serpapi' | 'dataforseo'
  query: string
  location: string | null
  device: string | null
  /** Page asked (DataForSEO: depth / 10). */
  page: number
  gl: string | null
  hl: string | null
  googleDomain: string | null
  authorized: boolean
}

export type FakeProvider = {
  url: string
  requests: RecordedRequest[]
  /** Sets the ranked URLs for a keyword (any location when location is omitted). */
  setResults: (query: string, urls: string[], location?: string) => void
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

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** `port`: a fixed one (the E2E server is told it before this starts); default any free port. */
export async function startFakeProvider(options: { latencyMs?: number; port?: number } = {}): Promise<FakeProvider> {
  const results = new Map<string, string[]>()
  const failures: FakeFailure[] = []
  const requests: RecordedRequest[] = []
  const lookup = (query: string, location: string | null) =>
    results.get(`${location ?? ''}\u0000${query}`) ?? results.get(`\u0000${query}`) ?? serp(query)

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
          page: Number(task!.depth ?? 10) / 10,
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
    const all = lookup(record.query, record.location)
    const empty = failure?.kind === 'empty'
    if (record.provider === 'serper') {
      const slice = empty ? [] : all.slice((record.page - 1) * 10, record.page * 10)
      send(200, {
        searchParameters: { q: record.query, gl: record.gl, hl: record.hl, page: record.page, type: 'search' },
        organic: slice.map((link, index) => ({
          title: `Hasil ${index + 1}`,
          link,
          snippet: '…',
          position: index + 1,
        })),
        credits: 1,
      })
    } else if (record.provider === 'serpapi') {
      if (failure?.kind === 'error-json') {
        send(200, { search_metadata: { status: 'Success' }, error: failure.message })
        return
      }
      const start = (record.page - 1) * 10
      const slice = empty ? [] : all.slice(start, start + 10)
      send(200, {
        search_metadata: { status: 'Success' },
        search_parameters: { engine: 'google', q: record.query, google_domain: record.googleDomain },
        organic_results: slice.map((link, index) => ({
          position: start + index + 1,
          title: `Hasil ${start + index + 1}`,
          link,
          displayed_link: link,
        })),
        ...(start + 10 < all.length
          ? { serpapi_pagination: { current: record.page, next: 'https://serpapi.com/next' } }
          : {}),
      })
    } else {
      const slice = empty ? [] : all.slice(0, record.page * 10)
      // A featured snippet first: rank_absolute counts it, rank_group (organic rank) does not.
      const items = [
        { type: 'featured_snippet', rank_group: 1, rank_absolute: 1, url: 'https://cuplikan.example.com/' },
        ...slice.map((link, index) => ({
          type: 'organic',
          rank_group: index + 1,
          rank_absolute: index + 2,
          url: link,
          title: `Hasil ${index + 1}`,
          domain: new URL(link).hostname,
        })),
      ]
      send(200, {
        version: '0.1',
        status_code: 20000,
        status_message: 'Ok.',
        tasks_count: 1,
        tasks_error: 0,
        tasks: [
          {
            id: 'task-1',
            status_code: 20000,
            status_message: 'Ok.',
            result_count: 1,
            result: [{ keyword: record.query, se_domain: record.googleDomain, items_count: items.length, items }],
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
    setResults(query, urls, location) {
      results.set(`${location ?? ''}\u0000${query}`, urls)
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
