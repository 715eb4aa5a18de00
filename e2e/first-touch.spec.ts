/**
 * First-touch campaign capture (issue 15): a visit that lands on a campaign URL and sends a form from another page
 * stores the landing page, referrer and campaign with the lead; without JavaScript the server records the form's
 * page and what its query says. Nothing is sent before the form, no cookie is set.
 */
import { expect, test, type Page } from '@playwright/test'
import { FIRST_TOUCH_STORAGE_KEY } from '../src/lib/leads/schema/campaign-params'
import { leadsDatabase, uniqueEmail } from './forms-support'
import { e2eDatabaseFile, hydrate } from './helpers'

const LANDING = '/analisis-gratis?utm_source=google&utm_campaign=seo-jakarta'

test.beforeEach(({}, info) => test.skip(info.project.name === 'mobile', 'behaviour independent of the viewport'))

let db: ReturnType<typeof leadsDatabase>
test.beforeAll(() => {
  db = leadsDatabase(e2eDatabaseFile())
})
test.afterAll(() => db?.close())

/** Requests other than the page's own GETs (scripts, styles, fonts, images): there must be none before submit. */
function trackWrites(page: Page): string[] {
  const writes: string[] = []
  page.on('request', (request) => {
    // The field-vitals beacon (docs/vitals.md) is not a form's write.
    if (request.method() !== 'GET' && !request.url().endsWith('/api/vitals'))
      writes.push(`${request.method()} ${request.url()}`)
  })
  return writes
}

test('lands on a campaign URL, sends the contact form from another page: the lead carries the first touch', async ({
  page,
  context,
}) => {
  const writes = trackWrites(page)
  await page.goto(LANDING, { referer: 'https://www.google.com/' })
  const noted = await page.evaluate((key) => sessionStorage.getItem(key), FIRST_TOUCH_STORAGE_KEY)
  expect(JSON.parse(noted!)).toEqual({
    landing: LANDING,
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_campaign: 'seo-jakarta',
  })

  // A second campaign link in the same tab does not overwrite the first touch.
  await page.goto('/jasa-seo?utm_source=facebook')
  await page.goto('/contact')
  expect(writes, 'nothing sent before the visitor sends a form').toEqual([])
  expect(await context.cookies(), 'no cookie').toEqual([])

  await hydrate(page)
  const form = page.locator('#form-kontak')
  const email = uniqueEmail('first-touch')
  await form.getByLabel('Nama Lengkap*', { exact: true }).fill('Ayu Lestari')
  await form.getByLabel('Email*', { exact: true }).fill(email)
  await form.getByLabel('Pesan*', { exact: true }).fill('Ingin jasa SEO untuk toko kami di Jakarta.')
  await form.getByRole('button', { name: 'Kirim Pesan' }).click()
  await expect(page.getByText('Pesan Terkirim!')).toBeVisible()

  const [lead] = db.leadsByEmail(email)
  expect(lead).toMatchObject({
    kind: 'contact',
    landing_page_url: LANDING,
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_campaign: 'seo-jakarta',
    utm_medium: null,
    gclid: null,
  })
})

test('without JavaScript: the page the form was sent from and its campaign are recorded', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(LANDING)
  const form = page.locator('#form-analisis')
  const email = uniqueEmail('first-touch-nojs')
  await form.getByLabel('Nama Lengkap*', { exact: true }).fill('Tanpa Skrip')
  await form.getByLabel('Email*', { exact: true }).fill(email)
  await form.getByLabel('URL Website*', { exact: true }).fill('tanpa-skrip.co.id')
  await form.getByRole('button', { name: 'Kirim Permintaan Analisis Gratis' }).click()
  await expect(page.getByRole('heading', { name: 'Permintaan Berhasil Dikirim! ✅' })).toBeVisible()

  const [lead] = db.leadsByEmail(email)
  expect(lead).toMatchObject({
    landing_page_url: LANDING,
    utm_source: 'google',
    utm_campaign: 'seo-jakarta',
  })
  expect(lead!.referrer).toMatch(/\/analisis-gratis\?utm_source=google&utm_campaign=seo-jakarta$/)
  await context.close()
})
