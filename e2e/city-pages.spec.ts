import { expect, test } from '@playwright/test'
import { cities } from '@/content/cities'
import { expectNoAxeViolations } from './helpers'

/**
 * What needs a browser on the city pages: the FAQ's behaviour and the directory's look. What the pages say
 * (figures, areas, packages, links, JSON-LD) is read from the prerendered HTML in tests/build/city-pages.test.ts;
 * the sweep in shell.spec.ts loads every city page at both widths (layout, overflow, axe).
 */

// The city pages are one template: the accordion's behaviour is the platform's (<details name>), checked here
// on the first city; tests/build/city-pages.test.ts checks every city's FAQ carries its shared name. No sideways
// scroll at either width is checked on every registered route by the sweep in shell.spec.ts.
for (const city of cities.slice(0, 1)) {
  test(`${city.path}: the FAQ opens one answer at a time and passes axe while open`, async ({ page }) => {
    const response = await page.goto(city.path)
    expect(response?.status()).toBe(200)

    const items = page.locator(`#faq details[name="faq-${city.slug}"]`)
    await expect(items).toHaveCount(6)
    const open = page.locator(`#faq details[open]`)
    await expect(open).toHaveCount(0)
    await items.nth(0).locator('summary').click()
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await expect(items.nth(0).locator('p')).toBeVisible()
    await items.nth(3).locator('summary').click()
    await expect(items.nth(3)).toHaveAttribute('open', '')
    await expect(open).toHaveCount(1)
    await items.nth(3).locator('summary').click()
    await expect(open).toHaveCount(0)
    await items.nth(1).locator('summary').click()
    await expectNoAxeViolations(page, `${city.path} with an FAQ answer open`)
  })
}

test.describe('/jasa-seo-terpercaya', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/jasa-seo-terpercaya')
  })

  test('plain tiles do not look clickable; linked ones do', async ({ page }) => {
    const plain = page.locator('[data-city-tile="plain"]')
    // 80 cities, those with a page linked (the seven, and the suite's fixture city, tests/fixtures)
    await expect(plain).toHaveCount(80 - cities.length)
    const looks = await plain.evaluateAll((tiles) =>
      tiles.map((tile) => {
        const box = tile.firstElementChild as HTMLElement
        const style = getComputedStyle(box)
        return `${style.cursor}|${getComputedStyle(box.firstElementChild as HTMLElement).textDecorationLine}|${style.borderTopWidth}`
      }),
    )
    expect(new Set(looks)).toEqual(new Set(['default|none|0px']))
    const linked = await page
      .locator('[data-city-tile="linked"] a')
      .first()
      .evaluate((link) => getComputedStyle(link).cursor)
    expect(linked).toBe('pointer')
  })

  test('the FAQ opens one answer at a time and passes axe while open', async ({ page }) => {
    const items = page.locator('#faq details')
    await items.nth(0).locator('summary').click()
    await items.nth(1).locator('summary').click()
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    await expectNoAxeViolations(page, '/jasa-seo-terpercaya with an FAQ answer open')
  })
})

test('an unknown city address is a 404', async ({ request }) => {
  expect((await request.get('/jasa-seo-bogor')).status()).toBe(404)
})
