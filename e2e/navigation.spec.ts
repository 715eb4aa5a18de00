/**
 * Navigation after React has hydrated (issue 13). The site's decision: public pages link with plain anchors, so
 * every navigation is a full page load. aria-current is set by the shell script on each load, the popover menu
 * starts closed on every page, and nothing talks to the client router: no RSC payloads (`?_rsc=`), no prefetches.
 * That no page talks to the router after hydration is checked on every route in e2e/shell.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test'
import { hydrate, trackRouterRequests } from './helpers'

/** Opens a page, lets React take over, and marks the document: a full page load drops the mark. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await hydrate(page)
  await page.evaluate(() => ((window as { previousDocument?: boolean }).previousDocument = true))
}

async function expectFreshDocument(page: Page) {
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => (window as { previousDocument?: boolean }).previousDocument)).toBeUndefined()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
}

const desktopOnly = () =>
  test.skip(test.info().project.name === 'mobile', 'same behaviour at every width; covered by the desktop project')

test('header link after hydration: a full page load, aria-current moves, no router request', async ({ page }) => {
  desktopOnly()
  const router = trackRouterRequests(page)
  await openHydrated(page, '/contact')
  const mainMenu = page.getByRole('navigation', { name: 'Menu utama' })
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await mainMenu.getByRole('link', { name: 'SEO E-commerce' }).click()
  await expect(page).toHaveURL(/\/ecommerce-seo$/)
  await expectFreshDocument(page)
  await expect(mainMenu.getByRole('link', { name: 'SEO E-commerce' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('banner').locator('[aria-current]:visible')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(router).toEqual([])
})

test('footer link after hydration: a full page load, no router request', async ({ page }) => {
  desktopOnly()
  const router = trackRouterRequests(page)
  await openHydrated(page, '/analisis-gratis')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Analisis Gratis' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Audit SEO Teknis' }).click()
  await expect(page).toHaveURL(/\/technical-seo-audit$/)
  await expectFreshDocument(page)
  await expect(header.locator('[aria-current]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(router).toEqual([])
})

test('mobile menu after hydration: the next page has the menu closed and the right aria-current @mobile', async ({
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'the menu button exists below the lg breakpoint')
  const router = trackRouterRequests(page)
  await openHydrated(page, '/google-bisnisku')
  const toggle = page.getByRole('button', { name: 'Buka menu' })
  const menu = page.locator('#menu-seluler')
  await toggle.click()
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Google Bisnisku' })).toHaveAttribute('aria-current', 'page')
  await menu.getByRole('link', { name: 'Portofolio' }).click()

  await expect(page).toHaveURL(/\/portfolio$/)
  await expectFreshDocument(page)
  await expect(menu).toBeHidden()
  await expect(page.locator('[data-menu-toggle]')).not.toHaveAttribute('data-open')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await expect(menu.getByRole('link', { name: 'Portofolio' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.locator('[aria-current]')).toHaveCount(1)

  // The menu's buttons are plain links too.
  await hydrate(page)
  await menu.getByRole('link', { name: 'Analisis Gratis' }).click()
  await expect(page).toHaveURL(/\/analisis-gratis$/)
  await expect(menu).toBeHidden()
  expect(router).toEqual([])
})
