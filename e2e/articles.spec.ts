import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { library } from '@/content/articles/reader'
import { articleRoutes } from '@/content/articles/routes'
import { absoluteUrl } from '@/lib/seo'
import { serverLogFile } from './helpers'

/** The blog in the production build. The shell sweep (shell.spec.ts) covers titles, canonical, footer and axe. */
const { articles, categories } = await library()
const blogRoutes = await articleRoutes()

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => [JSON.parse(text)].flat())
}

test('/artikel lists every article newest first, with category, date, reading time and share image', async ({
  page,
  request,
}) => {
  await page.goto('/artikel')
  const cards = page.getByRole('main').locator('article')
  await expect(cards).toHaveCount(Math.min(articles.length, 12))
  expect(articles.length).toBeGreaterThanOrEqual(8)
  for (const [index, article] of articles.slice(0, 12).entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title)
    await expect(card.getByRole('link', { name: article.title })).toHaveAttribute('href', article.path)
    await expect(card).toContainText(article.summary)
    await expect(card).toContainText(article.category.name)
    await expect(card).toContainText(`${article.readingMinutes} menit baca`)
    await expect(card.locator('time')).toHaveAttribute('datetime', article.publishedAt)
    await expect(card.locator('img')).toBeVisible()
    const image = await card.locator('img').getAttribute('src')
    const response = await request.get(image!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    expect(decodeURIComponent(image!)).toContain(`/og/artikel-${article.slug}.png`)
  }
  // Each category filter shows exactly that category's articles.
  for (const category of categories) {
    await page.goto(category.path)
    const titles = await page.getByRole('main').locator('article h2').allTextContents()
    expect(titles).toEqual(articles.filter((a) => a.category.slug === category.slug).map((a) => a.title))
    await expect(
      page.getByRole('navigation', { name: 'Kategori artikel' }).locator('[aria-current="page"]'),
    ).toHaveText(category.name)
  }
})

for (const article of articles) {
  test(`${article.path}: byline, dates, contents, links that resolve, calls to action, JSON-LD`, async ({
    page,
    request,
  }) => {
    const scripts: string[] = []
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url())
    })
    await page.goto(article.path)
    const main = page.getByRole('main')
    await expect(page.locator('h1')).toHaveText(article.title)
    await expect(main.getByRole('link', { name: article.author.name }).first()).toHaveAttribute(
      'href',
      article.author.path,
    )
    await expect(main).toContainText(article.author.role)
    await expect(main).toContainText(article.author.bio)
    await expect(main.locator(`time[datetime="${article.publishedAt}"]`).first()).toBeVisible()
    if (article.updatedAt !== article.publishedAt)
      await expect(main.locator(`time[datetime="${article.updatedAt}"]`).first()).toBeVisible()
    await expect(main).toContainText(`${article.readingMinutes} menit baca`)

    // Table of contents: every entry jumps to its section.
    if (article.toc.length >= 3) {
      const toc = page.getByRole('navigation', { name: 'Daftar isi' }).filter({ visible: true })
      await expect(toc.getByRole('link')).toHaveCount(article.toc.length)
      for (const item of article.toc) await expect(page.locator(`h2[id="${item.id}"]`)).toHaveText(item.title)
    }

    // Links into the service pages, the free analysis and WhatsApp (new tab, announced).
    for (const service of article.services) await expect(main.locator(`a[href="${service}"]`).first()).toBeAttached()
    await expect(main.locator('a[href="/analisis-gratis"]').first()).toBeVisible()
    const whatsapp = main.locator('a[href^="https://wa.me/"]')
    expect(await whatsapp.count()).toBeGreaterThan(0)
    for (const link of await whatsapp.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toContainText('(membuka tab baru)')
    }
    await expect(page.getByRole('heading', { name: 'Baca juga' })).toBeVisible()
    await expect(
      page.locator('#artikel-terkait ~ div article, section[aria-labelledby="artikel-terkait"] article'),
    ).toHaveCount(3)

    // Every internal link on the page answers 200.
    const hrefs = await main.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    for (const href of new Set(hrefs.map((href) => href.split('#')[0]!))) {
      expect((await request.get(href)).status(), `${article.path} → ${href}`).toBe(200)
    }

    // Head: article Open Graph, card image, RSS.
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      article.publishedAt,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect((await request.get(new URL(ogImage!).pathname)).headers()['content-type']).toBe('image/png')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/artikel\/rss\.xml$/,
    )

    const data = await jsonLd(page)
    const posting = data.find((item) => item['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: article.title,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      image: [ogImage],
      author: { '@type': 'Person', name: article.author.name, url: absoluteUrl(article.author.path) },
      publisher: { '@type': 'Organization' },
    })
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] }
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual(
      ['/', '/artikel', article.category.path, article.path].map(absoluteUrl),
    )

    // Zero JavaScript on first view.
    await page.waitForLoadState('load')
    expect(scripts).toEqual([])
  })
}

test('the sitemap lists every blog page, articles with their last change', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const route of blogRoutes) expect(xml).toContain(`<loc>${absoluteUrl(route.path)}</loc>`)
  for (const article of articles) {
    expect(xml).toMatch(new RegExp(`<loc>${absoluteUrl(article.path)}</loc>\\s*<lastmod>${article.updatedAt}`))
  }
})

test('the RSS feed is valid RSS 2.0 with every article', async ({ request }) => {
  const response = await request.get('/artikel/rss.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const { rss } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml)
  expect(rss['@version']).toBe('2.0')
  const links = [rss.channel.item].flat().map((item: { link: string }) => item.link)
  expect(links).toEqual(articles.map((article) => absoluteUrl(article.path)))
})

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
