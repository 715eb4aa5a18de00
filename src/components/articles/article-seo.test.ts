import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { readLibrary, type Library } from '@/content/articles/reader'
import { routesFor } from '@/content/articles/routes'
import { absoluteUrl } from '@/lib/seo'
import { articlesFeed } from './article-feed'
import { blogPostingJsonLd, buildArticleMetadata } from './article-seo'

let library: Library
beforeAll(async () => {
  library = await readLibrary()
})

describe('the RSS feed', () => {
  it('is well-formed RSS 2.0 with every article, newest first', () => {
    const xml = articlesFeed(library.articles)
    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml)
    expect(rss['@version']).toBe('2.0')
    const channel = rss.channel
    expect(channel.title).toBeTruthy()
    expect(channel.link).toBe(absoluteUrl('/artikel'))
    expect(channel.description).toBeTruthy()
    const items = [channel.item].flat()
    expect(items.map((item: { link: string }) => item.link)).toEqual(
      library.articles.map((article) => absoluteUrl(article.path)),
    )
    for (const item of items) {
      expect(item.title).toBeTruthy()
      expect(item.description).toBeTruthy()
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
      expect(item.guid).toBeTruthy()
    }
  })

  it('escapes hostile text from an article instead of breaking the XML', () => {
    const [first] = library.articles
    const hostile = {
      ...first!,
      title: 'A & B <script>alert(1)</script> ]]> "kutip"',
      summary: '<b>tebal</b> & \u0007',
    }
    const xml = articlesFeed([hostile])
    expect(XMLValidator.validate(xml)).toBe(true)
    const item = new XMLParser().parse(xml).rss.channel.item
    expect(item.title).toBe(hostile.title)
    expect(item.description).toBe('<b>tebal</b> & ')
  })
})

describe('article metadata and BlogPosting', () => {
  it('gives each article its canonical, share card, article Open Graph and the feed link', () => {
    const article = library.articles[0]!
    const entry = routesFor(library).find((route) => route.path === article.path)!
    const metadata = buildArticleMetadata(entry, article)
    expect(metadata.alternates?.canonical).toBe(article.path)
    expect(metadata.alternates?.types).toEqual({
      'application/rss+xml': [expect.objectContaining({ url: '/artikel/rss.xml' })],
    })
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: article.publishedAt,
      images: [{ url: `/og/${entry.ogImage}` }],
    })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('has the fields Google asks for, with the author as a Person with a URL', () => {
    for (const article of library.articles) {
      const entry = routesFor(library).find((route) => route.path === article.path)!
      const data = blogPostingJsonLd(article, entry)
      expect(data).toMatchObject({
        '@type': 'BlogPosting',
        headline: article.title,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        image: [absoluteUrl(`/og/${entry.ogImage}`)],
        author: { '@type': 'Person', name: article.author.name, url: absoluteUrl(article.author.path) },
        publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
      })
      expect(article.title.length).toBeLessThanOrEqual(110)
    }
  })
})
