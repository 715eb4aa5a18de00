import { describe, expect, it } from 'vitest'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { indonesianCities } from '../indonesian-cities'
import { cityPackages } from '../packages'
import { getRoute, routes } from '../routes'
import { documentTitle, site } from '../site'
import { pageBand } from '../specialty/pages'
import { trustedSeo } from '../trusted-seo'
import { cities, cityPath, citySlugs, getCity, type City } from './index'
import { contentLibrary } from '../schema/library'

const guaranteeSentence = String(contentLibrary().figures.rankingGuarantee)
const standardSlugs = ['bekasi', 'medan', 'tangerang', 'depok'] as const
const standardCities = standardSlugs.map(getCity)
const allText = (city: City) => strings(city).join(' \n ')

/** Every string in a record, for checks that must hold wherever the copy sits. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** Word trigrams with the city's own names masked, so "Jakarta" vs "Bandung" does not count as a difference. */
function shingles(text: string, city: City): Set<string> {
  let masked = text.toLowerCase()
  for (const name of [city.name, city.region, ...city.areas.list]) masked = masked.replaceAll(name.toLowerCase(), '§')
  const words = masked.split(/[^\p{L}\p{N}§%+]+/u).filter(Boolean)
  return new Set(words.slice(0, -2).map((_, index) => words.slice(index, index + 3).join(' ')))
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((item) => b.has(item)).length
  return shared / (a.size + b.size - shared || 1)
}

const pairs = cities.flatMap((a, i) => cities.slice(i + 1).map((b) => [a, b] as const))

describe('city records', () => {
  it('has the seven spec cities, each on its registered route', () => {
    expect(cities.map((city) => city.slug)).toEqual([...citySlugs])
    for (const city of cities) {
      expect(city.path).toBe(cityPath(city.slug))
      expect(getRoute(city.path).group).toBe('city')
    }
  })

  it('has the area counts and process steps the spec gives', () => {
    const expected: Record<string, number[]> = {
      jakarta: [15, 5],
      surabaya: [20, 6],
      bandung: [20, 7],
      bekasi: [12, 4],
      medan: [12, 4],
      tangerang: [12, 4],
      depok: [12, 4],
    }
    for (const city of cities) {
      expect([city.areas.list.length, city.process.steps.length], city.slug).toEqual(expected[city.slug])
      expect(new Set(city.areas.list).size, `${city.slug} areas are unique`).toBe(city.areas.list.length)
      expect(city.process.steps.map((step) => step.step)).toEqual(city.process.steps.map((_, index) => index + 1))
      expect(city.industries.items, `${city.slug} industries`).toHaveLength(8)
      expect(city.faqs.items.length, `${city.slug} FAQs`).toBe(6)
    }
  })

  it('lists exactly the spec areas of the four shared-layout cities', () => {
    expect(getCity('bekasi').areas.list).toEqual([
      'Bekasi Timur',
      'Bekasi Barat',
      'Bekasi Selatan',
      'Bekasi Utara',
      'Pondok Gede',
      'Jatiasih',
      'Jatisampurna',
      'Pondok Melati',
      'Rawalumbu',
      'Mustika Jaya',
      'Medan Satria',
      'Bantargebang',
    ])
    expect(getCity('medan').areas.list).toEqual([
      'Medan Timur',
      'Medan Barat',
      'Medan Selatan',
      'Medan Utara',
      'Medan Kota',
      'Medan Baru',
      'Medan Polonia',
      'Medan Helvetia',
      'Medan Amplas',
      'Medan Denai',
      'Medan Petisah',
      'Medan Sunggal',
    ])
    expect(getCity('tangerang').areas.list).toEqual([
      'Tangerang Kota',
      'Tangerang Selatan',
      'Bintaro',
      'BSD City',
      'Gading Serpong',
      'Alam Sutera',
      'Karawaci',
      'Cikokol',
      'Cipondoh',
      'Benda',
      'Pamulang',
      'Serpong',
    ])
    expect(getCity('depok').areas.list).toEqual([
      'Margonda',
      'Beji',
      'Limo',
      'Cinere',
      'UI Depok',
      'Sawangan',
      'Pancoran Mas',
      'Sukmajaya',
      'Cilodong',
      'Cimanggis',
      'Tapos',
      'Cipayung',
    ])
  })

  it('gives the shared layout its packages, steps, claims and buttons', () => {
    const clients = { bekasi: '50+', medan: '40+', tangerang: '60+', depok: '45+' }
    for (const city of standardCities) {
      expect(city.pricing.packages).toBe(cityPackages)
      expect(city.pricing.packages.map((pkg) => [pkg.name, pkg.priceIdr, Boolean(pkg.popular)])).toEqual([
        ['Starter', 3_000_000, false],
        ['Professional', 8_000_000, true],
        ['Enterprise', 18_000_000, false],
      ])
      expect([city.pricing.ctaLabel, city.pricing.ctaHref]).toEqual(['Pilih Paket', '/contact'])
      expect(city.process.steps.map((step) => step.title)).toEqual([
        'Discovery & Audit',
        'Strategy Planning',
        'Implementation',
        'Monitor & Optimize',
      ])
      expect(city.stats.items.map((stat) => stat.value)).toEqual(['300%', '8+', '95%', '4.9/5'])
      expect(city.clients).toBe(clients[city.slug as keyof typeof clients])
      expect(city.hero.stats[0]?.value).toBe(city.clients)
      expect(city.hero.actions.map((action) => action.href)).toEqual(['/analisis-gratis', '/portfolio'])
      expect(city.cta.actions.map((action) => [action.label, action.href])).toEqual([
        ['Dapatkan Analisis Gratis', '/analisis-gratis'],
        ['Hubungi Kami', '/contact'],
      ])
    }
  })

  it('quotes each city its own FAQ prices and timelines', () => {
    const faqText = (slug: string) =>
      getCity(slug)
        .faqs.items.map((item) => item.answer)
        .join(' ')
    expect(faqText('jakarta')).toMatch(/Rp 5 juta.*Rp 10-15 juta.*Rp 25 juta/)
    expect(faqText('surabaya')).toMatch(/Rp 4 juta.*Rp 10-15 juta.*Rp 20 juta/)
    expect(faqText('bandung')).toMatch(/Rp 3,5 juta.*Rp 8-15 juta.*Rp 20 juta/)
    for (const slug of standardSlugs) {
      expect(faqText(slug)).toMatch(/Rp 3 juta.*15-25 kata kunci.*Rp 7-12 juta.*30\+ kata kunci.*Rp 15-25 juta/)
    }
    expect(faqText('medan')).toMatch(/2-3 bulan.*3-5 bulan.*6-9 bulan/)
    for (const slug of ['bekasi', 'tangerang', 'depok'] as const)
      expect(faqText(slug)).toMatch(/1-2 bulan.*3-4 bulan.*6-8 bulan/)
  })

  it('prices the Jakarta, Surabaya and Bandung tiers from the same guide as their FAQ', () => {
    const tiers = (slug: 'jakarta' | 'surabaya' | 'bandung') =>
      getCity(slug).pricing.packages.map((pkg) => [pkg.priceIdr, pkg.priceMaxIdr ?? null, Boolean(pkg.priceFrom)])
    expect(tiers('jakarta')).toEqual([
      [5_000_000, null, true],
      [10_000_000, 15_000_000, false],
      [25_000_000, null, true],
    ])
    expect(tiers('surabaya')).toEqual([
      [4_000_000, null, true],
      [10_000_000, 15_000_000, false],
      [20_000_000, null, true],
    ])
    expect(tiers('bandung')).toEqual([
      [3_500_000, null, true],
      [8_000_000, 15_000_000, false],
      [20_000_000, null, true],
    ])
  })

  it('words the ranking guarantee as the spec does, with the city extras', () => {
    expect(guaranteeSentence).toMatch(/setelah masa optimasi 6 bulan/)
    expect(guaranteeSentence).toMatch(/perpanjangan optimasi gratis atau pengembalian sebagian biaya/)
    expect(guaranteeSentence).toMatch(/white-hat/)
    for (const city of cities)
      expect(
        city.faqs.items.some((item) => item.answer.includes(guaranteeSentence)),
        city.slug,
      ).toBe(true)
    expect(allText(getCity('surabaya'))).toMatch(/minimal 100% dalam 6 bulan/)
    expect(allText(getCity('bandung'))).toMatch(/150%.*3 besar Google Maps.*3 bulan/s)
  })

  it('gives Bandung its badge, buttons, figures and local team', () => {
    const bandung = getCity('bandung')
    expect(bandung.hero.badge).toBe('Bandung - Kota Kembang')
    expect(bandung.hero.actions.map((action) => [action.label, action.href])).toEqual([
      ['Konsultasi Gratis Bandung', '/analisis-gratis'],
      ['Lihat Portofolio', '/portfolio'],
    ])
    expect(bandung.hero.rating).toEqual({ score: '4.9/5', reviews: '100+' })
    expect(bandung.hero.stats.map((stat) => stat.value)).toEqual(['120+', '420%', '10+'])
    expect(bandung.cta.actions.map((action) => [action.label, action.href])).toEqual([
      ['Free Consultation', '/analisis-gratis'],
      ['Contact Team Bandung', '/contact'],
    ])
    const kinds = bandung.meeting.options.map((option) => option.kind ?? option.icon)
    expect(kinds).toEqual(['phone', 'coffee', 'users'])
    expect(allText(bandung)).toMatch(/berbasis di Bandung/)
    for (const step of bandung.process.steps) {
      expect(step.duration, step.title).toBeTruthy()
      expect(step.deliverables?.length, step.title).toBeGreaterThan(0)
    }
  })

  it('never types a contact detail into a record', () => {
    const digits = site.phone.replace(/\D/g, '').slice(2)
    for (const city of cities) {
      for (const text of strings(city).filter((value) => !value.startsWith('https://wa.me/'))) {
        expect(text.replace(/\D/g, ''), `${city.slug}: ${text}`).not.toContain(digits)
        expect(text).not.toContain(site.email)
      }
    }
  })
})

describe('uniqueness across the seven city pages', () => {
  const cityRoutes = cities.map((city) => getRoute(city.path))

  it('has unique titles and descriptions of search-result length', () => {
    const all = [...cityRoutes, getRoute('/jasa-seo-terpercaya')]
    expect(new Set(all.map((route) => route.title)).size).toBe(all.length)
    expect(new Set(all.map((route) => route.description)).size).toBe(all.length)
    for (const route of all) {
      const fullTitle = documentTitle(route.title)
      expect(fullTitle.length, fullTitle).toBeGreaterThanOrEqual(50)
      expect(fullTitle.length, fullTitle).toBeLessThanOrEqual(60)
      expect(route.description.length, route.description).toBeGreaterThanOrEqual(150)
      expect(route.description.length, route.description).toBeLessThanOrEqual(160)
    }
  })

  it('puts each city name in its title and its figures in its description', () => {
    for (const city of cities) {
      const route = getRoute(city.path)
      expect(route.title).toContain(city.name)
      const entry = Math.min(...city.pricing.packages.map((pkg) => pkg.priceIdr)) / 1_000_000
      expect(route.description).toContain(`Rp ${entry.toLocaleString('id-ID')} juta`)
      if (city.clients) expect(route.description).toContain(city.clients)
    }
  })

  it('opens every page with its own intro, not a renamed copy', () => {
    for (const [a, b] of pairs) {
      const similarity = jaccard(shingles(a.hero.description, a), shingles(b.hero.description, b))
      expect(similarity, `${a.slug} vs ${b.slug} intro`).toBeLessThan(0.1)
    }
  })

  it('keeps the whole page copy distinct between any two cities', () => {
    const shared = new Set(strings([guaranteeSentence, cityPackages]))
    const own = (city: City) =>
      strings(city)
        .filter((text) => !shared.has(text))
        .join(' ')
    for (const [a, b] of pairs) {
      const similarity = jaccard(shingles(own(a), a), shingles(own(b), b))
      expect(similarity, `${a.slug} vs ${b.slug} page copy`).toBeLessThan(0.2)
    }
  })

  it('shares no sentence-length copy between cities except the shared guarantee terms', () => {
    const seen = new Map<string, string>()
    for (const city of cities) {
      const texts = [
        city.hero.description,
        ...[
          city.services,
          city.reasons,
          city.areas,
          city.industries,
          city.pricing,
          city.process,
          city.stats,
          city.meeting,
          city.faqs,
        ].map((s) => s.description),
        ...city.services.items.map((item) => item.description),
        ...city.reasons.items.map((item) => item.description),
        ...city.industries.items.map((item) => item.description ?? ''),
        ...city.process.steps.map((step) => step.description),
        ...city.faqs.items.map((item) => item.answer).filter((answer) => answer !== guaranteeSentence),
        city.cta.title,
        city.cta.description,
      ]
      for (const text of texts) {
        const key = text.replaceAll(city.name, '§')
        expect(seen.get(key), `"${text}" also on ${seen.get(key)}`).toBeUndefined()
        seen.set(key, city.slug)
      }
    }
  })
})

describe('the 80-city list', () => {
  it('has 80 distinct cities, exactly the seven with pages linked', () => {
    expect(indonesianCities).toHaveLength(80)
    expect(new Set(indonesianCities.map((city) => city.name)).size).toBe(80)
    const linked = indonesianCities.filter((city) => city.citySlug)
    expect(linked.map((city) => city.citySlug).sort()).toEqual([...citySlugs].sort())
    for (const entry of linked) expect(getCity(entry.citySlug!).name).toBe(entry.name)
  })

  it('is what the trusted page counts', () => {
    const directory = pageBand(trustedSeo, 'kota', 'city-directory')
    expect(directory.title).toContain('80 kota')
    expect(getRoute('/jasa-seo-terpercaya').title).toContain('80 Kota')
    expect(directory.missingCity.action.href).toBe('/contact')
  })
})

describe('structured data of a city', () => {
  it('serves the city and its areas and offers the packages in IDR', () => {
    for (const city of cities) {
      const data = serviceJsonLd({
        path: city.path,
        name: city.service.name,
        description: city.service.description,
        serviceType: 'Search Engine Optimization',
        packages: city.pricing.packages,
        areaServed: { city: city.name, areas: city.areas.list },
      })
      const area = data.areaServed as { '@type': string; name: string }[]
      expect(area[0]).toEqual({ '@type': 'City', name: city.name })
      expect(area.slice(1).map((place) => place.name)).toEqual([...city.areas.list])
      const offers = (data.hasOfferCatalog as { itemListElement: Record<string, unknown>[] }).itemListElement
      expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual(
        city.pricing.packages.map((pkg) => [pkg.priceIdr, 'IDR']),
      )
      const ranged = city.pricing.packages.findIndex((pkg) => pkg.priceMaxIdr)
      if (ranged >= 0) {
        expect(offers[ranged]?.priceSpecification).toMatchObject({
          minPrice: city.pricing.packages[ranged]!.priceIdr,
          maxPrice: city.pricing.packages[ranged]!.priceMaxIdr,
        })
      }
      expect((faqJsonLd(city.faqs.items).mainEntity as unknown[]).length).toBe(city.faqs.items.length)
    }
  })

  it('has every city route registered once', () => {
    for (const city of cities) expect(routes.filter((route) => route.path === city.path)).toHaveLength(1)
  })
})
