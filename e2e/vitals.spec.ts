/*
 * Field Core Web Vitals (issue 36, docs/vitals.md) in Chromium with a normal user agent: the vitals script starts
 * after load, one beacon goes out when the page is hidden, and the dashboard and `stats --json` show the page's
 * views; a page left before the script loaded and a page without JavaScript send nothing; the CSV export is the
 * admin's alone. The endpoint's refusals are covered in src/lib/vitals/vitals.test.ts.
 *
 * Headless Chromium never hides a page that stays open (another page brought to the front or a minimized window
 * leave it "visible"), so the tests hide it the way a visitor closing the tab does: page.close() with the unload
 * steps, which fire visibilitychange (hidden). Playwright does not report a request made while its page unloads
 * (the beacon is sent by the browser after the document is gone), so the page's navigator.sendBeacon calls are
 * recorded in localStorage (the real sendBeacon still sends them) and the server's count in `stats --json` shows
 * the beacon arrived. Leaving by page.goto('about:blank') would not do for the count: the beacon of a document
 * left for another process goes out with HeadlessChrome's own user agent, which the endpoint does not count.
 */
import { expect, test, type Browser, type BrowserContext, type Request } from '@playwright/test'
import { signedInAs } from './helpers/admin'
import { runLeadsCommandAsync } from './helpers/leads-cli'

const NORMAL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const PAGE = '/kebijakan-privasi'

type StatsRow = { page: string; device: string; metric: string; p75: number | null; views: number }

/** `stats --json` (about a second: run alongside the browser's work, not before it). */
async function vitalsStats(): Promise<StatsRow[]> {
  const stdout = await runLeadsCommandAsync(['stats', '--json'])
  return (JSON.parse(stdout) as { vitals: StatsRow[] }).vitals
}

const viewsOf = (rows: StatsRow[], metric: string) =>
  rows.find((row) => row.page === PAGE && row.device === 'mobile' && row.metric === metric)?.views ?? 0

/** A phone-sized context with a normal (not headless) user agent and its own client address (the per-IP limit). */
async function phone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    userAgent: NORMAL_UA,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-real-ip': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
    ...options,
  })
}

/**
 * Records every navigator.sendBeacon call of the context's pages in localStorage (it survives the page's unload,
 * when Playwright sees neither the request nor a binding call); the real sendBeacon still sends each one.
 */
async function recordBeaconCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const sendBeacon = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      const calls = JSON.parse(localStorage.getItem('e2e-beacons') ?? '[]') as unknown[]
      localStorage.setItem('e2e-beacons', JSON.stringify([...calls, { url: String(url), body: String(data) }]))
      return sendBeacon(url, data)
    }
  })
}

/** The sendBeacon calls recorded so far, read from a page of the same origin that sends nothing. */
async function beaconCalls(context: BrowserContext): Promise<{ url: string; body: string }[]> {
  const reader = await context.newPage()
  await reader.goto('/robots.txt')
  const calls = await reader.evaluate(() => localStorage.getItem('e2e-beacons') ?? '[]')
  await reader.close()
  return JSON.parse(calls) as { url: string; body: string }[]
}

function beacons(context: BrowserContext): Request[] {
  const sent: Request[] = []
  context.on('request', (request) => {
    if (request.url().endsWith('/api/vitals')) sent.push(request)
  })
  return sent
}

test.describe('field Core Web Vitals', () => {
  test.skip(({ isMobile }) => isMobile, 'the tests open their own phone-sized context')

  test('one beacon per page view after a tap; the dashboard and stats --json show the page', async ({
    browser,
    page: adminPage,
  }) => {
    const viewsBefore = vitalsStats().then((rows) => viewsOf(rows, 'LCP'))
    await signedInAs(adminPage, 'admin', 'vitals') // meanwhile
    const context = await phone(browser)
    const sent = beacons(context)
    await recordBeaconCalls(context)
    const page = await context.newPage()
    const script = page.waitForResponse((response) => response.url().includes('/_next/static/vitals/'))
    await page.goto(PAGE)
    expect((await script).headers()['cache-control']).toContain('immutable')
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/_next/static/vitals/')),
    )
    await page.waitForTimeout(100) // the script has run once its resource entry is there and a task has passed
    // Taps: the mobile menu (a popover), then closing it.
    await page.getByRole('button', { name: 'Buka menu' }).tap()
    await page.keyboard.press('Escape')
    // The browser reports an interaction once its frame is painted; a tab closed before that has no INP at all.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0)
    expect(sent).toHaveLength(0)
    const before = await viewsBefore

    // Closing the tab hides the page: the beacon goes out then, once.
    await page.close({ runBeforeUnload: true })
    const calls = await beaconCalls(context)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('/api/vitals')
    const body = JSON.parse(calls[0]!.body) as Record<string, unknown>
    expect(body).toMatchObject({ p: PAGE, d: 'mobile', n: 'navigate' })
    for (const metric of ['LCP', 'CLS', 'FCP', 'TTFB', 'INP']) expect(typeof body[metric], metric).toBe('number')
    // An interaction under 40 ms is INP 0 with no entry to name; a slower one names its target and event.
    if ((body.INP as number) > 0) expect(body).toMatchObject({ it: expect.any(String), ie: expect.any(String) })
    await context.close()

    // Written within a second; other tests may add views of their own to this page, never fewer.
    await expect
      .poll(async () => viewsOf(await vitalsStats(), 'LCP'), { timeout: 10_000, intervals: [500] })
      .toBeGreaterThan(before)
    await adminPage.goto('/admin')
    const section = adminPage.getByTestId('core-web-vitals')
    await expect(section.getByRole('heading', { name: 'Core Web Vitals (data pengunjung nyata)' })).toBeVisible()
    const row = adminPage
      .getByTestId('cwv-pages')
      .getByRole('row')
      .filter({ hasText: PAGE })
      .filter({ hasText: 'Seluler' })
    await expect(row).toContainText(/kunjungan/)
    // The page's figures with Google's rating, marked as a first reading while views are few.
    await expect(row).toContainText(/Baik|Perlu perbaikan|Buruk/)
    const [file] = await Promise.all([
      adminPage.waitForEvent('download'),
      section.getByRole('button', { name: 'Unduh Core Web Vitals (CSV)' }).click(),
    ])
    expect(await file.suggestedFilename()).toMatch(/^core-web-vitals-\d{4}-\d{2}-\d{2}\.csv$/)
  })

  test('a page left before the script loaded sends nothing and breaks nothing', async ({ browser }) => {
    const context = await phone(browser)
    const sent = beacons(context)
    await recordBeaconCalls(context)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // The script is on its way but never arrives before the visitor leaves.
    await page.route('**/_next/static/vitals/**', () => undefined)
    await page.goto(PAGE)
    await page.getByRole('button', { name: 'Buka menu' }).tap()
    await page.close({ runBeforeUnload: true })
    expect(await beaconCalls(context)).toEqual([])
    expect(sent).toHaveLength(0)
    expect(errors).toEqual([])
    await context.close()
  })

  test('without JavaScript nothing is loaded or sent', async ({ browser }) => {
    const context = await phone(browser, { javaScriptEnabled: false })
    const sent = beacons(context)
    const scripts: string[] = []
    context.on('request', (request) => {
      if (request.url().includes('/_next/static/vitals/')) scripts.push(request.url())
    })
    const page = await context.newPage()
    await page.goto(PAGE)
    // A tap on the logo (the first link, "Langsung ke konten", shows only when focused): the home page loads.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /beranda$/ })
      .tap()
    await page.waitForURL('/')
    await page.close({ runBeforeUnload: true })
    expect(sent).toHaveLength(0)
    expect(scripts).toEqual([])
    await context.close()
  })

  test('the CSV export: no session 401, staff 403, cross-site 403 even for an admin', async ({ page, baseURL }) => {
    const path = '/api/admin/vitals/export'
    expect((await page.request.post(path, { form: { x: '=1' }, headers: { Origin: baseURL! } })).status()).toBe(401)
    await signedInAs(page, 'staff', 'vitals-staff')
    expect((await page.request.post(path, { form: { x: '=1' }, headers: { Origin: baseURL! } })).status()).toBe(403)
    await signedInAs(page, 'admin', 'vitals-admin')
    const forged = await page.request.post(path, {
      headers: { Origin: 'https://penyerang.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(forged.status()).toBe(403)
    const ok = await page.request.post(path, { form: { table: '"><script>' }, headers: { Origin: baseURL! } })
    expect(ok.status()).toBe(200)
    expect(await ok.text()).toMatch(/^\uFEFF"halaman","perangkat","metrik","p75"/)
  })
})
