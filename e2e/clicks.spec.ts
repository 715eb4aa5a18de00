import { readFileSync } from 'node:fs'
import Database from 'better-sqlite3'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { e2eDatabaseFile } from './helpers'
import { signedInAs } from './helpers/admin'

/*
 * Issue 22: WhatsApp and phone clicks counted through the ping attribute, in Chromium against the production
 * build. Outbound navigation is blocked by the test: nothing leaves loopback.
 */

type ClickRow = {
  page_path: string
  cta: string
  channel: string
  utm_source: string | null
  utm_campaign: string | null
}

function clicks(where: string, ...params: unknown[]): ClickRow[] {
  const db = new Database(e2eDatabaseFile(), { readonly: true, fileMustExist: true })
  try {
    return db.prepare(`SELECT * FROM link_clicks WHERE ${where} ORDER BY id`).all(...params) as ClickRow[]
  } finally {
    db.close()
  }
}

/** Only loopback: WhatsApp (and anything else off this machine) is aborted before it is requested. */
async function blockOutbound(context: BrowserContext) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => route.abort(),
  )
}

/** Follows a link as a visitor does and waits for the browser's ping to reach the server. */
async function press(page: Page, selector: string) {
  const pinged = page.waitForRequest((request) => request.url().includes('/api/click?') && request.method() === 'POST')
  await page.locator(selector).first().click()
  const request = await pinged
  expect((await request.response())?.status()).toBe(204)
  return request
}

test('a WhatsApp click is counted once with its page, call to action and campaign, and a later page keeps the campaign', async ({
  page,
  context,
}) => {
  await blockOutbound(context)
  const since = new Date().toISOString()
  const campaign = `seo-bandung`
  const landing = '/solusi-praktis-mengatasi-halaman-web'
  await page.goto(`${landing}?utm_source=google&utm_campaign=${campaign}`)

  // The first-touch script (issue 15) has noted the visit's campaign; the click script reads it on later pages.
  const noted = await page.evaluate(() => JSON.parse(sessionStorage.getItem('pd-first-touch') ?? 'null'))
  expect(noted).toMatchObject({ utm_source: 'google', utm_campaign: campaign })

  // The floating buttons appear once the hero's calls to action have scrolled away (CSS, no JavaScript).
  await page.locator('#faq').scrollIntoViewIfNeeded()
  await press(page, '[data-floating="chat"]')
  const onLanding = () => clicks('created_at >= ? AND utm_campaign = ? AND page_path = ?', since, campaign, landing)
  await expect.poll(() => onLanding().length).toBe(1)
  expect(onLanding()[0]).toMatchObject({ cta: 'floating-chat', channel: 'whatsapp', utm_source: 'google' })

  await page.goto('/contact')
  const ping = await press(page, 'a[ping*="cta=contact-card-whatsapp"]')
  expect(new URL(ping.url()).searchParams.get('utm_campaign')).toBe(campaign)
  const onContact = () => clicks("created_at >= ? AND utm_campaign = ? AND page_path = '/contact'", since, campaign)
  await expect.poll(() => onContact().length).toBe(1)
  expect(onContact()[0]).toMatchObject({ cta: 'contact-card-whatsapp', channel: 'whatsapp', utm_source: 'google' })
  // Still exactly one on the first page: nothing counted twice.
  expect(onLanding()).toHaveLength(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a tel: click still counts (no campaign from earlier pages)', async ({ page, context }) => {
    await blockOutbound(context)
    const since = new Date().toISOString()
    await page.goto('/jasa-seo-jakarta')
    await press(page, 'a[ping*="cta=header-phone"]')
    const rows = () => clicks("created_at >= ? AND page_path = '/jasa-seo-jakarta' AND cta = 'header-phone'", since)
    await expect.poll(() => rows().length).toBe(1)
    expect(rows()[0]).toMatchObject({ channel: 'phone', utm_source: null, utm_campaign: null })
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the clicks reach the dashboard beside the leads, and its tables download as CSV', async ({ page, context }) => {
    await blockOutbound(context)
    const landing = '/solusi-praktis-mengatasi-halaman-web'
    await page.goto(`${landing}?utm_source=google&utm_campaign=seo-repair`)
    await page.locator('#faq').scrollIntoViewIfNeeded()
    await press(page, '[data-floating="chat"]')
    await page.goto('/contact')
    await press(page, 'a[ping*="cta=contact-card-whatsapp"]')

    await signedInAs(page, 'admin', 'clicks')
    await page.goto('/admin')
    const whatsappOf = async (table: string, label: string) => {
      const row = page
        .getByTestId(table)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) })
      return Number(await row.getByRole('cell').nth(3).textContent())
    }
    expect(await whatsappOf('halaman-pertama', landing)).toBeGreaterThanOrEqual(1)
    expect(await whatsappOf('halaman-pertama', '/contact')).toBeGreaterThanOrEqual(1)
    expect(await whatsappOf('sumber-kampanye', 'google')).toBeGreaterThanOrEqual(2)
    await expect(page.getByTestId('daily-clicks').locator('svg')).toBeVisible()
    // No horizontal scrolling at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    const section = page.locator('section', { has: page.getByTestId('sumber-kampanye') })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Unduh tabel (CSV)' }).click(),
    ])
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.startsWith('\uFEFF"Sumber","Lead","Jadi klien","Klik WhatsApp","Klik telepon"\r\n')).toBe(true)
    expect(csv).toMatch(/\r\n"google","\d+","\d+","\d+","\d+"/)
  })
})
