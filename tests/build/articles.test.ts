/**
 * The blog in the production build, read without a browser: the list and category pages, each article's byline,
 * contents, links and JSON-LD, the sitemap and the RSS feed. The route sweep (e2e/shell.spec.ts) covers titles,
 * canonical, footer, axe and that an article runs no script on first view.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, test } from 'vitest'
import { library } from '@/content/articles/reader'
import { articleRoutes } from '@/content/articles/routes'
import { absoluteUrl } from '@/lib/seo'
import { readPage, routeBody, routeBytes, routeMeta, servedFromBuild } from './support/build-output'
import { attr, byText, hrefs, linksNamed, one, queryAll, text } from './support/dom'
import { jsonLd } from './support/json-ld'
import { deadLinks } from './support/links'

const { articles, categories } = await library()
const blogRoutes = await articleRoutes()

const meta = (page: ReturnType<typeof readPage>, selector: string) => attr(one(page, selector), 'content')

test('/artikel lists every article newest first, with category, date, reading time and share image', () => {
  const page = readPage('/artikel')
  const cards = queryAll(one(page, 'main'), 'article')
  expect(cards).toHaveLength(Math.min(articles.length, 12))
  expect(articles.length).toBeGreaterThanOrEqual(8)
  for (const [index, article] of articles.slice(0, 12).entries()) {
    const card = cards[index]!
    expect(text(one(card, 'h2'))).toBe(article.title)
    expect(hrefs(linksNamed(card, page, article.title))).toContain(article.path)
    expect(text(card)).toContain(article.summary)
    expect(text(card)).toContain(article.category.name)
    expect(text(card)).toContain(`${article.readingMinutes} menit baca`)
    expect(attr(one(card, 'time'), 'datetime')).toBe(article.publishedAt)
    // The thumbnail is the article's share card, resized by Next's image optimizer (e2e/articles.spec.ts loads one).
    const image = attr(one(card, 'img'), 'src')!
    expect(decodeURIComponent(image)).toContain(`/og/artikel-${article.slug}.png`)
    expect(servedFromBuild(`/og/artikel-${article.slug}.png`)).toBe(true)
  }
})

test('each category filter shows exactly that category’s articles, marked as the current one', () => {
  for (const category of categories) {
    const page = readPage(category.path)
    expect(queryAll(one(page, 'main'), 'article h2').map(text), category.path).toEqual(
      articles.filter((article) => article.category.slug === category.slug).map((article) => article.title),
    )
    const nav = one(page, 'nav[aria-label="Kategori artikel"]')
    expect(text(one(nav, '[aria-current="page"]'))).toBe(category.name)
  }
})

for (const article of articles) {
  describe(article.path, () => {
    const page = readPage(article.path)
    const main = one(page, 'main')

    test('byline, dates, reading time and a table of contents that jumps to its sections', () => {
      expect(text(one(page, 'h1'))).toBe(article.title)
      expect(hrefs(linksNamed(main, page, article.author.name))[0]).toBe(article.author.path)
      expect(text(main)).toContain(article.author.role)
      expect(text(main)).toContain(article.author.bio)
      expect(queryAll(main, `time[datetime="${article.publishedAt}"]`).length).toBeGreaterThan(0)
      if (article.updatedAt !== article.publishedAt)
        expect(queryAll(main, `time[datetime="${article.updatedAt}"]`).length).toBeGreaterThan(0)
      expect(text(main)).toContain(`${article.readingMinutes} menit baca`)
      if (article.toc.length >= 3) {
        // The contents are in the page twice (a sidebar and a collapsible box); each lists every section.
        const tocs = queryAll(page, 'nav[aria-label="Daftar isi"]')
        expect(tocs.length).toBeGreaterThan(0)
        for (const toc of tocs) expect(hrefs(queryAll(toc, 'a'))).toEqual(article.toc.map((item) => `#${item.id}`))
        for (const item of article.toc) expect(text(one(page, `h2[id="${item.id}"]`))).toBe(item.title)
      }
    })

    test('links to its services, the free analysis and WhatsApp (new tab, announced), three related articles; every link resolves', () => {
      for (const service of article.services)
        expect(queryAll(main, `a[href="${service}"]`).length, service).toBeGreaterThan(0)
      expect(queryAll(main, 'a[href="/analisis-gratis"]').length).toBeGreaterThan(0)
      const whatsapp = queryAll(main, 'a[href^="https://wa.me/"]')
      expect(whatsapp.length).toBeGreaterThan(0)
      for (const link of whatsapp) {
        expect(attr(link, 'target')).toBe('_blank')
        // A link in the text says it in its name; a button built by SiteLink in its description (aria-describedby).
        const description = (attr(link, 'aria-describedby') ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .flatMap((id) => queryAll(page, `[id="${id}"]`))
          .map(text)
        expect([text(link), ...description].join(' ')).toContain('(membuka tab baru)')
      }
      expect(byText(page, 'Baca juga', true).some((node) => /^h[1-6]$/.test(node.tagName))).toBe(true)
      expect(queryAll(page, 'section[aria-labelledby="artikel-terkait"] article')).toHaveLength(3)
      expect(deadLinks(page).problems).toEqual([])
    })

    test('head: article Open Graph with a PNG card, RSS; JSON-LD BlogPosting and breadcrumbs', () => {
      expect(meta(page, 'meta[property="og:type"]')).toBe('article')
      expect(meta(page, 'meta[property="article:published_time"]')).toBe(article.publishedAt)
      expect(meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')
      const ogImage = meta(page, 'meta[property="og:image"]')!
      const card = new URL(ogImage).pathname
      expect(routeMeta(card).headers['content-type']).toBe('image/png')
      expect(routeBytes(card).subarray(1, 4).toString()).toBe('PNG')
      expect(attr(one(page, 'link[rel="alternate"][type="application/rss+xml"]'), 'href')).toMatch(
        /\/artikel\/rss\.xml$/,
      )

      const data = jsonLd(page)
      expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
        headline: article.title,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        image: [ogImage],
        author: { '@type': 'Person', name: article.author.name, url: absoluteUrl(article.author.path) },
        publisher: { '@type': 'Organization' },
      })
      const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as unknown as {
        itemListElement: { item: string }[]
      }
      expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual(
        ['/', '/artikel', article.category.path, article.path].map(absoluteUrl),
      )
    })
  })
}

test('the sitemap lists every blog page, articles with their last change', () => {
  const xml = routeBody('/sitemap.xml')
  for (const route of blogRoutes) expect(xml).toContain(`<loc>${absoluteUrl(route.path)}</loc>`)
  for (const article of articles)
    expect(xml).toMatch(new RegExp(`<loc>${absoluteUrl(article.path)}</loc>\\s*<lastmod>${article.updatedAt}`))
})

test('the RSS feed is valid RSS 2.0 with every article', () => {
  const { status, headers } = routeMeta('/artikel/rss.xml')
  expect(status).toBe(200)
  expect(headers['content-type']).toContain('application/rss+xml')
  const xml = routeBody('/artikel/rss.xml')
  expect(XMLValidator.validate(xml)).toBe(true)
  const { rss } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml)
  expect(rss['@version']).toBe('2.0')
  const links = [rss.channel.item].flat().map((item: { link: string }) => item.link)
  expect(links).toEqual(articles.map((article) => absoluteUrl(article.path)))
})
