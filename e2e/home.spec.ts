import { expect, test, type Page } from '@playwright/test'

/*
 * Home page (issue 5): what needs a browser, the layout and the scroll to the packages. What the page says
 * (sections, figures, packages, links, JSON-LD) is read from the prerendered HTML in tests/build/home.test.ts,
 * and axe runs on it at both widths in the route sweep (shell.spec.ts).
 */

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
