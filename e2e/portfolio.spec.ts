import { expect, test } from '@playwright/test'
import { downloads } from '@/content/downloads'
import { pdfPageCount } from './helpers'

/*
 * /portfolio (issue 9): the download and the jump from the home page. What the page says is read from the
 * prerendered HTML in tests/build/portfolio.test.ts; axe runs on it at both widths in the route sweep (shell.spec.ts).
 */

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
