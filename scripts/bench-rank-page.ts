/**
 * `npm run bench:rank-page`: the private tracker page (`/serpbot-rank-checker/pantau/TOKEN`) under
 * `next start` at scale (issue 35: p95 under 200 ms). Seeds --trackers confirmed trackers with --keywords each and
 * --days of daily results (the page draws 90), the last two days with the three results above, then asks the
 * built server for random trackers' pages, --concurrency at a time, and reports p50 / p95 / p99. The server runs
 * without a SERP provider, so no check competes with the pages. Loopback only; needs a build (`npm run build`).
 *
 * Options: --target sqlite|postgres --trackers 10000 --keywords 10 --days 90 --requests 500 --concurrency 2,8
 * (one run per listed concurrency, on the same seeded database) --save-page FILE (one page's HTML, to look into)
 */
import { sql } from 'kysely'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'
import { ephemeralPort, findPostgresBinaries, startPostgres } from '../src/lib/db/testing/postgres-server'
import { benchTrackerDomain, seedTrackers, seededRandom } from './bench-seed'

process.env.LOG_LEVEL ??= 'warn'
allowServerOnlyImports()

const { openDatabase } = await import('../src/lib/db/client')

const { values: options } = parseArgs({
  options: {
    target: { type: 'string', default: 'sqlite' },
    trackers: { type: 'string', default: '10000' },
    keywords: { type: 'string', default: '10' },
    days: { type: 'string', default: '90' },
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '2,8' },
    'save-page': { type: 'string' },
  },
})
const TRACKERS = Number(options.trackers)
const KEYWORDS = Number(options.keywords)
const DAYS = Number(options.days)
const random = seededRandom(36)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rank-page-'))
const pg = options.target === 'postgres'
if (pg && !findPostgresBinaries()) throw new Error('PostgreSQL binaries not found (PG_BIN_DIR)')
const pgServer = pg ? await startPostgres({ durable: true, portRange: [5580, 5589] }) : null
const databaseUrl = pgServer ? await pgServer.createDatabase('bench_rank_page') : `file:${path.join(dir, 'leads.db')}`
const database = pgServer
  ? await openDatabase({ dialect: 'postgres', url: databaseUrl })
  : await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') })

const seedStarted = performance.now()
const { tokens, results } = await seedTrackers(database, {
  trackers: TRACKERS,
  keywords: KEYWORDS,
  days: DAYS,
  now: new Date(),
  random,
})
console.log(
  `seeded ${TRACKERS} trackers, ${TRACKERS * KEYWORDS} keywords, ${results} daily results on ${options.target} in ` +
    `${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
)
if (pg) {
  // A database in service has been vacuumed and analysed. Right after the seed its millions of fresh rows may not
  // be yet, and autovacuum could do it during the measurement, on the same cores (here it took about a second).
  const vacuumStarted = performance.now()
  await sql`vacuum analyze`.execute(database.db)
  console.log(`vacuum analyze in ${((performance.now() - vacuumStarted) / 1000).toFixed(0)} s`)
}
await database.destroy()

const port = await ephemeralPort()
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', AUDIT_DNS: 'off' }
delete env.SERP_PROVIDER
env.SITE_URL ??= 'http://localhost:3000'
const server = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
  {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
const base = `http://127.0.0.1:${port}`
try {
  for (let tries = 0; ; tries += 1) {
    if (tries > 200) throw new Error('the server did not start')
    if (
      await fetch(`${base}/robots.txt`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  let bytes = 0
  const page = async (token: string) => {
    const started = performance.now()
    const response = await fetch(`${base}/serpbot-rank-checker/pantau/${token}`)
    const body = await response.text()
    const ms = performance.now() - started
    if (response.status !== 200 || !body.includes(benchTrackerDomain(Number(token.slice(1)))))
      throw new Error(`page of ${token} answered ${response.status}`)
    bytes = body.length
    return ms
  }
  const pick = () => tokens[Math.floor(random() * tokens.length)]!
  for (let i = 0; i < 20; i += 1) await page(pick()) // warm-up: compiled routes, connections, page cache
  console.log(`a tracker page is ${(bytes / 1024).toFixed(0)} KB of HTML (uncompressed)`)
  if (options['save-page'])
    fs.writeFileSync(options['save-page'], await (await fetch(`${base}/serpbot-rank-checker/pantau/${pick()}`)).text())
  for (const concurrency of options.concurrency.split(',').map(Number)) {
    const latencies: number[] = []
    const total = Number(options.requests)
    const started = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (latencies.length < total) latencies.push(await page(pick()))
      }),
    )
    const seconds = (performance.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0)
    console.log(
      `tracker page on ${options.target}: ${latencies.length} requests, ${concurrency} at a time, ` +
        `${(latencies.length / seconds).toFixed(0)}/s; p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
    )
  }
} finally {
  server.kill('SIGTERM')
  await pgServer?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
