/**
 * First-interaction benchmark (issue 17): what a visitor's first focus in a form costs on a prerendered page.
 * Pages ship no framework script (scripts/defer-hydration); the first focus in a form loads the app. Under
 * DevTools throttling (150 ms latency, 1.6 Mbps down, 750 kbps up, 4× CPU), per path, medians of N runs in a fresh
 * browser context each:
 * - jsKb: bytes on the wire (compressed, headers included) of every script and fetch requested after the focus;
 * - prefetchKb: bytes of the app's files the loader prefetched before the focus (idle after load): jsKb + prefetchKb
 *   is what the first interaction costs in all;
 * - hydratedMs: from the focus until <html data-hydrated="true"> (components/layout/hydration-marker.tsx);
 * - rscPrefetches: RSC requests for other pages (`_rsc` or an RSC header, server actions excepted) seen up to
 *   network quiet after hydration.
 *
 * The visitor reads until the network is quiet before focusing, so the loader's idle-time prefetch has run; with
 * `coldStart` (--cold) the page reports Save-Data, the loader prefetches nothing and the focus pays the whole download.
 *
 *   npx tsx scripts/bench-focus.ts --url http://127.0.0.1:3000 [--paths /,/contact] [--runs 3] [--cold]
 *
 * Loopback only: the URL must be a server of this machine.
 */
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type CDPSession } from 'playwright-core'
import { chromiumLaunchOptions } from '../e2e/browser'
import { assertLoopback } from './loopback'

const defaultFocusPaths = ['/', '/contact', '/analisis-gratis', '/technical-seo-audit', '/jasa-seo-jakarta']

export type FocusSample = { jsKb: number; prefetchKb: number; hydratedMs: number; rscPrefetches: number }

/** DevTools' "Slow 4G"-like profile the issue's figures use. */
const network = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
const cpuSlowdown = 4
/** Network quiet: no request in flight for this long (throttled) after hydration ends the run. */
const quietMs = 1500
const runTimeoutMs = 30_000

type Request = { url: string; type?: string; headers: Record<string, string>; started: number; bytes?: number }

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]

function isRscPrefetch(request: Request): boolean {
  if (header(request.headers, 'next-action')) return false // a server action call (e.g. the form token)
  return new URL(request.url).searchParams.has('_rsc') || header(request.headers, 'rsc') === '1'
}

function trackRequests(cdp: CDPSession) {
  const requests = new Map<string, Request>()
  const inFlight = new Set<string>()
  let lastActivity = Date.now()
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      headers: event.request.headers as Record<string, string>,
      started: Date.now(),
    })
    inFlight.add(event.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId)
    if (request) request.type = event.type
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId)
    if (request) request.bytes = event.encodedDataLength
    inFlight.delete(event.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId)
    lastActivity = Date.now()
  })
  return {
    requests,
    quiet: async () => {
      const deadline = Date.now() + runTimeoutMs
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}

const kb = (requests: Request[]) =>
  Math.round(requests.reduce((sum, request) => sum + (request.bytes ?? 0), 0) / 102.4) / 10

async function measureOnce(browser: Browser, url: string, coldStart: boolean): Promise<FocusSample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'id-ID' })
  try {
    const page = await context.newPage()
    if (coldStart) {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
      )
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', network)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    const tracker = trackRequests(cdp)
    await page.goto(url, { waitUntil: 'load', timeout: runTimeoutMs })
    // The loader prefetches when the browser is idle after load (at the latest 2 s after it), then the network quiets.
    if (!coldStart) await page.waitForSelector('link[rel="prefetch"]', { state: 'attached', timeout: 5000 })
    await tracker.quiet()

    const focusedAt = Date.now()
    // Timed in the page: from just before the focus to the moment React marks the document hydrated.
    const hydratedMs = await page.evaluate(
      (timeoutMs) =>
        new Promise<number>((resolve, reject) => {
          const root = document.documentElement
          const field = document.querySelector<HTMLElement>(
            'form[method="post" i] :is(input:not([type="hidden"]), textarea, select)',
          )
          if (!field) return reject(new Error('no form field on this page'))
          if (root.dataset.hydrated === 'true') return reject(new Error('hydrated before the first focus'))
          const start = performance.now()
          const timer = setTimeout(() => reject(new Error('not hydrated in time')), timeoutMs)
          new MutationObserver((_records, observer) => {
            if (root.dataset.hydrated !== 'true') return
            observer.disconnect()
            clearTimeout(timer)
            resolve(performance.now() - start)
          }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
          field.focus()
        }),
      runTimeoutMs,
    )
    await tracker.quiet()

    const all = [...tracker.requests.values()]
    const after = all.filter((request) => request.started >= focusedAt)
    const scripts = after.filter((request) => request.type === 'Script' || request.type === 'Fetch')
    const prefetched = all.filter(
      (request) => request.started < focusedAt && /\/_next\/static\/(chunks|deferred)\//.test(request.url),
    )
    if (process.env.BENCH_FOCUS_DEBUG)
      for (const request of [...prefetched, ...scripts])
        console.log(`  ${request.type} ${request.bytes} ${request.url}`)
    return {
      jsKb: kb(scripts),
      prefetchKb: kb(prefetched),
      hydratedMs: Math.round(hydratedMs),
      rscPrefetches: after.filter(isRscPrefetch).length,
    }
  } finally {
    await context.close()
  }
}

/** Per path, the medians of `runs` first-focus measurements against a running production server. */
export async function measureFirstFocus(
  baseUrl: string,
  paths: readonly string[] = defaultFocusPaths,
  runs = 3,
  { coldStart = false }: { coldStart?: boolean } = {},
): Promise<Record<string, FocusSample>> {
  assertLoopback(baseUrl)
  const browser = await chromium.launch(chromiumLaunchOptions)
  const results: Record<string, FocusSample> = {}
  try {
    for (const path of paths) {
      const url = new URL(path, baseUrl).href
      await fetch(url) // warm the server's cache, unmeasured
      const samples: FocusSample[] = []
      for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, url, coldStart))
      results[path] = {
        jsKb: median(samples.map((sample) => sample.jsKb)),
        prefetchKb: median(samples.map((sample) => sample.prefetchKb)),
        hydratedMs: median(samples.map((sample) => sample.hydratedMs)),
        rscPrefetches: median(samples.map((sample) => sample.rscPrefetches)),
      }
    }
  } finally {
    await browser.close()
  }
  return results
}

async function main() {
  const argv = process.argv.slice(2)
  const arg = (name: string) => {
    const index = argv.indexOf(name)
    return index === -1 ? undefined : argv[index + 1]
  }
  const baseUrl = arg('--url')
  if (!baseUrl) {
    console.error(
      'usage: tsx scripts/bench-focus.ts --url http://127.0.0.1:<port> [--paths /,/contact] [--runs 3] [--cold]',
    )
    process.exit(2)
  }
  const runs = Number(arg('--runs') ?? 3)
  const paths = arg('--paths')?.split(',') ?? defaultFocusPaths
  const coldStart = argv.includes('--cold')
  const results = await measureFirstFocus(baseUrl, paths, runs, { coldStart })
  const start = coldStart ? 'cold start (Save-Data, nothing prefetched)' : 'after the idle prefetch'
  console.log(`\nFirst focus in a form, ${start}: medians of ${runs} runs on ${baseUrl} (150 ms, 1.6 Mbps, 4× CPU)`)
  console.table(
    Object.entries(results).map(([path, sample]) => ({
      path,
      'JS after focus (KB)': sample.jsKb,
      'prefetched before (KB)': sample.prefetchKb,
      'focus → hydrated (ms)': sample.hydratedMs,
      'RSC prefetches': sample.rscPrefetches,
    })),
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
