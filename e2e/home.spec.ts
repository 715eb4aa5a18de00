import { expect, test, type Page } from '@playwright/test'
import { site } from '@/content/site'
import { expectNoAxeViolations } from './helpers'

/*
 * Home page (issue 5). Expected figures are written out from the spec on purpose: a test that read
 * them from the content records could not notice a wrong record.
 */

const sectionOrder = ['beranda', 'layanan', 'seo-indonesia', 'portofolio', 'tentang', 'paket', 'kontak']
const cityPages = ['/jasa-seo-jakarta', '/jasa-seo-tangerang', '/jasa-seo-depok', '/jasa-seo-bekasi', '/jasa-seo-medan']
/** Pages of the city issue (8), built on their own branch. */
const cityBranchPages = [...cityPages, '/jasa-seo-terpercaya']
const whatsappDigits = site.whatsapp.replace(/\D/g, '')

async function jsonLdItems(page: Page): Promise<{ '@type': string; [key: string]: unknown }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => [JSON.parse(text)].flat())
}

test.describe('server-rendered HTML (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false })

  test('the seven sections come in order, each with its figures', async ({ page }) => {
    await page.goto('/')
    const ids = await page.locator('main section[id]').evaluateAll((nodes) => nodes.map((node) => node.id))
    expect(ids.filter((id) => sectionOrder.includes(id))).toEqual(sectionOrder)

    const hero = page.locator('#beranda')
    await expect(hero.locator('h1')).toContainText('Jasa SEO Profesional')
    for (const figure of ['500+', '98%', '24/7'])
      await expect(hero.getByText(figure, { exact: true }).first()).toBeAttached()
    await expect(hero.getByRole('link', { name: 'Konsultasi SEO Gratis' })).toHaveAttribute('href', '/analisis-gratis')
    await expect(hero.getByRole('link', { name: 'Lihat Portofolio' })).toHaveAttribute(
      'href',
      /^(#portofolio|\/portfolio)$/,
    )
    await expect(hero.getByText('Garansi uang kembali')).toBeAttached()

    const services = page.locator('#layanan')
    await expect(services.locator('li h3')).toHaveText([
      'SEO On-Page',
      'Off-Page & Link Building',
      'Audit SEO Teknis',
      'Content Marketing',
      'Local SEO',
      'Analytics & Reporting',
    ])
    for (const badge of ['Populer', 'Terbaik', 'Profesional', 'Efektif', 'Lokal', 'Data-Driven'])
      await expect(services.getByText(badge, { exact: true })).toHaveCount(1)
    for (const href of [
      '/seo-on-page-optimization',
      '/seo-off-page-link-building',
      '/technical-seo-audit',
      '/content-marketing-seo',
      '/local-seo-optimization',
    ]) {
      await expect(services.locator(`a[href="${href}"]`)).toHaveCount(1)
    }

    const coverage = page.locator('#seo-indonesia')
    for (const city of ['Jakarta', 'Tangerang', 'Bogor', 'Depok', 'Bekasi', 'Medan'])
      await expect(coverage.locator(`[data-city="${city}"]`)).toHaveCount(1)
    await expect(coverage.getByText(/Purwokerto/)).toBeAttached()
    const cityLinks = await coverage
      .locator('[data-city] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(cityLinks).toEqual(cityPages)
    await expect(coverage.locator('[data-city="Bogor"] a')).toHaveCount(0)
    await expect(coverage.getByRole('heading', { level: 4 })).toHaveText([
      'SEO Lokal',
      'SEO Nasional',
      'SEO E-commerce',
    ])

    const portfolio = page.locator('#portofolio')
    const pr = portfolio.locator('[data-case-study="rangkai-komunika"]')
    await expect(pr).toContainText(/public relations/i)
    for (const figure of ['12 bulan', '#1', '+650%', '+280%', '20+']) await expect(pr).toContainText(figure)
    const health = portfolio.locator('[data-case-study="sehat-segar-group"]')
    for (const figure of ['4 bulan', 'Top 1', '+620%', '+190%', '25+']) await expect(health).toContainText(figure)
    await expect(portfolio.locator('figure')).toHaveCount(3)
    await expect(portfolio.locator('figure').getByText('Rating 5 dari 5')).toHaveCount(3)
    await expect(portfolio.locator('figure figcaption')).toHaveCount(3)

    const about = page.locator('#tentang')
    for (const text of ['14+', '2010', 'Misi', 'Visi', '8 Alasan Memilih Kami'])
      await expect(about.getByText(text).first()).toBeAttached()
    await expect(about.locator('ul li h3')).toHaveCount(8)

    const contact = page.locator('#kontak')
    for (const figure of ['500+', '98%', '14+']) await expect(contact.getByText(figure, { exact: true })).toBeAttached()
    for (const hours of ['09:00 - 18:00 WIB', '09:00 - 15:00 WIB', 'Tutup (hanya dukungan darurat)'])
      await expect(contact.getByText(hours)).toBeAttached()
    await expect(contact.getByRole('link', { name: 'Chat via WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${whatsappDigits}\\?text=.+`),
    )
    await expect(contact.getByRole('link', { name: 'Chat via WhatsApp' })).toHaveAttribute('target', '_blank')
    await expect(contact.getByRole('link', { name: 'Analisis Kompetitor Gratis' })).toHaveAttribute(
      'href',
      '/analisis-gratis',
    )
    await expect(contact.locator(`a[href^="tel:+${site.phone.replace(/\D/g, '')}"]`)).toHaveCount(1)
    await expect(contact.locator(`a[href="mailto:${site.email}"]`)).toHaveCount(1)
  })

  test('packages, add-ons and terms exactly as spec section 9; every package button asks for the analysis', async ({
    page,
  }) => {
    await page.goto('/')
    const cards = page.locator('#paket-grid > li')
    await expect(cards).toHaveCount(3)
    await expect(cards.locator('h3')).toHaveText(['SEO Starter', 'SEO Professional', 'SEO Enterprise'])
    const prices = ['Rp 5.500.000', 'Rp 7.500.000', 'Rp 11.500.000']
    for (const [index, price] of prices.entries()) {
      await expect(cards.nth(index)).toContainText(price)
      await expect(cards.nth(index)).toContainText('/bulan')
    }
    const features = [
      ['20 kata kunci', '5 halaman', 'Google Analytics', 'Google Bisnisku', 'Laporan bulanan', 'e-mail', '3 bulan'],
      ['50 kata kunci', '5 backlink', '2 artikel', 'dua minggu', 'telepon & e-mail', 'top 5', '4 bulan'],
      ['tanpa batas', '15 backlink', '4 artikel', 'account manager', '24/7', '#1', '300%'],
    ]
    for (const [index, texts] of features.entries())
      for (const text of texts) await expect(cards.nth(index)).toContainText(text)
    await expect(cards.nth(1)).toHaveAttribute('data-popular', 'true')
    await expect(page.locator('#paket-grid > li[data-popular]')).toHaveCount(1)
    for (const href of await cards.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toBe('/analisis-gratis')

    const addOns = page.locator('#paket [data-addon]')
    await expect(addOns.locator('h4')).toHaveText([
      'Express SEO Audit',
      'Content Writing',
      'Premium Backlinks',
      'Video SEO Optimization',
    ])
    for (const [index, price] of ['Rp 1.500.000', 'Rp 500.000/artikel', 'Rp 300.000/link', 'Rp 2.000.000'].entries())
      await expect(addOns.nth(index)).toContainText(price)
    await expect(addOns.nth(0)).toContainText('48 jam')
    await expect(addOns.nth(1)).toContainText('1.000 kata')
    await expect(addOns.nth(2)).toContainText('50+')

    const terms = page.locator('#paket').getByRole('list', { name: 'Ketentuan paket' })
    for (const text of [
      'Gratis biaya setup',
      'minimal 6 bulan',
      'bulanan di muka',
      'transfer bank',
      'e-wallet',
      'kartu kredit',
      'invoice resmi',
    ])
      await expect(terms).toContainText(text)
  })

  test('structured data: WebSite and a Service with the packages as an IDR OfferCatalog, no AggregateRating', async ({
    page,
  }) => {
    await page.goto('/')
    const items = await jsonLdItems(page)
    expect(items.map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['ProfessionalService', 'WebSite', 'Service']),
    )
    const service = items.find((item) => item['@type'] === 'Service') as unknown as {
      hasOfferCatalog: { itemListElement: { name: string; price: number; priceCurrency: string }[] }
    }
    expect(
      service.hasOfferCatalog.itemListElement.map((offer) => [offer.name, offer.price, offer.priceCurrency]),
    ).toEqual([
      ['SEO Starter', 5_500_000, 'IDR'],
      ['SEO Professional', 7_500_000, 'IDR'],
      ['SEO Enterprise', 11_500_000, 'IDR'],
    ])
    const raw = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('')
    expect(raw).not.toContain('AggregateRating')
  })
})

test('the middle package is the highlighted one on large screens', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the emphasis is a large-screen layout')
  await page.goto('/')
  const boxes = await page
    .locator('#paket-grid > li')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()))
  const [left, middle, right] = boxes as [DOMRect, DOMRect, DOMRect]
  expect(left.top).toBeCloseTo(right.top, 0)
  expect(middle.x).toBeGreaterThan(left.x)
  expect(middle.x).toBeLessThan(right.x)
  // Raised: it starts above and ends below its neighbours.
  expect(middle.top).toBeLessThan(left.top)
  expect(middle.bottom).toBeGreaterThan(left.bottom)
})

test.describe('"Bandingkan Semua Paket"', () => {
  async function scrollTrace(page: Page) {
    await page.goto('/')
    const grid = page.locator('#paket-grid')
    await expect(grid).not.toBeInViewport()
    const button = page.getByRole('link', { name: 'Bandingkan Semua Paket' })
    await expect(button).toHaveAttribute('href', '#paket-grid')
    await button.scrollIntoViewIfNeeded()
    // Record the scroll position every frame while the browser moves to the grid.
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] }
      w.__scrolls = []
      const sample = () => {
        w.__scrolls.push(window.scrollY)
        if (w.__scrolls.length < 240) requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await button.click()
    await expect(grid).toBeInViewport()
    await page.waitForFunction(() => (window as unknown as { __scrolls: number[] }).__scrolls.length >= 90)
    const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls)
    const start = scrolls[0]!
    const end = scrolls[scrolls.length - 1]!
    const between = new Set(scrolls.filter((y) => y > start + 1 && y < end - 1))
    return { between: between.size, end, start }
  }

  test('scrolls smoothly down to the packages grid', async ({ page }) => {
    const { between, end, start } = await scrollTrace(page)
    expect(end).toBeGreaterThan(start)
    expect(between, 'intermediate scroll positions of a smooth scroll').toBeGreaterThan(3)
    expect(new URL(page.url()).hash).toBe('#paket-grid')
    // The sticky header must not cover the first package card.
    const headerBottom = await page.getByRole('banner').evaluate((node) => node.getBoundingClientRect().bottom)
    const gridTop = await page.locator('#paket-grid').evaluate((node) => node.getBoundingClientRect().top)
    expect(gridTop).toBeGreaterThanOrEqual(headerBottom - 1)
  })

  test('jumps without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { between, end, start } = await scrollTrace(page)
    expect(end).toBeGreaterThan(start)
    expect(between).toBeLessThanOrEqual(1)
  })
})

test('every link in the home content goes somewhere real', async ({ page }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('main a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(20)
  for (const href of hrefs) {
    expect(href, 'empty or bare "#" link').not.toMatch(/^#?$/)
    if (href.startsWith('#')) await expect(page.locator(href), `anchor ${href}`).toHaveCount(1)
    else
      expect(href).toMatch(/^(\/[a-z0-9-/]*(#[a-z0-9-]+)?|tel:\+\d+|mailto:\S+@\S+|https:\/\/wa\.me\/\d+(\?text=.+)?)$/)
  }
  const paths = [...new Set(hrefs.filter((href) => href.startsWith('/')).map((href) => href.split('#')[0]!))].filter(
    (path) => !cityBranchPages.includes(path),
  )
  expect(paths).toEqual(expect.arrayContaining(['/analisis-gratis', '/portfolio']))
  for (const path of paths) {
    const response = await page.request.get(path)
    expect.soft(response.status(), `${path} answers`).toBe(200)
  }
  // Links into /portfolio point at a case study that is there.
  for (const href of hrefs.filter((href) => href.startsWith('/portfolio#'))) {
    const html = await (await page.request.get('/portfolio')).text()
    expect(html).toContain(`id="${href.split('#')[1]}"`)
  }
  // Every call to action of the page asks for the free analysis.
  for (const name of ['Konsultasi SEO Gratis', 'Mulai dengan Analisis Gratis', 'Analisis Kompetitor Gratis']) {
    for (const href of await page
      .getByRole('link', { name })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href, name).toBe('/analisis-gratis')
    }
  }
})

test('city links open their city pages', async ({ page }) => {
  const statuses = await Promise.all(cityBranchPages.map(async (path) => (await page.request.get(path)).status()))
  // The city pages are built on their own branch (issue 8); until that lands there is nothing to open.
  test.skip(
    statuses.every((status) => status === 404),
    'no city page in this build yet',
  )
  expect(statuses).toEqual(cityBranchPages.map(() => 200))
})

test('axe: no violations on the home page', async ({ page }) => {
  await page.goto('/')
  await expectNoAxeViolations(page, '/')
})
