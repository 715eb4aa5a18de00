/*
 * Field Core Web Vitals (issue 36, docs/vitals.md) in Chromium with a normal user agent: the vitals script starts
 * after load, one beacon goes out when the page is hidden, and the dashboard and `stats --json` show the page's
 * views; a page left before the script loaded and a page without JavaScript send nothing; the CSV export is the
 * admin's alone. The endpoint's refusals are covered in src/lib/vitals/vitals.test.ts.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { expect, test, type Browser, type BrowserContext, type Request } from '@playwright/test'
import { e2eDatabaseFile } from './helpers'
import { signedInAs } from './helpers/admin'

const NORMAL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const PAGE = '/kebijakan-privasi'

type StatsRow = { page: string; device: string; metric: string; p75: number | null; views: number }

function vitalsStats(): StatsRow[] {
  const out = execFileSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/leads.ts', 'stats', '--json'], {
    env: { ...process.env, DATABASE_URL: `file:${e2eDatabaseFile()}`, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  })
  return (JSON.parse(out) as { vitals: StatsRow[] }).vitals
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
    const before = viewsOf(vitalsStats(), 'LCP')
    const context = await phone(browser)
    const sent = beacons(context)
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
    expect(sent).toHaveLength(0)

    // Leaving the page hides it: the beacon goes out then, once.
    const beacon = context.waitForEvent('request', (request) => request.url().endsWith('/api/vitals'))
    await page.goto('about:blank')
    const body = JSON.parse((await beacon).postData()!) as Record<string, unknown>
    expect(body).toMatchObject({ p: PAGE, d: 'mobile', n: 'navigate' })
    for (const metric of ['LCP', 'CLS', 'FCP', 'TTFB', 'INP']) expect(typeof body[metric], metric).toBe('number')
    // An interaction under 40 ms is INP 0 with no entry to name; a slower one names its target and event.
    if ((body.INP as number) > 0) expect(body).toMatchObject({ it: expect.any(String), ie: expect.any(String) })
    await page.waitForTimeout(500)
    expect(sent).toHaveLength(1)
    await context.close()

    // Written within a second; other tests may add views of their own to this page, never fewer.
    await expect.poll(() => viewsOf(vitalsStats(), 'LCP'), { timeout: 10_000 }).toBeGreaterThan(before)

    await signedInAs(adminPage, 'admin', 'vitals')
    await adminPage.goto('/admin')
    const section = adminPage.getByTestId('core-web-vitals')
    await expect(section.getByRole('heading', { name: 'Core Web Vitals (data pengunjung nyata)' })).toBeVisible()
    const row = adminPage
      .getByTestId('cwv-pages')
      .getByRole('row')
      .filter({ hasText: PAGE })
      .filter({ hasText: 'Seluler' })
    await expect(row).toContainText(/kunjungan/)
    const [file] = await Promise.all([
      adminPage.waitForEvent('download'),
      section.getByRole('button', { name: 'Unduh Core Web Vitals (CSV)' }).click(),
    ])
    expect(await file.suggestedFilename()).toMatch(/^core-web-vitals-\d{4}-\d{2}-\d{2}\.csv$/)
  })

  test('a page left before the script loaded sends nothing and breaks nothing', async ({ browser }) => {
    const context = await phone(browser)
    const sent = beacons(context)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // The script is on its way but never arrives before the visitor leaves.
    await page.route('**/_next/static/vitals/**', () => undefined)
    await page.goto(PAGE)
    await page.getByRole('button', { name: 'Buka menu' }).tap()
    await page.goto('about:blank')
    await page.waitForTimeout(500)
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
    await page.getByRole('link').first().click()
    await page.goto('about:blank')
    await page.waitForTimeout(300)
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
