import { expect, test, type Page } from '@playwright/test'
import { downloads } from '@/content/downloads'
import { site } from '@/content/site'
import { expectNoAxeViolations, pdfPageCount } from './helpers'

/*
 * Specialty pages (issue 7). Expected figures are written out from the spec on purpose: a test that
 * read them from the content records could not notice a wrong record.
 */

const phoneDigits = site.phone.replace(/\D/g, '')
const whatsappDigits = site.whatsapp.replace(/\D/g, '')
const floatingPages = ['/solusi-praktis-mengatasi-halaman-web', '/serpbot-rank-checker', '/jasa-seo-magento'] as const

type JsonLdItem = { '@type': string; [key: string]: unknown }

async function jsonLd(page: Page): Promise<JsonLdItem[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as JsonLdItem[])
}

type OfferCatalog = { hasOfferCatalog: { itemListElement: { price: number; priceCurrency: string }[] } }

async function findJsonLd<T>(page: Page, type: string): Promise<T> {
  const item = (await jsonLd(page)).find((entry) => entry['@type'] === type)
  expect(item, `${type} JSON-LD`).toBeDefined()
  return item as unknown as T
}

/** The page's FAQ: its count, FAQPage JSON-LD with the same questions, and single-open behaviour. */
async function expectFaq(page: Page, count: number) {
  const items = page.locator('#faq details')
  await expect(items).toHaveCount(count)
  const names = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('name')))
  expect(new Set(names).size, 'one shared name makes the accordion single-open').toBe(1)

  const questions = await page.locator('#faq summary').allInnerTexts()
  const faqPage = await findJsonLd<{ mainEntity: { name: string }[] }>(page, 'FAQPage')
  expect(faqPage.mainEntity.map((question) => question.name)).toEqual(questions.map((q) => q.trim()))

  // Answers are in the server HTML, hidden until opened.
  const first = items.nth(0)
  const second = items.nth(1)
  await expect(first.locator('p')).toBeHidden()
  await first.locator('summary').click()
  await expect(first).toHaveAttribute('open', '')
  await expect(first.locator('p')).toBeVisible()
  await second.locator('summary').click()
  await expect(second).toHaveAttribute('open', '')
  await expect(first).not.toHaveAttribute('open', '')
  await second.locator('summary').click()
  await expect(second).not.toHaveAttribute('open', '')
  await expect(page.locator('#faq details[open]')).toHaveCount(0)
}

/** Every link in the main content goes somewhere: a path, an anchor that exists, tel:, or WhatsApp. */
async function expectNoDeadLinks(page: Page) {
  const hrefs = await page
    .locator('main a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) {
    expect(href, 'empty or bare "#" link').not.toMatch(/^#?$/)
    if (href.startsWith('#')) await expect(page.locator(href), `anchor ${href}`).toHaveCount(1)
    else expect(href).toMatch(/^(\/[a-z0-9-/.]*(#[a-z-]+)?$|tel:\+\d+$|https:\/\/wa\.me\/\d+(\?text=.+)?$)/)
  }
  for (const path of new Set(hrefs.filter((href) => href.startsWith('/')))) {
    // Soft: a missing target page is reported without hiding the remaining checks of the test.
    const response = await page.request.get(path.split('#')[0]!)
    expect.soft(response.status(), `${path} answers`).toBe(200)
  }
}

async function expectPdf(page: Page, href: string) {
  const response = await page.request.get(href)
  expect(response.status(), href).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const body = await response.body()
  expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdfPageCount(body), `${href} pages`).toBeGreaterThan(1)
}

test.describe('/jasa-pembuatan-website-indonesia', () => {
  const path = '/jasa-pembuatan-website-indonesia'

  test('shows every section, the six website types with from-prices and the six-step process', async ({ page }) => {
    await page.goto(path)
    for (const id of [
      'alasan',
      'jenis-website',
      'proses',
      'teknologi',
      'keunggulan',
      'fitur-standar',
      'investasi',
      'faq',
      'mulai',
    ]) {
      await expect(page.locator(`section#${id}`), id).toHaveCount(1)
    }
    const types = page.locator('[data-offer]')
    await expect(types).toHaveCount(6)
    const expected: [string, string][] = [
      ['Company Profile', 'Rp 5 juta'],
      ['Toko Online', 'Rp 15 juta'],
      ['Portal Berita', 'Rp 8 juta'],
      ['Portal & Forum', 'Rp 20 juta'],
      ['Dashboard', 'Rp 25 juta'],
      ['Landing Page', 'Rp 3 juta'],
    ]
    for (const [index, [name, price]] of expected.entries()) {
      await expect(types.nth(index).getByRole('heading', { level: 3 })).toContainText(name)
      await expect(types.nth(index).locator('[data-price]')).toHaveText(new RegExp(`^Mulai\\s*${price}$`))
    }
    const popular = page.locator('[data-offer][data-popular="true"]')
    await expect(popular).toHaveCount(1)
    await expect(popular).toContainText('Paling Populer')

    const steps = page.locator('#proses ol > li')
    await expect(steps).toHaveCount(6)
    for (const [index, days] of ['1-2 hari', '3-5 hari', '5-10 hari', '7-14 hari', '2-3 hari', '1-2 hari'].entries()) {
      await expect(steps.nth(index)).toContainText(days)
      await expect(steps.nth(index).getByText('Hasil')).toBeVisible()
    }
    const techCards = page.locator('#teknologi li')
    expect(await techCards.count()).toBeGreaterThanOrEqual(6)
    await expect(techCards.first().getByText('Kategori:', { exact: false })).toBeAttached()
    await expect(page.locator('#investasi')).toContainText('Garansi 1 tahun')
    await expect(page.locator('#investasi')).toContainText('Rp 3 juta')
    await expectFaq(page, 5)
  })

  test('buttons lead to the analysis and contact pages; downloads are real multi-page PDFs', async ({ page }) => {
    await page.goto(path)
    const hero = page.locator('main > section').first()
    await expect(hero.getByRole('link', { name: 'Konsultasi Gratis' })).toHaveAttribute('href', '/analisis-gratis')
    await expect(hero.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute('href', '/contact')
    await expect(page.locator('#mulai a[href="/analisis-gratis"]')).toHaveCount(1)
    await expect(page.locator('#mulai a[href="/contact"]')).toHaveCount(1)
    for (const file of [downloads.companyProfile, downloads.portfolio]) {
      const link = page.locator(`a[href="${file.href}"]`)
      await expect(link).toHaveAttribute('download', file.fileName)
      await expect(link).toHaveText(file.label)
    }
    for (const file of [downloads.companyProfile, downloads.portfolio]) await expectPdf(page, file.href)
    await expectNoDeadLinks(page)
  })

  test('publishes Service offers in IDR at the from-prices, FAQPage and breadcrumbs', async ({ page }) => {
    await page.goto(path)
    const data = await jsonLd(page)
    const service = await findJsonLd<OfferCatalog>(page, 'Service')
    const offers = service.hasOfferCatalog.itemListElement
    expect(offers.map((offer) => offer.price)).toEqual([
      5_000_000, 15_000_000, 8_000_000, 20_000_000, 25_000_000, 3_000_000,
    ])
    expect(offers.every((offer) => offer.priceCurrency === 'IDR')).toBe(true)
    expect(data.map((item) => item['@type'])).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']))
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Pembuatan Website')
    await expect(page.locator('[data-floating-contact]')).toHaveCount(0)
  })
})

test.describe('/solusi-praktis-mengatasi-halaman-web', () => {
  test('has solution cards with details at #solusi, the repair figures, a hotline and five FAQs', async ({ page }) => {
    await page.goto('/solusi-praktis-mengatasi-halaman-web')
    const solutions = page.locator('section#solusi')
    await expect(solutions).toHaveCount(1)
    const cards = solutions.locator(':scope > div > ul > li')
    expect(await cards.count()).toBeGreaterThanOrEqual(4)
    for (const card of await cards.all()) expect(await card.locator('ul li').count()).toBeGreaterThanOrEqual(3)

    await page.getByRole('link', { name: 'Lihat Solusi Kami' }).click()
    await expect(page).toHaveURL(/#solusi$/)
    await expect(solutions.getByRole('heading', { level: 2 })).toBeInViewport()

    const main = page.getByRole('main')
    for (const figure of ['1-3 hari kerja', '1-2 minggu', 'Garansi 30 hari', 'lebih dari 3 detik'])
      await expect(main).toContainText(figure)
    const hotline = page.locator('[data-hotline]')
    await expect(hotline).toHaveAttribute('href', `tel:+${phoneDigits}`)
    await expect(page.getByRole('link', { name: 'Hubungi Hotline Darurat' })).toHaveAttribute(
      'href',
      `tel:+${phoneDigits}`,
    )
    await expectFaq(page, 5)
    await expectNoDeadLinks(page)
  })
})

test.describe('/serpbot-rank-checker', () => {
  test('promotes the free tracker with its figures and six FAQs', async ({ page }) => {
    await page.goto('/serpbot-rank-checker')
    const main = page.getByRole('main')
    for (const figure of ['Gratis hingga 10 keyword', '10K+', '500K+', '100+', 'Harian', 'CSV', 'JSON', 'PDF'])
      await expect(main).toContainText(figure)
    await expect(page.locator('#ekspor li')).toHaveText([/CSV/, /JSON/, /PDF/])
    await expectFaq(page, 6)
  })

  test('Cek Ranking Gratis, Lihat Demo and Mulai Tracking all lead somewhere real', async ({ page }) => {
    await page.goto('/serpbot-rank-checker')
    for (const link of await page.getByRole('link', { name: 'Cek Ranking Gratis' }).all())
      await expect(link).toHaveAttribute('href', '/analisis-gratis')
    for (const name of ['Lihat Demo', 'Mulai Tracking']) {
      const links = await page.getByRole('link', { name }).all()
      expect(links.length, name).toBeGreaterThan(0)
      for (const link of links) {
        const href = (await link.getAttribute('href'))!
        const url = new URL(href)
        expect(url.origin + url.pathname).toBe(`https://wa.me/${whatsappDigits}`)
        expect(url.searchParams.get('text')).toContain('SERPBot')
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
    }
    await expectNoDeadLinks(page)
  })
})

test.describe('/jasa-seo-magento', () => {
  test('shows services, skills by the six categories, the figures and six FAQs', async ({ page }) => {
    await page.goto('/jasa-seo-magento')
    expect(await page.locator('#layanan > div > ul > li').count()).toBeGreaterThanOrEqual(4)
    await expect(page.locator('[data-skill-category]')).toHaveCount(6)
    const categories = await page.locator('[data-skill-category] h3').allInnerTexts()
    expect(categories).toEqual(['Frontend', 'Backend', 'DevOps', 'CMS', 'E-commerce', 'Tools'])
    const hero = page.locator('main > section').first()
    for (const figure of ['50+', '7+', '150-300%', 'sekitar 6 bulan', '±6 bulan'])
      await expect(hero).toContainText(figure)
    await expectFaq(page, 6)
  })

  test('Analisis SEO Gratis, Lihat Portfolio and Konsultasi all lead somewhere real', async ({ page }) => {
    await page.goto('/jasa-seo-magento')
    const expected: Record<string, RegExp> = {
      'Analisis SEO Gratis': /^\/analisis-gratis$/,
      'Lihat Portfolio': /^\/portfolio$/,
      Konsultasi: new RegExp(`^https://wa\\.me/${whatsappDigits}\\?text=.*Magento`),
    }
    for (const [name, href] of Object.entries(expected)) {
      const links = await page.getByRole('main').getByRole('link', { name, exact: true }).all()
      expect(links.length, name).toBeGreaterThan(0)
      for (const link of links) await expect(link).toHaveAttribute('href', href)
    }
    await expectNoDeadLinks(page)
  })
})

test.describe('/jasa-seo-wordpress', () => {
  test('sells three packages, Professional as Most Popular, every button to the free analysis', async ({ page }) => {
    await page.goto('/jasa-seo-wordpress')
    const cards = page.locator('#paket > div > ul > li')
    await expect(cards).toHaveCount(3)
    const expected = [
      ['Starter', 'Rp 2.500.000', '1-2 minggu', '10 halaman'],
      ['Professional', 'Rp 4.500.000', '2-3 minggu', '25 halaman'],
      ['Enterprise', 'Rp 8.000.000', '3-4 minggu', 'Halaman tanpa batas'],
    ]
    for (const [index, texts] of expected.entries())
      for (const text of texts) await expect(cards.nth(index)).toContainText(text)
    const popular = page.locator('#paket [data-popular="true"]')
    await expect(popular).toHaveCount(1)
    await expect(popular).toContainText('Professional')
    await expect(popular).toContainText('Most Popular')
    const buttons = page.locator('#paket a')
    await expect(buttons).toHaveCount(3)
    for (const button of await buttons.all()) await expect(button).toHaveAttribute('href', '/analisis-gratis')

    const phases = page.locator('#hasil ol > li')
    await expect(phases).toHaveCount(3)
    for (const [index, when] of ['2-4 minggu', '1-3 bulan', '3-6 bulan'].entries())
      await expect(phases.nth(index)).toContainText(when)

    const service = await findJsonLd<OfferCatalog>(page, 'Service')
    expect(service.hasOfferCatalog.itemListElement.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      [2_500_000, 'IDR'],
      [4_500_000, 'IDR'],
      [8_000_000, 'IDR'],
    ])
    await expectFaq(page, 5)
    await expect(page.locator('[data-floating-contact]')).toHaveCount(0)
    await expectNoDeadLinks(page)
  })
})

test.describe('floating contact buttons', () => {
  for (const path of floatingPages) {
    test(`${path}: call bottom left, green Chat bottom right to WhatsApp in a new tab @mobile`, async ({ page }) => {
      await page.goto(path)
      const viewport = page.viewportSize()!
      const call = page.locator('[data-floating="call"]')
      const chat = page.locator('[data-floating="chat"]')
      await expect(call).toHaveAttribute('href', `tel:+${phoneDigits}`)
      await expect(call).toHaveAccessibleName(/^Telepon /)
      await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${whatsappDigits}(\\?text=.+)?$`))
      await expect(chat).toHaveAttribute('target', '_blank')
      await expect(chat).toHaveAttribute('rel', /noopener/)
      await expect(chat).toHaveAccessibleName(/^Chat via WhatsApp/)
      await expect(chat).toHaveText(/Chat/)

      for (const y of [0, 2000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        const callBox = (await call.boundingBox())!
        const chatBox = (await chat.boundingBox())!
        expect(callBox.x).toBeLessThan(40)
        expect(viewport.width - (chatBox.x + chatBox.width)).toBeLessThan(40)
        for (const box of [callBox, chatBox]) {
          expect(viewport.height - (box.y + box.height)).toBeLessThan(40)
          expect(box.height).toBeGreaterThanOrEqual(44)
        }
        expect(Math.abs(callBox.width - callBox.height), 'the call button is round').toBeLessThan(2)
      }
      const green = await chat.evaluate((node) => getComputedStyle(node).backgroundColor)
      expect(green).toBe('rgb(37, 211, 102)')
    })
  }

  test('are reachable with the keyboard and show a focus outline', async ({ page }) => {
    await page.goto('/jasa-seo-magento')
    const reached = new Set<string>()
    for (let i = 0; i < 200 && reached.size < 2; i++) {
      await page.keyboard.press('Tab')
      const which = await page.evaluate(() => document.activeElement?.getAttribute('data-floating'))
      if (which) {
        reached.add(which)
        const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
        expect(outline).not.toBe('none')
      }
    }
    expect([...reached].sort()).toEqual(['call', 'chat'])
  })

  test.describe('on a 375 px screen', () => {
    test.use({ viewport: { width: 375, height: 812 } })

    for (const path of floatingPages) {
      test(`${path}: they never cover the last content or controls`, async ({ page }) => {
        await page.goto(path)
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await page.waitForFunction(
          () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
        )
        const overlaps = await page.evaluate(() => {
          const floating = [...document.querySelectorAll<HTMLElement>('[data-floating]')].map((node) =>
            node.getBoundingClientRect(),
          )
          const hits = (rect: DOMRect) =>
            rect.width > 0 &&
            rect.height > 0 &&
            floating.some(
              (f) => rect.left < f.right && rect.right > f.left && rect.top < f.bottom && rect.bottom > f.top,
            )
          const found: string[] = []
          for (const control of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary')) {
            if (
              control.closest('[data-floating-contact]') ||
              control.classList.contains('sr-only') ||
              !control.checkVisibility()
            )
              continue
            if (hits(control.getBoundingClientRect())) found.push(`control: ${control.outerHTML.slice(0, 80)}`)
          }
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement
            if (
              !node.textContent?.trim() ||
              !parent ||
              parent.closest('[data-floating-contact], script, style, .sr-only') ||
              !parent.checkVisibility()
            )
              continue
            const range = document.createRange()
            range.selectNodeContents(node)
            if ([...range.getClientRects()].some(hits)) found.push(`text: ${node.textContent.trim().slice(0, 60)}`)
          }
          return found
        })
        expect(overlaps).toEqual([])
        await expectNoAxeViolations(page, `${path} scrolled to the end`)
      })
    }
  })
})
