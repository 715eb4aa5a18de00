import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { addDays, wibDate } from '@/lib/server/wib'
import type { ProviderName } from './config'
import { getRankLocation } from './locations'
import { createProvider } from './providers'
import { getTrackerReport, reportCsv, reportJson } from './report'
import { RankScheduler, runDueChecks } from './scheduler'
import { rankTrackerStats } from './stats'
import { planDay, purgeRankData, requestsOn } from './queries'
import { confirmTracker, deleteTrackers, findTrackerByToken, setTrackerKeywords } from './trackers'
import { startFakeProvider, serp, type FakeProvider } from './testing/fake-provider'
import { addTracker, openTempSqlite, positionsOf, testRankConfig } from './testing/fixtures'

/**
 * The checks end to end on SQLite against a loopback fake of each provider: where positions come from, how
 * many pages are paid for, and that no failure is ever stored as "not ranked".
 */

const NOW = new Date('2026-11-16T01:00:00.000Z') // 08:00 WIB
const DAY = wibDate(NOW)
const KEYWORD = 'sepatu kulit bandung'
const SITE = 'tokosepatubudi.co.id'

let fake: FakeProvider
let database: AppDatabase
let cleanup: () => Promise<void>

beforeAll(async () => {
  fake = await startFakeProvider()
})
afterAll(() => fake.close())
beforeEach(async () => {
  ;({ database, cleanup } = await openTempSqlite())
  fake.reset()
})
afterEach(() => cleanup())

function run(provider: ProviderName, now: Date = NOW, overrides: Parameters<typeof testRankConfig>[2] = {}) {
  const config = testRankConfig(provider, fake.url, overrides)
  return runDueChecks({ database, provider: createProvider(config)!, config, now: () => now, concurrency: 1 })
}

const pagesAsked = () => fake.requests.map((request) => request.page)

describe.each(['serper', 'serpapi', 'dataforseo'] as const)('%s adapter', (provider) => {
  it('finds a position on page 1 with an Indonesian request for the tracker location and device', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 4: `https://${SITE}/sepatu-pria` }))
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const summary = await run(provider)
    expect(summary).toMatchObject({ done: 1, errors: 0, requests: 1 })
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]).toMatchObject({
      position: 4,
      url: `https://${SITE}/sepatu-pria`,
    })
    const [request] = fake.requests
    // DataForSEO is asked for the top 100 at once and stops crawling on the page where the site is.
    expect(request).toMatchObject({ authorized: true, query: KEYWORD, page: provider === 'dataforseo' ? 10 : 1 })
    if (provider === 'serper')
      expect(request).toMatchObject({ gl: 'id', hl: 'id', location: 'Bandung,West Java,Indonesia' })
    if (provider === 'serpapi') {
      expect(request).toMatchObject({ gl: 'id', hl: 'id', googleDomain: 'google.co.id', device: 'mobile' })
      expect(request!.location).toBe('Bandung,West Java,Indonesia')
    }
    if (provider === 'dataforseo') {
      expect(request).toMatchObject({ hl: 'id', googleDomain: 'google.co.id', device: 'mobile' })
      expect(request!.location).toBe('Bandung,West Java,Indonesia')
    }
  })

  it('finds a position on page 3 and stores the three results right above it', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 23: `https://www.${SITE}/` }))
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const summary = await run(provider)
    const result = (await positionsOf(database, tracker.id, DAY))[KEYWORD]!
    expect(result.position).toBe(23)
    expect((JSON.parse(result.above) as { position: number }[]).map((above) => above.position)).toEqual([20, 21, 22])
    if (provider === 'dataforseo') {
      // One request for the top 100 that stops on the page where the site is: billed (and counted) 3 pages.
      expect(pagesAsked()).toEqual([10])
      expect(fake.requests[0]!.stopTargets).toEqual([SITE])
    } else {
      expect(pagesAsked()).toEqual([1, 2, 3])
    }
    expect(summary.requests).toBe(3)
    expect(await requestsOn(database.db, DAY)).toBe(3)
  })

  it('records a site outside the top 100 as null after asking exactly the ten pages', async () => {
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const summary = await run(provider)
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]).toMatchObject({ position: null, url: null })
    if (provider === 'dataforseo') expect(pagesAsked()).toEqual([10])
    else expect(pagesAsked()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(summary.requests).toBe(10)
  })

  it('never records an answer without results or a malformed page as "not ranked": both are retried', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 2: `https://${SITE}/` }))
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    fake.failNext({ kind: 'no-results-array' })
    expect(await run(provider)).toMatchObject({ done: 0, errors: 1 })
    expect(await positionsOf(database, tracker.id, DAY)).toEqual({})
    fake.failNext({ kind: 'malformed' })
    expect(await run(provider, new Date(NOW.getTime() + 20_000))).toMatchObject({ done: 0, errors: 1 })
    expect(await positionsOf(database, tracker.id, DAY)).toEqual({})
    const report = await getTrackerReport(database, testRankConfig(provider, fake.url), tracker.token, NOW)
    expect(report?.state).toBe('retrying')
    expect(report?.keywords[0]?.latest).toBeNull()
    await run(provider, new Date(NOW.getTime() + 10 * 60_000))
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]?.position).toBe(2)
  })

  it('treats an answer over 5 MB as an error to retry, never as a page without the site', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 4: `https://${SITE}/` }))
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    fake.failNext({ kind: 'oversized' })
    expect(await run(provider)).toMatchObject({ done: 0, errors: 1 })
    expect(await positionsOf(database, tracker.id, DAY)).toEqual({})
    const [query] = await database.db.selectFrom('rank_queries').select(['status', 'last_error']).execute()
    expect(query).toMatchObject({ status: 'error', last_error: expect.stringContaining('too large') })
    await run(provider, new Date(NOW.getTime() + 10 * 60_000))
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]?.position).toBe(4)
  })
})

describe.each(['serper', 'serpapi', 'dataforseo'] as const)('%s answers as Google lays them out', (provider) => {
  it('results that end before page 10 are an answer: outside the top 100 without an error', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, {}, 35))
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const summary = await run(provider)
    expect(summary).toMatchObject({ done: 1, errors: 0 })
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]).toMatchObject({ position: null, url: null })
    // Serper says nothing of a last page: its empty page 5 is where the results end. SerpApi's page 4 has no next
    // page. DataForSEO crawled the four pages there are and bills them.
    if (provider === 'serper') expect(pagesAsked()).toEqual([1, 2, 3, 4, 5])
    if (provider === 'serpapi') expect(pagesAsked()).toEqual([1, 2, 3, 4])
    if (provider === 'dataforseo') expect(pagesAsked()).toEqual([10])
    expect(summary.requests).toBe(provider === 'serper' ? 5 : 4)
  })

  it('a search without any result is outside the top 100 after one request, not an error retried all day', async () => {
    fake.setResults(KEYWORD, [])
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    expect(await run(provider)).toMatchObject({ done: 1, errors: 0, requests: 1 })
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]).toMatchObject({ position: null, url: null })
    expect(fake.requests).toHaveLength(1)
  })

  it.each([7, 12])('counts positions across pages of %i organic results the same way', async (perPage) => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 11: 'https://pesaing.co.id/', 17: `https://${SITE}/sepatu` }), undefined, {
      perPage,
    })
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const rival = await addTracker(database, { domain: 'pesaing.co.id', keywords: [KEYWORD], now: NOW })
    await run(provider)
    const result = (await positionsOf(database, tracker.id, DAY))[KEYWORD]!
    expect(result.position).toBe(17)
    expect((JSON.parse(result.above) as { position: number }[]).map((above) => above.position)).toEqual([14, 15, 16])
    // Eleventh on a page of twelve is still on page 1, never dropped.
    expect((await positionsOf(database, rival.id, DAY))[KEYWORD]?.position).toBe(11)
    if (provider !== 'dataforseo') expect(pagesAsked()).toEqual(perPage === 7 ? [1, 2, 3] : [1, 2])
  })

  it('the featured snippet owner is position 1, flagged, and the organic results follow it', async () => {
    const page = `https://www.${SITE}/cara-merawat`
    fake.setResults(KEYWORD, serp(KEYWORD, { 1: page, 3: 'https://pesaing.co.id/' }), undefined, { snippet: page })
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const rival = await addTracker(database, { domain: 'pesaing.co.id', keywords: [KEYWORD], now: NOW })
    await run(provider)
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]).toMatchObject({ position: 1, url: page })
    expect((await positionsOf(database, rival.id, DAY))[KEYWORD]?.position).toBe(3)
    const report = await getTrackerReport(database, testRankConfig(provider, fake.url), tracker.token, NOW)
    expect(report?.keywords[0]?.latest).toMatchObject({ position: 1, featured: true })
    const other = await getTrackerReport(database, testRankConfig(provider, fake.url), rival.token, NOW)
    expect(other?.keywords[0]?.latest).toMatchObject({ position: 3, featured: false })
  })
})

describe('positions and cost', () => {
  it('a page not fetched today counts what it held yesterday, so a position does not jump', async () => {
    const options = { perPage: 7 }
    fake.setResults(KEYWORD, serp(KEYWORD, { 17: `https://${SITE}/` }), undefined, options)
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    await run('serper')
    expect(pagesAsked()).toEqual([1, 2, 3])
    const day2 = addDays(NOW, 1)
    fake.requests.length = 0
    fake.setResults(KEYWORD, serp(KEYWORD, { 18: `https://${SITE}/` }), undefined, options)
    await run('serper', day2)
    expect(pagesAsked()).toEqual([3])
    // Pages 1 and 2 held 7 each yesterday: 7 + 7 + 4 (counted as 10 each it would read 24).
    expect((await positionsOf(database, tracker.id, wibDate(day2)))[KEYWORD]?.position).toBe(18)
  })

  it('DataForSEO: a typed subdomain is sought without stop_crawl_on_match, as deep as it ranked last', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 5: `https://blog.${SITE}/` }))
    const tracker = await addTracker(database, { domain: `blog.${SITE}`, keywords: [KEYWORD], now: NOW })
    const summary = await run('dataforseo')
    expect(fake.requests.map((request) => [request.page, request.stopTargets])).toEqual([[1, null]])
    expect(summary.requests).toBe(1)
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]?.position).toBe(5)
  })

  it('DataForSEO: the budget counts the pages crawled, and a tracker joining later re-crawls only once', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 12: 'https://alpha.co.id/', 45: 'https://beta.id/' }))
    await addTracker(database, { domain: 'alpha.co.id', keywords: [KEYWORD], now: NOW })
    const first = await run('dataforseo')
    expect(first.requests).toBe(2)
    expect(await requestsOn(database.db, DAY)).toBe(2)
    const later = new Date(NOW.getTime() + 3_600_000)
    const beta = await addTracker(database, { domain: 'beta.id', keywords: [KEYWORD], now: later })
    const second = await run('dataforseo', later)
    expect(second.requests).toBe(5)
    expect(fake.requests.map((request) => request.stopTargets)).toEqual([['alpha.co.id'], ['beta.id']])
    expect(await requestsOn(database.db, DAY)).toBe(7)
    expect((await positionsOf(database, beta.id, DAY))[KEYWORD]?.position).toBe(45)
  })
})

describe.each(['serper', 'serpapi', 'dataforseo'] as const)('%s: the local pack of page 1', (provider) => {
  const fetchPage1 = (targets: string[] = [SITE]) => {
    const config = testRankConfig(provider, fake.url)
    return createProvider(config)!.fetch(
      { query: KEYWORD, location: getRankLocation('bandung')!, device: 'mobile', page: 1, targets },
      new AbortController().signal,
    )
  }

  it('gives the places in order with their website domain where there is one', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 2: `https://${SITE}/` }), undefined, {
      localPack: [
        { title: 'Sepatu Murah Dago', website: 'https://www.sepatumurah.co.id/dago' },
        { title: 'Toko Sepatu Budi' },
        { title: 'CV. Kulit Jaya' },
      ],
    })
    const answer = await fetchPage1()
    expect(answer.localPack).toEqual([
      { title: 'Sepatu Murah Dago', domain: 'sepatumurah.co.id' },
      { title: 'Toko Sepatu Budi', domain: null },
      { title: 'CV. Kulit Jaya', domain: null },
    ])
  })

  it('says null when page 1 shows no local pack, and keeps it with the query pages', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 2: `https://${SITE}/` }))
    expect((await fetchPage1()).localPack).toBeNull()
    await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    await run(provider)
    const [query] = await database.db.selectFrom('rank_queries').select('pages').execute()
    expect(JSON.parse(query!.pages!)).toMatchObject({ localPack: null })
  })
})

describe('paging and sharing (Serper)', () => {
  it('matches a root domain on any of its subdomains and a typed subdomain on itself and its www. only', async () => {
    fake.setResults(
      KEYWORD,
      serp(KEYWORD, {
        1: `https://${SITE}.evil.example.com/`,
        2: 'https://sepatubudi.co.id/',
        3: 'https://co.id/',
        4: `https://m.${SITE.toUpperCase()}/koleksi`,
        5: `https://www.blog.${SITE}/artikel`,
        6: `https://${SITE}/`,
      }),
    )
    const root = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const blog = await addTracker(database, { domain: `blog.${SITE}`, keywords: [KEYWORD], now: NOW })
    await run('serper')
    expect((await positionsOf(database, root.id, DAY))[KEYWORD]).toMatchObject({
      position: 4,
      url: `https://m.${SITE}/koleksi`,
    })
    expect((await positionsOf(database, blog.id, DAY))[KEYWORD]?.position).toBe(5)
  })

  it('asks one set of pages for two trackers sharing a keyword, location and device', async () => {
    fake.setResults(
      'jasa seo bandung',
      serp('jasa seo bandung', { 5: 'https://alpha.co.id/', 25: 'https://www.beta.id/' }),
    )
    const alpha = await addTracker(database, { domain: 'alpha.co.id', keywords: ['Jasa SEO  Bandung'], now: NOW })
    const beta = await addTracker(database, { domain: 'beta.id', keywords: ['jasa seo bandung'], now: NOW })
    const summary = await run('serper')
    expect(pagesAsked()).toEqual([1, 2, 3])
    expect(summary).toMatchObject({ done: 1, requests: 3, results: 2 })
    expect((await positionsOf(database, alpha.id, DAY))['Jasa SEO  Bandung']?.position).toBe(5)
    expect((await positionsOf(database, beta.id, DAY))['jasa seo bandung']?.position).toBe(25)
  })

  it('keeps different locations apart and folds devices for a provider without them', async () => {
    await addTracker(database, { domain: 'alpha.co.id', keywords: [KEYWORD], location: 'bandung', now: NOW })
    await addTracker(database, { domain: 'alpha.co.id', keywords: [KEYWORD], location: 'jakarta', now: NOW })
    await addTracker(database, { domain: 'beta.id', keywords: [KEYWORD], device: 'desktop', now: NOW })
    fake.setResults(KEYWORD, serp(KEYWORD, { 1: 'https://alpha.co.id/', 2: 'https://beta.id/' }))
    await run('serper')
    // Bandung (mobile and desktop in one Serper query) and Jakarta: two requests.
    expect(fake.requests.map((request) => request.location).sort()).toEqual([
      'Bandung,West Java,Indonesia',
      'Jakarta,Jakarta,Indonesia',
    ])
  })

  it('starts the next day at the page the site ranked on last, and pages both ways when it moved', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 25: `https://${SITE}/` }))
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    await run('serper')
    expect(pagesAsked()).toEqual([1, 2, 3])

    const day2 = addDays(NOW, 1)
    fake.requests.length = 0
    fake.setResults(KEYWORD, serp(KEYWORD, { 27: `https://${SITE}/` }))
    await run('serper', day2)
    expect(pagesAsked()).toEqual([3])
    expect((await positionsOf(database, tracker.id, wibDate(day2)))[KEYWORD]?.position).toBe(27)

    const day3 = addDays(NOW, 2)
    fake.requests.length = 0
    fake.setResults(KEYWORD, serp(KEYWORD, { 14: `https://${SITE}/` }))
    await run('serper', day3)
    expect(pagesAsked()).toEqual([3, 2])
    expect((await positionsOf(database, tracker.id, wibDate(day3)))[KEYWORD]?.position).toBe(14)

    const report = await getTrackerReport(database, testRankConfig('serper', fake.url), tracker.token, day3)
    const keyword = report!.keywords[0]!
    expect(keyword.latest?.position).toBe(14)
    expect(keyword.sincePrevious).toEqual({ by: 13, movement: 'up' })
    expect(keyword.sinceFirst).toEqual({ by: 11, movement: 'up' })
    expect(keyword.best).toBe(14)
    expect(keyword.history.map((day) => day.position)).toEqual([25, 27, 14])
    expect(report!.state).toBe('up-to-date')
    expect(reportJson(report!).keywords[0]).toMatchObject({ keyword: KEYWORD, position: 14 })
    expect(reportCsv(report!).split('\r\n')[1]).toBe(
      `"${wibDate(NOW)}","${KEYWORD}","${SITE}","Bandung","mobile","25","https://${SITE}/","","",""`,
    )
  })

  it('a 500 on page 3 keeps pages 1 and 2: the retry asks for page 3 only', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 23: `https://${SITE}/` }))
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const config = testRankConfig('serper', fake.url)
    const provider = createProvider(config)!
    let calls = 0
    const failingThird = {
      ...provider,
      fetch: async (...args: Parameters<typeof provider.fetch>) => {
        calls += 1
        if (calls === 3) fake.failNext({ kind: 'status', status: 500 })
        return provider.fetch(...args)
      },
    }
    const first = await runDueChecks({ database, provider: failingThird, config, now: () => NOW, concurrency: 1 })
    expect(first).toMatchObject({ done: 0, errors: 1, requests: 3 })
    expect(pagesAsked()).toEqual([1, 2, 3])
    expect(await positionsOf(database, tracker.id, DAY)).toEqual({})
    const query = await database.db.selectFrom('rank_queries').selectAll().executeTakeFirstOrThrow()
    expect(query).toMatchObject({ status: 'error', requests: 3 })
    expect(Date.parse(new Date(query.next_attempt_at!).toISOString()) - NOW.getTime()).toBeLessThanOrEqual(30_000)

    fake.requests.length = 0
    const second = await runDueChecks({
      database,
      provider,
      config,
      now: () => new Date(NOW.getTime() + 30_000),
      concurrency: 1,
    })
    expect(second).toMatchObject({ done: 1, requests: 1 })
    expect(pagesAsked()).toEqual([3])
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]?.position).toBe(23)
  })

  it('honours a 429 Retry-After before asking again', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 3: `https://${SITE}/` }))
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    fake.failNext({ kind: 'status', status: 429, retryAfter: '120' })
    const first = await run('serper')
    expect(first).toMatchObject({ errors: 1, done: 0 })
    expect(first.pausedUntil?.getTime()).toBe(NOW.getTime() + 120_000)
    fake.requests.length = 0
    await run('serper', new Date(NOW.getTime() + 60_000))
    expect(fake.requests).toHaveLength(0)
    expect(await positionsOf(database, tracker.id, DAY)).toEqual({})
    await run('serper', new Date(NOW.getTime() + 121_000))
    expect(pagesAsked()).toEqual([1])
    expect((await positionsOf(database, tracker.id, DAY))[KEYWORD]?.position).toBe(3)
  })

  it('stops at the daily request budget and goes on the next WIB day', async () => {
    fake.setResults('kata satu', serp('kata satu', { 15: `https://${SITE}/` }))
    fake.setResults('kata dua', serp('kata dua', { 15: `https://${SITE}/` }))
    const tracker = await addTracker(database, { domain: SITE, keywords: ['kata satu', 'kata dua'], now: NOW })
    const config = testRankConfig('serper', fake.url, { dailyBudget: 3 })
    const first = await run('serper', NOW, { dailyBudget: 3 })
    expect(first).toMatchObject({ done: 1, requests: 3, budgetSpent: true })
    expect(fake.requests).toHaveLength(3)
    const stats = await rankTrackerStats(database, config, NOW)
    expect(stats).toMatchObject({ confirmed: 1, keywords: 2, requestsToday: 3, budget: 3, budgetLeft: 0 })
    const report = await getTrackerReport(database, config, tracker.token, NOW)
    expect(report?.state).toBe('budget')
    expect(report?.keywords.filter((keyword) => keyword.latest === null)).toHaveLength(1)

    // Later the same day: still nothing.
    fake.requests.length = 0
    expect(await run('serper', new Date(NOW.getTime() + 3_600_000), { dailyBudget: 3 })).toMatchObject({ requests: 0 })
    expect(fake.requests).toHaveLength(0)

    // The next day has its own budget: "kata satu" starts at page 2 where it ranked, "kata dua" from page 1.
    const day2 = addDays(NOW, 1)
    const next = await run('serper', day2, { dailyBudget: 3 })
    expect(next).toMatchObject({ done: 2, requests: 3 })
    expect(Object.keys(await positionsOf(database, tracker.id, wibDate(day2)))).toHaveLength(2)
  })

  it('checks no unconfirmed tracker and deletes a tracker with all its history at once', async () => {
    const waiting = await addTracker(database, {
      domain: 'belum.co.id',
      keywords: ['kata'],
      confirmed: false,
      now: NOW,
    })
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD, 'sepatu'], now: NOW })
    await run('serper')
    expect(fake.requests.every((request) => request.query !== 'kata')).toBe(true)
    expect(await positionsOf(database, waiting.id, DAY)).toEqual({})
    expect(Object.keys(await positionsOf(database, tracker.id, DAY))).toHaveLength(2)
    expect(await deleteTrackers(database, { id: tracker.id })).toBe(1)
    const left = await database.db.selectFrom('rank_results').select('keyword_id').execute()
    const keywords = await database.db
      .selectFrom('rank_tracker_keywords')
      .select('id')
      .where('tracker_id', '=', tracker.id)
      .execute()
    expect(left).toHaveLength(0)
    expect(keywords).toHaveLength(0)
  })

  it('a tracker confirmed after the query ran reuses its pages and pays only for the pages it needs', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 2: 'https://alpha.co.id/', 35: 'https://beta.id/' }))
    await addTracker(database, { domain: 'alpha.co.id', keywords: [KEYWORD], now: NOW })
    await run('serper')
    expect(pagesAsked()).toEqual([1])
    fake.requests.length = 0
    const later = new Date(NOW.getTime() + 3_600_000)
    const beta = await addTracker(database, { domain: 'beta.id', keywords: [KEYWORD], now: later })
    await run('serper', later)
    expect(pagesAsked()).toEqual([2, 3, 4])
    expect((await positionsOf(database, beta.id, DAY))[KEYWORD]?.position).toBe(35)
  })
})

describe("the day's budget, shared fairly", () => {
  const keywordsOf = (prefix: string) => Array.from({ length: 10 }, (_, index) => `${prefix} ${index + 1}`)

  it('a tracker editing its keywords all day leaves the budget for a tracker confirmed after it', async () => {
    // Every site is outside the top 100: each new keyword costs all ten pages. The day's budget is 250 requests.
    const budget = { dailyBudget: 250 }
    const editor = await addTracker(database, { domain: 'pengedit.co.id', keywords: keywordsOf('awal'), now: NOW })
    expect(await run('serper', NOW, budget)).toMatchObject({ done: 10, requests: 100 })
    // Four edits of ten new keywords each, the checks running after each (as the scheduler's wake-up would).
    for (let edit = 1; edit <= 4; edit++) {
      const at = new Date(NOW.getTime() + edit * 3_600_000)
      expect(await setTrackerKeywords(database, editor.id, keywordsOf(`edit${edit}`), at)).toBe('saved')
      expect(await run('serper', at, budget)).toMatchObject({ requests: 0 })
    }
    // The page says when the new keywords are checked, and today's check is not "running" for them.
    const config = testRankConfig('serper', fake.url, budget)
    const later = new Date(NOW.getTime() + 5 * 3_600_000)
    const page = (await getTrackerReport(database, config, editor.token, later))!
    expect(page.keywords.every((keyword) => keyword.startsTomorrow && keyword.latest === null)).toBe(true)
    expect(page.state).toBe('up-to-date')
    // A visitor confirmed in the afternoon gets the whole of their first check.
    const newcomer = await addTracker(database, { domain: 'pendatang.co.id', keywords: keywordsOf('baru'), now: later })
    expect(await run('serper', later, budget)).toMatchObject({ done: 10, requests: 100, budgetSpent: false })
    expect(Object.keys(await positionsOf(database, newcomer.id, DAY))).toHaveLength(10)
    // The next day the editor's latest ten keywords are planned like any others.
    const day2 = addDays(NOW, 1)
    expect(await planDay(database, day2, false)).toBe(20)
    const planned = await database.db
      .selectFrom('rank_queries')
      .select('query')
      .where('day', '=', wibDate(day2))
      .execute()
    expect(planned.map((row) => row.query).sort()).toEqual([...keywordsOf('baru'), ...keywordsOf('edit4')].sort())
  })

  it("claims due queries round robin across trackers: everyone's first keyword before anyone's second", async () => {
    // Each keyword is found on page 1 (one request); the budget has room for four requests.
    const trackers = []
    for (const name of ['alfa', 'beta', 'gama']) {
      const keywords = [1, 2, 3].map((index) => `${name} kata ${index}`)
      for (const keyword of keywords) fake.setResults(keyword, serp(keyword, { 1: `https://${name}.co.id/` }))
      trackers.push(await addTracker(database, { domain: `${name}.co.id`, keywords, now: NOW }))
    }
    expect(await run('serper', NOW, { dailyBudget: 4 })).toMatchObject({ done: 4, budgetSpent: true })
    const checked = await Promise.all(
      trackers.map(async (tracker) => Object.keys(await positionsOf(database, tracker.id, DAY)).sort()),
    )
    expect(checked.map((keywords) => keywords[0])).toEqual(['alfa kata 1', 'beta kata 1', 'gama kata 1'])
    expect(checked.flat()).toHaveLength(4)
    expect(checked.flat().filter((keyword) => keyword.endsWith('kata 2'))).toHaveLength(1)
  })
})

describe('sign-ups and the tracker report', () => {
  it('confirms within 48 hours only, and the daily purge deletes sign-ups left unconfirmed', async () => {
    const late = await addTracker(database, { domain: 'telat.co.id', keywords: ['kata'], confirmed: false, now: NOW })
    const soon = await addTracker(database, { domain: 'cepat.co.id', keywords: ['kata'], confirmed: false, now: NOW })
    const window = 48 * 3_600_000
    expect(await confirmTracker(database, late.confirm_token, new Date(NOW.getTime() + window + 1), window)).toBeNull()
    expect(
      (await confirmTracker(database, soon.confirm_token, new Date(NOW.getTime() + window - 1), window))?.confirmed_at,
    ).toBeTruthy()
    expect(await confirmTracker(database, 'x'.repeat(31), NOW, window)).toBeNull()
    const purged = await purgeRankData(database, new Date(NOW.getTime() + window + 1), {
      historyDays: 90,
      confirmWindowMs: window,
    })
    expect(purged.unconfirmed).toBe(1)
    expect(await findTrackerByToken(database.db, late.token)).toBeNull()
    expect(await findTrackerByToken(database.db, soon.token)).not.toBeNull()
  })

  it('says tracking is off without a provider, masks the e-mail and knows no stranger token', async () => {
    const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now: NOW })
    const off = { ...testRankConfig('serper', fake.url), provider: null }
    const report = await getTrackerReport(database, off, tracker.token, NOW)
    expect(report?.state).toBe('off')
    expect(report?.tracker.emailMasked).toMatch(/^p\*\*\*@contoh\.co\.id$/)
    expect(JSON.stringify(report)).not.toContain(tracker.email)
    expect(await getTrackerReport(database, off, 'A'.repeat(32), NOW)).toBeNull()
    expect(fake.requests).toHaveLength(0)
  })
})

describe('RankScheduler', () => {
  it('checks a confirmed tracker within seconds of wake() and stops cleanly', async () => {
    fake.setResults(KEYWORD, serp(KEYWORD, { 7: `https://${SITE}/` }))
    const config = testRankConfig('serper', fake.url, { pollMs: 50 })
    const scheduler = new RankScheduler({
      getDatabase: async () => database,
      provider: createProvider(config)!,
      config,
    })
    scheduler.start()
    try {
      const now = new Date()
      const tracker = await addTracker(database, { domain: SITE, keywords: [KEYWORD], now })
      scheduler.wake()
      await vi.waitFor(
        async () => expect((await positionsOf(database, tracker.id, wibDate(now)))[KEYWORD]?.position).toBe(7),
        { timeout: 10_000, interval: 50 },
      )
    } finally {
      await scheduler.stop()
    }
    expect(pagesAsked()).toEqual([1])
  })
})
