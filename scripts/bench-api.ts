/**
 * `npm run bench:api`: lead submissions per second and latency (p50/p99) on SQLite and PostgreSQL.
 *
 * Each target gets a fresh database (SQLite file in a temp dir; a throwaway PostgreSQL 15 cluster with fsync on)
 * and a real server process (the standalone lead server: same route handler and domain code as Next; or
 * `--server next` for `next start` on an existing build). The rate limit is lifted by config for the run, a
 * webhook is configured so every submission also writes its outbox row, and the delivery worker is off so it
 * does not compete for the CPU. After every run each acknowledged (201) id is looked up in the database.
 *
 * Options: --duration 10  --connections 10  --runs 3  --targets sqlite,postgres  --server standalone|next
 *          --rate-limit 0 (off; e.g. 1000000000 to keep the limiter's queries in the measurement)
 *          --group-commit on|off (SQLite: concurrent writes share one commit, the default; off for plain transactions)
 *          --clicks on|off  --ping-rate 1000  --form-rate 50 (issue 22: see benchClicks below)
 *          --vitals on|off (issue 36: Core Web Vitals beacons at --ping-rate beside forms, see benchVitals)
 * BENCH_SERVER_OUTPUT=1 prints the standalone server's output when it stops (warnings, slow-path logs).
 * All traffic stays on loopback: servers bind 127.0.0.1 on a port the kernel hands out.
 * Writes bench-results/api-<timestamp>.json and prints a table with the medians.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import SqliteDatabase from 'better-sqlite3'
import pg from 'pg'
import {
  ephemeralPort,
  findPostgresBinaries,
  startPostgres,
  type PostgresServer,
} from '../src/lib/db/testing/postgres-server'
import { spawnLeadServer } from '../src/lib/leads/testing/spawn-server'
import { openLoop, type OpenLoopRequest, type OpenLoopResult } from './open-loop'

// Benchmarks talk to loopback only: the servers they start never resolve a lead's website (docs/audit.md).
process.env.AUDIT_DNS = 'off'

type AutocannonResult = {
  requests: { average: number; mean: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  duration: number
  errors: number
  timeouts: number
  non2xx: number
  '2xx': number
}
type AutocannonRequest = {
  method: string
  path: string
  headers: Record<string, string>
  setupRequest: (request: Record<string, unknown>) => Record<string, unknown>
  onResponse: (status: number, body: string) => void
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  requests: AutocannonRequest[]
}) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    targets: { type: 'string', default: 'sqlite,postgres' },
    server: { type: 'string', default: 'standalone' },
    warmup: { type: 'string', default: '2' },
    // 0 switches the limiter off; a huge number keeps its database work in the measurement (all requests come
    // from one address, so on PostgreSQL they then queue on one counter row).
    'rate-limit': { type: 'string', default: '0' },
    'group-commit': { type: 'string', default: 'on' },
    clicks: { type: 'string', default: 'on' },
    vitals: { type: 'string', default: 'on' },
    'ping-rate': { type: 'string', default: '1000' },
    'form-rate': { type: 'string', default: '50' },
  },
})

type RunRow = {
  target: string
  run: number
  submissionsPerSecond: number
  p50Ms: number
  p99Ms: number
  acknowledged: number
  non2xx: number
  errors: number
  missing: number
}

type Server = { stop: () => Promise<void> }

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  if (options.server === 'standalone') {
    const child = await spawnLeadServer(port, env)
    return {
      stop: async () => {
        await child.kill('SIGTERM')
        if (process.env.BENCH_SERVER_OUTPUT) process.stderr.write(child.output())
      },
    }
  }
  if (!fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID')))
    throw new Error('--server next needs a build (next build)')
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: 'true' },
      stdio: 'ignore',
    },
  )
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('next start did not come up')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

let sequence = 0

/** One analysis lead as the form sends it; every one distinct (its own idempotency key). */
const leadBody = (n: number) =>
  JSON.stringify({
    name: `Bench ${n}`,
    email: `bench${n}@contoh.id`,
    phone: '0812-3456-7890',
    website: 'contoh.id',
    business: 'jasa',
    goals: ['traffic', 'ranking'],
    message: 'Kami ingin website kami muncul di halaman pertama Google untuk layanan kami di Jakarta.',
    landingPageUrl: 'https://puncakdigital.co.id/analisis-gratis',
    idempotencyKey: `bench-${process.pid}-${n}`,
  })

/** Closed loop: `connections` clients each send the next lead as soon as the last is answered (throughput). */
async function fire(port: number, duration: number, acknowledged: string[]): Promise<AutocannonResult> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: Number(options.connections),
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/submit-analysis',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: leadBody(sequence++) }),
        onResponse: (status, text) => {
          if (status === 201) acknowledged.push((JSON.parse(text) as { id: string }).id)
        },
      },
    ],
  })
}

async function storedIds(target: string, url: string): Promise<Set<string>> {
  if (target === 'sqlite') {
    const db = new SqliteDatabase(url.slice('file:'.length), { readonly: true })
    try {
      return new Set((db.prepare('select id from leads').all() as Array<{ id: string }>).map((row) => row.id))
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return new Set((await client.query<{ id: string }>('select id from leads')).rows.map((row) => row.id))
  } finally {
    await client.end()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A click ping as Chromium sends it, from one of 4,000 simulated visitors (each far under the per-IP limit). */
function pingRequest(port: number, n: number): OpenLoopRequest {
  const ctas = ['floating-chat', 'contact-card-whatsapp', 'header-phone', 'hotline']
  return {
    method: 'POST',
    path: `/api/click?cta=${ctas[n % ctas.length]}`,
    body: 'PING',
    headers: {
      'content-type': 'text/ping',
      'ping-from': `http://127.0.0.1:${port}/contact?utm_source=google&utm_campaign=bench`,
      'ping-to': 'https://wa.me/6281210102010',
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile',
      'x-real-ip': `198.18.${(n % 4000) >> 8}.${(n % 4000) & 255}`,
    },
  }
}

/** A vitals beacon as navigator.sendBeacon sends it, from one of 4,000 simulated visitors (under the per-IP limit). */
function vitalsRequest(port: number, n: number): OpenLoopRequest {
  const pages = ['/', '/contact', '/jasa-seo', '/analisis-gratis']
  return {
    method: 'POST',
    path: '/api/vitals',
    body: JSON.stringify({
      p: pages[n % pages.length],
      d: n % 3 ? 'mobile' : 'desktop',
      n: 'navigate',
      e: '4g',
      LCP: 800 + (n % 3000),
      INP: 40 + (n % 400),
      CLS: (n % 30) / 100,
      FCP: 600 + (n % 1500),
      TTFB: 100 + (n % 900),
      le: 'main>section.hero>h1',
      it: 'button.menu',
      ie: 'pointerup',
    }),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: `http://127.0.0.1:${port}`,
      'sec-fetch-site': 'same-origin',
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile',
      'x-real-ip': `198.19.${(n % 4000) >> 8}.${(n % 4000) & 255}`,
    },
  }
}

async function storedVitalsViews(target: string, url: string): Promise<number> {
  const query = "select coalesce(sum(views), 0) as n from web_vitals_daily where metric = 'TTFB'"
  if (target === 'sqlite') {
    const db = new SqliteDatabase(url.slice('file:'.length), { readonly: true })
    try {
      return Number((db.prepare(query).get() as { n: number }).n)
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return Number((await client.query<{ n: string }>(query)).rows[0]!.n)
  } finally {
    await client.end()
  }
}

type VitalsRow = {
  target: string
  loadavg: number
  beaconsPerSecond: number
  beaconP50Ms: number
  beaconP99Ms: number
  beacons204: number
  viewsStored: number
  formsWithBeaconsP99Ms: number
  formsWithBeacons: number
}
const vitalsRows: VitalsRow[] = []

/**
 * Issue 36: --ping-rate vitals beacons/s (default 1,000) beside leads at --form-rate, as benchClicks does for pings.
 * Every beacon answered 204 must be counted once the last second's sums are written.
 */
async function benchVitals(target: string, port: number, databaseUrl: string): Promise<void> {
  const duration = Number(options.duration)
  const before = await storedVitalsViews(target, databaseUrl)
  const forms: string[] = []
  const [beacons, formsWith] = await Promise.all([
    openLoop({
      origin: `http://127.0.0.1:${port}`,
      rate: Number(options['ping-rate']),
      durationS: duration,
      connections: 100,
      next: (n) => vitalsRequest(port, n),
    }),
    steadyLeads(port, duration, Number(options['form-rate']), forms),
  ])
  await new Promise((resolve) => setTimeout(resolve, 2000)) // sums are written once a second
  const row: VitalsRow = {
    target,
    loadavg: os.loadavg()[0]!,
    beaconsPerSecond: Math.round((beacons.statuses.get(204) ?? 0) / beacons.durationS),
    beaconP50Ms: beacons.p50Ms,
    beaconP99Ms: beacons.p99Ms,
    beacons204: beacons.statuses.get(204) ?? 0,
    viewsStored: (await storedVitalsViews(target, databaseUrl)) - before,
    formsWithBeaconsP99Ms: formsWith.p99Ms,
    formsWithBeacons: forms.length,
  }
  vitalsRows.push(row)
  console.log(
    `${target} vitals: ${row.beaconsPerSecond} beacons/s p50 ${row.beaconP50Ms} ms p99 ${row.beaconP99Ms} ms, ${row.beacons204} answered 204, ${row.viewsStored} counted; forms p99 ${row.formsWithBeaconsP99Ms} ms beside them`,
  )
}

/** Leads at a steady rate (open loop), each acknowledged id kept for the check against the database. */
function steadyLeads(port: number, durationS: number, rate: number, acknowledged: string[]) {
  return openLoop({
    origin: `http://127.0.0.1:${port}`,
    rate,
    durationS,
    connections: 10,
    next: () => ({
      method: 'POST',
      path: '/api/submit-analysis',
      headers: { 'content-type': 'application/json' },
      body: leadBody(sequence++),
    }),
    onResponse: (status, text) => {
      if (status === 201) acknowledged.push((JSON.parse(text) as { id: string }).id)
    },
  })
}

async function storedClicks(target: string, url: string): Promise<number> {
  if (target === 'sqlite') {
    const db = new SqliteDatabase(url.slice('file:'.length), { readonly: true })
    try {
      return (db.prepare('select count(*) as n from link_clicks').get() as { n: number }).n
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from link_clicks')).rows[0]!.n)
  } finally {
    await client.end()
  }
}

type ClickRow = {
  target: string
  loadavg: number
  pingsPerSecond: number
  pingP50Ms: number
  pingP99Ms: number
  pings204: number
  pingsStored: number
  formsAloneP50Ms: number
  formsAloneP99Ms: number
  formsWithPingsP50Ms: number
  formsWithPingsP99Ms: number
  formsAlone: number
  formsWithPings: number
  formErrors: number
}
const clickRows: ClickRow[] = []

/**
 * Issue 22: the ping endpoint at --ping-rate pings/s (default 1,000, evenly spaced: scripts/open-loop.ts) over up
 * to 100 loopback connections, while leads arrive at a steady --form-rate; the same lead load alone first, for
 * comparison. Latency counts from when each request was due. Every ping answered
 * 204 must be in link_clicks once the last batch is flushed. Latency on a shared 2-core machine follows its load
 * average (printed in the report): compare runs made at the same load.
 */
async function benchClicks(target: string, port: number, databaseUrl: string): Promise<void> {
  const duration = Number(options.duration)
  const formRate = Number(options['form-rate'])
  const alone: string[] = []
  const formsAlone = await steadyLeads(port, duration, formRate, alone)
  const withPings: string[] = []
  const [pings, formsWithPings] = await Promise.all([
    openLoop({
      origin: `http://127.0.0.1:${port}`,
      rate: Number(options['ping-rate']),
      durationS: duration,
      connections: 100,
      next: (n) => pingRequest(port, n),
    }),
    steadyLeads(port, duration, formRate, withPings),
  ])
  await new Promise((resolve) => setTimeout(resolve, 1000)) // the last batch is written within 250 ms
  const formErrors = (result: OpenLoopResult) =>
    result.errors + [...result.statuses].filter(([status]) => status !== 201).reduce((sum, [, count]) => sum + count, 0)
  const row: ClickRow = {
    target,
    loadavg: os.loadavg()[0]!,
    pingsPerSecond: Math.round((pings.statuses.get(204) ?? 0) / pings.durationS),
    pingP50Ms: pings.p50Ms,
    pingP99Ms: pings.p99Ms,
    pings204: pings.statuses.get(204) ?? 0,
    pingsStored: await storedClicks(target, databaseUrl),
    formsAloneP50Ms: formsAlone.p50Ms,
    formsAloneP99Ms: formsAlone.p99Ms,
    formsWithPingsP50Ms: formsWithPings.p50Ms,
    formsWithPingsP99Ms: formsWithPings.p99Ms,
    formsAlone: alone.length,
    formsWithPings: withPings.length,
    formErrors: formErrors(formsAlone) + formErrors(formsWithPings),
  }
  clickRows.push(row)
  console.log(
    `${target} clicks: ${row.pingsPerSecond} pings/s p50 ${row.pingP50Ms} ms p99 ${row.pingP99Ms} ms, ${row.pings204} answered 204, ${row.pingsStored} stored; forms p99 ${row.formsAloneP99Ms} ms alone, ${row.formsWithPingsP99Ms} ms with pings`,
  )
}

async function benchTarget(target: string, rows: RunRow[]): Promise<void> {
  let postgres: PostgresServer | null = null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  let databaseUrl: string
  if (target === 'sqlite') {
    databaseUrl = `file:${path.join(dir, 'leads.db')}`
  } else {
    if (!findPostgresBinaries()) {
      console.warn('PostgreSQL binaries not found (PG_BIN_DIR): skipping the PostgreSQL run')
      return
    }
    postgres = await startPostgres({ durable: true, portRange: [5450, 5459] })
    databaseUrl = await postgres.createDatabase('leads_bench')
  }
  const port = await ephemeralPort()
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    // Lifted for the run: every request comes from one address.
    LEADS_RATE_LIMIT_PER_MINUTE: options['rate-limit'],
    // Pings name their simulated visitor in X-Real-IP (see firePings); the click limit stays at its default.
    TRUST_PROXY: 'x-real-ip',
    SITE_URL: `http://127.0.0.1:${port}`,
    LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
    LEADS_WORKER: 'off',
    FORM_TOKEN_SECRET: 'bench',
    SQLITE_GROUP_COMMIT: options['group-commit'],
  }
  const server = await startServer(port, env)
  try {
    if (options.clicks === 'on') await benchClicks(target, port, databaseUrl)
    if (options.vitals === 'on') await benchVitals(target, port, databaseUrl)
    await fire(port, Number(options.warmup), [])
    for (let run = 1; run <= Number(options.runs); run += 1) {
      const acknowledged: string[] = []
      const result = await fire(port, Number(options.duration), acknowledged)
      const ids = await storedIds(target, databaseUrl)
      const missing = acknowledged.filter((id) => !ids.has(id)).length
      const row: RunRow = {
        target,
        run,
        submissionsPerSecond: Math.round(acknowledged.length / result.duration),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        acknowledged: acknowledged.length,
        non2xx: result.non2xx,
        errors: result.errors,
        missing,
      }
      rows.push(row)
      console.log(
        `${target} run ${run}: ${row.submissionsPerSecond}/s p50 ${row.p50Ms} ms p99 ${row.p99Ms} ms, ${row.acknowledged} stored, missing ${missing}`,
      )
    }
  } finally {
    await server.stop()
    postgres?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const rows: RunRow[] = []
const targets = options.targets
  .split(',')
  .map((target) => target.trim())
  .filter(Boolean)
for (const target of targets) {
  if (target !== 'sqlite' && target !== 'postgres') throw new Error(`unknown target ${target}`)
  await benchTarget(target, rows)
}

const summary = targets
  .map((target) => {
    const runs = rows.filter((row) => row.target === target)
    if (runs.length === 0) return null
    return {
      target,
      runs: runs.length,
      submissionsPerSecond: median(runs.map((row) => row.submissionsPerSecond)),
      p50Ms: median(runs.map((row) => row.p50Ms)),
      p99Ms: median(runs.map((row) => row.p99Ms)),
      acknowledged: runs.reduce((sum, row) => sum + row.acknowledged, 0),
      missing: runs.reduce((sum, row) => sum + row.missing, 0),
      non2xx: runs.reduce((sum, row) => sum + row.non2xx, 0),
      errors: runs.reduce((sum, row) => sum + row.errors, 0),
    }
  })
  .filter((entry) => entry !== null)

console.log(
  `\nLead API benchmark (${options.server} server, group commit ${options['group-commit']}, ${options.connections} connections, ${options.duration} s x ${options.runs} runs, ${os.cpus().length} CPU cores; medians)`,
)
console.table(
  summary.map((entry) => ({
    database: entry.target,
    'submissions/s': entry.submissionsPerSecond,
    'p50 ms': entry.p50Ms,
    'p99 ms': entry.p99Ms,
    acknowledged: entry.acknowledged,
    'missing after run': entry.missing,
    'non-2xx': entry.non2xx,
    errors: entry.errors,
  })),
)

if (clickRows.length > 0) {
  console.log(
    `\nClick pings (${options['ping-rate']}/s from 100 connections, forms at ${options['form-rate']}/s, ${options.duration} s)`,
  )
  console.table(
    clickRows.map((row) => ({
      database: row.target,
      'load avg': row.loadavg.toFixed(1),
      'pings/s': row.pingsPerSecond,
      'ping p50 ms': row.pingP50Ms,
      'ping p99 ms': row.pingP99Ms,
      '204': row.pings204,
      stored: row.pingsStored,
      'forms p99 alone': row.formsAloneP99Ms,
      'forms p99 with pings': row.formsWithPingsP99Ms,
      'form errors': row.formErrors,
    })),
  )
}

if (vitalsRows.length > 0) {
  console.log(`\nVitals beacons (${options['ping-rate']}/s from 100 connections, forms at ${options['form-rate']}/s)`)
  console.table(
    vitalsRows.map((row) => ({
      database: row.target,
      'load avg': row.loadavg.toFixed(1),
      'beacons/s': row.beaconsPerSecond,
      'p50 ms': row.beaconP50Ms,
      'p99 ms': row.beaconP99Ms,
      '204': row.beacons204,
      counted: row.viewsStored,
      'forms p99 beside': row.formsWithBeaconsP99Ms,
    })),
  )
}

fs.mkdirSync('bench-results', { recursive: true })
const file = path.join('bench-results', `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
const report = {
  date: new Date().toISOString(),
  options,
  cpus: os.cpus().length,
  loadavg: os.loadavg(),
  summary,
  runs: rows,
  clicks: clickRows,
  vitals: vitalsRows,
}
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
fs.writeFileSync(path.join('bench-results', 'api-latest.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log(`Written ${file}`)
if (summary.some((entry) => entry.missing > 0)) {
  console.error('Acknowledged submissions missing from the database!')
  process.exitCode = 1
}
if (vitalsRows.some((row) => row.viewsStored !== row.beacons204)) {
  console.error('Vitals beacons answered 204 but not counted (or counted twice)!')
  process.exitCode = 1
}
// Every ping is awaited (open loop), so each one answered 204 is stored exactly once.
if (clickRows.some((row) => row.pingsStored !== row.pings204)) {
  console.error('Click pings answered 204 but not stored (or stored twice)!')
  process.exitCode = 1
}
