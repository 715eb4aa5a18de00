/**
 * The instant SEO report end to end: a job for a fixture website on loopback (allowed for the E2E server by
 * AUDIT_ALLOW_HOSTS in playwright.config.ts) is queued in the server's database with the audit command, then
 * the server's own worker audits it and the report page shows it, with and without JavaScript.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { badSiteRoutes } from '../src/lib/audit/testing/fixture-pages'
import { startFixtureSite, type FixtureRoute, type FixtureSite } from '../src/lib/audit/testing/fixture-server'
import { e2eDatabaseFile, expectNoAxeViolations, pdfPageCount, runDir } from './helpers'
import { runScript } from './helpers/node-script'

const FIXTURE_PORT = 4010 // + the worker's parallel index; both ports are in AUDIT_ALLOW_HOSTS

type Job = { token: string; path: string; status: string }

let site: FixtureSite
let finished: Job

/** Queues audits in the E2E server's database, as the lead path will (one process for all of them). */
async function enqueue(...urls: string[]): Promise<Job[]> {
  const stdout = await runScript('scripts/audit.ts', ['enqueue', ...urls], {
    ...process.env,
    DATABASE_URL: `file:${e2eDatabaseFile()}`,
    DATA_DIR: runDir(),
    AUDIT_ALLOW_HOSTS: '127.0.0.1:4010,127.0.0.1:4011',
    LOG_LEVEL: 'silent',
  })
  return stdout
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Job)
}

/** A URL never audited before, so the result is not reused and the audit really runs. */
const fresh = (pathname: string) =>
  `${site.origin}${pathname}?run=${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

// A kept-alive connection the server closes just as a request goes out is retried, not reported as a failure.
const retry = { maxRetries: 2 }

// Audits run in the server's queue (one at a time per fixture host): give waiting room on a busy machine.
test.describe.configure({ timeout: 90_000 })

// Layout-independent tests run once, on the desktop project; @mobile ones on both.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile' && !testInfo.title.includes('@mobile'), 'desktop only')
})

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000)
  // The pending state lasts at least as long as the slow page takes to answer.
  const slow =
    (delayMs: number): FixtureRoute =>
    (request, fixture) => ({ ...badSiteRoutes()['/']!(request, fixture), delayMs })
  site = await startFixtureSite(
    { ...badSiteRoutes(), '/pelan': slow(2000), '/lebih-pelan': slow(5000) },
    { port: FIXTURE_PORT + testInfo.parallelIndex },
  )
  finished = await finishedReport()
})

/** A done report for the tests that only read one (queued again if a very busy machine made it time out). */
async function finishedReport(): Promise<Job> {
  for (let attempt = 1; ; attempt += 1) {
    const [job] = (await enqueue(fresh('/mulai'))) as [Job]
    let status = 'pending'
    await expect
      .poll(
        async () => {
          const response = await fetch(`${process.env.E2E_BASE_URL}/api/audit/${job.token}`).catch(() => null)
          status = response ? ((await response.json()) as { status: string }).status : 'unreachable'
          return status
        },
        { timeout: 40_000 },
      )
      .not.toMatch(/^(pending|unreachable)$/)
    if (status === 'done' || attempt === 2) {
      expect(status).toBe('done')
      return job
    }
  }
}

test.afterAll(async () => {
  await site?.close()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the report shows progress, reloads itself, then the score and the problems in Indonesian', async ({ page }) => {
    const [job] = (await enqueue(fresh('/pelan'))) as [Job]
    // The page as first served: progress, and a refresh that works without scripts.
    const first = await (await page.goto(job.path))!.text()
    expect(first).toContain('Sedang Menganalisis')
    expect(first).toContain('role="progressbar"')
    expect(first).toContain('<noscript><meta http-equiv="refresh" content="3"/>')
    // No script runs: the meta refresh brings the finished report.
    await expect(heading(page)).toContainText('Hasil Analisis SEO untuk', { timeout: 30_000 })
    await expect(page.locator('[data-score]')).toHaveText(/^\d{1,2}$/)
    for (const label of ['Izin tampil di Google', 'Judul halaman (title)', 'Meta description', 'robots.txt', 'Tautan'])
      await expect(page.getByRole('heading', { level: 4, name: label, exact: true })).toBeVisible()
    await expect(page.getByText('robots.txt melarang Google membuka halaman ini.')).toBeVisible()
    await expect(page.getByText('Halaman tidak punya meta description.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Yang Sudah Baik' })).toBeVisible()
  })
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the analysis form ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    test('leads from the sent form to the instant report of that website', async ({ page }) => {
      // A .localhost name passes the form's website rule and is allow-listed for the E2E server (loopback only).
      const website = fresh('/mulai').replace('127.0.0.1', 'toko-uji.localhost')
      await page.goto('/analisis-gratis')
      const form = page.locator('#form-analisis')
      await form.getByLabel('Nama Lengkap*', { exact: true }).fill('Uji Audit Instan')
      await form.getByLabel('Email*', { exact: true }).fill(`audit-${Date.now()}@contoh.id`)
      await form.getByLabel('URL Website*', { exact: true }).fill(website)
      await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
      // The spec's confirmation stays as it is; the report is one button away.
      await expect(page.getByRole('heading', { name: 'Permintaan Berhasil Dikirim! ✅' })).toBeVisible()
      const report = page.getByRole('link', { name: 'Lihat Hasil Analisis Instan' })
      await expect(report).toHaveAttribute('href', /^\/analisis-gratis\/hasil\/[\w-]{32}$/)
      await report.click()
      await expect(heading(page)).toContainText('Hasil Analisis SEO untuk', { timeout: 40_000 })
      await expect(heading(page)).toContainText('toko-uji.localhost')
      await expect(page.locator('[data-score]')).toHaveText(/^\d{1,2}$/)
      await expect(page.getByText('Halaman tidak punya meta description.')).toBeVisible()
    })
  })
}

test('with JavaScript the report updates in place when the audit finishes', async ({ page }) => {
  const [job] = (await enqueue(fresh('/pelan'))) as [Job]
  const polls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(`/api/audit/${job.token}`)) polls.push(request.url())
  })
  // Counts documents loaded in this tab: an in-place update loads none.
  await page.addInitScript(() =>
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1)),
  )
  const first = await (await page.goto(job.path))!.text()
  expect(first).toContain('Sedang Menganalisis')
  await expect(heading(page)).toContainText('Hasil Analisis SEO untuk', { timeout: 30_000 })
  expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('1')
  expect(polls.length).toBeGreaterThan(0)
  await expect(page.locator('p[role="status"]')).toHaveText(/^Analisis selesai\. Skor \d+ dari 100\.$/)
  await expect(page.locator('[data-check="robots-meta"]')).toContainText('noindex')
})

test('a finished report passes axe, downloads as a PDF and is served as JSON', async ({ page, request }) => {
  await page.goto(finished.path)
  await expect(heading(page)).toContainText('Hasil Analisis SEO untuk')
  await expect(page.getByText('Laporan ini tersedia 30 hari')).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: /Analisis Lengkap dari Tim Kami dalam 24 jam/ }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /Chat via WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  )
  await expect(page.getByRole('link', { name: 'Hubungi Kami' }).last()).toHaveAttribute('href', '/contact')
  await expectNoAxeViolations(page, 'finished audit report')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Unduh Laporan PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^analisis-seo-127\.0\.0\.1-401\d\.pdf$/)
  const bytes = fs.readFileSync((await file.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdfPageCount(bytes)).toBeGreaterThanOrEqual(2)

  const response = await request.get(`/api/audit/${finished.token}`, retry)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const body = (await response.json()) as Record<string, unknown> & { checks: Array<Record<string, unknown>> }
  expect(Object.keys(body).sort()).toEqual(['checks', 'finalUrl', 'score', 'status', 'url'])
  expect(body).toMatchObject({ status: 'done', finalUrl: `${site.origin}/` })
  expect(body.checks).toHaveLength(26)
  for (const check of body.checks) {
    expect(Object.keys(check).sort()).toEqual(['id', 'message', 'status', 'value'])
    expect(String(check.message).length).toBeGreaterThan(20)
  }
  expect(body.checks.find((check) => check.id === 'robots-txt')).toMatchObject({ status: 'fail' })
})

test('pending and blocked reports explain themselves and pass axe', async ({ page }) => {
  const [pending, blocked] = (await enqueue(fresh('/lebih-pelan'), 'http://127.0.0.1:22/')) as [Job, Job]
  // Keep the page as it is while axe runs: the island's polls are cut, so it cannot refresh to the result.
  await page.route('**/api/audit/**', (route) => route.abort())
  await page.goto(pending.path)
  await expect(heading(page)).toContainText('Sedang Menganalisis')
  await expect(page.getByRole('progressbar', { name: 'Kemajuan analisis' })).toBeVisible()
  await expectNoAxeViolations(page, 'pending audit report')

  expect(blocked.status).toBe('blocked')
  await page.goto(blocked.path)
  await expect(heading(page)).toHaveText('Alamat Ini Tidak Bisa Kami Periksa Otomatis')
  await expect(page.getByText('Kami hanya memeriksa website di port standar')).toBeVisible()
  await expect(page.getByText('Permintaan Anda tetap kami proses')).toBeVisible()
  await expectNoAxeViolations(page, 'blocked audit report')
})

test('unknown and expired reports get a clear page; the endpoints refuse hostile input', async ({ page, request }) => {
  for (const token of ['A'.repeat(32), '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'x'.repeat(5000)]) {
    const response = await page.goto(`/analisis-gratis/hasil/${token}`)
    expect(response?.status()).toBe(404)
    await expect(heading(page)).toHaveText('Laporan Tidak Ditemukan')
    const api = await request.get(`/api/audit/${token}`, retry)
    expect(api.status()).toBe(404)
    expect(await api.json()).toEqual({ error: 'Laporan tidak ditemukan atau sudah kedaluwarsa.' })
    expect((await request.get(`/analisis-gratis/hasil/${token}/pdf`, retry)).status()).toBe(404)
  }
  expect((await request.post(`/api/audit/${finished.token}`, { data: {}, ...retry })).status()).toBe(405)

  const [expiring] = (await enqueue(`http://127.0.0.1:22/?kedaluwarsa=${Date.now()}`)) as [Job]
  const db = new Database(e2eDatabaseFile())
  try {
    db.prepare('update audit_jobs set expires_at = ? where token = ?').run(
      new Date(Date.now() - 60_000).toISOString(),
      expiring.token,
    )
  } finally {
    db.close()
  }
  await page.goto(expiring.path)
  await expect(heading(page)).toHaveText('Laporan Ini Sudah Kedaluwarsa')
  await expect(page.getByRole('link', { name: 'Minta Analisis Baru' })).toHaveAttribute(
    'href',
    '/analisis-gratis#formulir',
  )
  expect((await request.get(`/api/audit/${expiring.token}`, retry)).status()).toBe(404)
  // Not finished (or no longer available): the PDF address sends the visitor back to the page.
  const pdf = await request.get(`/analisis-gratis/hasil/${expiring.token}/pdf`, { maxRedirects: 0, ...retry })
  expect(pdf.status()).toBe(303)
  expect(pdf.headers().location).toBe(expiring.path)
})

test('reports are private: noindex, no referrer, absent from the sitemap', async ({ page, request }) => {
  await page.goto(finished.path)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  const sitemap = await (await request.get('/sitemap.xml', retry)).text()
  expect(sitemap).not.toContain('/analisis-gratis/hasil')
  const log = fs.readFileSync(path.join(runDir(), 'server.log'), 'utf8')
  expect(log).not.toContain(`"path":"${finished.path}"`)
})

test('the report fits a phone screen @mobile', async ({ page }) => {
  await page.goto(finished.path)
  await expect(page.locator('[data-score]')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Unduh Laporan PDF' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
