import http from 'node:http'
import { Readable } from 'node:stream'
import { getDatabase, closeDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { attachPeerAddress } from '../client-ip'
import { readLeadsConfig } from '../config'
import { handleFormTokenRequest, handleLeadRequest, handleNewsletterRequest } from '../http'
import { OutboxWorker } from '../outbox'
import { setOutboxWakeHandler } from '../outbox-signal'

/**
 * The lead endpoints on a bare node:http server: the same handlers and domain code as the Next route handlers,
 * without the framework. Used by the crash-safety test and `npm run bench:api` to drive a real, killable process.
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

async function route(req: http.IncomingMessage): Promise<Response> {
  const path = (req.url ?? '/').split('?')[0]
  if (path === '/healthz') return new Response('ok')
  if (path === '/api/form-token' && req.method === 'GET') return handleFormTokenRequest()
  if (req.method !== 'POST') return new Response(null, { status: 405 })
  if (path === '/api/submit-analysis') return handleLeadRequest(toRequest(req))
  if (path === '/api/newsletter') return handleNewsletterRequest(toRequest(req))
  return new Response(null, { status: 404 })
}

export async function startStandaloneServer(port: number): Promise<http.Server> {
  await getDatabase() // migrations before the first request, as in the Next server
  const config = readLeadsConfig()
  if (config.worker.enabled) {
    const worker = new OutboxWorker({ getDatabase, config })
    setOutboxWakeHandler(() => worker.wake())
    worker.start()
  }
  const server = http.createServer((req, res) => {
    attachPeerAddress(req)
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
  const shutdown = () => server.close(() => void closeDatabase().then(() => process.exit(0)))
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
  return server
}
