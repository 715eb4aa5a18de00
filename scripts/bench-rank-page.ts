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
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Insertable } from 'kysely'
import { allowServerOnlyImports } from '../src/lib/db/allow-server-only'
import { ephemeralPort, findPostgresBinaries, startPostgres } from '../src/lib/db/testing/postgres-server'
import type { Database } from '../src/lib/db/types'

process.env.LOG_LEVEL ??= 'warn'
allowServerOnlyImports()

const { openDatabase } = await import('../src/lib/db/client')
const { uuidv7 } = await import('../src/lib/server/ids')
const { addDays, wibDate } = await import('../src/lib/server/wib')

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

let seed = 36
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rank-page-'))
const pg = options.target === 'postgres'
if (pg && !findPostgresBinaries()) throw new Error('PostgreSQL binaries not found (PG_BIN_DIR)')
const pgServer = pg ? await startPostgres({ durable: true, portRange: [5580, 5589] }) : null
const databaseUrl = pgServer ? await pgServer.createDatabase('bench_rank_page') : `file:${path.join(dir, 'leads.db')}`
const database = pgServer
  ? await openDatabase({ dialect: 'postgres', url: databaseUrl })
  : await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') })

const now = new Date()
const days = Array.from({ length: DAYS }, (_, index) => wibDate(addDays(now, index - DAYS + 1)))
const above = JSON.stringify(
  [1, 2, 3].map((position) => ({ position, url: `https://pesaing${position}.co.id/`, title: `Pesaing ${position}` })),
)

async function insertAll<T extends keyof Database>(table: T, rows: Insertable<Database[T]>[], chunk: number) {
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk)
    await database.write((trx) =>
      trx
        .insertInto(table)
        .values(part as never)
        .execute(),
    )
  }
}

const seedStarted = performance.now()
const tokens: string[] = []
let results = 0
for (let first = 0; first < TRACKERS; first += 500) {
  const trackers: Insertable<Database['rank_trackers']>[] = []
  const keywords: Insertable<Database['rank_tracker_keywords']>[] = []
  const rows: Insertable<Database['rank_results']>[] = []
  for (let index = first; index < Math.min(first + 500, TRACKERS); index += 1) {
    const id = uuidv7(now.getTime() - DAYS * 86_400_000)
    const token = `t${String(index).padStart(31, '0')}`
    tokens.push(token)
    trackers.push({
      id,
      token,
      confirm_token: `c${String(index).padStart(31, '0')}`,
      unsubscribe_token: `u${String(index).padStart(31, '0')}`,
      alert_unsubscribe_token: `a${String(index).padStart(31, '0')}`,
      domain: `toko${index}.co.id`,
      email: `pemilik${index}@contoh.co.id`,
      location: 'bandung',
      device: 'mobile',
      created_at: new Date(now.getTime() - DAYS * 86_400_000).toISOString(),
      confirmed_at: new Date(now.getTime() - DAYS * 86_400_000).toISOString(),
    })
    for (let k = 0; k < KEYWORDS; k += 1) {
      const keywordId = uuidv7(now.getTime() - DAYS * 86_400_000 + k)
      const query = `kata kunci ${index % 2000} ${k}`
      keywords.push({ id: keywordId, tracker_id: id, keyword: query, query, created_at: trackers.at(-1)!.created_at })
      let position: number | null = random() < 0.3 ? null : 1 + Math.floor(random() * 100)
      for (const [d, day] of days.entries()) {
        if (position !== null) position = Math.min(100, Math.max(1, position + Math.round((random() - 0.5) * 6)))
        rows.push({
          keyword_id: keywordId,
          tracker_id: id,
          day,
          position,
          url: position === null ? null : `https://toko${index}.co.id/halaman-${k}`,
          above: d >= DAYS - 2 ? above : '[]',
          checked_at: `${day}T01:00:00.000Z`,
        })
      }
    }
  }
  await insertAll('rank_trackers', trackers, 500)
  await insertAll('rank_tracker_keywords', keywords, 1000)
  await insertAll('rank_results', rows, pg ? 2000 : 1000)
  results += rows.length
}
console.log(
  `seeded ${TRACKERS} trackers, ${TRACKERS * KEYWORDS} keywords, ${results} daily results on ${options.target} in ` +
    `${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
)
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
    if (response.status !== 200 || !body.includes(`toko${Number(token.slice(1))}.co.id`))
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
