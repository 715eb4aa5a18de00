import { expect, test, type Page } from '@playwright/test'
import { getServicePage, servicePages } from '@/content/service-pages'

/**
 * The eight SEO service pages (issue 6): what needs a browser, the layout at each width and the FAQ accordion.
 * What each page says (sections, counts, figures, links, FAQ text and JSON-LD) is read from the prerendered HTML
 * in tests/build/service-pages.test.ts; the route sweep in shell.spec.ts covers metadata and axe.
 */

/** The FAQ accordion items, found by section rather than by their shared `name`, so a missing name fails the behaviour checks. */
const faqItems = (page: Page) => page.locator('#faq details')

// The eight pages are one template (what each says is read from the build); its layout and accordion are checked on
// the first. One visit per width: the phone-sized project stops after the layout checks.
for (const record of servicePages.slice(0, 1)) {
  test(`${record.path}: every section shows and fits the screen; the FAQ opens one answer at a time @mobile`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(record.path)
    for (const section of [...record.sections, record.faq, record.cta])
      await expect(page.getByRole('region', { name: section.title, exact: true }), section.title).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0)
    if (isMobile) return

    const items = faqItems(page)
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

test('technical audit: header illustration is sized, described and drawn without a request of its own; the 5-10 working days are stated', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname)
  })
  await page.goto('/technical-seo-audit')
  const image = getServicePage('/technical-seo-audit').hero.image!
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
