/**
 * The three lead forms and the newsletter box, end to end: production build, real backend, real SQLite files.
 * `ok` is the suite's server (playwright.config.ts webServer, rate limit lifted); this file starts two more on the
 * same build: `broken` (its database path can never be created, so every submission fails) and `limited`
 * (1 submission a minute, for the 429 message).
 * Pages load React only when a form is first used (scripts/defer-hydration.ts): JavaScript-path tests hydrate
 * first, so they never race a plain HTML post.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { CONSENT_VERSION, normalizeWebsite } from '../src/lib/leads/schema'
import { contactLinks } from '../src/lib/site-links'
import {
  holdActionPosts,
  leadsDatabase,
  startNextServer,
  uniqueEmail,
  waitLikeAHuman,
  type NextServer,
} from './forms-support'
import { e2eDatabaseFile, expectNoAxeViolations as axeCheck, hydrate } from './helpers'

// One worker runs this file per project, in order; servers are started once per worker, on ports of its own. The
// tests do not depend on each other: a failed one is retried alone, not with the whole file (as 'serial' would).
test.describe.configure({ mode: 'default' })
test.setTimeout(90_000)

let tempDir = ''
let ok: { baseURL: string }
let broken: NextServer
let limited: NextServer
let db: ReturnType<typeof leadsDatabase>

test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(180_000)
  ok = { baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100' }
  const basePort = Number(process.env.FORMS_E2E_PORT ?? 31020) + workerInfo.parallelIndex * 2
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'forms-e2e-'))
  const common = { FORM_TOKEN_SECRET: 'forms-e2e-secret', LEADS_WORKER: 'off', DATA_DIR: tempDir }
  // The broken server's database lives "inside" a regular file: it can never be created (ENOTDIR), pages still render.
  writeFileSync(`${tempDir}/not-a-directory`, '')
  await Promise.all([
    startNextServer(basePort, { ...common, DATABASE_URL: `file:${tempDir}/not-a-directory/leads.db` }).then(
      (server) => (broken = server),
    ),
    startNextServer(basePort + 1, {
      ...common,
      DATABASE_URL: `file:${tempDir}/limited.db`,
      LEADS_RATE_LIMIT_PER_MINUTE: '1',
    }).then((server) => (limited = server)),
  ])
  db = leadsDatabase(e2eDatabaseFile())
})

test.afterAll(async () => {
  db?.close()
  await Promise.all([broken?.stop(), limited?.stop()])
  if (tempDir) rmSync(tempDir, { recursive: true, force: true })
})

/**
 * axe on the forms and the notices they show (the rest of each page passes axe in e2e/shell.spec.ts), from the top
 * of the page: scrolled under the sticky header, target-size would measure the hidden part.
 */
async function expectNoAxeViolations(page: Page, context: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await axeCheck(page, context, [
    '#formulir',
    '#kontak',
    'footer form',
    '[data-toast]',
    '[role="status"]',
    '[role="alert"]',
  ])
}

/** Opens a page and lets React take over, as a visitor's first touch of a form does. */
async function openHydrated(page: Page, url: string) {
  await page.goto(url)
  await hydrate(page)
}

/** Behaviour that does not depend on the viewport runs in the desktop project only. */
const desktopOnly = () =>
  test.skip(test.info().project.name === 'mobile', 'same behaviour at every width; covered by the desktop project')

/** Field by its visible label inside a form (exact, so "Email" never matches "Alamat e-mail"). */
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true })

async function expectFieldError(form: Locator, label: string, message: string) {
  const input = field(form, label)
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'))
  expect(errorId, `${label} has an error id in aria-describedby`).toBeTruthy()
  await expect(form.locator(`[id="${errorId}"]`)).toHaveText(message)
}

async function openWithoutJs(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(url)
  return { page, close: () => context.close() }
}

// -------------------------------------------------------------------------------------------------
// /analisis-gratis

test.describe('analysis form (/analisis-gratis)', () => {
  const formOf = (page: Page) => page.locator('#form-analisis')

  async function fillAnalysis(
    page: Page,
    values: { name?: string; email?: string; website?: string; phone?: string; message?: string },
  ) {
    const form = formOf(page)
    if (values.name !== undefined) await field(form, 'Nama Lengkap*').fill(values.name)
    if (values.email !== undefined) await field(form, 'Email*').fill(values.email)
    if (values.website !== undefined) await field(form, 'URL Website*').fill(values.website)
    if (values.phone !== undefined) await field(form, 'No. WhatsApp / Telepon').fill(values.phone)
    if (values.message !== undefined) await field(form, 'Pesan Tambahan').fill(values.message)
  }

  test('page content, empty form is accessible, fields carry payload names', async ({ page }) => {
    await openHydrated(page, `${ok.baseURL}/analisis-gratis`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Analisis SEO Gratis')
    await expect(page.getByText('Audit SEO senilai Rp 1,5 juta')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Hasil awal dalam 24 jam' })).toBeVisible()
    await expect(page.getByText(/24-48 jam/).first()).toBeVisible()
    await expect(page.locator('ol').filter({ hasText: 'Isi formulir singkat' }).locator('> li')).toHaveCount(3)
    const form = formOf(page)
    for (const name of ['name', 'email', 'phone', 'website', 'business', 'message'])
      await expect(form.locator(`[name="${name}"]`)).toHaveCount(1)
    await expect(form.locator('input[type="checkbox"][name="goals"]')).toHaveCount(4)
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('rows', '4')
    await expect(form.locator('input[name="email"]')).toHaveAttribute('autocomplete', 'email')
    await expect(form.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute('href', '/kebijakan-privasi')
    await expectNoAxeViolations(page, 'analysis empty')
  })

  test('missing and invalid fields: messages next to the fields, nothing sent, values kept', async ({ page }) => {
    await openHydrated(page, `${ok.baseURL}/analisis-gratis`)
    const form = formOf(page)
    const email = uniqueEmail('analisis-invalid')
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('email')) posts.push(request.url())
    })

    await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
    await expect(form.getByText('Nama, email, dan website wajib diisi.')).toBeVisible()
    await expectFieldError(form, 'Nama Lengkap*', 'Nama wajib diisi')
    await expectFieldError(form, 'Email*', 'Email wajib diisi')
    await expectFieldError(form, 'URL Website*', 'Website wajib diisi')
    await expect(field(form, 'Nama Lengkap*')).toBeFocused()
    await expectNoAxeViolations(page, 'analysis errors')

    await fillAnalysis(page, {
      name: 'Budi Santoso',
      email: 'bukan-email',
      website: 'bukan website',
      phone: '12',
      message: 'Tolong cek toko saya',
    })
    await form.locator('input[name="goals"][value="local"]').check()
    await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
    await expect(form.getByText('Mohon periksa kembali isian yang ditandai.')).toBeVisible()
    await expectFieldError(form, 'Email*', 'Format email tidak valid, contoh: nama@perusahaan.com')
    await expectFieldError(form, 'URL Website*', 'Alamat website tidak valid, contoh: tokoanda.com')
    await expectFieldError(form, 'No. WhatsApp / Telepon', 'Nomor telepon tidak valid, contoh: 0812-3456-7890')
    await expect(field(form, 'Nama Lengkap*')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field(form, 'Nama Lengkap*')).toHaveValue('Budi Santoso')
    await expect(field(form, 'Pesan Tambahan')).toHaveValue('Tolong cek toko saya')
    await expect(form.locator('input[name="goals"][value="local"]')).toBeChecked()
    await expect(field(form, 'Email*')).toBeFocused()

    await fillAnalysis(page, { name: 'B', email, website: 'tokobudi.com', phone: '' })
    await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
    await expectFieldError(form, 'Nama Lengkap*', 'Nama minimal 2 karakter')

    expect(posts, 'no submission reached the server').toEqual([])
    expect(db.leadsByEmail(email)).toHaveLength(0)
  })

  test('valid request: submitting state, success view, lead stored, WhatsApp link, "Kirim Analisis Lain"', async ({
    page,
  }) => {
    await openHydrated(page, `${ok.baseURL}/analisis-gratis?utm_source=e2e`)
    const form = formOf(page)
    const email = uniqueEmail('analisis')
    const startedAt = Date.now()
    await fillAnalysis(page, {
      name: 'Siti Rahma',
      email,
      website: 'TokoSiti.co.id',
      phone: '0812-3456-7890',
      message: 'Target: "kue kering jakarta" <b>penting</b>',
    })
    await form.getByLabel('Jenis Bisnis').selectOption('f&b')
    await form.getByLabel('Naik ke halaman 1 Google').check()
    await form.getByLabel('Mengalahkan kompetitor').check()
    await waitLikeAHuman(page, startedAt)

    const releasePost = await holdActionPosts(page)
    await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
    const submitting = form.getByRole('button', { name: 'Mengirim...' })
    await expect(submitting).toBeVisible()
    await expect(submitting).toBeDisabled()
    releasePost()

    await expect(page.getByRole('heading', { name: 'Permintaan Berhasil Dikirim! ✅' })).toBeVisible()
    await expect(
      page.getByText('Tim kami akan menghubungi Anda dalam 24 jam dengan analisis awal website Anda.'),
    ).toBeVisible()
    await expect(formOf(page)).toHaveCount(0)

    const [lead, ...others] = db.leadsByEmail(email)
    expect(others).toHaveLength(0)
    expect(lead).toMatchObject({
      kind: 'analysis',
      is_spam: 0,
      name: 'Siti Rahma',
      phone: '+6281234567890',
      website: 'https://tokositi.co.id',
      business: 'f&b',
      message: 'Target: "kue kering jakarta" <b>penting</b>',
      consent_version: CONSENT_VERSION,
    })
    expect(JSON.parse(lead!.goals!)).toEqual(['ranking', 'competitor'])
    expect(lead!.landing_page_url).toBe('/analisis-gratis?utm_source=e2e')
    expect(lead!.utm_source).toBe('e2e')
    expect(lead!.consent_at).toBeTruthy()

    const whatsapp = page.getByRole('link', { name: /Hubungi Kami di WhatsApp/ })
    const href = (await whatsapp.getAttribute('href'))!
    expect(href.startsWith(contactLinks.whatsapp('analysis-success-whatsapp').href)).toBe(true)
    await expect(whatsapp).toHaveAttribute('ping', '/api/click?cta=analysis-success-whatsapp')
    expect(new URL(href).searchParams.get('text')).toContain('https://tokositi.co.id')
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(whatsapp).toHaveAttribute('rel', /noopener/)
    await expectNoAxeViolations(page, 'analysis success')

    await page.getByRole('link', { name: 'Kirim Analisis Lain' }).click()
    const fresh = formOf(page)
    await expect(fresh).toBeVisible()
    await expect(field(fresh, 'Nama Lengkap*')).toHaveValue('')
    await expect(field(fresh, 'Email*')).toHaveValue('')
    await expect(field(fresh, 'URL Website*')).toHaveValue('')
    await expect(fresh.locator('input[name="goals"]:checked')).toHaveCount(0)
    await expect(field(fresh, 'Nama Lengkap*')).toBeFocused()
  })

  test('server failure: destructive notice with the exact text, form keeps every value', async ({ page }) => {
    await openHydrated(page, `${broken.baseURL}/analisis-gratis`)
    const form = formOf(page)
    await fillAnalysis(page, {
      name: 'Andi Wijaya',
      email: uniqueEmail('gagal'),
      website: 'andi-store.id',
      message: 'Mohon dicek',
    })
    await form.getByLabel('Meningkatkan traffic website').check()
    await form.getByLabel('Jenis Bisnis').selectOption('teknologi')
    await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
    const notice = form.locator('[data-notice="destructive"]')
    await expect(notice).toContainText('Terjadi Kesalahan')
    await expect(notice).toContainText('Mohon coba lagi atau hubungi kami langsung via WhatsApp.')
    await expect(notice).toHaveClass(/bg-red-700/) // the destructive style: a solid red banner
    await expect(field(form, 'Nama Lengkap*')).toHaveValue('Andi Wijaya')
    await expect(field(form, 'URL Website*')).toHaveValue('andi-store.id')
    await expect(field(form, 'Pesan Tambahan')).toHaveValue('Mohon dicek')
    await expect(form.getByLabel('Meningkatkan traffic website')).toBeChecked()
    await expect(form.getByLabel('Jenis Bisnis')).toHaveValue('teknologi')
    await expectNoAxeViolations(page, 'analysis failure')
  })

  test('without JavaScript: validation and success come back from the server', async ({ browser }) => {
    desktopOnly()
    const { page, close } = await openWithoutJs(browser, `${ok.baseURL}/analisis-gratis`)
    let form = formOf(page)
    await fillAnalysis(page, { name: 'Tanpa JS', email: 'salah@', website: '' })
    await form.getByLabel('Menguasai pencarian lokal & Google Maps').check()
    await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
    form = formOf(page)
    await expect(form.getByText('Nama, email, dan website wajib diisi.')).toBeVisible()
    await expectFieldError(form, 'URL Website*', 'Website wajib diisi')
    await expectFieldError(form, 'Email*', 'Format email tidak valid, contoh: nama@perusahaan.com')
    await expect(field(form, 'Nama Lengkap*')).toHaveValue('Tanpa JS')
    await expect(form.getByLabel('Menguasai pencarian lokal & Google Maps')).toBeChecked()

    const email = uniqueEmail('nojs-analisis')
    await fillAnalysis(page, { email, website: 'tanpa-js.com' })
    await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
    await expect(page.getByRole('heading', { name: 'Permintaan Berhasil Dikirim! ✅' })).toBeVisible()
    await expect(
      page.getByText('Tim kami akan menghubungi Anda dalam 24 jam dengan analisis awal website Anda.'),
    ).toBeVisible()
    const href = (await page.getByRole('link', { name: /Hubungi Kami di WhatsApp/ }).getAttribute('href'))!
    expect(new URL(href).searchParams.get('text')).toContain('https://tanpa-js.com')
    const [lead] = db.leadsByEmail(email)
    expect(lead).toMatchObject({
      kind: 'analysis',
      name: 'Tanpa JS',
      website: 'https://tanpa-js.com',
      is_spam: 0,
      consent_version: CONSENT_VERSION,
    })
    expect(JSON.parse(lead!.goals!)).toEqual(['local'])

    await page.getByRole('link', { name: 'Kirim Analisis Lain' }).click()
    await expect(field(formOf(page), 'Nama Lengkap*')).toHaveValue('')
    await close()
  })

  test('keyboard only', async ({ page }) => {
    desktopOnly()
    await openHydrated(page, `${ok.baseURL}/analisis-gratis#formulir`)
    const email = uniqueEmail('keyboard-analisis')
    const startedAt = Date.now()
    await page.keyboard.press('Tab')
    await expect(field(formOf(page), 'Nama Lengkap*')).toBeFocused()
    await page.keyboard.type('Keyboard User')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('keyboard.id')
    await page.keyboard.press('Tab') // phone
    await page.keyboard.press('Tab') // business select
    await page.keyboard.press('Tab') // first goal
    await page.keyboard.press('Space')
    await expect(formOf(page).getByLabel('Meningkatkan traffic website')).toBeChecked()
    await waitLikeAHuman(page, startedAt)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter') // implicit submission from a text field
    await expect(page.getByRole('heading', { name: 'Permintaan Berhasil Dikirim! ✅' })).toBeVisible()
    // Focus moves to the confirmation once it is drawn (an effect after the render): Tab goes on from there.
    await expect(page.locator('[data-notice="success"]')).toBeFocused()
    // First the instant report of the website just sent, then a new request.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Lihat Hasil Analisis Instan' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Kirim Analisis Lain' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(field(formOf(page), 'Nama Lengkap*')).toBeFocused()
    expect(db.leadsByEmail(email)).toHaveLength(1)
  })
})

// -------------------------------------------------------------------------------------------------
// /contact

test.describe('contact form (/contact)', () => {
  const formOf = (page: Page) => page.locator('#form-kontak')
  const noticeOf = (page: Page) => page.locator('#formulir [data-notice]')

  test('page content, options exactly per spec, accessible empty form', async ({ page }) => {
    await openHydrated(page, `${ok.baseURL}/contact`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tim SEO Kami')
    const methods = page.locator('section[aria-labelledby="cara-menghubungi"] ul > li')
    await expect(methods).toHaveCount(4)
    await expect(page.getByRole('link', { name: 'Telepon sekarang' })).toHaveAttribute(
      'href',
      contactLinks.phone('contact-card-phone').href,
    )
    await expect(page.getByRole('link', { name: 'Kirim email' })).toHaveAttribute('href', contactLinks.emailHref)
    await expect(page.getByRole('link', { name: /Mulai chat/ })).toHaveAttribute('target', '_blank')
    await expect(page.getByText('Kunjungan kantor dengan janji temu', { exact: false }).first()).toBeVisible()
    const hours = page.locator('section[aria-labelledby="jam-operasional"]')
    for (const text of ['Senin - Jumat', '09:00 - 18:00 WIB', 'Sabtu', '09:00 - 15:00 WIB', 'Minggu', 'Tutup'])
      await expect(hours).toContainText(text)
    const promises = page.locator('section[aria-labelledby="janji-respons"]')
    for (const text of ['2 jam', '15 menit', '< 2 jam', '< 30 menit', '1x24 jam'])
      await expect(promises).toContainText(text)
    const reasons = page.locator('section[aria-labelledby="alasan-title"]')
    await expect(reasons.locator('h3')).toHaveCount(4)
    for (const text of ['500+', '98%', '14+']) await expect(reasons).toContainText(text)

    const form = formOf(page)
    const optionValues = (name: string) =>
      form
        .locator(`select[name="${name}"] option`)
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(await optionValues('projectType')).toEqual([
      '',
      'seo',
      'website',
      'ecommerce',
      'mobile-app',
      'digital-marketing',
      'other',
    ])
    expect(await optionValues('budget')).toEqual([
      '',
      'less-than-5',
      '5-10 juta',
      '10-25 juta',
      '25-50 juta',
      'more-than-50',
    ])
    expect(await optionValues('timeline')).toEqual([
      '',
      'Segera (kurang dari 1 minggu)',
      '1-2 minggu',
      '1 bulan',
      '2-3 bulan',
      'Masih planning',
    ])
    await expect(form.locator('input[name="website"]')).toHaveAttribute('type', 'hidden')
    await expect(form.locator('input[name="type"]')).toHaveValue('contact')
    const messageBox = await field(form, 'Pesan*').boundingBox()
    expect(messageBox!.height).toBeGreaterThanOrEqual(120)
    await expectNoAxeViolations(page, 'contact empty')
  })

  test('missing fields: "Error" / "Nama, email, dan pesan wajib diisi", nothing sent', async ({ page }) => {
    await openHydrated(page, `${ok.baseURL}/contact`)
    const form = formOf(page)
    const email = uniqueEmail('kontak-invalid')
    for (const missing of ['Nama Lengkap*', 'Email*', 'Pesan*']) {
      await field(form, 'Nama Lengkap*').fill('Rina Kusuma')
      await field(form, 'Email*').fill(email)
      await field(form, 'Pesan*').fill('Butuh website toko online')
      await field(form, missing).fill('')
      await form.getByRole('button', { name: 'Kirim Pesan' }).click()
      await expect(noticeOf(page)).toContainText('Error')
      await expect(noticeOf(page)).toContainText('Nama, email, dan pesan wajib diisi')
      await expect(field(form, missing)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(form, missing)).toBeFocused()
    }
    await expectNoAxeViolations(page, 'contact errors')
    await field(form, 'Email*').fill('rina@@contoh')
    await form.getByRole('button', { name: 'Kirim Pesan' }).click()
    await expectFieldError(form, 'Email*', 'Format email tidak valid, contoh: nama@perusahaan.com')
    await expect(field(form, 'Nama Lengkap*')).toHaveValue('Rina Kusuma')
    expect(db.leadsByEmail(email)).toHaveLength(0)
  })

  test('valid message: submitting state, confirmation, fields cleared, lead stored', async ({ page }) => {
    await openHydrated(page, `${ok.baseURL}/contact`)
    const form = formOf(page)
    const email = uniqueEmail('kontak')
    const startedAt = Date.now()
    await field(form, 'Nama Lengkap*').fill('Dewi Lestari')
    await field(form, 'Email*').fill(email)
    await field(form, 'No. Telepon / WhatsApp').fill('+62 21 555 1234')
    await field(form, 'Nama Perusahaan').fill('CV Lestari Jaya')
    await form.getByLabel('Jenis Proyek').selectOption('ecommerce')
    await form.getByLabel('Estimasi Budget').selectOption('10-25 juta')
    await form.getByLabel('Kapan Ingin Mulai?').selectOption('1 bulan')
    await field(form, 'Pesan*').fill('Kami ingin toko online baru.\nBaris kedua.')
    await waitLikeAHuman(page, startedAt)
    const releasePost = await holdActionPosts(page)
    await form.getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(form.getByRole('button', { name: 'Mengirim...' })).toBeDisabled()
    releasePost()
    await expect(noticeOf(page)).toContainText('Pesan Terkirim!')
    await expect(noticeOf(page)).toContainText('Tim kami akan menghubungi Anda dalam 1x24 jam. Terima kasih!')
    await expect(noticeOf(page)).toBeFocused()
    for (const label of ['Nama Lengkap*', 'Email*', 'No. Telepon / WhatsApp', 'Nama Perusahaan', 'Pesan*'])
      await expect(field(formOf(page), label)).toHaveValue('')
    await expect(formOf(page).getByLabel('Jenis Proyek')).toHaveValue('')
    await expectNoAxeViolations(page, 'contact success')

    const [lead] = db.leadsByEmail(email)
    expect(lead).toMatchObject({
      kind: 'contact',
      is_spam: 0,
      name: 'Dewi Lestari',
      phone: '+62215551234',
      company: 'CV Lestari Jaya',
      website: null,
      project_type: 'ecommerce',
      budget: '10-25 juta',
      timeline: '1 bulan',
      message: 'Kami ingin toko online baru.\nBaris kedua.',
      consent_version: CONSENT_VERSION,
    })
  })

  test('server failure: "Error" / exact text, values kept', async ({ page }) => {
    await openHydrated(page, `${broken.baseURL}/contact`)
    const form = formOf(page)
    await field(form, 'Nama Lengkap*').fill('Joko Susilo')
    await field(form, 'Email*').fill('joko@contoh.co.id')
    await form.getByLabel('Kapan Ingin Mulai?').selectOption('Masih planning')
    await field(form, 'Pesan*').fill('Halo tim')
    await form.getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(noticeOf(page)).toContainText('Error')
    await expect(noticeOf(page)).toContainText('Terjadi kesalahan. Silakan coba lagi atau hubungi kami langsung.')
    await expect(field(form, 'Nama Lengkap*')).toHaveValue('Joko Susilo')
    await expect(field(form, 'Email*')).toHaveValue('joko@contoh.co.id')
    await expect(field(form, 'Pesan*')).toHaveValue('Halo tim')
    await expect(form.getByLabel('Kapan Ingin Mulai?')).toHaveValue('Masih planning')
    await expectNoAxeViolations(page, 'contact failure')
  })

  test('rate limit: the 429 message, nothing typed lost', async ({ page }) => {
    await openHydrated(page, `${limited.baseURL}/contact`)
    const form = formOf(page)
    const startedAt = Date.now()
    await field(form, 'Nama Lengkap*').fill('Pengirim Cepat')
    await field(form, 'Email*').fill(uniqueEmail('limit'))
    await field(form, 'Pesan*').fill('Pesan pertama')
    await waitLikeAHuman(page, startedAt)
    await form.getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(noticeOf(page)).toContainText('Pesan Terkirim!')
    await field(formOf(page), 'Nama Lengkap*').fill('Pengirim Cepat')
    await field(formOf(page), 'Email*').fill(uniqueEmail('limit'))
    await field(formOf(page), 'Pesan*').fill('Pesan kedua')
    await formOf(page).getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(noticeOf(page)).toContainText(
      'Terlalu banyak pengiriman dari jaringan Anda. Silakan tunggu satu menit lalu coba lagi.',
    )
    await expect(field(formOf(page), 'Pesan*')).toHaveValue('Pesan kedua')
  })

  test('without JavaScript: missing-fields notice and confirmation from the server', async ({ browser }) => {
    desktopOnly()
    const { page, close } = await openWithoutJs(browser, `${ok.baseURL}/contact`)
    await field(formOf(page), 'Nama Lengkap*').fill('Tanpa Skrip')
    await formOf(page).getByLabel('Jenis Proyek').selectOption('seo')
    await formOf(page).getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(noticeOf(page)).toContainText('Nama, email, dan pesan wajib diisi')
    await expect(field(formOf(page), 'Nama Lengkap*')).toHaveValue('Tanpa Skrip')
    await expect(formOf(page).getByLabel('Jenis Proyek')).toHaveValue('seo')

    const email = uniqueEmail('nojs-kontak')
    await field(formOf(page), 'Email*').fill(email)
    await field(formOf(page), 'Pesan*').fill('Dikirim tanpa JavaScript')
    await formOf(page).getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(noticeOf(page)).toContainText('Pesan Terkirim!')
    await expect(noticeOf(page)).toContainText('Tim kami akan menghubungi Anda dalam 1x24 jam. Terima kasih!')
    await expect(field(formOf(page), 'Nama Lengkap*')).toHaveValue('')
    expect(db.leadsByEmail(email)[0]).toMatchObject({
      kind: 'contact',
      name: 'Tanpa Skrip',
      project_type: 'seo',
      message: 'Dikirim tanpa JavaScript',
    })
    await close()
  })

  test('typing before React loads: nothing lost, then the JavaScript checks take over', async ({ page }) => {
    await page.goto(`${ok.baseURL}/contact`)
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    await field(formOf(page), 'Nama Lengkap*').click() // the first touch of a form loads the app
    await page.keyboard.type('Ketik Duluan')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(field(formOf(page), 'Nama Lengkap*')).toHaveValue('Ketik Duluan')
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('email')) posts.push(request.url())
    })
    await formOf(page).getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(noticeOf(page)).toContainText('Nama, email, dan pesan wajib diisi')
    await expect(field(formOf(page), 'Nama Lengkap*')).toHaveValue('Ketik Duluan')
    expect(posts).toEqual([])
  })

  test('keyboard only', async ({ page }) => {
    desktopOnly()
    await openHydrated(page, `${ok.baseURL}/contact#formulir`)
    const email = uniqueEmail('keyboard-kontak')
    const startedAt = Date.now()
    await page.keyboard.press('Tab')
    await expect(field(formOf(page), 'Nama Lengkap*')).toBeFocused()
    await page.keyboard.type('Papan Ketik')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await field(formOf(page), 'Pesan*').focus() // tabbing through four optional fields is covered by the order check below
    await page.keyboard.type('Halo dari keyboard')
    await waitLikeAHuman(page, startedAt)
    await page.keyboard.press('Tab')
    await expect(formOf(page).getByRole('button', { name: 'Kirim Pesan' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(noticeOf(page)).toContainText('Pesan Terkirim!')
    expect(db.leadsByEmail(email)).toHaveLength(1)

    // Tab order follows the visual order of the fields.
    await field(formOf(page), 'Nama Lengkap*').focus()
    const order: string[] = []
    for (let i = 0; i < 8; i++) {
      order.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''))
      await page.keyboard.press('Tab')
    }
    expect(order).toEqual(['name', 'email', 'phone', 'company', 'projectType', 'budget', 'timeline', 'message'])
  })
})

// -------------------------------------------------------------------------------------------------
// Home consultation form

test.describe('consultation form (home #kontak)', () => {
  const formOf = (page: Page) => page.locator('#form-konsultasi')
  const toastOf = (page: Page) => page.locator('[data-toast]')
  const required = ['Nama Lengkap*', 'Email*', 'No. WhatsApp / Telepon*', 'Website*'] as const

  async function fillRequired(page: Page, email: string) {
    const form = formOf(page)
    await field(form, 'Nama Lengkap*').fill('Hendra Gunawan')
    await field(form, 'Email*').fill(email)
    await field(form, 'No. WhatsApp / Telepon*').fill('0813 1111 2222')
    await field(form, 'Website*').fill('hendra-furniture.com')
  }

  test('required fields marked *, each one empty shows the notice and sends nothing', async ({ page }) => {
    await openHydrated(page, `${ok.baseURL}/`)
    const form = formOf(page)
    await expect(form.locator('input[name="type"]')).toHaveValue('konsultasi_gratis')
    await expect(form.locator('input[name="email"]')).toHaveAttribute('type', 'email')
    await expectNoAxeViolations(page, 'consultation empty')
    const email = uniqueEmail('konsultasi-invalid')
    for (const missing of required) {
      await fillRequired(page, email)
      await field(form, missing).fill('')
      await form.getByRole('button', { name: 'Kirim Permintaan Konsultasi' }).click()
      await expect(form.getByText('Mohon lengkapi field yang wajib diisi (*)')).toBeVisible()
      await expect(field(form, missing)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(form, missing)).toBeFocused()
    }
    await expectNoAxeViolations(page, 'consultation errors')
    await fillRequired(page, email)
    await field(form, 'Website*').fill('not a site')
    await form.getByRole('button', { name: 'Kirim Permintaan Konsultasi' }).click()
    await expectFieldError(form, 'Website*', 'Alamat website tidak valid, contoh: tokoanda.com')
    await expect(toastOf(page)).toHaveCount(0)
    expect(db.leadsByEmail(email)).toHaveLength(0)
  })

  test('valid request: "Mengirim...", success toast, form cleared, lead stored', async ({ page }) => {
    await openHydrated(page, `${ok.baseURL}/`)
    const form = formOf(page)
    const email = uniqueEmail('konsultasi')
    const startedAt = Date.now()
    await fillRequired(page, email)
    await field(form, 'Nama Perusahaan').fill('PT Gunawan Mebel')
    await form.getByLabel('Industri').selectOption('properti')
    await field(form, 'Kata Kunci Target').fill('mebel jati jepara')
    await form.getByLabel('Budget Bulanan').selectOption('Rp 5-10 Juta')
    await field(form, 'Pesan').fill('Ingin naik ke halaman 1')
    await waitLikeAHuman(page, startedAt)
    const releasePost = await holdActionPosts(page)
    await form.getByRole('button', { name: 'Kirim Permintaan Konsultasi' }).click()
    await expect(form.getByRole('button', { name: 'Mengirim...' })).toBeDisabled()
    releasePost()
    await expect(toastOf(page)).toContainText('Terima kasih! Tim kami akan menghubungi Anda dalam 1x24 jam.')
    await expect(toastOf(page)).toHaveAttribute('data-toast', 'success')
    for (const label of [...required, 'Nama Perusahaan', 'Kata Kunci Target', 'Pesan'])
      await expect(field(formOf(page), label)).toHaveValue('')
    await expect(formOf(page).getByLabel('Budget Bulanan')).toHaveValue('')
    await expectNoAxeViolations(page, 'consultation success')
    expect(db.leadsByEmail(email)[0]).toMatchObject({
      kind: 'konsultasi_gratis',
      is_spam: 0,
      name: 'Hendra Gunawan',
      phone: '+6281311112222',
      website: normalizeWebsite('hendra-furniture.com'),
      company: 'PT Gunawan Mebel',
      industry: 'properti',
      keywords: 'mebel jati jepara',
      budget: 'Rp 5-10 Juta',
      message: 'Ingin naik ke halaman 1',
      consent_version: CONSENT_VERSION,
    })
    await toastOf(page).getByRole('button', { name: 'Tutup pemberitahuan' }).click()
    await expect(toastOf(page)).toHaveCount(0)
  })

  test('server failure: error toast with the exact text, failure logged, values kept', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await openHydrated(page, `${broken.baseURL}/`)
    await fillRequired(page, 'gagal@contoh.co.id')
    await field(formOf(page), 'Kata Kunci Target').fill('sofa minimalis')
    await formOf(page).getByRole('button', { name: 'Kirim Permintaan Konsultasi' }).click()
    await expect(page.locator('[data-toast="error"]')).toContainText(
      'Terjadi kesalahan. Silakan coba lagi atau hubungi kami langsung via WhatsApp.',
    )
    await expect(field(formOf(page), 'Nama Lengkap*')).toHaveValue('Hendra Gunawan')
    await expect(field(formOf(page), 'Website*')).toHaveValue('hendra-furniture.com')
    await expect(field(formOf(page), 'Kata Kunci Target')).toHaveValue('sofa minimalis')
    expect(logged.some((line) => line.includes('konsultasi_gratis'))).toBe(true)
    await expect.poll(() => broken.output()).toContain('lead submission failed')
    await expectNoAxeViolations(page, 'consultation failure')
  })

  test('without JavaScript: notice and confirmation from the server', async ({ browser }) => {
    desktopOnly()
    const { page, close } = await openWithoutJs(browser, `${ok.baseURL}/`)
    await field(formOf(page), 'Nama Lengkap*').fill('Nona Tanpa JS')
    await formOf(page).getByRole('button', { name: 'Kirim Permintaan Konsultasi' }).click()
    await expect(formOf(page).getByText('Mohon lengkapi field yang wajib diisi (*)')).toBeVisible()
    await expect(field(formOf(page), 'Nama Lengkap*')).toHaveValue('Nona Tanpa JS')
    expect(new URL(page.url()).hash).toBe('#kontak')

    const email = uniqueEmail('nojs-konsultasi')
    await fillRequired(page, email)
    await formOf(page).getByRole('button', { name: 'Kirim Permintaan Konsultasi' }).click()
    await expect(toastOf(page)).toContainText('Terima kasih! Tim kami akan menghubungi Anda dalam 1x24 jam.')
    await expect(field(formOf(page), 'Nama Lengkap*')).toHaveValue('')
    expect(db.leadsByEmail(email)[0]).toMatchObject({ kind: 'konsultasi_gratis', phone: '+6281311112222' })
    await close()
  })

  test('keyboard only', async ({ page }) => {
    desktopOnly()
    await openHydrated(page, `${ok.baseURL}/#kontak`)
    const email = uniqueEmail('keyboard-konsultasi')
    const startedAt = Date.now()
    await page.keyboard.press('Tab')
    await expect(field(formOf(page), 'Nama Lengkap*')).toBeFocused()
    for (const text of ['Tombol Saja', email, '0812 9999 0000', 'tombol.id']) {
      await page.keyboard.type(text)
      await page.keyboard.press('Tab')
    }
    await waitLikeAHuman(page, startedAt)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(toastOf(page)).toContainText('Terima kasih!')
    await expect(toastOf(page)).toBeFocused()
    expect(db.leadsByEmail(email)).toHaveLength(1)
  })
})

// -------------------------------------------------------------------------------------------------
// Footer newsletter

test.describe('newsletter (footer)', () => {
  const formOf = (page: Page) => page.locator('#newsletter')
  const statusOf = (page: Page) => page.locator('#newsletter-status')

  test('subscribes once, confirms a repeat, rejects a bad address keeping it', async ({ page }) => {
    await openHydrated(page, `${ok.baseURL}/contact`)
    const form = formOf(page)
    const input = form.getByLabel('Alamat e-mail')
    await input.fill('bukan-alamat')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(statusOf(page)).toHaveText('Masukkan alamat email yang valid.')
    await expect(input).toHaveValue('bukan-alamat')
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    const email = uniqueEmail('newsletter')
    await input.fill(email.toUpperCase())
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(statusOf(page)).toHaveText('Terima kasih! Anda sudah terdaftar di newsletter kami.')
    await expect(input).toHaveValue('')
    await input.fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    // Same answer as for a new address: the list cannot be probed (issue 18).
    await expect(statusOf(page)).toHaveText('Terima kasih! Anda sudah terdaftar di newsletter kami.')
    const rows = db.subscribers(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.consent_version).toBe(CONSENT_VERSION)
    await expectNoAxeViolations(page, 'newsletter states')
  })

  test('without JavaScript', async ({ browser }) => {
    desktopOnly()
    const { page, close } = await openWithoutJs(browser, `${ok.baseURL}/kebijakan-privasi`)
    const email = uniqueEmail('nojs-newsletter')
    await formOf(page).getByLabel('Alamat e-mail').fill(email)
    await formOf(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(statusOf(page)).toHaveText('Terima kasih! Anda sudah terdaftar di newsletter kami.')
    expect(new URL(page.url()).pathname).toBe('/kebijakan-privasi')
    expect(db.subscribers(email)).toHaveLength(1)
    await close()
  })

  test('server failure keeps the address', async ({ page }) => {
    await openHydrated(page, `${broken.baseURL}/`)
    await formOf(page).getByLabel('Alamat e-mail').fill('rusak@contoh.co.id')
    await formOf(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(statusOf(page)).toHaveText('Terjadi kesalahan. Silakan coba lagi beberapa saat lagi.')
    await expect(formOf(page).getByLabel('Alamat e-mail')).toHaveValue('rusak@contoh.co.id')
  })
})

// -------------------------------------------------------------------------------------------------
// Submitting before React has loaded (scripts/defer-hydration/loader.browser.ts)

test.describe('submit before hydration', () => {
  /**
   * Holds the app's script (its idle prefetch and the load the first action starts) until the returned function
   * is called, so the visitor's first action surely comes before React, however busy the machine.
   */
  async function holdApp(page: Page): Promise<() => void> {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/deferred/**', async (route) => {
      await released
      await route.continue()
    })
    return release
  }

  /** Every form submission the page sends: plain HTML posts and server-action calls carrying the form. */
  function trackPosts(page: Page): string[] {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'POST' || request.url().endsWith('/api/vitals')) return
      // issueFormToken (the signed start time) is a server action without form data: not a submission.
      if (!request.headers()['next-action'] || (request.postData() ?? '').includes('email')) posts.push(request.url())
    })
    return posts
  }

  /** Opens the page with the app held back; call the returned function once the visitor has acted. */
  async function openUntouched(page: Page, url: string) {
    const releaseApp = await holdApp(page)
    await page.goto(url)
    await page.evaluate(() => ((window as { firstDocument?: boolean }).firstDocument = true))
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    return releaseApp
  }

  const sameDocument = (page: Page) => page.evaluate(() => (window as { firstDocument?: boolean }).firstDocument)

  const cases = [
    {
      name: 'analysis',
      url: '/analisis-gratis',
      form: '#form-analisis',
      button: 'Kirim Permintaan Analisis Gratis',
      notice: 'Nama, email, dan website wajib diisi.',
      invalid: ['Nama Lengkap*', 'Email*', 'URL Website*'],
    },
    {
      name: 'contact',
      url: '/contact',
      form: '#form-kontak',
      button: 'Kirim Pesan',
      notice: 'Nama, email, dan pesan wajib diisi',
      invalid: ['Nama Lengkap*', 'Email*', 'Pesan*'],
    },
    {
      name: 'consultation',
      url: '/',
      form: '#form-konsultasi',
      button: 'Kirim Permintaan Konsultasi',
      notice: 'Mohon lengkapi field yang wajib diisi (*)',
      invalid: ['Nama Lengkap*', 'Email*', 'No. WhatsApp / Telepon*', 'Website*'],
    },
  ]

  for (const form of cases) {
    test(`${form.name}: pressing submit first shows the client messages and sends nothing`, async ({ page }) => {
      const posts = trackPosts(page)
      const releaseApp = await openUntouched(page, `${ok.baseURL}${form.url}`)
      const element = page.locator(form.form)
      await element.getByRole('button', { name: form.button }).click()
      releaseApp()
      await expect(page.getByRole('main').getByText(form.notice)).toBeVisible()
      for (const label of form.invalid) await expect(field(element, label)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(element, form.invalid[0]!)).toBeFocused()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      expect(await sameDocument(page), 'no page load: the form was not posted natively').toBe(true)
      expect(posts).toEqual([])
    })
  }

  test('newsletter: pressing Subscribe first shows the client message and sends nothing', async ({ page }) => {
    desktopOnly()
    const posts = trackPosts(page)
    const releaseApp = await openUntouched(page, `${ok.baseURL}/kebijakan-privasi`)
    await page.locator('#newsletter').getByRole('button', { name: 'Subscribe' }).click()
    releaseApp()
    await expect(page.locator('#newsletter-status')).toHaveText('Masukkan alamat email yang valid.')
    expect(await sameDocument(page)).toBe(true)
    expect(posts).toEqual([])
  })

  test('typed before React, submitted before React: text kept, client checks, nothing sent', async ({ page }) => {
    desktopOnly()
    const posts = trackPosts(page)
    const releaseApp = await openUntouched(page, `${ok.baseURL}/contact`)
    const form = page.locator('#form-kontak')
    await field(form, 'Nama Lengkap*').click()
    await page.keyboard.type('Cepat Sekali')
    await page.keyboard.press('Enter') // implicit submission, still before the app has loaded
    releaseApp()
    await expect(page.locator('#formulir [data-notice]')).toContainText('Nama, email, dan pesan wajib diisi')
    await expect(field(form, 'Nama Lengkap*')).toHaveValue('Cepat Sekali')
    await expect(field(form, 'Email*')).toBeFocused()
    expect(await sameDocument(page)).toBe(true)
    expect(posts).toEqual([])
  })

  test('typed before React: every field keeps its text when React takes over, and the lead is sent as typed', async ({
    page,
  }) => {
    desktopOnly()
    // The app's file (prefetched when idle, then requested by the first focus) is held until the visitor has typed.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/deferred/**', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${ok.baseURL}/contact`)
    const form = page.locator('#form-kontak')
    const email = uniqueEmail('typed-early')
    await field(form, 'Nama Lengkap*').click()
    await page.keyboard.type('Sekar Ayu')
    await field(form, 'Email*').click()
    await page.keyboard.type(email)
    await field(form, 'Pesan*').click()
    await page.keyboard.type('Butuh website toko kue')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(field(form, 'Nama Lengkap*')).toHaveValue('Sekar Ayu')
    await expect(field(form, 'Email*')).toHaveValue(email)
    await expect(field(form, 'Pesan*')).toHaveValue('Butuh website toko kue')
    await expect(field(form, 'Pesan*')).toBeFocused()

    await page.keyboard.type(', siap mulai bulan depan')
    await form.getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(page.locator('#formulir [data-notice]')).toContainText('Pesan Terkirim!')
    const [lead, ...others] = db.leadsByEmail(email)
    expect(others).toHaveLength(0)
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Sekar Ayu',
      message: 'Butuh website toko kue, siap mulai bulan depan',
    })
  })

  test('a complete form (autofilled, never focused) submitted first is stored, not taken for spam', async ({
    page,
  }) => {
    desktopOnly()
    const releaseApp = await openUntouched(page, `${ok.baseURL}/contact`)
    const email = uniqueEmail('held-submit')
    // Autofill sets values without focusing anything, so nothing has loaded the app yet.
    await page.evaluate((address) => {
      const form = document.querySelector<HTMLFormElement>('#form-kontak')!
      const set = (name: string, value: string) => ((form.elements.namedItem(name) as HTMLInputElement).value = value)
      set('name', 'Isi Otomatis')
      set('email', address)
      set('message', 'Diisi oleh peramban')
    }, email)
    await page.locator('#form-kontak').getByRole('button', { name: 'Kirim Pesan' }).click()
    releaseApp()
    await expect(page.locator('#formulir [data-notice]')).toContainText('Pesan Terkirim!')
    const [lead, ...others] = db.leadsByEmail(email)
    expect(others).toHaveLength(0)
    expect(lead).toMatchObject({ kind: 'contact', name: 'Isi Otomatis', is_spam: 0 })
  })

  test('the app cannot load: the held submit goes out as a plain post and the server answers', async ({ page }) => {
    desktopOnly()
    const nativePosts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && !request.headers()['next-action'] && !request.url().endsWith('/api/vitals'))
        nativePosts.push(request.url())
    })
    await page.route('**/_next/static/deferred/**', (route) => route.abort())
    await page.goto(`${ok.baseURL}/contact`)
    await page.locator('#form-kontak').getByRole('button', { name: 'Kirim Pesan' }).click()
    await expect(page.locator('#formulir [data-notice]')).toContainText('Nama, email, dan pesan wajib diisi')
    await expect(page).toHaveURL(/\/contact#formulir$/)
    expect(nativePosts).toEqual([`${ok.baseURL}/contact`])
  })
})

// -------------------------------------------------------------------------------------------------
// Privacy notice

// The privacy notice and the consent version in every form's HTML: tests/build/privacy.test.ts. The version each
// form submits is checked in the stored rows above; axe on the page runs in the route sweep (shell.spec.ts).
