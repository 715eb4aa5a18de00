/**
 * `npm run bench:admin`: the staff inbox's read queries with 100,000 leads, on SQLite and on a throwaway
 * PostgreSQL 15 cluster (loopback only). Seeds the leads in bulk (multi-row inserts in one transaction), then
 * times each query (warm-up runs first) and prints p50/p95 per query; the target is p95 < 200 ms.
 *
 * Queries: the first page of the lead list as /admin/leads loads it (listLeadPage: newest first, spam hidden,
 * keyset order), the same filtered by status, a text search over name/e-mail/phone/website/company/business/message
 * (a common term, a term in every lead, a rare term, no match), the new-lead count, and the whole dashboard
 * (loadDashboard: weeks, landing pages, sources, contact speed). The load average is printed with every figure:
 * the machine is shared, so only figures taken at a similar load compare.
 *
 * Options: --leads 100000  --runs 40  --targets sqlite,postgres  --days 730 (84: every lead in the dashboard's windows)
 * Writes bench-results/admin-<timestamp>.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'
import { findPostgresBinaries, startPostgres } from '../src/lib/db/testing/postgres-server'

process.env.LOG_LEVEL ??= 'warn'
allowServerOnlyImports()

const { openDatabase } = await import('../src/lib/db/client')
const { loadDashboard } = await import('../src/lib/admin/dashboard')
const { countNewLeads } = await import('../src/lib/admin/lead-counts')
const { listLeadPage, parseLeadFilter } = await import('../src/lib/admin/lead-list')
type AppDatabase = Awaited<ReturnType<typeof openDatabase>>

const { values: options } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    targets: { type: 'string', default: 'sqlite,postgres' },
    days: { type: 'string', default: '730' },
  },
})
const LEADS = Number(options.leads)
const RUNS = Number(options.runs)
/** Leads arrive over this many days (default two years); `--days 84` puts every lead inside the dashboard's windows. */
const DAYS = Number(options.days)

const PATHS = ['/', '/analisis-gratis', '/jasa-seo', '/jasa-pembuatan-website', '/contact', '/harga', '/seo-jakarta']
const SOURCES = ['google', 'facebook', 'instagram', 'newsletter', null, null, null]
const KINDS = ['analysis', 'contact', 'konsultasi_gratis']
const STATUSES = ['new', 'contacted', 'contacted', 'won', 'lost', 'lost'] as const
const WORDS = ['toko', 'bunga', 'klinik', 'kopi', 'properti', 'sekolah', 'bengkel', 'katering', 'butik', 'apotek']

/** Deterministic pseudo-random numbers, so every run seeds the same data. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function seedRows(count: number, now: number) {
  const next = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const rows = []
  for (let index = 0; index < count; index += 1) {
    // DAYS of leads (two years by default), newest at `now`.
    const created = now - Math.floor(next() * DAYS * 86_400_000)
    const status = pick(STATUSES)
    const source = pick(SOURCES)
    const word = pick(WORDS)
    const landing = pick(PATHS)
    const gclid = source === 'google' && next() < 0.5 ? `gclid-${index}` : null
    rows.push({
      id: `${created.toString(36).padStart(10, '0')}-${index.toString(36)}`,
      kind: pick(KINDS),
      status,
      is_spam: next() < 0.05 ? 1 : 0,
      name: `Pemilik ${word} ${index}`,
      email: `pemilik${index}@${word}-usaha.co.id`,
      phone: `+62812${String(10_000_000 + index)}`,
      company: `CV ${word} Sejahtera ${index % 997}`,
      website: `https://${word}${index}.co.id`,
      business: 'jasa',
      message: `Kami ingin ${word} kami muncul di Google. Mohon analisisnya.`,
      landing_page_url: source ? `${landing}?utm_source=${source}${gclid ? `&gclid=${gclid}` : ''}` : landing,
      utm_source: source,
      utm_campaign: source ? `kampanye-${word}` : null,
      gclid,
      first_contacted_at:
        status === 'new' ? null : new Date(created + Math.floor(next() * 48 * 60) * 60_000).toISOString(),
      raw_payload: '{}',
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created).toISOString(),
    })
  }
  return rows
}

async function seed(database: AppDatabase, now: number): Promise<number> {
  const started = performance.now()
  const rows = seedRows(LEADS, now)
  const batch = database.dialect === 'postgres' ? 1000 : 500
  await database.write(async (trx) => {
    for (let start = 0; start < rows.length; start += batch) {
      await trx
        .insertInto('leads')
        .values(rows.slice(start, start + batch))
        .execute()
    }
  })
  // Fresh planner statistics, as autovacuum (PostgreSQL) or PRAGMA optimize (SQLite) would have by then.
  await sql`analyze`.execute(database.db)
  return performance.now() - started
}

/** One page of the inbox list exactly as /admin/leads loads it (lead-list.ts: filter from the URL, keyset order). */
function listPage(database: AppDatabase, params: Record<string, string> = {}) {
  return listLeadPage(database.db, database.dialect, parseLeadFilter(params), null)
}

const QUERIES: Record<string, (database: AppDatabase) => Promise<unknown>> = {
  'list: first page': (database) => listPage(database),
  'list: status=new': (database) => listPage(database, { status: 'new' }),
  'search: common term (bunga)': (database) => listPage(database, { q: 'bunga' }),
  'search: term in every lead (pemilik)': (database) => listPage(database, { q: 'pemilik' }),
  'search: rare term (pemilik4242@)': (database) => listPage(database, { q: 'pemilik4242@' }),
  'search: no match': (database) => listPage(database, { q: 'tidak-ada-yang-cocok' }),
  'count of new leads': (database) => countNewLeads(database.db),
  dashboard: (database) => loadDashboard(database),
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** 1-minute load average: the machine is shared, so figures are only comparable at similar load. */
const load = () => Number(os.loadavg()[0]!.toFixed(2))

async function measure(name: string, database: AppDatabase) {
  const results: Record<string, { p50: number; p95: number; cpuP50: number; load: number }> = {}
  console.log(
    `${name}: load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  )
  for (const [query, run] of Object.entries(QUERIES)) {
    for (let warm = 0; warm < 3; warm += 1) await run(database)
    const times: number[] = []
    const cpu: number[] = []
    for (let index = 0; index < RUNS; index += 1) {
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      await run(database)
      times.push(performance.now() - started)
      const used = process.cpuUsage(cpuStarted)
      cpu.push((used.user + used.system) / 1000)
    }
    // CPU time of this process (all of SQLite's work; PostgreSQL's server is another process): unlike the wall
    // clock, it hardly grows when other work shares the cores, so it compares runs made at different loads.
    results[query] = {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      cpuP50: percentile(cpu, 50),
      load: load(),
    }
    const { p50, p95, cpuP50 } = results[query]
    console.log(
      `${name.padEnd(10)} ${query.padEnd(38)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms ${p95 < 200 ? '✓' : '✗ over 200 ms'}  (process CPU p50 ${cpuP50.toFixed(1)} ms, load ${load()})`,
    )
  }
  return results
}

const report: Record<string, unknown> = { leads: LEADS, days: DAYS, runs: RUNS, at: new Date().toISOString() }
const targets = options.targets.split(',')
const now = Date.now()

if (targets.includes('sqlite')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'))
  const database = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') })
  try {
    const seconds = (await seed(database, now)) / 1000
    console.log(`SQLite: ${LEADS} leads seeded in ${seconds.toFixed(1)} s`)
    report.sqlite = { seedSeconds: seconds, queries: await measure('SQLite', database) }
  } finally {
    await database.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (targets.includes('postgres')) {
  if (!findPostgresBinaries()) {
    console.warn('PostgreSQL binaries not found (PG_BIN_DIR): PostgreSQL skipped')
  } else {
    const server = await startPostgres({ portRange: [5480, 5489] })
    try {
      const database = await openDatabase({ dialect: 'postgres', url: await server.createDatabase('bench_admin') })
      try {
        const seconds = (await seed(database, now)) / 1000
        console.log(`PostgreSQL: ${LEADS} leads seeded in ${seconds.toFixed(1)} s`)
        report.postgres = { seedSeconds: seconds, queries: await measure('PostgreSQL', database) }
      } finally {
        await database.destroy()
      }
    } finally {
      server.stop()
    }
  }
}

fs.mkdirSync('bench-results', { recursive: true })
const file = path.join('bench-results', `admin-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
console.log(`Written: ${file}`)
