import http from 'node:http'
import { Readable } from 'node:stream'
import { handleClickPing } from '@/lib/clicks/http'
import { routes } from '@/content/routes'
import { handleVitalsBeacon } from '@/lib/vitals'
import { logger } from '@/lib/log'
import { installRequestLog } from '@/lib/request-log'
import { handleFormTokenRequest, handleHealthRequest, handleLeadRequest, handleNewsletterRequest } from '../endpoints'
import { methodNotAllowed } from '@/lib/server/http'
import { startServerRuntime } from '@/lib/runtime'

/**
 * The lead endpoints (and the click ping) on a bare node:http server: the same handlers, domain code and runtime (peer-address hook,
 * outbox worker, shutdown hooks) as the Next server, without the framework. Used by the crash, shutdown and lock
 * tests and by `npm run bench:api` to drive a real, killable process.
 */
function toRequest(req: http.IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit)
}

const POST_ONLY = methodNotAllowed(['POST'])
const pagePaths = new Set<string>(routes.map((entry) => entry.path))
const isPage = (pathname: string) => pagePaths.has(pathname)

async function route(req: http.IncomingMessage): Promise<Response> {
  const path = (req.url ?? '/').split('?')[0]
  const request = toRequest(req)
  if (path === '/api/health') return handleHealthRequest()
  if (path === '/api/form-token')
    return req.method === 'GET' ? handleFormTokenRequest() : methodNotAllowed(['GET'])(request)
  if (path === '/api/submit-analysis') return req.method === 'POST' ? handleLeadRequest(request) : POST_ONLY(request)
  if (path === '/api/newsletter') return req.method === 'POST' ? handleNewsletterRequest(request) : POST_ONLY(request)
  if (path === '/api/click') return req.method === 'POST' ? handleClickPing(request) : POST_ONLY(request)
  if (path === '/api/vitals') return req.method === 'POST' ? handleVitalsBeacon(request, isPage) : POST_ONLY(request)
  return new Response(null, { status: 404 })
}

export async function startStandaloneServer(port: number): Promise<http.Server> {
  installRequestLog()
  await startServerRuntime({ audit: false, rankTracker: false })
  const server = http.createServer((req, res) => {
    route(req)
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'standalone server error')
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
  })
  server.keepAliveTimeout = 10_000
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}
