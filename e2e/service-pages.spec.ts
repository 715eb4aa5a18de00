import { expect, test, type Page } from '@playwright/test'
import { figures } from '@/content/figures'
import { getRoute } from '@/content/routes'
import { aiPlatformCoverage } from '@/content/service-pages/chatgpt-seo-ranking'
import { ecommerceSeoPage } from '@/content/service-pages/ecommerce-seo'
import { servicePages } from '@/content/service-pages/index'
import { localRankingWeights } from '@/content/service-pages/local-ranking'
import { technicalAuditPage } from '@/content/service-pages/technical-seo-audit'
import { contactLinks } from '@/content/contact-links'

/**
 * The eight SEO service pages (issue 6). The generic route sweep in shell.spec.ts already covers title,
 * description, canonical, breadcrumbs JSON-LD and axe; this file checks what each page itself promises.
 */

/** The FAQ accordion items, found by section rather than by their shared `name`, so a missing name fails the behaviour checks. */
const faqItems = (page: Page) => page.locator('#faq details')

async function jsonLdOfType(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text)).filter((data) => data['@type'] === type)
}

/** Text of each bar row (label + number) in a section's bar list, in order. */
async function barTexts(page: Page, sectionId: string) {
  return page.locator(`#${sectionId} ul[aria-label] > li`).allInnerTexts()
}

for (const record of servicePages) {
  test.describe(record.path, () => {
    test('shows every section of its record, links to the analysis and contact pages, and fits the screen @mobile', async ({
      page,
    }) => {
      await page.goto(record.path)
      const main = page.getByRole('main')
      await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(getRoute(record.path).label)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(record.hero.title)

      for (const section of record.sections) {
        const region = page.getByRole('region', { name: section.title, exact: true })
        await expect(region, `#${section.id}`).toBeVisible()
        await expect(region).toHaveAttribute('id', section.id)
        const count =
          section.kind === 'cards'
            ? section.items.length
            : section.kind === 'steps'
              ? section.steps.length
              : section.kind === 'checklists'
                ? section.groups.length
                : section.kind === 'table'
                  ? section.table.rows.length
                  : section.kind === 'bars'
                    ? section.bars.length
                    : null
        if (section.kind === 'table') await expect(region.getByRole('rowheader')).toHaveCount(count!)
        else if (section.kind === 'bars') await expect(region.locator('ul[aria-label] > li')).toHaveCount(count!)
        else if (count !== null)
          await expect(region.getByRole('heading', { level: 3 }), `#${section.id} items`).toHaveCount(count)
      }
      await expect(page.getByRole('region', { name: record.faq.title, exact: true })).toBeVisible()

      await expect(main.locator('a[href="/analisis-gratis"]').first()).toBeVisible()
      await expect(main.locator('a[href="/contact"]').first()).toBeVisible()
      await expect(
        page.getByRole('region', { name: record.cta.title, exact: true }).locator('a[href="/analisis-gratis"]'),
      ).toBeVisible()

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0)
    })

    test('FAQ: the records are rendered, mirrored in FAQPage JSON-LD, and only one answer is open at a time', async ({
      page,
    }) => {
      await page.goto(record.path)
      const items = faqItems(page)
      await expect(items).toHaveCount(record.faq.items.length)
      await expect(items.locator('summary')).toHaveText(record.faq.items.map((item) => item.question))

      const [faqPage] = await jsonLdOfType(page, 'FAQPage')
      expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(
        record.faq.items.map((item) => item.question),
      )
      expect(faqPage.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(
        record.faq.items.map((item) => item.answer),
      )
      const [service] = await jsonLdOfType(page, 'Service')
      expect(service).toMatchObject({ name: record.service.name, serviceType: record.service.serviceType })

      const first = items.nth(0)
      const second = items.nth(1)
      await expect(first).not.toHaveAttribute('open')
      await first.locator('summary').click()
      await expect(first).toHaveAttribute('open')
      await expect(first.getByText(record.faq.items[0]!.answer)).toBeVisible()

      await second.locator('summary').click()
      await expect(second).toHaveAttribute('open')
      await expect(first).not.toHaveAttribute('open')
      await expect(first.getByText(record.faq.items[0]!.answer)).toBeHidden()

      await second.locator('summary').click()
      await expect(second).not.toHaveAttribute('open')
      await expect(page.locator('#faq details[open]')).toHaveCount(0)
    })
  })
}

test.describe('FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('answers are in the server HTML and the accordion works from the keyboard', async ({ page }) => {
    const record = servicePages[0]!
    await page.goto(record.path)
    const items = faqItems(page)
    for (const [index, item] of record.faq.items.entries()) await expect(items.nth(index)).toContainText(item.answer)

    await items.nth(0).locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(items.nth(0)).toHaveAttribute('open')
    await items.nth(2).locator('summary').focus()
    await page.keyboard.press('Space')
    await expect(items.nth(2)).toHaveAttribute('open')
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await page.keyboard.press('Enter')
    await expect(page.locator('#faq details[open]')).toHaveCount(0)
  })
})

test('on-page: the title and meta description length advice is on the page', async ({ page }) => {
  await page.goto('/seo-on-page-optimization')
  const guide = page.getByRole('table', { name: 'Rekomendasi untuk setiap elemen on-page dan alasannya' })
  await expect(guide.getByRole('row', { name: /Title tag/ })).toContainText('50-60 karakter')
  await expect(guide.getByRole('row', { name: /Meta description/ })).toContainText('150-160 karakter')
})

test('technical audit: header illustration is sized, described and drawn without a request of its own; the 5-10 working days are stated', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname)
  })
  await page.goto('/technical-seo-audit')
  const image = technicalAuditPage.hero.image!
  const illustration = page.getByRole('img', { name: image.alt })
  const [width, height] = await Promise.all(['width', 'height'].map((name) => illustration.getAttribute(name)))
  expect(Number(width)).toBeGreaterThan(0)
  expect(Number(height)).toBeGreaterThan(0)
  // Drawn: laid out at the column's width with the file's proportions, and its gradients resolve on this page.
  const box = (await illustration.boundingBox())!
  expect(box.width).toBeGreaterThan(200)
  expect(box.height / box.width).toBeCloseTo(Number(height) / Number(width), 1)
  const unresolved = await illustration.evaluate((svg) =>
    [...svg.querySelectorAll('[fill^="url(#"], [stroke^="url(#"]')]
      .map((node) => (node.getAttribute('fill') ?? node.getAttribute('stroke'))!.slice(5, -1))
      .filter((id) => !svg.ownerDocument.getElementById(id)),
  )
  expect(unresolved).toEqual([])
  expect(requested).not.toContain(image.src)
  await expect(page.getByRole('heading', { level: 2, name: /5-10 hari kerja/ })).toBeVisible()
})

test('local SEO: factor weights are bars with their numbers as text, plus the 1-3 and 3-6 month timelines', async ({
  page,
}) => {
  await page.goto('/local-seo-optimization')
  const bars = await barTexts(page, 'bobot-faktor')
  expect(bars.map((text) => text.match(/(\d+)%/)?.[1])).toEqual(['35', '25', '20', '15', '5'])
  bars.forEach((text, index) => expect(text).toContain(localRankingWeights[index]!.label))
  await expect(page.getByRole('main')).toContainText('1-3 bulan')
  await expect(page.getByRole('main')).toContainText('3-6 bulan')
})

test('AI page: platform coverage bars read 85, 88, 91, 94, 95… percent, results in 4-8 weeks, 70/30 budget', async ({
  page,
}) => {
  await page.goto('/chatgpt-seo-ranking')
  const coverage = await barTexts(page, 'cakupan-platform')
  expect(coverage).toHaveLength(aiPlatformCoverage.length)
  expect(coverage.map((text) => Number(text.match(/(\d+)%/)?.[1]))).toEqual(
    aiPlatformCoverage.map((_, index) => Math.min(85 + 3 * index, 95)),
  )
  // The bar width matches its number, so colour and length never say something the text doesn't.
  const widths = await page
    .locator('#cakupan-platform ul[aria-label] > li [aria-hidden="true"] > div')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).style.width))
  expect(widths).toEqual(aiPlatformCoverage.map((bar) => `${bar.percent}%`))

  const budget = await barTexts(page, 'anggaran')
  expect(budget.map((text) => text.match(/(\d+)%/)?.[1])).toEqual(['70', '30'])
  await expect(page.getByRole('heading', { level: 2, name: /70\/30/ })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('4-8 minggu')
})

test('e-commerce: five timed steps, three cases, the problem/solution/impact table and a WhatsApp chat link', async ({
  page,
}) => {
  await page.goto('/ecommerce-seo')
  const steps = page.locator('#proses ol > li')
  await expect(steps).toHaveCount(5)
  for (const [index, duration] of ['1-2 minggu', '2-3 minggu', '1-2 minggu', 'Berkelanjutan'].entries()) {
    await expect(steps.nth(index)).toContainText(`Durasi: ${duration}`, { useInnerText: false })
  }
  await expect(page.locator('#hasil h3')).toHaveCount(3)

  const table = page.getByRole('table', { name: /solusi kami, dan dampaknya/ })
  await expect(table.getByRole('columnheader')).toHaveText(['Masalah', 'Solusi kami', 'Dampak'])
  await expect(table.getByRole('row')).toHaveCount(1 + 6)
  await expect(table.getByRole('rowheader').first()).toBeVisible()

  const whatsapp = page.getByRole('main').getByRole('link', { name: 'Chat via WhatsApp' })
  await expect(whatsapp).toHaveCount(2)
  for (const link of await whatsapp.all()) {
    await expect(link).toHaveAttribute(
      'href',
      contactLinks.whatsapp('service-cta-whatsapp', ecommerceSeoPage.whatsappText).href,
    )
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
})

test('Google Bisnisku: statistics card, four steps in order, factor bars, four tips, 8 FAQs, closing call to analysis', async ({
  page,
}) => {
  await page.goto('/google-bisnisku')
  const stats = page.locator('dl').filter({ hasText: 'Klien kami bantu' })
  await expect(stats).toContainText(figures.clients)
  await expect(stats).toContainText(figures.satisfaction)
  await expect(page.locator('#langkah-optimasi ol > li h3')).toHaveText([
    /Verifikasi lokasi/,
    /foto/,
    /ulasan/,
    /jam buka/,
  ])
  expect((await barTexts(page, 'faktor-ranking')).map((text) => text.match(/(\d+)%/)?.[1])).toEqual([
    '35',
    '25',
    '20',
    '15',
    '5',
  ])
  await expect(page.locator('#tips-lanjutan h3')).toHaveCount(4)
  await expect(faqItems(page)).toHaveCount(8)
  await expect(page.locator('#konsultasi a[href="/analisis-gratis"]')).toBeVisible()
})
