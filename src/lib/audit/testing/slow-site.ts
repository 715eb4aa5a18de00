import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A hostile website on loopback for the fairness tests: it accepts every request and never answers, so an audit
 * of it holds a worker slot until the audit's time budget ends it. It serves any name (virtual hosts such as
 * a.toko-uji.localhost) on one port and records how many requests per Host header were open at once.
 */
export type SlowSite = {
  port: number
  /** Requests received, by Host header (name:port). */
  received: Map<string, number>
  /** Most requests open at the same time whose Host matches `pattern`. */
  peakOpen: (pattern: RegExp) => number
  close: () => Promise<void>
}

export async function startSlowSite(): Promise<SlowSite> {
  // Every request's start (+1) and end (-1) in order; a peak is the running maximum over the matching hosts.
  const events: Array<{ host: string; delta: 1 | -1 }> = []
  const received = new Map<string, number>()
  const sockets = new Set<Socket>()
  const server = http.createServer((req) => {
    const host = String(req.headers.host ?? '')
    received.set(host, (received.get(host) ?? 0) + 1)
    events.push({ host, delta: 1 })
    req.socket.once('close', () => events.push({ host, delta: -1 }))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  return {
    port: (server.address() as AddressInfo).port,
    received,
    peakOpen(pattern) {
      let open = 0
      let peak = 0
      for (const event of events) {
        if (!pattern.test(event.host)) continue
        open += event.delta
        peak = Math.max(peak, open)
      }
      return peak
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
