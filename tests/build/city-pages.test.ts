/** The seven city pages and the city directory as prerendered (issue 8), read without a browser. */
import { describe, expect, test } from 'vitest'
import { cities, type CitySlug } from '@/content/cities'
import { telHref } from '@/content/format'
import { site } from '@/content/site'
import { readPage } from './support/build-output'
import { byText, hrefs, linksNamed, one, queryAll, text } from './support/dom'
import { jsonLd } from './support/json-ld'

/**
 * What a visitor sees on each city page: the spec's counts, prices and links typed here on purpose (so a record
 * drifting from the spec fails), and the records' own text where content tests already pin it to the spec.
 */
type Expected = {
  name: string
  areas: number
  steps: number
  clients?: string
  prices: readonly string[]
  hero: readonly [string, string]
  closing: readonly (readonly [string, string])[]
}

const shared = {
  steps: 4,
  prices: ['Rp 3.000.000', 'Rp 8.000.000', 'Rp 18.000.000'],
  hero: ['/analisis-gratis', '/portfolio'],
  closing: [
    ['Dapatkan Analisis Gratis', '/analisis-gratis'],
    ['Hubungi Kami', '/contact'],
  ],
} as const

const expected: Record<CitySlug, Expected> = {
  jakarta: {
    name: 'Jakarta',
    areas: 15,
    steps: 5,
    prices: ['Rp 5 juta', 'Rp 10-15 juta', 'Rp 25 juta'],
    hero: ['/analisis-gratis', '/contact'],
    closing: [['Minta Analisis Gratis', '/analisis-gratis']],
  },
  surabaya: {
    name: 'Surabaya',
    areas: 20,
    steps: 6,
    prices: ['Rp 4 juta', 'Rp 10-15 juta', 'Rp 20 juta'],
    hero: ['/analisis-gratis', '/portfolio'],
    closing: [['Mulai Analisis Gratis', '/analisis-gratis']],
  },
  bandung: {
    name: 'Bandung',
    areas: 20,
    steps: 7,
    prices: ['Rp 3,5 juta', 'Rp 8-15 juta', 'Rp 20 juta'],
    hero: ['/analisis-gratis', '/portfolio'],
    closing: [
      ['Free Consultation', '/analisis-gratis'],
      ['Contact Team Bandung', '/contact'],
    ],
  },
  bekasi: {
    ...shared,
    name: 'Bekasi',
    clients: '50+',
    areas: 12,
  },
  medan: {
    ...shared,
    name: 'Medan',
    clients: '40+',
    areas: 12,
  },
  tangerang: {
    ...shared,
    name: 'Tangerang',
    clients: '60+',
    areas: 12,
  },
  depok: {
    ...shared,
    name: 'Depok',
    clients: '45+',
    areas: 12,
  },
}

// The spec's seven cities; a city that exists only as a test fixture is checked in fixture-content.test.ts.
for (const city of cities.filter((candidate) => Object.hasOwn(expected, candidate.slug))) {
  const want = expected[city.slug]!
  const page = readPage(city.path)

  describe(city.path, () => {
    test('hero: one headline, the client count, both buttons and the breadcrumb to the city directory', () => {
      const hero = queryAll(page, 'main > section')[0]!
      expect(queryAll(page, 'h1')).toHaveLength(1)
      expect(text(one(page, 'h1'))).toContain(`Jasa SEO ${want.name}`)
      if (want.clients) expect(queryAll(hero, 'dd').some((dd) => text(dd).includes(want.clients!))).toBe(true)
      expect(hrefs(queryAll(hero, 'a')).slice(0, 2)).toEqual(want.hero)
      const crumbs = one(page, 'nav[aria-label="Breadcrumb"]')
      expect(hrefs(linksNamed(crumbs, page, 'Jasa SEO Terpercaya'))).toEqual(['/jasa-seo-terpercaya'])
    })

    test('areas, industries and process steps', () => {
      const areas = queryAll(page, '[data-testid="area-list"] li')
      expect(areas).toHaveLength(want.areas)
      // The record's areas (src/content/cities/cities.test.ts pins them to the spec's lists).
      expect(areas.map(text)).toEqual([...city.areas.list])
      expect(queryAll(page, '[data-testid="area-list"] a')).toHaveLength(0)
      expect(queryAll(page, '[data-testid="industry-grid"] li')).toHaveLength(8)
      const steps = queryAll(page, '#proses ol > li')
      expect(steps).toHaveLength(want.steps)
      if (want.steps === 4) {
        const titles = steps.map((step) => text(one(step, 'h3')))
        for (const [index, title] of [
          /Discovery & Audit/,
          /Strategy Planning/,
          /Implementation/,
          /Monitor & Optimize/,
        ].entries())
          expect(titles[index]).toMatch(title)
      }
    })

    test('packages: prices, the emphasised popular one, every Pilih Paket to /contact, the guarantee', () => {
      const cards = queryAll(page, '#paket li[class*="rounded-3xl"]')
      expect(cards).toHaveLength(3)
      for (const [index, price] of want.prices.entries()) expect(text(cards[index]!)).toContain(price)
      const popular = queryAll(page, '#paket [data-popular="true"]')
      expect(popular).toHaveLength(1)
      expect(text(popular[0]!)).toContain('Paling Populer')
      expect(text(popular[0]!)).toContain('Professional')
      const choose = linksNamed(one(page, '#paket'), page, /Pilih Paket/)
      expect(choose).toHaveLength(3)
      expect(new Set(hrefs(choose))).toEqual(new Set(['/contact']))
      const guarantee = text(one(page, '[data-testid="guarantee"]'))
      expect(guarantee).toContain('setelah masa optimasi 6 bulan')
      expect(guarantee).toContain('white-hat')
    })

    test('closing call to action buttons', () => {
      const closing = one(page, '#mulai')
      for (const [label, href] of want.closing) expect(hrefs(linksNamed(closing, page, label)), label).toContain(href)
    })

    test('FAQ: six questions in one single-open group, all closed as served', () => {
      expect(queryAll(page, `#faq details[name="faq-${city.slug}"]`)).toHaveLength(6)
      expect(queryAll(page, '#faq details[open]')).toHaveLength(0)
    })

    test('structured data: Service for the city and its areas with IDR offers, FAQPage, breadcrumbs', () => {
      const data = jsonLd(page)
      const service = data.find((item) => item['@type'] === 'Service')!
      const area = service.areaServed as { '@type': string; name: string }[]
      expect(area[0]).toEqual({ '@type': 'City', name: want.name })
      expect(area).toHaveLength(want.areas + 1)
      const offers = (service.hasOfferCatalog as { itemListElement: { price: number; priceCurrency: string }[] })
        .itemListElement
      expect(offers.map((offer) => offer.priceCurrency)).toEqual(['IDR', 'IDR', 'IDR'])
      expect(offers.map((offer) => offer.price)).toEqual(city.pricing.packages.map((pkg) => pkg.priceIdr))
      const faq = data.find((item) => item['@type'] === 'FAQPage')!
      expect((faq.mainEntity as unknown[]).length).toBe(6)
      const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')!
      expect((crumbs.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
        'Beranda',
        'Jasa SEO Terpercaya',
        `Jasa SEO ${want.name}`,
      ])
    })
  })
}

describe('city specifics', () => {
  test('Bandung: badge, buttons, rating, figures, phone line, coffee meeting and local team', () => {
    const page = readPage('/jasa-seo-bandung')
    const hero = queryAll(page, 'main > section')[0]!
    expect(byText(hero, 'Bandung - Kota Kembang').length).toBeGreaterThan(0)
    expect(hrefs(linksNamed(hero, page, 'Konsultasi Gratis Bandung'))).toEqual(['/analisis-gratis'])
    const card = text(one(hero, '[data-testid="city-hero-card"]'))
    expect(card).toContain('4.9/5')
    expect(card).toContain('100+ ulasan')
    for (const value of ['120+', '420%', '10+'])
      expect(
        queryAll(hero, 'dd').some((dd) => text(dd).includes(value)),
        value,
      ).toBe(true)
    const local = one(page, '#kontak-lokal')
    expect(hrefs(queryAll(local, 'a[href^="tel:"]'))).toEqual([telHref(site.phone)])
    expect(text(local)).toMatch(/Coffee meeting/i)
    expect(text(local)).toMatch(/berbasis di Bandung/)
    expect(text(one(page, '#faq'))).toContain('150%')
  })

  test('Surabaya promises at least 100% more traffic in 6 months', () => {
    expect(text(one(readPage('/jasa-seo-surabaya'), '[data-testid="guarantee"]'))).toContain(
      'minimal 100% dalam 6 bulan',
    )
  })

  test('Medan quotes its own timelines', () => {
    const answers = queryAll(readPage('/jasa-seo-medan'), '#faq details').filter((item) =>
      text(one(item, 'summary')).includes('Berapa lama'),
    )
    expect(answers).toHaveLength(1)
    expect(text(one(answers[0]!, 'p'))).toMatch(/2-3 bulan.*3-5 bulan.*6-9 bulan/)
  })

  test('Jakarta offers a visit to the South Jakarta office', () => {
    expect(text(one(readPage('/jasa-seo-jakarta'), '#kontak-lokal address'))).toContain(site.address.locality)
  })
})

describe('/jasa-seo-terpercaya', () => {
  const page = readPage('/jasa-seo-terpercaya')
  const directory = one(page, '[data-testid="city-directory"]')

  test('lists 80 cities, exactly the city pages linked (the seven, and a fixture city in the suite), each under its name', () => {
    expect(queryAll(directory, '[data-city-tile]')).toHaveLength(80)
    expect(hrefs(queryAll(directory, 'a')).sort()).toEqual(cities.map((city) => city.path).sort())
    for (const city of cities)
      expect(hrefs(linksNamed(directory, page, new RegExp(city.name))), city.name).toEqual([city.path])
  })

  test('a linked tile leads to its city page (Medan)', () => {
    expect(hrefs(linksNamed(directory, page, /Medan/))).toEqual(['/jasa-seo-medan'])
    expect(text(one(readPage('/jasa-seo-medan'), 'h1'))).toContain('Jasa SEO Medan')
  })

  test('plain tiles hold nothing to click or focus', () => {
    const plain = queryAll(page, '[data-city-tile="plain"]')
    expect(plain).toHaveLength(80 - cities.length)
    expect(plain.flatMap((tile) => queryAll(tile, 'a, button, [tabindex]'))).toHaveLength(0)
  })

  test('the missing-city box links to /contact', () => {
    const box = queryAll(page, 'aside').filter((aside) => text(aside).includes('Kota Anda tidak ada'))
    expect(box).toHaveLength(1)
    expect(hrefs(linksNamed(box[0]!, page, 'Hubungi Kami'))).toEqual(['/contact'])
  })
})
