import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openLoop, percentile } from './open-loop'

let server: http.Server
let origin = ''
const arrivals: number[] = []

beforeAll(async () => {
  // Answers every request 20 ms after it arrives, and notes when it arrived.
  server = http.createServer((req, res) => {
    arrivals.push(performance.now())
    req.resume()
    req.on('end', () => setTimeout(() => res.end('ok'), 20))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('open-loop load generator', () => {
  it('sends on an even schedule, not in bursts, and times each request from when it was due', async () => {
    arrivals.length = 0
    const bodies: string[] = []
    const result = await openLoop({
      origin,
      rate: 200,
      durationS: 0.5,
      connections: 20,
      next: (n) => ({ method: 'POST', path: `/x?n=${n}`, headers: {}, body: 'PING' }),
      onResponse: (_status, body) => bodies.push(body),
    })
    expect(result.sent).toBe(100)
    expect(result.statuses.get(200)).toBe(100)
    expect(bodies.every((body) => body === 'ok')).toBe(true)
    expect(result.p50Ms).toBeGreaterThanOrEqual(20)
    expect(result.durationS).toBeGreaterThan(0.49)
    // 200/s is one request every 5 ms, 20 per 100 ms window. A burst would put all 100 in one window; a busy test
    // machine may delay a tick, so allow a catch-up of up to half the run, and ask for arrivals across the run.
    const windows = new Map<number, number>()
    for (const at of arrivals) {
      const window = Math.floor((at - arrivals[0]!) / 100)
      windows.set(window, (windows.get(window) ?? 0) + 1)
    }
    expect(Math.max(...windows.values())).toBeLessThanOrEqual(50)
    expect(windows.size).toBeGreaterThanOrEqual(4)
  })

  it('counts a slow server as latency instead of sending less', async () => {
    const result = await openLoop({
      origin,
      rate: 100,
      durationS: 0.3,
      connections: 1, // one connection at 20 ms per answer serves 50/s: the rest queue
      next: () => ({ method: 'GET', path: '/', headers: {} }),
    })
    expect(result.sent).toBe(30)
    expect(result.p99Ms).toBeGreaterThan(200)
  })

  it('refuses any origin that is not loopback before opening a connection', async () => {
    const request = vi.spyOn(http, 'request')
    for (const target of ['http://10.0.0.1:3000', 'http://192.168.1.10', 'http://example.com']) {
      await expect(
        openLoop({
          origin: target,
          rate: 10,
          durationS: 0.1,
          connections: 1,
          next: () => ({ method: 'GET', path: '/', headers: {} }),
        }),
      ).rejects.toThrow(/loopback only/)
    }
    expect(request).not.toHaveBeenCalled()
    request.mockRestore()
  })

  it('reads percentiles from sorted samples', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(sorted, 0.5)).toBe(50)
    expect(percentile(sorted, 0.99)).toBe(99)
    expect(percentile([], 0.99)).toBe(0)
  })
})
