import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { wibDate } from '@/lib/server/wib'
import { createProvider } from '../providers'
import { claimQuery, planDay, previousDayPages, requestsOn } from '../queries'
import { getTrackerReport } from '../report'
import { runDueChecks } from '../scheduler'
import { addTracker, positionsOf, testRankConfig } from './fixtures'
import { serp, startFakeProvider, type FakeProvider } from './fake-provider'

/**
 * The scheduler's leases on a real database, run by sqlite.test and postgres.test alike: two instances working
 * the same day never ask the provider for one query twice, and a dead worker's query is taken over after its
 * lease.
 */
export function leaseSuite(name: string, open: () => Promise<AppDatabase>, enabled: () => boolean = () => true) {
  describe.skipIf(!enabled())(`rank scheduler leases on ${name}`, () => {
    let first: AppDatabase
    let second: AppDatabase
    let fake: FakeProvider
    let day = 0

    beforeAll(async () => {
      first = await open()
      second = await open()
      fake = await startFakeProvider({ latencyMs: 15 })
    })
    afterAll(async () => {
      await fake?.close()
      await first?.destroy()
      await second?.destroy()
    })

    // Each test works on its own WIB day with only its own trackers, so queries of one never meet another's.
    const nextDay = async () => {
      await first.db.deleteFrom('rank_trackers').execute()
      return dayAt()
    }
    const dayAt = () => new Date(Date.parse('2026-12-01T02:00:00Z') + day++ * 86_400_000)

    it("stores a featured snippet owner at 1, counts the DataForSEO pages billed, and reads yesterday's pages", async () => {
      const now = await nextDay()
      fake.reset()
      const keyword = `cuplikan ${name.toLowerCase()}`
      const page = 'https://www.tokocuplikan.co.id/panduan'
      fake.setResults(keyword, serp(keyword, { 1: page, 24: 'https://pesaing.co.id/' }), undefined, { snippet: page })
      const owner = await addTracker(first, { domain: 'tokocuplikan.co.id', keywords: [keyword], now })
      await addTracker(first, { domain: 'pesaing.co.id', keywords: [keyword], now })
      const config = testRankConfig('dataforseo', fake.url)
      const summary = await runDueChecks({ database: first, provider: createProvider(config)!, config, now: () => now })
      // Ten pages reserved, three crawled and billed: the budget keeps three.
      expect(summary.requests).toBe(3)
      expect(await requestsOn(first.db, wibDate(now))).toBe(3)
      const report = await getTrackerReport(first, config, owner.token, now)
      expect(report?.keywords[0]?.latest).toMatchObject({ position: 1, url: page, featured: true })
      const [query] = await first.db.selectFrom('rank_queries').selectAll().where('query', '=', keyword).execute()
      const tomorrow = { ...query!, day: wibDate(new Date(now.getTime() + 86_400_000)) }
      expect(await previousDayPages(first.db, tomorrow)).toBe(query!.pages)
    })

    it('two instances checking together ask for every query page exactly once', async () => {
      const now = await nextDay()
      fake.reset()
      const trackers = []
      for (let index = 0; index < 12; index += 1) {
        const keyword = `kata ${name.toLowerCase()} ${index}`
        fake.setResults(keyword, serp(keyword, { [index * 3 + 1]: `https://toko${index}.co.id/` }))
        trackers.push(await addTracker(first, { domain: `toko${index}.co.id`, keywords: [keyword], now }))
      }
      const config = testRankConfig('serpapi', fake.url)
      const provider = createProvider(config)!
      const [a, b] = await Promise.all([
        runDueChecks({ database: first, provider, config, now: () => now, workerId: 'instance-a', concurrency: 3 }),
        runDueChecks({ database: second, provider, config, now: () => now, workerId: 'instance-b', concurrency: 3 }),
      ])
      expect(a.done + b.done).toBe(12)
      expect(a.done).toBeGreaterThan(0)
      expect(b.done).toBeGreaterThan(0)
      const asked = fake.requests.map((request) => `${request.query}#${request.page}`)
      expect(new Set(asked).size).toBe(asked.length)
      // Keyword i ranks at 3i+1: pages 1..ceil((3i+1)/10).
      const expected = trackers.reduce((sum, _tracker, index) => sum + Math.ceil((index * 3 + 1) / 10), 0)
      expect(asked).toHaveLength(expected)
      for (const [index, tracker] of trackers.entries()) {
        const positions = await positionsOf(first, tracker.id, wibDate(now))
        expect(Object.values(positions)[0]?.position).toBe(index * 3 + 1)
      }
    })

    it("takes over a dead worker's query once its lease has expired, and not before", async () => {
      const now = await nextDay()
      fake.reset()
      const keyword = `kata lease ${name.toLowerCase()}`
      fake.setResults(keyword, serp(keyword, { 2: 'https://lease.co.id/' }))
      const tracker = await addTracker(first, { domain: 'lease.co.id', keywords: [keyword], now })
      await planDay(first, now, true)
      const claimed = await claimQuery(first, { workerId: 'dead', leaseMs: 60_000, maxAttempts: 8, now })
      expect(claimed?.query).toBe(keyword)
      const config = testRankConfig('serpapi', fake.url)
      const provider = createProvider(config)!
      const early = await runDueChecks({
        database: second,
        provider,
        config,
        now: () => new Date(now.getTime() + 30_000),
      })
      expect(early.done).toBe(0)
      expect(fake.requests).toHaveLength(0)
      const late = await runDueChecks({
        database: second,
        provider,
        config,
        now: () => new Date(now.getTime() + 61_000),
      })
      expect(late.done).toBe(1)
      expect((await positionsOf(first, tracker.id, wibDate(now)))[keyword]?.position).toBe(2)
    })
  })
}
