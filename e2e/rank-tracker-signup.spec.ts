import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { rankLocations } from '@/lib/rank-tracker/locations'
import { uniqueEmail } from './forms-support'
import { e2eDatabaseUrl, expectNoAxeViolations, hydrate, runDir, serverLogFile } from './helpers'
import { runScriptSync } from './helpers/node-script'

/*
 * The rank tracker's sign-up and double opt-in (issue 35) in a browser: the form on /serpbot-rank-checker#mulai
 * without and with JavaScript, its refusals, the confirmation mail caught by the SMTP peer on loopback
 * (scripts/e2e-peers.ts writes each mail to $E2E_RUN_DIR/mail), the confirmation page (GET shows a button, the
 * POST confirms) and the first check against the fake Serper. Validation details, the per-address mail cap and the
 * 48-hour window are covered in src/lib/rank-tracker/signup.test.ts.
 */

type Mail = { envelopeTo: string[]; subject: string; text: string; html: string }

/** Waits for the mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  const dir = path.join(runDir(), 'mail')
  let found: Mail | undefined
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : []
        found = files
          .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Mail)
          .find((mail) => mail.envelopeTo.includes(to) && subject.test(mail.subject))
        return Boolean(found)
      },
      { timeout: 20_000, message: `a mail to ${to} (${subject})` },
    )
    .toBe(true)
  return found!
}

function linkIn(mail: Mail, pattern: RegExp): string {
  const match = mail.text.match(pattern)
  expect(match, `link in "${mail.subject}"`).not.toBeNull()
  return new URL(match![0]).pathname
}

type SerpRequest = { query: string; location: string | null; page: number }
const serpRequests = (): SerpRequest[] => {
  const file = path.join(runDir(), 'serp-requests.jsonl')
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SerpRequest)
}

async function fill(page: Page, values: { website: string; email: string; keywords: string }) {
  const form = page.locator('#mulai form')
  await form.getByLabel(/^Website\*?$/).fill(values.website)
  await form.getByLabel('E-mail').fill(values.email)
  await form.getByLabel('Keyword').fill(values.keywords)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('sign up, keep the input on a refusal, confirm from the mail by POST, first check within a minute', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('budi')
    await page.goto('/serpbot-rank-checker')
    // "Cek Ranking Gratis" leads to the form on the page.
    await page.getByRole('link', { name: 'Cek Ranking Gratis' }).first().click()
    await expect(page).toHaveURL(/#mulai$/)
    const form = page.locator('#mulai form')
    // Every location: the built-in ones and each city entry that names its Google location (a fixture city too).
    await expect(form.getByLabel('Lokasi pencarian').locator('option')).toHaveCount(rankLocations().length)
    await expect(form.getByRole('radio', { name: 'Ponsel' })).toBeChecked()

    // Eleven keywords: refused, and everything typed comes back.
    const eleven = Array.from({ length: 11 }, (_, index) => `sepatu ${index + 1}`).join('\n')
    await fill(page, { website: 'tokosepatubudi.co.id', email, keywords: eleven })
    await form.getByLabel('Lokasi pencarian').selectOption('bandung')
    // Issue 42: competitors (one per line; the own site refused) and the name on Google Maps, both optional.
    const competitors = form.getByLabel('Website pesaing (opsional)')
    const businessName = form.getByLabel('Nama usaha di Google Maps (opsional)')
    await competitors.fill('pesaingsepatu.co.id\nblog.tokosepatubudi.co.id')
    await businessName.fill('Toko Sepatu Budi')
    await form.getByRole('button', { name: 'Mulai Tracking Gratis' }).click()
    await expect(page.locator('#pantau-keywords-error')).toContainText('Maksimal 10 keyword')
    await expect(page.locator('#pantau-competitors-error')).toContainText(
      'blog.tokosepatubudi.co.id adalah website Anda',
    )
    await expect(competitors).toHaveValue('pesaingsepatu.co.id\nblog.tokosepatubudi.co.id')
    await expect(businessName).toHaveValue('Toko Sepatu Budi')
    await expect(form.getByLabel(/^Website\*?$/)).toHaveValue('tokosepatubudi.co.id')
    await expect(form.getByLabel('E-mail')).toHaveValue(email)
    await expect(form.getByLabel('Keyword')).toHaveValue(eleven)
    await expect(form.getByLabel('Lokasi pencarian')).toHaveValue('bandung')

    await form.getByLabel('Keyword').fill('sepatu kulit bandung\nsepatu pria bandung\ntoko sepatu budi')
    await competitors.fill('pesaingsepatu.co.id')
    await form.getByRole('button', { name: 'Mulai Tracking Gratis' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Cek e-mail Anda' })).toBeVisible()

    const confirmMail = await mailTo(email, /^Konfirmasi pemantauan ranking tokosepatubudi\.co\.id$/)
    const confirmPath = linkIn(confirmMail, /https?:\/\/\S+\/serpbot-rank-checker\/konfirmasi\/[\w-]{32}/)

    // Opening the link (as a mail scanner would) confirms nothing: no check has been asked for yet.
    const opened = await page.goto(confirmPath)
    expect(opened!.headers()['cache-control']).toBe('private, no-store')
    expect(opened!.headers()['x-robots-tag']).toMatch(/noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konfirmasi pemantauan ranking')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.waitForTimeout(1500)
    expect(serpRequests().filter((request) => request.location === 'Bandung,West Java,Indonesia')).toEqual([])

    await page.getByRole('button', { name: 'Konfirmasi' }).click()
    const linkMail = await mailTo(email, /^Halaman pantauan ranking tokosepatubudi\.co\.id$/)
    const pagePath = linkIn(linkMail, /https?:\/\/\S+\/serpbot-rank-checker\/pantau\/[\w-]{32}/)
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`))
    // The confirmation link has a token of its own: it is not the page's key.
    expect(pagePath.split('/').at(-1)).not.toBe(confirmPath.split('/').at(-1))

    // The first check runs within a minute, and asks only what paging allows: page 1 for the keywords found there,
    // pages 1-2 for the one at 14 (the competitor is on the same pages, so following it asks nothing more).
    const asked = () =>
      serpRequests()
        .filter((request) => request.location === 'Bandung,West Java,Indonesia')
        .map((request) => `${request.query}#${request.page}`)
        .sort()
    await expect
      .poll(asked, { timeout: 60_000 })
      .toEqual(['sepatu kulit bandung#1', 'sepatu pria bandung#1', 'sepatu pria bandung#2', 'toko sepatu budi#1'])
    // The page compares: the competitor beside each position, and the business second in the Maps 3-pack. Each
    // keyword's result is stored on its own (the one asked on two pages may come last): reload until all are in.
    await expect(async () => {
      await page.reload()
      const card = page.locator('li[data-keyword="toko sepatu budi"]')
      await expect(card).toContainText('Google Maps: #2', { timeout: 1_000 })
      await expect(card.locator('[data-competitor="pesaingsepatu.co.id"]')).toContainText('#2', { timeout: 1_000 })
      await expect(
        page.locator('li[data-keyword="sepatu pria bandung"] [data-competitor="pesaingsepatu.co.id"]'),
      ).toContainText('#12', { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })

    // Once used, the link only says so and can have the page's address mailed again; it never opens the page.
    await page.goto(confirmPath)
    await expect(page).toHaveURL(new RegExp(`${confirmPath}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pemantauan sudah dikonfirmasi')
    await page.getByRole('button', { name: 'Kirim ulang alamat halaman pantauan' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Permintaan diterima' })).toBeVisible()
    expect(await page.content()).not.toContain(pagePath)
  })
})

test('with JavaScript at 375 px: refusals in place, then a sign-up, accessible throughout @mobile', async ({
  page,
}) => {
  await page.goto('/serpbot-rank-checker#mulai')
  const form = page.locator('#mulai form')
  const submit = form.getByRole('button', { name: 'Mulai Tracking Gratis' })
  const email = uniqueEmail('sari')
  await expectNoAxeViolations(page, '/serpbot-rank-checker with the sign-up form')

  await fill(page, {
    website: 'http://localhost:3000',
    email: 'sari@',
    keywords: Array.from({ length: 11 }, (_, index) => `kue lebaran ${index + 1}`).join('\n'),
  })
  await submit.click()
  await expect(form.getByLabel(/^Website\*?$/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#pantau-website-error')).toContainText('localhost')
  await expect(page.locator('#pantau-email-error')).toBeVisible()
  await expect(page.locator('#pantau-keywords-error')).toContainText('Maksimal 10 keyword')
  // Focus goes to the first field to fix; what was typed stays.
  await expect(form.getByLabel(/^Website\*?$/)).toBeFocused()
  await expect(form.getByLabel('E-mail')).toHaveValue('sari@')
  await expectNoAxeViolations(page, 'the sign-up form with its errors')

  await fill(page, { website: '203.0.113.9', email, keywords: `kue lebaran\n${'k'.repeat(81)}` })
  const competitors = form.getByLabel('Website pesaing (opsional)')
  await competitors.fill('kuemanis.id\nkuelezat.com\ntokokue.com\nrotienak.co.id')
  await form.getByLabel('Nama usaha di Google Maps (opsional)').fill('Kue Sari')
  await submit.click()
  await expect(page.locator('#pantau-competitors-error')).toContainText('Maksimal 3 website pesaing')
  await expect(competitors).toHaveValue('kuemanis.id\nkuelezat.com\ntokokue.com\nrotienak.co.id')
  await expect(page.locator('#pantau-website-error')).toBeVisible()
  await expect(page.locator('#pantau-keywords-error')).toContainText('maksimal 80 karakter')
  await expect(page.locator('#pantau-email-error')).toHaveCount(0)

  await fill(page, { website: 'https://www.kuesari.co.id/toko', email, keywords: 'kue lebaran\nkue kering' })
  await competitors.fill('kuemanis.id\nwww.tokokue.com')
  await form.getByRole('radio', { name: 'Desktop' }).check()
  await submit.click()
  await expect(page.locator('#mulai [data-notice="success"]')).toBeFocused()
  await expect(page.locator('#mulai [data-notice="success"]')).toContainText('Cek e-mail Anda')
  const mail = await mailTo(email, /^Konfirmasi pemantauan ranking kuesari\.co\.id$/)
  expect(mail.text).toContain('2 keyword')
})

test('POST /api/rank-tracker: a JSON sign-up is 201, refusals 422, a cross-site browser call 403', async ({
  request,
}) => {
  const email = uniqueEmail('api')
  const body = { website: 'tokoapi.co.id', email, keywords: ['jasa servis ac', 'servis ac murah'], location: 'medan' }
  const created = await request.post('/api/rank-tracker', { data: body })
  expect(created.status()).toBe(201)
  expect(created.headers()['cache-control']).toBe('no-store')
  expect(await created.json()).toMatchObject({ ok: true })
  await mailTo(email, /^Konfirmasi pemantauan ranking tokoapi\.co\.id$/)

  const refused = await request.post('/api/rank-tracker', {
    data: { ...body, website: '127.0.0.1', keywords: Array.from({ length: 11 }, (_, index) => `k${index}`) },
  })
  expect(refused.status()).toBe(422)
  const answer = (await refused.json()) as { ok: boolean; error: string; fields: Record<string, string> }
  expect(Object.keys(answer.fields).sort()).toEqual(['keywords', 'website'])

  const crossSite = await request.post('/api/rank-tracker', {
    data: body,
    headers: { origin: 'https://situs-lain.example', 'sec-fetch-site': 'cross-site' },
  })
  expect(crossSite.status()).toBe(403)
  expect(((await crossSite.json()) as { error: string }).error).toMatch(/situs lain/)
  expect((await request.get('/api/rank-tracker')).status()).toBe(405)
})

test('a visit that begins on a confirmation link leaves its tokens nowhere: lead, newsletter, clicks, server log', async ({
  page,
  context,
  request,
}, info) => {
  test.skip(info.project.name === 'mobile', 'what is stored does not depend on the viewport')
  // Only loopback: WhatsApp (and anything else off this machine) is aborted before it is requested.
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => route.abort(),
  )
  const since = new Date(Date.now() - 1000).toISOString()
  const email = uniqueEmail('jejak')
  const contactEmail = uniqueEmail('jejak-kontak')
  const readerEmail = uniqueEmail('jejak-pembaca')
  const signup = { website: 'tokojejak.co.id', email, keywords: ['sepatu jejak'], location: 'balikpapan' }
  expect((await request.post('/api/rank-tracker', { data: signup })).status()).toBe(201)
  const confirmPath = linkIn(
    await mailTo(email, /^Konfirmasi pemantauan ranking tokojejak\.co\.id$/),
    /https?:\/\/\S+\/serpbot-rank-checker\/konfirmasi\/[\w-]{32}/,
  )

  // The confirmation link is the visit's first page; confirming leads to the tracker page.
  await page.goto(confirmPath)
  await page.getByRole('button', { name: 'Konfirmasi' }).click()
  await expect(page).toHaveURL(/\/serpbot-rank-checker\/pantau\/[\w-]{32}$/)
  const tokens = [confirmPath.split('/').at(-1)!, new URL(page.url()).pathname.split('/').at(-1)!]
  const noted = await page.evaluate(() => JSON.parse(sessionStorage.getItem('pd-first-touch') ?? 'null'))
  expect(noted).toMatchObject({ landing: '/serpbot-rank-checker' })

  // The newsletter reached from the confirmation page (a server page: its footer links to the home page's box, and
  // its referrer policy is same-origin), the contact form and WhatsApp on /contact, and last the footer's phone link
  // on the tracker page (a tel: link ends what the tab can do next).
  const pinged = () => page.waitForRequest((sent) => sent.url().includes('/api/click?') && sent.method() === 'POST')
  await page.goto(confirmPath)
  await page.locator('footer').getByRole('link', { name: 'Berlangganan' }).click()
  await expect(page).toHaveURL(/\/#newsletter$/)
  await hydrate(page)
  await page.locator('#newsletter').getByLabel('Alamat e-mail').fill(readerEmail)
  await page.locator('#newsletter').getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.locator('#newsletter-status')).toHaveText('Terima kasih! Anda sudah terdaftar di newsletter kami.')
  await page.goto('/contact')
  await hydrate(page)
  const form = page.locator('#form-kontak')
  await form.getByLabel('Nama Lengkap*', { exact: true }).fill('Budi Jejak')
  await form.getByLabel('Email*', { exact: true }).fill(contactEmail)
  await form.getByLabel('Pesan*', { exact: true }).fill('Saya ingin konsultasi setelah memantau ranking.')
  await form.getByRole('button', { name: 'Kirim Pesan' }).click()
  await expect(page.locator('#formulir [data-notice]')).toContainText('Pesan Terkirim!')
  let ping = pinged()
  await page.locator('a[ping*="cta=contact-card-whatsapp"]').first().click()
  expect((await (await ping).response())?.status()).toBe(204)
  await page.goto(`/serpbot-rank-checker/pantau/${tokens[1]}`)
  await page.locator('footer').scrollIntoViewIfNeeded()
  ping = pinged()
  await page.locator('footer a[ping*="cta=footer-phone"]').first().click()
  expect((await (await ping).response())?.status()).toBe(204)

  const records = (): Records => JSON.parse(dumpRecords(since, [email, contactEmail, readerEmail])) as Records
  await expect.poll(() => records().clicks.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  const stored = records()
  const contactLead = stored.leads.find((lead) => lead.email === contactEmail)!
  expect(contactLead).toMatchObject({ landing_page_url: '/serpbot-rank-checker' })
  expect(stored.subscribers.map((row) => new URL(row.source_page!).pathname)).toEqual(['/'])
  expect(stored.clicks.map((click) => [click.page_path, click.landing_path]).sort()).toEqual(
    expect.arrayContaining([
      ['/contact', '/serpbot-rank-checker'],
      ['/serpbot-rank-checker', '/serpbot-rank-checker'],
    ]),
  )
  // Not one token in any stored row (the agency's mail and webhook are made from these) or the server's log.
  const everything = `${JSON.stringify(stored)}\n${fs.readFileSync(serverLogFile(), 'utf8')}`
  for (const token of tokens) expect(everything).not.toContain(token)
})

type Records = {
  leads: { email: string; landing_page_url: string | null; referrer: string | null }[]
  subscribers: { source_page: string | null }[]
  clicks: { page_path: string; landing_path: string | null }[]
}

/** The stored rows of this visit, read by e2e/helpers/dump-records.ts from the server's database (either store). */
function dumpRecords(since: string, emails: string[]): string {
  return runScriptSync('e2e/helpers/dump-records.ts', [since, ...emails], {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    LOG_LEVEL: 'error',
  })
    .trim()
    .split('\n')
    .at(-1)!
}
