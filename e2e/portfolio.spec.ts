import { expect, test } from '@playwright/test'
import { downloads } from '@/content/downloads'
import { site } from '@/content/site'
import { expectNoAxeViolations, pdfPageCount } from './helpers'

/* /portfolio (issue 9). Expected figures are written out from the spec, not read from the records. */

const industries = [
  ['E-commerce', '120'],
  ['Kesehatan & Kecantikan', '85'],
  ['Properti & Real Estate', '95'],
  ['Teknologi & SaaS', '75'],
  ['Kuliner & F&B', '110'],
  ['Pendidikan', '65'],
] as const

test.describe('server-rendered HTML (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false })

  test('four case studies, each complete, with its own illustration and an accessible results chart', async ({
    page,
  }) => {
    await page.goto('/portfolio')
    const cases = page.locator('article[data-case-study]')
    await expect(cases).toHaveCount(4)
    // The two home case studies are among them, with the spec's figures.
    const pr = page.locator('#rangkai-komunika')
    for (const figure of ['Agensi Public Relations', '12 bulan', '#1', '+650%', '+280%', '20+'])
      await expect(pr).toContainText(figure)
    const health = page.locator('#sehat-segar-group')
    for (const figure of ['Kesehatan & Produk Segar', '4 bulan', 'Top 1', '+620%', '+190%', '25+'])
      await expect(health).toContainText(figure)

    for (const study of await cases.all()) {
      await expect(study.locator('h3')).toHaveCount(1)
      for (const label of ['Posisi Google', 'Traffic organik', 'Konversi', 'Kata kunci halaman 1'])
        await expect(study.locator('dl dt', { hasText: label })).toHaveCount(1)
      await expect(study.getByRole('heading', { name: 'Pencapaian' })).toBeAttached()
      await expect(study.locator('figure blockquote')).toHaveCount(1)
      await expect(study.locator('figure figcaption')).toHaveCount(1)

      // The illustration is inlined (no request before first paint), sized and named.
      const image = study.locator('svg[role="img"][aria-label]')
      await expect(image).toHaveCount(1)
      await expect(image).toHaveAttribute('width', '640')
      await expect(image).toHaveAttribute('height', '360')
      await expect(image).toHaveAttribute('aria-label', /^Ilustrasi proyek .{20,}/)
      // Ids inside each illustration are unique on the page, so every gradient draws its own colours.
      const ids = await image.locator('[id]').evaluateAll((nodes) => nodes.map((node) => node.id))
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)

      // The chart is named and described with the same numbers that the text shows.
      const chart = study.locator('svg[role="img"][aria-labelledby]')
      await expect(chart).toHaveCount(1)
      const traffic = (await study.locator('dl div', { hasText: 'Traffic organik' }).locator('dd').textContent())!
      await expect(chart.locator('desc')).toContainText(traffic)
      await expect(chart).toHaveAttribute('width', /\d+/)
    }
  })

  test('headline stats, six industries with project counts and average growth', async ({ page }) => {
    await page.goto('/portfolio')
    const hero = page.locator('main section').first()
    for (const figure of ['500+', '385%', '450%', '99%'])
      await expect(hero.getByText(figure, { exact: true })).toHaveCount(1)

    const cards = page.locator('#industri [data-industry]')
    await expect(cards).toHaveCount(6)
    for (const [index, [name, projects]] of industries.entries()) {
      const card = cards.nth(index)
      await expect(card.locator('h3')).toHaveText(name)
      await expect(card.locator('div', { hasText: 'Proyek' }).locator('dd')).toHaveText(projects)
      await expect(card.locator('div', { hasText: 'Rata-rata pertumbuhan' }).locator('dd')).toHaveText(/^\+\d{3}%$/)
    }
  })

  test('links: free analysis, WhatsApp with a preset text, breadcrumbs', async ({ page }) => {
    await page.goto('/portfolio')
    await expect(page.locator('main a[href="/analisis-gratis"]').first()).toBeAttached()
    const whatsapp = page.locator('main a[href^="https://wa.me/"]')
    expect(await whatsapp.count()).toBeGreaterThan(0)
    for (const link of await whatsapp.all()) {
      const href = (await link.getAttribute('href'))!
      expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.whatsapp.replace(/\D/g, '')}\\?text=`))
      expect(new URL(href).searchParams.get('text')).toMatch(/portofolio/i)
      await expect(link).toHaveAttribute('target', '_blank')
    }
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveAttribute('href', '/')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Portofolio')
    expect((await page.request.get('/analisis-gratis')).status()).toBe(200)
  })
})

test('the download button serves the portfolio as a real, multi-page PDF', async ({ page }) => {
  await page.goto('/portfolio')
  const button = page.locator(`main a[href="${downloads.portfolio.href}"]`)
  await expect(button).toHaveAttribute('download', downloads.portfolio.fileName)
  const response = await page.request.get(downloads.portfolio.href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const body = await response.body()
  expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  // Cover, summary, one page per case study and the closing page.
  expect(pdfPageCount(body)).toBeGreaterThanOrEqual(7)

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toBe(downloads.portfolio.fileName)
})

test('a home case study link lands on its story', async ({ page }) => {
  await page.goto('/')
  await page.locator('#portofolio a[href="/portfolio#sehat-segar-group"]').click()
  await expect(page).toHaveURL(/\/portfolio#sehat-segar-group$/)
  await expect(page.locator('#sehat-segar-group')).toBeInViewport()
})

test('axe: no violations on /portfolio', async ({ page }) => {
  await page.goto('/portfolio')
  await expectNoAxeViolations(page, '/portfolio')
})
