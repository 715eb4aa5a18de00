import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/vitals/route'
import type { AppDatabase } from '@/lib/db/client'
import { openDatabase } from '@/lib/db/client'
import { holdWriteLock } from '@/lib/db/testing/lock-holder'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import { openTempSqlite, tempDir } from '@/lib/leads/testing/fixtures'
import { PEER_ADDRESS_HEADER } from '@/lib/server/client-ip'
import { handleVitalsBeacon, type VitalsDeps } from './http'
import { VitalsRecorder } from './recorder'
import { purgeExpiredVitals } from './repository'
import { loadVitalsReport, vitalsCsv, vitalsStats } from './report'
import { rate, type MetricName } from './metrics'

const SITE = 'https://www.puncakdigital.co.id'
const CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const PAGES = new Set(['/', '/contact', '/jasa-seo'])
const isPage = (path: string) => PAGES.has(path)
const NOW = new Date('2026-11-20T05:00:00Z')

/** A beacon as Chromium's navigator.sendBeacon sends it from a page of the site, with overrides. */
function beacon(
  payload: unknown,
  {
    ip = '203.0.113.9',
    headers = {} as Record<string, string>,
    body,
  }: { ip?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): Request {
  return new Request('http://127.0.0.1:3250/api/vitals', {
    method: 'POST',
    body: body ?? JSON.stringify(payload),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'no-cors',
      'user-agent': CHROME_UA,
      [PEER_ADDRESS_HEADER]: ip,
      ...headers,
    },
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

const view = (overrides: Record<string, unknown> = {}) => ({
  p: '/contact',
  d: 'mobile',
  n: 'navigate',
  e: '4g',
  LCP: 1840,
  INP: 120,
  CLS: 0.02,
  FCP: 900,
  TTFB: 300,
  le: 'main>h1',
  it: 'button.menu',
  ie: 'pointerup',
  ...overrides,
})

/** A deterministic pseudo-random stream (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Log-normal values around `median` (how load times spread in the field). */
function logNormal(next: () => number, median: number, sigma: number): number {
  const u = Math.max(next(), 1e-12)
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
  return median * Math.exp(sigma * normal)
}

const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!

function suite(name: string, open: () => Promise<AppDatabase>, enabled: () => boolean = () => true) {
  describe.skipIf(!enabled())(`field Core Web Vitals on ${name}`, () => {
    let database: AppDatabase
    beforeAll(async () => {
      database = await open()
    }, 60_000)
    afterAll(async () => {
      await database?.destroy()
    })

    const deps = (limitPerMinute = 0, now = () => NOW.getTime()): VitalsDeps => ({
      recorder: new VitalsRecorder({ getDatabase: async () => database, limitPerMinute, flushMs: 5, now }),
      siteUrl: SITE,
      trustProxy: null,
      isPage,
    })
    const clear = () => database.db.deleteFrom('web_vitals_daily').execute()
    const stored = async () => vitalsStats(database.db, undefined, NOW)

    it('stores histograms whose 75th percentile is within 5 % of the exact one, with exact rating shares', async () => {
      await clear()
      const next = random(36)
      const values: Record<'LCP' | 'INP' | 'CLS' | 'TTFB', number[]> = { LCP: [], INP: [], CLS: [], TTFB: [] }
      const d = deps()
      // 4,000 views, written in batches as the endpoint would (one recorder, periodic flushes).
      for (let n = 0; n < 4000; n++) {
        const view = {
          LCP: logNormal(next, 2300, 0.5),
          INP: logNormal(next, 150, 0.8),
          CLS: next() < 0.4 ? 0 : logNormal(next, 0.06, 1),
          TTFB: logNormal(next, 500, 0.6),
        }
        for (const metric of Object.keys(values) as Array<keyof typeof values>) values[metric].push(view[metric])
        const response = await handleVitalsBeacon(beacon({ p: '/jasa-seo', d: 'desktop', ...view }), isPage, d)
        expect(response.status).toBe(204)
        if (n % 500 === 499) await d.recorder.flush()
      }
      await d.recorder.flush()
      const rows = await stored()
      for (const metric of Object.keys(values) as Array<keyof typeof values>) {
        const row = rows.find((entry) => entry.page === '/jasa-seo' && entry.metric === metric)!
        expect(row.views).toBe(4000)
        const exact = exactP75(values[metric])
        expect(Math.abs(row.p75! - exact) / exact, `${metric}: ${row.p75} vs ${exact}`).toBeLessThan(0.05)
        const count = (rating: string) =>
          values[metric].filter((value) => rate(metric as MetricName, value) === rating).length
        // Shares are counted exactly at arrival (not from buckets), given to three decimals.
        expect(row.good).toBe(Math.round((count('good') / 4000) * 1000) / 1000)
        expect(row.poor).toBe(Math.round((count('poor') / 4000) * 1000) / 1000)
      }
    }, 60_000)

    it('counts a normal beacon under its page, an unknown path under "other", and nothing personal', async () => {
      await clear()
      const d = deps()
      expect((await handleVitalsBeacon(beacon(view()), isPage, d)).status).toBe(204)
      expect((await handleVitalsBeacon(beacon(view({ p: '/contact/' })), isPage, d)).status).toBe(204)
      expect((await handleVitalsBeacon(beacon(view({ p: '/<script>alert(1)</script>?x=1' })), isPage, d)).status).toBe(
        204,
      )
      expect((await handleVitalsBeacon(beacon(view({ p: '/wp-admin' })), isPage, d)).status).toBe(204)
      await d.recorder.flush()
      const rows = await stored()
      expect([...new Set(rows.map((row) => row.page))].sort()).toEqual(['/contact', 'other'])
      expect(rows.find((row) => row.page === '/contact' && row.metric === 'LCP')!.views).toBe(2)
      expect(rows.find((row) => row.page === 'other' && row.metric === 'LCP')!.views).toBe(2)
      // The stored row holds day, page, device, metric and counts: no address, agent or identifier anywhere.
      const raw = JSON.stringify(await database.db.selectFrom('web_vitals_daily').selectAll().execute())
      expect(raw).not.toContain('203.0.113.9')
      expect(raw).not.toContain('Android')
      expect(raw).not.toContain('script')
    })

    it('refuses cross-site, oversized, malformed, negative and absurd beacons with a 4xx and stores nothing', async () => {
      await clear()
      const d = deps()
      const cases: Array<[string, Request, number]> = [
        ['other origin', beacon(view(), { headers: { origin: 'https://evil.example' } }), 403],
        ['cross-site fetch', beacon(view(), { headers: { 'sec-fetch-site': 'cross-site' } }), 403],
        ['no origin at all', beacon(view(), { headers: { origin: '', 'sec-fetch-site': '' } }), 403],
        ['declared too large', beacon(view(), { headers: { 'content-length': '100000' } }), 413],
        ['streamed too large', beacon(null, { body: JSON.stringify(view({ le: 'x'.repeat(5000) })) }), 413],
        [
          'form content type',
          beacon(view(), { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
          415,
        ],
        ['not JSON', beacon(null, { body: 'LCP=1' }), 400],
        ['negative LCP', beacon(view({ LCP: -5 })), 400],
        ['absurd INP', beacon(view({ INP: 1e12 })), 400],
        ['CLS as text', beacon(view({ CLS: '0.1' })), 400],
        ['unknown key', beacon(view({ email: 'a@b.c' })), 400],
        ['bad device', beacon(view({ d: 'tablet' })), 400],
        ['no values', beacon({ p: '/contact', d: 'mobile' }), 400],
        ['bad connection type', beacon(view({ e: '5g-ultra' })), 400],
      ]
      for (const [label, request, status] of cases) {
        // Empty header values stand for "not sent".
        for (const name of ['origin', 'sec-fetch-site'])
          if (request.headers.get(name) === '') request.headers.delete(name)
        const response = await handleVitalsBeacon(request, isPage, d)
        expect(response.status, label).toBe(status)
      }
      await d.recorder.flush()
      expect(await stored()).toEqual([])
    })

    it('clamps a plausible but extreme value to the top of its range', async () => {
      await clear()
      const d = deps()
      expect((await handleVitalsBeacon(beacon(view({ LCP: 900_000 })), isPage, d)).status).toBe(204)
      await d.recorder.flush()
      const lcp = (await stored()).find((row) => row.metric === 'LCP')!
      expect(lcp.p75).toBeLessThanOrEqual(120_000 * 1.03)
      expect(lcp.poor).toBe(1)
    })

    it('does not count headless browsers, crawlers or prerenders', async () => {
      await clear()
      const d = deps()
      const agents = [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ]
      for (const agent of agents) {
        expect((await handleVitalsBeacon(beacon(view(), { headers: { 'user-agent': agent } }), isPage, d)).status).toBe(
          204,
        )
      }
      await handleVitalsBeacon(beacon(view(), { headers: { 'sec-purpose': 'prefetch;prerender' } }), isPage, d)
      await d.recorder.flush()
      expect(await stored()).toEqual([])
    })

    it('counts at most the per-minute limit from one address, and others are still counted', async () => {
      await clear()
      const d = deps(5)
      for (let n = 0; n < 12; n++) expect((await handleVitalsBeacon(beacon(view()), isPage, d)).status).toBe(204)
      await handleVitalsBeacon(beacon(view(), { ip: '198.51.100.7' }), isPage, d)
      await d.recorder.flush()
      expect((await stored()).find((row) => row.metric === 'TTFB')!.views).toBe(6)
    })

    it('reports site-wide and per page, says when data is not enough, names failing pages with their targets', async () => {
      await clear()
      const d = deps()
      for (let n = 0; n < 30; n++) {
        await handleVitalsBeacon(beacon(view({ p: '/', LCP: 5200 + n, le: 'section.hero>img' })), isPage, d)
      }
      for (let n = 0; n < 3; n++) await handleVitalsBeacon(beacon(view({ d: 'desktop' })), isPage, d)
      await d.recorder.flush()
      const report = await loadVitalsReport(database.db, NOW)
      expect(report.from).toBe('2026-10-24')
      expect(report.to).toBe('2026-11-20')
      const mobile = report.siteWide.find((entry) => entry.device === 'mobile')!
      expect(mobile.metrics.LCP).toMatchObject({ views: 30, rating: 'poor', enough: true })
      const desktopContact = report.pages
        .find((page) => page.page === '/contact')!
        .devices.find((s) => s.device === 'desktop')!
      expect(desktopContact.metrics.LCP).toMatchObject({ views: 3, enough: false })
      expect(report.failing).toEqual([
        expect.objectContaining({
          page: '/',
          device: 'mobile',
          views: 30,
          lcpElement: { target: 'section.hero>img', views: 30 },
        }),
      ])
      expect(report.trend).toHaveLength(12)
      expect(report.trend.at(-1)!.devices.mobile.LCP.views).toBe(30)
    })

    it('exports the per-page figures as formula-safe CSV', async () => {
      await clear()
      const d = deps()
      await handleVitalsBeacon(beacon(view({ le: '=HYPERLINK("https://evil.example","x")' })), isPage, d)
      await d.recorder.flush()
      const csv = vitalsCsv(await loadVitalsReport(database.db, NOW))
      expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`)
      expect(csv).toContain('"/contact","mobile","LCP","","ms","data belum cukup","1"')
    })

    it('deletes days past the 13 months the privacy notice promises', async () => {
      await clear()
      const old = deps(0, () => Date.parse('2025-10-01T05:00:00Z'))
      await handleVitalsBeacon(beacon(view()), isPage, old)
      await old.recorder.flush()
      const recent = deps()
      await handleVitalsBeacon(beacon(view()), isPage, recent)
      await recent.recorder.flush()
      expect(await purgeExpiredVitals(database, NOW)).toBe(5)
      const days = await database.db.selectFrom('web_vitals_daily').select('day').distinct().execute()
      expect(days.map((row) => row.day)).toEqual(['2026-11-20'])
    })
  })
}

suite('SQLite', () => openTempSqlite())

const binaries = findPostgresBinaries()
let server: PostgresServer | undefined
suite(
  'PostgreSQL 15',
  async () => {
    server = await startPostgres({ portRange: [5480, 5489] })
    const url = await server.createDatabase('vitals_test')
    const database = await openDatabase({ dialect: 'postgres', url })
    const destroy = database.destroy
    return { ...database, destroy: async () => (await destroy(), server?.stop()) }
  },
  () => binaries !== null,
)

describe('vitals endpoint, outside the database', () => {
  it('answers any other method 405 with Allow: POST', async () => {
    const response = GET(new Request('http://127.0.0.1:3250/api/vitals'))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('never makes the visitor wait for a locked SQLite database: 204 at once, the batch dropped and logged', async () => {
    const dir = tempDir('vitals-lock-')
    const file = path.join(dir, 'leads.db')
    const database = await openDatabase({ dialect: 'sqlite', file, lockWaitMs: 200 })
    const recorder = new VitalsRecorder({ getDatabase: async () => database, limitPerMinute: 0, flushMs: 5 })
    const lock = await holdWriteLock(file)
    try {
      const started = performance.now()
      const response = await handleVitalsBeacon(beacon(view()), isPage, {
        recorder,
        siteUrl: SITE,
        trustProxy: null,
        isPage,
      })
      expect(response.status).toBe(204)
      expect(performance.now() - started).toBeLessThan(100)
      await recorder.flush()
    } finally {
      await lock.release()
    }
    expect(await database.db.selectFrom('web_vitals_daily').selectAll().execute()).toEqual([])
    await database.destroy()
  })
})
