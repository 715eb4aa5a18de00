/**
 * Lighthouse benchmark of the production build: mobile defaults (simulated slow 4G, 4x CPU slowdown),
 * N runs per registered route, medians printed as a table and written to bench-results/.
 *
 *   npm run bench                      all routes, 3 runs each (builds first if there is no build)
 *   npm run bench -- --runs 5 / --routes /,/contact / --url http://localhost:3000 (an already running server)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { articleRoutes } from '../src/content/articles/routes'
import { routes } from '../src/content/routes'
import { chromiumLaunchOptions } from '../e2e/browser'

// Benchmarks talk to loopback only: the servers they start never resolve a lead's website (docs/audit.md).
process.env.AUDIT_DNS = 'off'

const argv = process.argv.slice(2)
const arg = (name: string) => {
  const index = argv.indexOf(name)
  return index === -1 ? undefined : argv[index + 1]
}
const runs = Number(arg('--runs') ?? 3)
const selected = arg('--routes')?.split(',') ?? [...routes, ...(await articleRoutes())].map((route) => route.path)
const port = 3200

const targets = {
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  scriptKb: 110,
} as const

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`server at ${url} did not start`)
}

let server: ChildProcess | undefined
let baseUrl = arg('--url')
if (!baseUrl) {
  if (!existsSync('.next/BUILD_ID')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { stdio: 'ignore', env: { ...process.env, LOG_LEVEL: 'warn' } },
  )
  baseUrl = `http://127.0.0.1:${port}`
  await waitFor(`${baseUrl}/robots.txt`)
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...(chromiumLaunchOptions.args ?? [])],
})

type Sample = {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptKb: number
  totalKb: number
}
const results: Record<string, { samples: Sample[]; median: Sample }> = {}

try {
  for (const routePath of selected) {
    const samples: Sample[] = []
    // One unmeasured warm-up so the first run doesn't pay for the server's cold start.
    await fetch(baseUrl + routePath)
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(baseUrl + routePath, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const lhr = result!.lhr
      const requests =
        (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
          ?.items ?? []
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        'best-practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        scriptKb: Math.round(
          requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        ),
        totalKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
      })
    }
    const keys = Object.keys(samples[0]!) as (keyof Sample)[]
    const med = Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])) as Sample
    results[routePath] = { samples, median: med }
    console.log(
      `${routePath.padEnd(42)} perf ${med.performance} a11y ${med.accessibility} bp ${med['best-practices']} seo ${med.seo} ` +
        `LCP ${med.lcpMs}ms TBT ${med.tbtMs}ms CLS ${med.cls} JS ${med.scriptKb}KB total ${med.totalKb}KB`,
    )
  }
} finally {
  await chrome.kill()
  server?.kill()
}

const rows = Object.entries(results).map(([route, { median: m }]) => ({ route, ...m }))
console.log(`\nLighthouse medians (${runs} runs, mobile defaults) on ${baseUrl}`)
console.table(rows)
const misses = rows.flatMap((row) => [
  ...(['performance', 'accessibility', 'best-practices', 'seo'] as const)
    .filter((k) => row[k] < targets[k])
    .map((k) => `${row.route}: ${k} ${row[k]}`),
  ...(row.lcpMs > targets.lcpMs ? [`${row.route}: LCP ${row.lcpMs}ms`] : []),
  ...(row.tbtMs > targets.tbtMs ? [`${row.route}: TBT ${row.tbtMs}ms`] : []),
  ...(row.cls > targets.cls ? [`${row.route}: CLS ${row.cls}`] : []),
  ...(row.scriptKb > targets.scriptKb ? [`${row.route}: JS ${row.scriptKb}KB`] : []),
])
console.log(misses.length ? `Below target:\n  ${misses.join('\n  ')}` : 'Every route meets every target.')

mkdirSync('bench-results', { recursive: true })
const file = path.join('bench-results', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
writeFileSync(file, JSON.stringify({ baseUrl, runs, targets, results }, null, 2))
console.log(`Written ${file}`)
