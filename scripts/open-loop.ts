/**
 * An open-loop load generator for the benchmarks: requests leave on a fixed schedule (one every 1000/rate ms,
 * whatever the server does), spread over a pool of keep-alive connections, and each latency is measured from the
 * moment its request was due, not from when a free connection sent it. A slow server therefore shows up as
 * latency instead of silently lowering the rate.
 *
 * Why not autocannon's `overallRate`: it lets every connection send its whole second's quota back to back at
 * each second's start and then pause (1,000/s from 100 connections arrive as one burst of 1,000), and its
 * coordinated-omission correction assumes a 1 ms interval, which adds hundreds of invented samples to every slow
 * response. Both made the tail look ten times worse than what a steady stream of visitors meets.
 */
import http from 'node:http'
import { assertLoopback } from './loopback'

export type OpenLoopRequest = { method: string; path: string; headers: Record<string, string>; body?: string }

export type OpenLoopOptions = {
  /** Loopback only (checked). */
  origin: string
  /** Requests per second. */
  rate: number
  durationS: number
  /** Keep-alive connections at most (simulated clients); a request due while all are busy waits for one. */
  connections: number
  /** Builds request number n (0-based). */
  next: (n: number) => OpenLoopRequest
  onResponse?: (status: number, body: string) => void
}

export type OpenLoopResult = {
  sent: number
  statuses: Map<number, number>
  errors: number
  durationS: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

/** The value below which `share` (0..1) of the sorted samples fall. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  assertLoopback(options.origin)
  const origin = new URL(options.origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let errors = 0
  let sent = 0
  const intervalMs = 1000 / options.rate
  const total = Math.round(options.rate * options.durationS)
  const started = performance.now()
  const inFlight: Promise<void>[] = []

  const send = (n: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = options.next(n)
      const body = request.body ?? ''
      const req = http.request(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          method: request.method,
          path: request.path,
          headers: { ...request.headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            latencies.push(performance.now() - dueAt)
            const status = res.statusCode ?? 0
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
            options.onResponse?.(status, Buffer.concat(chunks).toString())
            resolve()
          })
        },
      )
      req.on('error', () => {
        errors += 1
        resolve()
      })
      req.end(body)
    })

  // Every tick sends what has fallen due since the last one; a 1 ms timer keeps the spacing close to even.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (sent < total && started + sent * intervalMs <= now) {
        inFlight.push(send(sent, started + sent * intervalMs))
        sent += 1
      }
      if (sent >= total) resolve()
      else setTimeout(tick, 1)
    }
    tick()
  })
  await Promise.all(inFlight)
  agent.destroy()
  const sorted = latencies.sort((a, b) => a - b)
  return {
    sent,
    statuses,
    errors,
    durationS: (performance.now() - started) / 1000,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  }
}
