import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

/**
 * Tiny websites on loopback for the audit tests (and the E2E and benchmark runs): each listens on 127.0.0.1 on
 * an ephemeral port (or a given one), records every request it gets, and serves the routes it is given.
 */

type FixtureRequest = { method: string; path: string; headers: http.IncomingHttpHeaders }

type FixtureReply = {
  status?: number
  headers?: Record<string, string>
  body?: string | Buffer
  /** Milliseconds before the status line is sent (ttfb). */
  delayMs?: number
  /** Compress when the client accepts it. */
  compress?: 'gzip' | 'br'
}

export type FixtureRoute = (request: FixtureRequest, site: FixtureSite) => FixtureReply

export type FixtureSite = {
  origin: string
  port: number
  /** "127.0.0.1:PORT", the form AUDIT_ALLOW_HOSTS takes. */
  hostKey: string
  requests: FixtureRequest[]
  close: () => Promise<void>
}

export type TlsMaterial = { key: string; cert: string }

export async function startFixtureSite(
  routes: Record<string, FixtureRoute>,
  options: { tls?: TlsMaterial; port?: number } = {},
): Promise<FixtureSite> {
  const site = { requests: [] as FixtureRequest[] } as FixtureSite
  const handler: http.RequestListener = (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    const request = { method: req.method ?? 'GET', path, headers: req.headers }
    site.requests.push(request)
    const route = routes[path] ?? routes['*']
    const reply: FixtureReply = route
      ? route(request, site)
      : { status: 404, body: 'Not found', headers: { 'content-type': 'text/plain' } }
    const send = () => {
      let body = typeof reply.body === 'string' ? Buffer.from(reply.body) : (reply.body ?? Buffer.alloc(0))
      const headers: Record<string, string> = { ...reply.headers }
      const accepts = String(req.headers['accept-encoding'] ?? '')
      if (reply.compress === 'gzip' && accepts.includes('gzip')) {
        body = zlib.gzipSync(body)
        headers['content-encoding'] = 'gzip'
      } else if (reply.compress === 'br' && accepts.includes('br')) {
        body = zlib.brotliCompressSync(body)
        headers['content-encoding'] = 'br'
      }
      headers['content-length'] = String(body.length)
      res.writeHead(reply.status ?? 200, headers)
      // Write in slices so a client that stops reading (size cap, wrong type) really stops the transfer.
      if (req.method === 'HEAD') return res.end()
      const slice = 64 * 1024
      let offset = 0
      const pump = () => {
        while (offset < body.length) {
          const chunk = body.subarray(offset, offset + slice)
          offset += slice
          if (!res.write(chunk)) return res.once('drain', pump)
        }
        res.end()
      }
      pump()
    }
    res.on('error', () => undefined)
    if (reply.delayMs) setTimeout(send, reply.delayMs)
    else send()
  }
  const server = options.tls
    ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, handler)
    : http.createServer(handler)
  const sockets = new Set<import('node:net').Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  site.port = port
  site.hostKey = `127.0.0.1:${port}`
  site.origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`
  site.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  return site
}
