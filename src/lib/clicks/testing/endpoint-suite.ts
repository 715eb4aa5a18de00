import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { PEER_ADDRESS_HEADER } from '@/lib/server/client-ip'
import { handleClickPing, type ClickDeps } from '../http'
import { ClickRecorder } from '../recorder'
import { attributionCsv, clickTotalsBy, dailyClicks, loadClickDashboard } from '@/lib/admin/clicks'
import { clickCounts, purgeExpiredClicks } from '../repository'

export const SITE = 'https://www.puncakdigital.co.id'
const ENDPOINT = 'http://127.0.0.1:3250/api/click'
const CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** A ping as Chromium sends it for `<a ping="/api/click?cta=…">` on `page`, with overrides. */
export function ping(
  query: string,
  { page = `${SITE}/contact`, ip = '203.0.113.9', headers = {}, body = 'PING' as BodyInit | null, url = ENDPOINT } = {},
): Request {
  return new Request(`${url}?${query}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'text/ping',
      'ping-from': page,
      'ping-to': 'https://wa.me/6281210102010',
      origin: new URL(page).origin,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'no-cors',
      'user-agent': CHROME_UA,
      [PEER_ADDRESS_HEADER]: ip,
      ...headers,
    },
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

export async function storedClicks(database: AppDatabase) {
  return database.db.selectFrom('link_clicks').selectAll().orderBy('id').execute()
}

/** The endpoint against a real database: what a browser's ping stores, and every hostile ping storing nothing. */
export function clickEndpointSuite(
  label: string,
  open: () => Promise<AppDatabase>,
  enabled: () => boolean = () => true,
) {
  describe.skipIf(!enabled())(`click endpoint on ${label}`, () => {
    let database: AppDatabase
    let recorder: ClickRecorder
    let deps: ClickDeps

    beforeAll(async () => {
      database = await open()
    })
    afterAll(async () => {
      await database?.destroy()
    })
    beforeEach(async () => {
      await database.db.deleteFrom('link_clicks').execute()
      recorder = new ClickRecorder({ getDatabase: async () => database, limitPerMinute: 30, flushMs: 5 })
      deps = { recorder, siteUrl: SITE, trustProxy: null }
    })

    it('counts a browser ping: page, call to action, channel and the campaign of the page address', async () => {
      const response = await handleClickPing(
        ping('cta=contact-card-whatsapp', { page: `${SITE}/contact?utm_source=google&utm_campaign=seo-bandung&x=1` }),
        deps,
      )
      expect(response.status).toBe(204)
      await recorder.flush()
      const rows = await storedClicks(database)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        page_path: '/contact',
        cta: 'contact-card-whatsapp',
        channel: 'whatsapp',
        utm_source: 'google',
        utm_campaign: 'seo-bandung',
        utm_medium: null,
        landing_path: null,
      })
      // Nothing personal: the table has no column that could hold the IP, user agent or a cookie.
      expect(Object.keys(rows[0]!).sort()).toEqual(
        [
          'id',
          'created_at',
          'page_path',
          'cta',
          'channel',
          'landing_path',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'utm_term',
          'utm_content',
          'gclid',
          'fbclid',
        ].sort(),
      )
      expect(JSON.stringify(rows[0])).not.toContain('203.0.113.9')
    })

    it('prefers the first-touch campaign the page script added, and keeps its landing path', async () => {
      const query = 'cta=floating-call&landing=%2Fjasa-seo-bandung&utm_source=google&utm_campaign=seo-bandung&gclid=abc'
      await handleClickPing(ping(query, { page: `${SITE}/contact?utm_source=newsletter` }), deps)
      await recorder.flush()
      expect(await storedClicks(database)).toMatchObject([
        {
          page_path: '/contact',
          cta: 'floating-call',
          channel: 'phone',
          landing_path: '/jasa-seo-bandung',
          utm_source: 'google',
          utm_campaign: 'seo-bandung',
          gclid: 'abc',
        },
      ])
    })

    it('stores a click on a private page as its public page: no token in page or landing path', async () => {
      const token = 'Qx7_Tk9-Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd'
      const landing = encodeURIComponent(`/serpbot-rank-checker/konfirmasi/${token}`)
      await handleClickPing(
        ping(`cta=floating-chat&landing=${landing}`, { page: `${SITE}/serpbot-rank-checker/pantau/${token}` }),
        deps,
      )
      await handleClickPing(ping('cta=floating-chat', { page: `${SITE}/analisis-gratis/hasil/${token}` }), deps)
      await recorder.flush()
      const rows = await storedClicks(database)
      // One flush writes both rows: their order is not what this test is about (on PostgreSQL it varies).
      expect(rows.map((row) => [row.page_path, row.landing_path]).sort()).toEqual([
        ['/analisis-gratis', null],
        ['/serpbot-rank-checker', '/serpbot-rank-checker'],
      ])
      expect(JSON.stringify(rows)).not.toContain(token)
    })

    it('strips control characters from campaign values and stores script text as inert text', async () => {
      const query = `cta=hotline&utm_source=${encodeURIComponent('goo\r\ngle')}&utm_campaign=${encodeURIComponent('<script>alert(1)</script>')}`
      await handleClickPing(ping(query), deps)
      await recorder.flush()
      expect(await storedClicks(database)).toMatchObject([
        { utm_source: 'google', utm_campaign: '<script>alert(1)</script>' },
      ])
    })

    const hostile: Array<[string, () => Request, number]> = [
      ['another content type', () => ping('cta=hotline', { headers: { 'content-type': 'text/plain' } }), 415],
      ['no content type', () => ping('cta=hotline', { headers: { 'content-type': '' } }), 415],
      ['a declared body over a few bytes', () => ping('cta=hotline', { body: 'PING'.repeat(10) }), 413],
      [
        'a streamed body over a few bytes',
        () =>
          ping('cta=hotline', {
            body: new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('P'.repeat(4096)))
                controller.close()
              },
            }),
          }),
        413,
      ],
      ['a missing Ping-From', () => ping('cta=hotline', { headers: { 'ping-from': '' } }), 400],
      ['a malformed Ping-From', () => ping('cta=hotline', { headers: { 'ping-from': 'not a url' } }), 400],
      ['a foreign Ping-From', () => ping('cta=hotline', { page: 'https://evil.example/contact' }), 403],
      [
        'a look-alike Ping-From',
        () => ping('cta=hotline', { page: 'https://www.puncakdigital.co.id.evil.example/', headers: { origin: SITE } }),
        403,
      ],
      ['a cross-site Origin', () => ping('cta=hotline', { headers: { origin: 'https://evil.example' } }), 403],
      ['a cross-site fetch', () => ping('cta=hotline', { headers: { 'sec-fetch-site': 'cross-site' } }), 403],
      ['an unknown call to action', () => ping('cta=fake-button'), 400],
      ['no call to action', () => ping('utm_source=google'), 400],
      ['a prototype key as call to action', () => ping('cta=__proto__'), 400],
      ['an unknown query parameter', () => ping('cta=hotline&email=a%40b.c'), 400],
      ['a repeated parameter', () => ping('cta=hotline&cta=floating-call'), 400],
      ['an oversized query', () => ping(`cta=hotline&utm_source=${'a'.repeat(5000)}`), 414],
    ]
    for (const [name, build, status] of hostile) {
      it(`refuses ${name} with ${status} and stores nothing`, async () => {
        const response = await handleClickPing(build(), deps)
        expect(response.status).toBe(status)
        await recorder.flush()
        expect(await storedClicks(database)).toHaveLength(0)
      })
    }

    it('answers prefetches and crawlers 204 without counting them', async () => {
      const requests = [
        ping('cta=hotline', { headers: { 'sec-purpose': 'prefetch;prerender' } }),
        ping('cta=hotline', { headers: { purpose: 'prefetch' } }),
        ping('cta=hotline', {
          headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
        }),
        ping('cta=hotline', { headers: { 'user-agent': 'curl/8.5.0' } }),
        ping('cta=hotline', { headers: { 'user-agent': '' } }),
      ]
      for (const request of requests) expect((await handleClickPing(request, deps)).status).toBe(204)
      await recorder.flush()
      expect(await storedClicks(database)).toHaveLength(0)
    })

    it('counts no more than the limit per client per minute, still answering 204', async () => {
      // One fixed moment, so the burst cannot straddle two minutes.
      const moment = Date.now()
      recorder = new ClickRecorder({ getDatabase: async () => database, limitPerMinute: 30, now: () => moment })
      deps = { ...deps, recorder }
      const statuses = []
      for (let i = 0; i < 45; i++) statuses.push((await handleClickPing(ping('cta=floating-chat'), deps)).status)
      expect(new Set(statuses)).toEqual(new Set([204]))
      // Another visitor is counted as usual.
      await handleClickPing(ping('cta=floating-chat', { ip: '198.51.100.4' }), deps)
      await recorder.flush()
      expect(await storedClicks(database)).toHaveLength(31)
    })

    it('accepts the request origin only while SITE_URL is a loopback address (development)', async () => {
      const local = `http://127.0.0.1:3250/jasa-seo-bandung`
      const dev = { ...deps, siteUrl: 'http://localhost:3000' }
      expect((await handleClickPing(ping('cta=hotline', { page: local }), dev)).status).toBe(204)
      expect((await handleClickPing(ping('cta=hotline', { page: local }), deps)).status).toBe(403)
      await recorder.flush()
      expect(await storedClicks(database)).toMatchObject([{ page_path: '/jasa-seo-bandung' }])
    })

    it('groups counts for stats and purges rows past the retention period', async () => {
      for (const [cta, page] of [
        ['contact-card-whatsapp', '/contact?utm_source=google&utm_campaign=seo-jakarta'],
        ['contact-card-whatsapp', '/contact?utm_source=google&utm_campaign=seo-jakarta'],
        ['header-phone', '/'],
      ]) {
        await handleClickPing(ping(`cta=${cta}`, { page: `${SITE}${page}` }), deps)
      }
      await recorder.flush()
      expect(await clickCounts(database.db)).toEqual([
        {
          page: '/contact',
          channel: 'whatsapp',
          cta: 'contact-card-whatsapp',
          source: 'google',
          campaign: 'seo-jakarta',
          count: 2,
        },
        { page: '/', channel: 'phone', cta: 'header-phone', source: null, campaign: null, count: 1 },
      ])
      expect(await clickCounts(database.db, new Date(Date.now() + 60_000))).toEqual([])
      expect(await purgeExpiredClicks(database, new Date(Date.now() - 60_000))).toBe(0)
      expect(await purgeExpiredClicks(database, new Date(Date.now() + 60_000))).toBe(3)
    })

    it('gives the dashboard its totals per page and per source, and a daily series in WIB days', async () => {
      const row = (at: string, page_path: string, channel: 'whatsapp' | 'phone', utm_source: string | null) => ({
        id: `${at}-${page_path}-${channel}-${Math.random()}`,
        created_at: new Date(at).toISOString(),
        page_path,
        cta: channel === 'whatsapp' ? 'floating-chat' : 'floating-call',
        channel,
        utm_source,
      })
      await database.db
        .insertInto('link_clicks')
        .values([
          // 23:30 WIB is still the 22nd in Jakarta; 00:30 WIB is already the 23rd.
          row('2026-11-22T16:30:00Z', '/contact', 'whatsapp', 'google'),
          row('2026-11-22T17:30:00Z', '/contact', 'whatsapp', 'google'),
          row('2026-11-22T17:40:00Z', '/contact', 'phone', null),
          row('2026-11-20T03:00:00Z', '/jasa-seo-bandung', 'phone', 'facebook'),
          row('2026-09-15T03:00:00Z', '/contact', 'whatsapp', 'google'), // before the month and the 8 weeks
          row('2026-07-01T03:00:00Z', '/contact', 'whatsapp', 'google'), // before the dashboard's 90 days too
        ])
        .execute()
      const period = { from: new Date('2026-11-01T00:00:00+07:00'), to: new Date('2026-12-01T00:00:00+07:00') }
      expect(await clickTotalsBy(database.db, 'page', period)).toEqual([
        { key: '/contact', whatsapp: 2, phone: 1 },
        { key: '/jasa-seo-bandung', whatsapp: 0, phone: 1 },
      ])
      const bySource = await clickTotalsBy(database.db, 'source', period)
      expect(bySource).toHaveLength(3)
      expect(bySource[0]).toEqual({ key: 'google', whatsapp: 2, phone: 0 })
      expect(bySource).toContainEqual({ key: null, whatsapp: 0, phone: 1 })

      const series = await dailyClicks(database, new Date('2026-11-23T05:00:00Z'))
      expect(series).toHaveLength(56)
      expect(series.at(-1)).toEqual({ day: '2026-11-23', whatsapp: 1, phone: 1 })
      expect(series.at(-2)).toEqual({ day: '2026-11-22', whatsapp: 1, phone: 0 })
      expect(series.find((day) => day.day === '2026-11-20')).toEqual({ day: '2026-11-20', whatsapp: 0, phone: 1 })
      expect(series.reduce((sum, day) => sum + day.whatsapp + day.phone, 0)).toBe(4)

      // Beside the form leads of the same pages and sources (rows as lib/admin/dashboard.ts gives them), over the
      // leads' span (ATTRIBUTION_DAYS, 90): the September click counts here, the July one does not.
      const merged = await loadClickDashboard(
        database,
        {
          landingPages: [{ label: '/contact', leads: 3, won: 1 }],
          sources: [
            { label: 'google', leads: 2, won: 1 },
            { label: 'newsletter', leads: 1, won: 0 },
          ],
        },
        new Date('2026-11-23T05:00:00Z'),
      )
      expect(merged.landingPages).toEqual([
        { label: '/contact', leads: 3, won: 1, whatsapp: 3, phone: 1 },
        { label: '/jasa-seo-bandung', leads: 0, won: 0, whatsapp: 0, phone: 1 },
      ])
      expect(merged.sources[0]).toEqual({ label: 'google', leads: 2, won: 1, whatsapp: 3, phone: 0 })
      expect(merged.sources).toContainEqual({ label: 'newsletter', leads: 1, won: 0, whatsapp: 0, phone: 0 })
      expect(merged.sources).toContainEqual({ label: 'facebook', leads: 0, won: 0, whatsapp: 0, phone: 1 })
      expect(merged.days).toHaveLength(56)
    })

    it('exports a dashboard table as formula-safe CSV', async () => {
      const hostile = `=HYPERLINK("http://evil.example","x")`
      await handleClickPing(ping(`cta=hotline&utm_source=${encodeURIComponent(hostile)}`), deps)
      await recorder.flush()
      const csv = await attributionCsv(
        database,
        { landingPages: [], sources: [{ label: '+sum(a1)', leads: 1, won: 0 }] },
        'sources',
      )
      expect(csv.startsWith('\uFEFF"Sumber","Lead","Jadi klien","Klik WhatsApp","Klik telepon"\r\n')).toBe(true)
      expect(csv).toContain(`"'=hyperlink(""http://evil.example"",""x"")","0","0","0","1"`)
      expect(csv).toContain(`"'+sum(a1)","1","0","0","0"`)
    })

    it('drops the batch (and answers 204 at once) when the database is unavailable', async () => {
      const failing = new ClickRecorder({
        getDatabase: () => Promise.reject(new Error('database down')),
        limitPerMinute: 30,
        flushMs: 5,
      })
      const response = await handleClickPing(ping('cta=hotline'), { ...deps, recorder: failing })
      expect(response.status).toBe(204)
      await expect(failing.flush()).resolves.toBeUndefined()
      expect(await storedClicks(database)).toHaveLength(0)
    })
  })
}
