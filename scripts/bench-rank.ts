/**
 * `npx tsx scripts/bench-rank.ts`: the rank tracker's daily checks at scale against a loopback fake provider
 * (SerpApi's JSON) answering every request after --latency ms. Seeds --trackers confirmed trackers with
 * --keywords-per-tracker keywords each, drawn from a pool of --distinct keywords over a few locations and both
 * devices (so many are shared), places each tracker's domain at a random position (or outside the top 100), then
 * runs day 1 (no history: every query pages from 1) and day 2 (positions moved by up to ±4: paging starts where
 * each domain ranked) with runDueChecks at the default concurrency, and reports requests per tracker-day, the
 * requests saved by sharing (one query per keyword, location, device and day) and by paging (stop once every
 * domain is found), and the time each day took. Loopback only. Not part of `npm test`.
 *
 * Options: --trackers 10000 --keywords-per-tracker 10 --distinct 20000 --latency 50 --absent 0.3
 *          --target sqlite|postgres --concurrency (default SERP_CONCURRENCY's default)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Insertable } from 'kysely'
import type { RankTrackerKeywordsTable, RankTrackersTable } from '../src/lib/db/types'
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'
import { findPostgresBinaries, startPostgres } from '../src/lib/db/testing/postgres-server'

process.env.LOG_LEVEL ??= 'warn'
allowServerOnlyImports()

const { openDatabase } = await import('../src/lib/db/client')
const { uuidv7 } = await import('../src/lib/server/ids')
const { addDays } = await import('../src/lib/server/wib')
const { runDueChecks, createProvider, RANK_LOCATIONS } = await import('../src/lib/rank-tracker')
const { testRankConfig } = await import('../src/lib/rank-tracker/testing/fixtures')
const { fillerUrl, startFakeProvider } = await import('../src/lib/rank-tracker/testing/fake-provider')

const { values: options } = parseArgs({
  options: {
    trackers: { type: 'string', default: '10000' },
    'keywords-per-tracker': { type: 'string', default: '10' },
    distinct: { type: 'string', default: '20000' },
    latency: { type: 'string', default: '50' },
    absent: { type: 'string', default: '0.3' },
    target: { type: 'string', default: 'sqlite' },
    concurrency: { type: 'string' },
  },
})
const TRACKERS = Number(options.trackers)
const PER_TRACKER = Number(options['keywords-per-tracker'])
const DISTINCT = Number(options.distinct)
const ABSENT = Number(options.absent)
const LOCATIONS = RANK_LOCATIONS.slice(0, 5)

// Deterministic pseudo-random numbers (mulberry32), so runs compare.
let seed = 35
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
/** Popular keywords are shared by many trackers: a skewed pick from the pool. */
const pickKeyword = () => Math.floor(DISTINCT * random() ** 2)

async function openTarget() {
  if (options.target === 'postgres') {
    if (!findPostgresBinaries()) throw new Error('PostgreSQL binaries not found (PG_BIN_DIR)')
    const server = await startPostgres({ durable: true, portRange: [5570, 5579] })
    const database = await openDatabase({ dialect: 'postgres', url: await server.createDatabase('bench_rank') })
    return { database, close: async () => (await database.destroy(), server.stop()) }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rank-'))
  const database = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') })
  return { database, close: async () => (await database.destroy(), fs.rmSync(dir, { recursive: true, force: true })) }
}

type Placement = { domain: string; position: number | null }

const fake = await startFakeProvider({ latencyMs: Number(options.latency) })
const { database, close } = await openTarget()
const day1 = new Date('2026-11-16T00:30:00Z')
const config = testRankConfig('serpapi', fake.url, { dailyBudget: 0 })
const concurrency = options.concurrency ? Number(options.concurrency) : config.concurrency
const provider = createProvider(config)!

// Seed: trackers, their keywords, and where each domain ranks per (location, keyword).
const placements = new Map<string, Placement[]>()
const trackerRows: Insertable<RankTrackersTable>[] = []
const keywordRows: Insertable<RankTrackerKeywordsTable>[] = []
for (let index = 0; index < TRACKERS; index += 1) {
  const id = uuidv7(day1.getTime())
  const location = LOCATIONS[index % LOCATIONS.length]!
  const device = index % 3 === 0 ? 'desktop' : 'mobile'
  const domain = `toko${index}.co.id`
  trackerRows.push({
    id,
    token: `t${String(index).padStart(31, '0')}`,
    confirm_token: `c${String(index).padStart(31, '0')}`,
    unsubscribe_token: `u${String(index).padStart(31, '0')}`,
    alert_unsubscribe_token: `a${String(index).padStart(31, '0')}`,
    domain,
    email: `pemilik${index}@contoh.co.id`,
    location: location.id,
    device: device as 'mobile' | 'desktop',
    created_at: day1.toISOString(),
    confirmed_at: day1.toISOString(),
  })
  const chosen = new Set<number>()
  while (chosen.size < PER_TRACKER) chosen.add(pickKeyword())
  for (const keywordIndex of chosen) {
    const query = `kata kunci ${keywordIndex}`
    keywordRows.push({
      id: uuidv7(day1.getTime()),
      tracker_id: id,
      keyword: query,
      query,
      created_at: day1.toISOString(),
    })
    const key = `${location.canonical}\u0000${query}`
    const list = placements.get(key) ?? []
    list.push({ domain, position: random() < ABSENT ? null : 1 + Math.floor(random() * 100) })
    placements.set(key, list)
  }
}
for (let start = 0; start < trackerRows.length; start += 500) {
  await database.write((trx) =>
    trx
      .insertInto('rank_trackers')
      .values(trackerRows.slice(start, start + 500))
      .execute(),
  )
}
for (let start = 0; start < keywordRows.length; start += 500) {
  await database.write((trx) =>
    trx
      .insertInto('rank_tracker_keywords')
      .values(keywordRows.slice(start, start + 500))
      .execute(),
  )
}

function publish() {
  for (const [key, list] of placements) {
    const [canonical, query] = key.split('\u0000') as [string, string]
    const urls = Array.from({ length: 100 }, (_, i) => fillerUrl(query, i + 1))
    for (const placement of list) {
      if (placement.position !== null && urls[placement.position - 1]!.includes('.example.com')) {
        urls[placement.position - 1] = `https://${placement.domain}/`
      } else if (placement.position !== null) placement.position = null // position taken: outside the top 100
    }
    fake.setResults(query, urls, canonical === 'Indonesia' ? undefined : canonical)
  }
}

/**
 * What the day would cost with no sharing: every tracker keyword its own query, with the same paging (day 1
 * from page 1; day 2 from its last page, about two pages per page moved, ten when outside the top 100).
 */
function withoutSharing(day: 1 | 2, previous: Map<string, number | null>) {
  let requests = 0
  for (const [key, list] of placements) {
    for (const placement of list) {
      const last = previous.get(`${key}\u0000${placement.domain}`) ?? null
      if (placement.position === null) requests += 10
      else if (day === 1 || last === null) requests += Math.ceil(placement.position / 10)
      else requests += Math.min(10, 1 + 2 * Math.abs(Math.ceil(placement.position / 10) - Math.ceil(last / 10)))
    }
  }
  return requests
}

function snapshot(): Map<string, number | null> {
  const positions = new Map<string, number | null>()
  for (const [key, list] of placements) for (const p of list) positions.set(`${key}\u0000${p.domain}`, p.position)
  return positions
}

async function runDay(label: string, now: Date) {
  fake.requests.length = 0
  const started = performance.now()
  // A day at full scale takes most of an hour: a line a minute on stderr shows it is moving (stdout stays JSON).
  const progress = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000
    const rate = fake.requests.length / elapsed
    console.error(`${label}: ${fake.requests.length} requests in ${Math.round(elapsed)} s (${rate.toFixed(0)}/s)`)
  }, 60_000)
  const summary = await runDueChecks({ database, provider, config, now: () => now, concurrency }).finally(() =>
    clearInterval(progress),
  )
  const seconds = (performance.now() - started) / 1000
  const queries = await database.db
    .selectFrom('rank_queries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('day', '=', now.toISOString().slice(0, 10))
    .executeTakeFirstOrThrow()
  return { label, seconds: Math.round(seconds), ...summary, queries: Number(queries.count), load: os.loadavg()[0] }
}

publish()
const first = await runDay('day 1 (no history)', day1)
const alone1 = withoutSharing(1, new Map())
const day1Positions = snapshot()
// Day 2: every ranking domain moves by up to ±4 positions.
for (const list of placements.values()) {
  for (const placement of list) {
    if (placement.position !== null)
      placement.position = Math.min(100, Math.max(1, placement.position + Math.round(random() * 8 - 4)))
  }
}
publish()
const second = await runDay('day 2 (paging from the last page)', addDays(day1, 1))
const alone2 = withoutSharing(2, day1Positions)

const keywords = keywordRows.length
const report = {
  target: options.target,
  trackers: TRACKERS,
  keywords,
  distinctKeywordLocations: placements.size,
  latencyMs: Number(options.latency),
  concurrency,
  days: [first, second].map((day, index) => {
    const alone = index === 0 ? alone1 : alone2
    return {
      ...day,
      requestsPerTrackerDay: +(day.requests / TRACKERS).toFixed(2),
      requestsPerKeywordDay: +(day.requests / keywords).toFixed(2),
      withoutSharing: alone,
      savedBySharing: alone - day.requests,
      withoutEarlyStop: day.queries * 10,
      savedByPaging: day.queries * 10 - day.requests,
      projectedHoursAtScale: +((day.seconds / 3600) * (10_000 / TRACKERS)).toFixed(2),
    }
  }),
}
console.log(JSON.stringify(report, null, 2))
await fake.close()
await close()
