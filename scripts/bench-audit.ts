/**
 * `npx tsx scripts/bench-audit.ts`: does auditing slow the lead form down? Measures the lead endpoint's latency
 * (autocannon, like `npm run bench:api`) first alone, then while twenty audits are in flight in the same process.
 *
 * Loopback only: the audited websites are fixture sites started here (a ~200 KB product page served gzipped, with
 * robots.txt, sitemap, favicon and internal links), allowed through AUDIT_ALLOW_HOSTS. One server process holds
 * the lead endpoints (standalone lead server: same handler and domain code as the Next route) and the audit worker,
 * as `next start` does; a feeder keeps `--in-flight` audits queued or running through the process's own
 * scheduleAudit. The two modes alternate run by run. Fresh SQLite database; rate limit lifted; a webhook row is written per lead; delivery worker off.
 *
 * Options: --rate 50 (submissions/s; 0 = saturate like bench:api) --duration 10 --connections 10 --runs 5
 *          --in-flight 20 --concurrency 2 --sites 20 --site-delay 300 (ms; 0 = instant sites, a stress test)
 * Writes bench-results/audit-<timestamp>.json and prints the medians.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { findFreePort } from '../src/lib/db/testing/postgres-server'

// Benchmarks talk to loopback only: the servers they start never resolve a lead's website (docs/audit.md).
process.env.AUDIT_DNS = 'off'

type Latency = { p50: number; p99: number; max: number }
type AutocannonResult = { latency: Latency; duration: number; non2xx: number; errors: number; '2xx': number }
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    'in-flight': { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '2' },
    sites: { type: 'string', default: '20' },
    // Submissions per second for the whole run; 0 = as fast as the server answers (saturation, as bench:api).
    rate: { type: 'string', default: '50' },
    // Response time of the audited sites (page; a fifth for robots.txt, sitemap, links). 0 = instant loopback,
    // which makes the worker audit several sites per second: a stress far beyond real traffic.
    'site-delay': { type: 'string', default: '300' },
  },
})
const inFlightTarget = Number(options['in-flight'])

/** The audited websites run in their own process, so serving them does not slow the load generator. */
async function startSites(count: number): Promise<{ origins: string[]; stop: () => void }> {
  const entry = path.join(import.meta.dirname, '../src/lib/audit/testing/bench-sites-main.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', entry, String(count), options['site-delay']], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const origins = await new Promise<string[]>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'))
      if (line && output.includes('\n')) resolve((JSON.parse(line) as { origins: string[] }).origins)
    })
    child.once('exit', (code) => reject(new Error(`fixture sites exited (${code})`)))
  })
  return { origins, stop: () => child.kill('SIGTERM') }
}

type Server = { port: number; controlPort: number; stop: () => Promise<void> }

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await findFreePort(3151, 3159)
  const controlPort = await findFreePort(port + 1, 3160)
  const entry = path.join(import.meta.dirname, '../src/lib/audit/testing/bench-server-main.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      CONTROL_PORT: String(controlPort),
      NODE_ENV: 'production',
      VITEST: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('"ready":true')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)))
  })
  return {
    port,
    controlPort,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

let sequence = 0

function fire(port: number, duration: number): Promise<AutocannonResult> {
  const body = (n: number) =>
    JSON.stringify({
      name: `Bench ${n}`,
      email: `bench${n}@contoh.id`,
      phone: '0812-3456-7890',
      website: 'contoh.id',
      goals: ['traffic'],
      message: 'Kami ingin website kami muncul di halaman pertama Google.',
      idempotencyKey: `bench-audit-${process.pid}-${n}`,
    })
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: Number(options.connections),
    duration,
    ...(Number(options.rate) > 0 ? { overallRate: Number(options.rate) } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/submit-analysis',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: Record<string, unknown>) => ({ ...request, body: body(sequence++) }),
      },
    ],
  })
}

type Stats = Record<string, number>

async function stats(server: Server): Promise<Stats> {
  return (await fetch(`http://127.0.0.1:${server.controlPort}/stats`)).json() as Promise<Stats>
}

/** Keeps `target` audits pending or running (0 lets the queue drain); records what it saw. */
function feed(server: Server, origins: string[]) {
  let stopped = false
  let target = 0
  let inFlight = 0
  const samples: number[] = []
  let next = 0
  const loop = (async () => {
    while (!stopped) {
      const counts = await stats(server)
      inFlight = (counts.pending ?? 0) + (counts.running ?? 0)
      samples.push(inFlight)
      const missing = target - inFlight
      if (missing > 0) {
        const urls = Array.from({ length: missing }, () => `${origins[next++ % origins.length]}/?audit=${next}`)
        await fetch(`http://127.0.0.1:${server.controlPort}/enqueue?urls=${encodeURIComponent(urls.join(','))}`, {
          method: 'POST',
        })
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  return {
    samples,
    /** Sets the target and waits until the queue is at it (drained, or filled). */
    async settle(value: number) {
      target = value
      while (value === 0 ? inFlight > 0 : inFlight < value) await new Promise((resolve) => setTimeout(resolve, 100))
    },
    async stop() {
      stopped = true
      await loop
    },
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

type Row = {
  mode: string
  run: number
  perSecond: number
  p50: number
  p99: number
  max: number
  non2xx: number
  auditsDone: number
  inFlightAvg: number | null
  loopP99: number
  loopMax: number
}

type Loop = { p50: number; p99: number; max: number }

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-audit-'))
const sites = await startSites(Number(options.sites))
const server = await startServer({
  DATABASE_URL: `file:${path.join(dir, 'leads.db')}`,
  DATA_DIR: dir,
  FORM_TOKEN_SECRET: 'bench',
  LEADS_RATE_LIMIT_PER_MINUTE: '0',
  LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
  LEADS_WORKER: 'off',
  AUDIT_ALLOW_HOSTS: sites.origins.map((origin) => new URL(origin).host).join(','),
  AUDIT_CONCURRENCY: options.concurrency,
  AUDIT_POLL_MS: '100',
  AUDIT_REUSE_MINUTES: '0',
  AUDIT_LIMIT_PER_HOST_PER_HOUR: '0',
  AUDIT_MAX_QUEUED: '100000',
})
const rows: Row[] = []
const withAudits = `leads + ${inFlightTarget} audits in flight`
const feeder = feed(server, sites.origins)
try {
  await fire(server.port, 2)
  // The modes alternate run by run, so that both see the same moments of a shared machine's load.
  for (let run = 1; run <= Number(options.runs); run += 1) {
    for (const mode of ['leads only', withAudits]) {
      await feeder.settle(mode === 'leads only' ? 0 : inFlightTarget)
      const before = (await stats(server)).done ?? 0
      await fetch(`http://127.0.0.1:${server.controlPort}/loop?reset=1`)
      const start = feeder.samples.length
      const result = await fire(server.port, Number(options.duration))
      const after = (await stats(server)).done ?? 0
      const loop = (await (await fetch(`http://127.0.0.1:${server.controlPort}/loop`)).json()) as Loop
      const seen = feeder.samples.slice(start)
      const row: Row = {
        mode,
        run,
        perSecond: Math.round(result['2xx'] / result.duration),
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        non2xx: result.non2xx,
        auditsDone: after - before,
        inFlightAvg: seen.length
          ? Math.round((seen.reduce((sum, value) => sum + value, 0) / seen.length) * 10) / 10
          : null,
        loopP99: loop.p99,
        loopMax: loop.max,
      }
      rows.push(row)
      console.log(
        `${mode} run ${run}: ${row.perSecond} leads/s, p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms; event loop delay p99 ${row.loopP99} ms; ${row.auditsDone} audits done, ${row.inFlightAvg} in flight on average`,
      )
    }
  }
  await feeder.stop()
} finally {
  await server.stop()
  sites.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}

const summary = [...new Set(rows.map((row) => row.mode))].map((mode) => {
  const runs = rows.filter((row) => row.mode === mode)
  return {
    mode,
    'leads/s': median(runs.map((row) => row.perSecond)),
    'p50 ms': median(runs.map((row) => row.p50)),
    'p99 ms': median(runs.map((row) => row.p99)),
    'loop delay p99 ms': median(runs.map((row) => row.loopP99)),
    'audits/s':
      Math.round((runs.reduce((sum, row) => sum + row.auditsDone, 0) / (runs.length * Number(options.duration))) * 10) /
      10,
    'non-2xx': runs.reduce((sum, row) => sum + row.non2xx, 0),
  }
})
console.log(
  `\nAudit benchmark (${Number(options.rate) > 0 ? `${options.rate} submissions/s` : 'saturation'}, ${options.connections} connections, ${options.duration} s x ${options.runs} runs, audit concurrency ${options.concurrency}, site delay ${options['site-delay']} ms, ${os.cpus().length} CPU cores, load ${os.loadavg()[0]!.toFixed(1)}; medians)`,
)
console.table(summary)
const worst = Math.max(...rows.filter((row) => row.mode !== 'leads only').map((row) => row.p99))
console.log(`Worst p99 with audits in flight: ${worst} ms (target ≤ 100 ms): ${worst <= 100 ? 'OK' : 'ABOVE TARGET'}`)
fs.mkdirSync('bench-results', { recursive: true })
const report = {
  date: new Date().toISOString(),
  options,
  cpus: os.cpus().length,
  loadavg: os.loadavg(),
  summary,
  runs: rows,
}
const file = path.join('bench-results', `audit-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
console.log(`Written ${file}`)
if (worst > 100) process.exitCode = 1
