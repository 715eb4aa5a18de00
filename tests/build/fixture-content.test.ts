/**
 * Adding a page is adding an entry, and a price is defined once: the suite's build reads test fixtures laid over
 * content/ (CONTENT_OVERLAY=tests/fixtures, set by scripts/test.sh): a city that exists only there (Pontianak) and a
 * changed price of SEO Professional. Both must reach every place the site shows them, with no code knowing either.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { formatRupiah } from '@/content/format'
import { documentTitle, site } from '@/content/site'
import { readPage, root, routeBody } from './support/build-output'
import { attr, hrefs, linksNamed, one, queryAll, text } from './support/dom'
import { jsonLd, jsonLdOfType } from './support/json-ld'

const overlay = process.env.CONTENT_OVERLAY
const fixture = <T>(file: string) => parse(readFileSync(path.join(root, 'tests/fixtures/content', file), 'utf8')) as T
type CityFixture = { seo: { title: string }; areas: { list: string[] }; faqs: { items: unknown[] }; homeNote: string }

describe.skipIf(!overlay)('a city page that exists only as a content entry (tests/fixtures)', () => {
  const city = fixture<CityFixture>('cities/pontianak.yaml')
  const cityPath = '/jasa-seo-pontianak'

  test('is a full city page: headline, breadcrumb to the directory, areas, packages, FAQ, JSON-LD', () => {
    const page = readPage(cityPath)
    expect(text(one(page, 'h1'))).toContain('Jasa SEO Pontianak')
    expect(text(one(page, 'head > title'))).toBe(documentTitle(city.seo.title))
    const crumbs = one(page, 'nav[aria-label="Breadcrumb"]')
    expect(hrefs(linksNamed(crumbs, page, 'Jasa SEO Terpercaya'))).toEqual(['/jasa-seo-terpercaya'])
    for (const area of city.areas.list) expect(text(one(page, '#area'))).toContain(area)
    expect(queryAll(page, '#paket li h3').map(text)).toEqual(['Starter', 'Professional', 'Enterprise'])
    expect(queryAll(page, 'details')).toHaveLength(city.faqs.items.length)
    const service = jsonLdOfType<{ areaServed: { '@type': string; name: string }[] }>(page, 'Service')
    expect(service.areaServed[0]).toEqual({ '@type': 'City', name: 'Pontianak' })
    expect(jsonLd(page).map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']),
    )
  })

  test('is in the sitemap and has its share card', () => {
    expect(routeBody('/sitemap.xml')).toContain(`<loc>${site.url}${cityPath}</loc>`)
    expect(existsSync(path.join(root, '.next/server/app/og/jasa-seo-pontianak.png.body'))).toBe(true)
  })

  test("is linked from the home page's coverage list (its home-page note) and the city directory", () => {
    const coverage = one(readPage('/'), '#seo-indonesia')
    const tile = one(coverage, '[data-city="Pontianak"]')
    expect(hrefs(queryAll(tile, 'a'))).toEqual([cityPath])
    expect(text(tile)).toContain(city.homeNote)
    const directory = one(readPage('/jasa-seo-terpercaya'), '[data-testid="city-directory"]')
    expect(hrefs(linksNamed(directory, readPage('/jasa-seo-terpercaya'), /Pontianak/))).toEqual([cityPath])
  })

  test('is a location of the rank tracker, from the Google location its entry names', () => {
    const select = one(readPage('/serpbot-rank-checker'), 'select[name="location"]')
    const option = queryAll(select, 'option').find((candidate) => attr(candidate, 'value') === 'pontianak')
    expect(option && text(option)).toBe('Pontianak')
  })
})

describe.skipIf(!overlay)('a price changed in content/pricing.yaml (tests/fixtures overrides SEO Professional)', () => {
  const changed = fixture<{ seoPackages: { id: string; priceIdr: number }[] }>('pricing.yaml').seoPackages[0]!
  const shown = formatRupiah(changed.priceIdr)

  test('reaches the pricing section and the structured data of the home page', () => {
    const home = readPage('/')
    const card = queryAll(home, '#paket-grid > li').find((item) => text(one(item, 'h3')) === 'SEO Professional')!
    expect(text(card)).toContain(shown)
    const offers = jsonLdOfType<{ hasOfferCatalog: { itemListElement: { name: string; price: number }[] } }>(
      home,
      'Service',
    ).hasOfferCatalog.itemListElement
    expect(offers.find((offer) => offer.name === 'SEO Professional')?.price).toBe(changed.priceIdr)
  })

  test('reaches every article that quotes it', () => {
    const quoting = readdirSync(path.join(root, 'content/articles')).filter((file) =>
      readFileSync(path.join(root, 'content/articles', file), 'utf8').includes(`package="${changed.id}"`),
    )
    expect(quoting.length).toBeGreaterThan(0)
    for (const file of quoting) expect(text(readPage(`/artikel/${file.replace(/\.mdoc$/, '')}`)), file).toContain(shown)
  })

  test('leaves the old price nowhere in the build', () => {
    const committed = parse(readFileSync(path.join(root, 'content/pricing.yaml'), 'utf8')) as {
      seoPackages: { id: string; priceIdr: number }[]
    }
    const old = formatRupiah(committed.seoPackages.find((pkg) => pkg.id === changed.id)!.priceIdr)
    expect(old).not.toBe(shown)
    const pages = readdirSync(path.join(root, '.next/server/app'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html'),
    )
    const stale = pages.filter((file) => readFileSync(path.join(root, '.next/server/app', file), 'utf8').includes(old))
    expect(stale).toEqual([])
  })
})
