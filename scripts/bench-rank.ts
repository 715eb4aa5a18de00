/**
 * `npx tsx scripts/bench-rank.ts`: the rank tracker's daily checks at scale against a loopback fake provider
 * (SerpApi's JSON) answering every request after --latency ms. Seeds --trackers confirmed trackers with
 * --keywords-per-tracker keywords each, drawn from a pool of --distinct keywords over a few locations and both
 * devices (so many are shared), places each tracker's domain at a random position (or outside the top 100), then
 * runs day 1 (no history: every query pages from 1) and day 2 (positions moved by up to ±4: paging starts where
 * each domain ranked) with runDueChecks at the default concurrency, and reports requests per tracker-day, the
 * requests saved by sharing (one query per keyword, location, device and day) and by paging (stop once every
 * domain is found), and the time each day took. Issue 42: --competitors of the trackers (30 % by default) follow
 * two competitor sites each, drawn from a skewed pool of competitor sites that rank (or not) on each keyword like
 * any domain, and --business of them (20 %) follow the Google Maps 3-pack (page 1 every day; the business is in
 * the pack on half its keywords); the alerts of day 2 (moves of up to ±4 places cross the top 3 and top 10 lines)
 * are counted. Loopback only. Not part of `npm test`.
 *
 * Options: --trackers 10000 --keywords-per-tracker 10 --distinct 20000 --latency 50 --absent 0.3
 *          --competitors 0.3 --business 0.2 --target sqlite|postgres
 *          --concurrency (default SERP_CONCURRENCY's default)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Insertable } from 'kysely'
import type { RankTrackerCompetitorsTable, RankTrackerKeywordsTable, RankTrackersTable } from '../src/lib/db/types'
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'
import { findPostgresBinaries, startPostgres } from '../src/lib/db/testing/postgres-server'

process.env.LOG_LEVEL ??= 'warn'
allowServerOnlyImports()

const { openDatabase } = await import('../src/lib/db/client')
const { uuidv7 } = await import('../src/lib/server/ids')
const { addDays } = await import('../src/lib/server/wib')
const { runDueChecks, createProvider, rankLocations } = await import('../src/lib/rank-tracker')
const { testRankConfig } = await import('../src/lib/rank-tracker/testing/fixtures')
const { fillerUrl, startFakeProvider } = await import('../src/lib/rank-tracker/testing/fake-provider')

const { values: options } = parseArgs({
  options: {
    trackers: { type: 'string', default: '10000' },
    'keywords-per-tracker': { type: 'string', default: '10' },
    distinct: { type: 'string', default: '20000' },
    latency: { type: 'string', default: '50' },
    absent: { type: 'string', default: '0.3' },
    competitors: { type: 'string', default: '0.3' },
    business: { type: 'string', default: '0.2' },
    target: { type: 'string', default: 'sqlite' },
    concurrency: { type: 'string' },
  },
})
const TRACKERS = Number(options.trackers)
const PER_TRACKER = Number(options['keywords-per-tracker'])
const DISTINCT = Number(options.distinct)
const ABSENT = Number(options.absent)
const WITH_COMPETITORS = Number(options.competitors)
const WITH_BUSINESS = Number(options.business)
/** Competitor sites are fewer than trackers and popular ones recur (marketplaces, the big local chains). */
const COMPETITOR_POOL = Math.max(10, Math.round(TRACKERS / 5))
const LOCATIONS = rankLocations().slice(0, 5)

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
/** A keyword's local pack: the businesses following it with their place (1-3), or null when not in the pack. */
type PackPlacement = { name: string; place: number | null }

const fake = await startFakeProvider({ latencyMs: Number(options.latency) })
const { database, close } = await openTarget()
const day1 = new Date('2026-11-16T00:30:00Z')
const config = testRankConfig('serpapi', fake.url, { dailyBudget: 0 })
const concurrency = options.concurrency ? Number(options.concurrency) : config.concurrency
const provider = createProvider(config)!

// Seed: trackers, their keywords, and where each domain ranks per (location, keyword).
const placements = new Map<string, Placement[]>()
const packs = new Map<string, PackPlacement[]>()
const trackerRows: Insertable<RankTrackersTable>[] = []
const keywordRows: Insertable<RankTrackerKeywordsTable>[] = []
const competitorRows: Insertable<RankTrackerCompetitorsTable>[] = []
/** Each tracker keyword alone: the sites it seeks and whether it reads page 1's pack (for "without sharing"). */
const trackerKeywords: { key: string; domains: string[]; pack: boolean }[] = []
const pickCompetitor = () => `pesaing${Math.floor(COMPETITOR_POOL * random() ** 2)}.co.id`
const placed = (key: string, domain: string) => placements.get(key)?.some((placement) => placement.domain === domain)
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
    business_name: random() < WITH_BUSINESS ? `Toko ${index}` : null,
    created_at: day1.toISOString(),
    confirmed_at: day1.toISOString(),
  })
  const business = trackerRows.at(-1)!.business_name ?? null
  const competitors = new Set<string>()
  if (random() < WITH_COMPETITORS) while (competitors.size < 2) competitors.add(pickCompetitor())
  for (const competitor of competitors) {
    competitorRows.push({
      id: uuidv7(day1.getTime()),
      tracker_id: id,
      domain: competitor,
      created_at: day1.toISOString(),
    })
  }
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
    const place = () => (random() < ABSENT ? null : 1 + Math.floor(random() * 100))
    list.push({ domain, position: place() })
    placements.set(key, list)
    // A competitor ranks where it ranks, whoever follows it: placed once per keyword and location.
    for (const competitor of competitors)
      if (!placed(key, competitor)) list.push({ domain: competitor, position: place() })
    if (business) {
      const pack = packs.get(key) ?? []
      pack.push({ name: business, place: random() < 0.5 ? 1 + Math.floor(random() * 3) : null })
      packs.set(key, pack)
    }
    trackerKeywords.push({ key, domains: [domain, ...competitors], pack: business !== null })
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
for (let start = 0; start < competitorRows.length; start += 500) {
  await database.write((trx) =>
    trx
      .insertInto('rank_tracker_competitors')
      .values(competitorRows.slice(start, start + 500))
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
    // The 3-pack: the businesses placed in it, filler places around them (no website, as on Maps).
    const pack = packs.get(key)
    const places = pack
      ? [1, 2, 3].map((place) => ({
          title: pack.find((entry) => entry.place === place)?.name ?? `Usaha lain ${place}`,
        }))
      : undefined
    fake.setResults(query, urls, canonical === 'Indonesia' ? undefined : canonical, places ? { localPack: places } : {})
  }
}

/**
 * What the day would cost with no sharing: every tracker keyword its own query (with its competitors and its
 * 3-pack), with the same paging: day 1 from page 1 until every site is found; day 2 from each site's last page,
 * about two pages per page moved, ten when outside the top 100; page 1 added when the pack is followed.
 */
function withoutSharing(day: 1 | 2, previous: Map<string, number | null>) {
  let requests = 0
  const positions = new Map<string, number | null>()
  for (const [key, list] of placements) for (const p of list) positions.set(`${key}\u0000${p.domain}`, p.position)
  for (const { key, domains, pack } of trackerKeywords) {
    const pages = new Set<number>(pack ? [1] : [])
    let all = false
    for (const domain of domains) {
      const position = positions.get(`${key}\u0000${domain}`) ?? null
      const last = previous.get(`${key}\u0000${domain}`) ?? null
      if (position === null) all = true
      else if (day === 1 || last === null)
        for (let page = 1; page <= Math.ceil(position / 10); page += 1) pages.add(page)
      else {
        const [from, to] = [Math.ceil(last / 10), Math.ceil(position / 10)]
        for (let page = Math.min(from, to); page <= Math.max(from, to); page += 1) pages.add(page)
      }
    }
    requests += all ? 10 : pages.size
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
  const cpu = process.cpuUsage()
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
  // Processor time of this process (engine, database driver, the fake provider): what the day costs with a core
  // of its own, whatever else the machine runs.
  const used = process.cpuUsage(cpu)
  const cpuSeconds = Math.round((used.user + used.system) / 1e6)
  const day = now.toISOString().slice(0, 10)
  const count = async (table: 'rank_queries' | 'rank_competitor_results' | 'rank_alerts') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('day', '=', day)
          .executeTakeFirstOrThrow()
      ).count,
    )
  const packRows = await database.db
    .selectFrom('rank_results')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('day', '=', day)
    .where('local_pack', 'is not', null)
    .executeTakeFirstOrThrow()
  return {
    label,
    seconds: Math.round(seconds),
    cpuSeconds,
    ...summary,
    queries: await count('rank_queries'),
    competitorResults: await count('rank_competitor_results'),
    packResults: Number(packRows.count),
    alerts: await count('rank_alerts'),
    load: os.loadavg()[0],
  }
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
  trackersWithCompetitors: new Set(competitorRows.map((row) => row.tracker_id)).size,
  competitorSites: new Set(competitorRows.map((row) => row.domain)).size,
  trackersWithBusiness: trackerRows.filter((row) => row.business_name).length,
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
