import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../e2e/browser'
const base = 'http://127.0.0.1:3280'
const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: ['--headless=new', ...(chromiumLaunchOptions.args ?? [])] })
const rows: Record<string, number[][]> = {}
for (let run = 0; run < Number(process.argv[2] ?? 3); run++) {
  for (const route of ['/', '/contact']) {
    for (const variant of ['prefetch', 'blocked']) {
      const r = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        blockedUrlPatterns: variant === 'blocked' ? ['*/_next/static/deferred/*', '*/_next/static/chunks/*'] : [] })
      const a = r!.lhr.audits
      const key = `${route} ${variant}`
      ;(rows[key] ??= []).push([Math.round((r!.lhr.categories.performance?.score ?? 0) * 100), Math.round(a['largest-contentful-paint']!.numericValue!), Math.round(a['total-blocking-time']!.numericValue!)])
      console.log(key, rows[key]!.at(-1))
    }
  }
}
await chrome.kill()
const med = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]
for (const [k, v] of Object.entries(rows)) console.log(k, 'perf', med(v.map((x) => x[0]!)), 'LCP', med(v.map((x) => x[1]!)), 'TBT', med(v.map((x) => x[2]!)))
