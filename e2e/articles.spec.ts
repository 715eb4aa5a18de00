import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { library } from '@/content/articles/reader'
import { serverLogFile } from './helpers'

/**
 * The blog where it needs the server or a browser: 404s, the closed editor, reading on a phone, thumbnails. What
 * the pages say (lists, bylines, contents, links, JSON-LD, sitemap, RSS) is read from the prerendered HTML in
 * tests/build/articles.test.ts; the route sweep (shell.spec.ts) covers titles, canonical, footer, axe and that an
 * article runs no script on first view.
 */
const { articles } = await library()

test('an unknown article is a logged 404', async ({ page }) => {
  const missing = `/artikel/tidak-ada-${Date.now()}`
  expect((await page.goto(missing))?.status()).toBe(404)
  await expect
    .poll(() =>
      readFileSync(serverLogFile(), 'utf8')
        .split('\n')
        .filter((line) => line.includes(missing) && line.includes('page_not_found')),
    )
    .toHaveLength(1)
  expect((await page.goto('/artikel/halaman/1'))?.status()).toBe(404)
})

test('the article editor is closed in the production build: 404 or the admin login, never the editor', async ({
  request,
}) => {
  for (const path of ['/keystatic', '/keystatic/collection/articles', '/keystatic/setup']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect([404, 302, 307], path).toContain(response.status())
    if (response.status() !== 404) expect(response.headers().location).toMatch(/^\/admin\/login/)
    expect(await response.text()).not.toMatch(/keystatic-core|Keystatic/)
  }
  expect((await request.get('/api/keystatic/tree', { headers: { 'no-cors': '1' } })).status()).toBe(404)
  const write = await request.post('/api/keystatic/update', {
    headers: { 'no-cors': '1', 'content-type': 'application/json' },
    data: { additions: [{ path: 'content/articles/x.mdoc', contents: 'aGFjaw==' }], deletions: [] },
  })
  expect(write.status()).toBe(404)
})

test('@mobile an article reads on a phone: no sideways scroll, collapsible contents, body text 16px+', async ({
  page,
}) => {
  const article = articles.find((candidate) => candidate.toc.length >= 3)!
  await page.goto(article.path)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  const viewport = page.viewportSize()!
  if (viewport.width < 1024) {
    const summary = page.locator('summary', { hasText: 'Daftar isi' })
    await summary.click()
    await page
      .getByRole('navigation', { name: 'Daftar isi' })
      .filter({ visible: true })
      .getByRole('link')
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`#${article.toc[0]!.id}$`))
  }
  const fontSize = await page
    .locator('.prose p')
    .first()
    .evaluate((p) => parseFloat(getComputedStyle(p).fontSize))
  expect(fontSize).toBeGreaterThanOrEqual(16)
})

test('@mobile share-card thumbnails show from tablet width up; a phone downloads none', async ({ page }) => {
  const images: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'image') images.push(req.url())
  })
  await page.goto('/artikel')
  await page.waitForLoadState('load')
  const thumbnails = page.getByRole('main').locator('article img')
  if (page.viewportSize()!.width < 640) {
    await expect(thumbnails.first()).toBeHidden()
    expect(images.filter((url) => url.includes('/og/') || url.includes('/_next/image'))).toEqual([])
  } else {
    await expect(thumbnails.first()).toBeVisible()
    // Resized by Next's image optimizer, as a plain <img> (no next/image client code to load).
    await expect(thumbnails.first()).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fog%2F.+ \d+w/)
    await thumbnails.first().scrollIntoViewIfNeeded()
    await expect.poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }
})
