import { expect, test, type Page } from '@playwright/test'
import { cities, type CitySlug } from '@/content/cities'
import { site } from '@/content/site'
import { telHref } from '@/content/format'
import { expectNoAxeViolations } from './helpers'

/**
 * What a visitor sees on each city page, checked against the spec's own figures (typed here on
 * purpose, so a record drifting from the spec fails) and against the records where the spec is silent.
 */
type Expected = {
  name: string
  areas: number
  areaNames?: readonly string[]
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
    areaNames: [
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
    ],
  },
  medan: {
    ...shared,
    name: 'Medan',
    clients: '40+',
    areas: 12,
    areaNames: [
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
    ],
  },
  tangerang: {
    ...shared,
    name: 'Tangerang',
    clients: '60+',
    areas: 12,
    areaNames: [
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
    ],
  },
  depok: {
    ...shared,
    name: 'Depok',
    clients: '45+',
    areas: 12,
    areaNames: [
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
    ],
  },
}

const hrefOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')))

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((text) => [JSON.parse(text)].flat()) as Record<string, unknown>[]
}

for (const city of cities) {
  const want = expected[city.slug]

  // One visit per city carries every check (steps in order, the FAQ's clicks last but one); the phone-sized
  // project stops after the hero, the only part whose layout differs by width.
  test(`${city.path}: hero, areas, packages, closing, FAQ and structured data @mobile`, async ({ page, isMobile }) => {
    const response = await page.goto(city.path)
    expect(response?.status()).toBe(200)

    await test.step('hero: headline, client count and both buttons, no sideways scroll', async () => {
      const hero = page.locator('main > section').first()
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toContainText(`Jasa SEO ${want.name}`)
      if (want.clients) await expect(hero.locator('dd', { hasText: want.clients }).first()).toBeVisible()
      expect((await hrefOf(page, 'main > section >> nth=0 >> a')).slice(0, 2)).toEqual(want.hero)
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Jasa SEO Terpercaya' }),
      ).toHaveAttribute('href', '/jasa-seo-terpercaya')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0)
    })
    if (isMobile) return

    await test.step('areas, industries and process steps', async () => {
      const areas = page.getByTestId('area-list').locator('li')
      await expect(areas).toHaveCount(want.areas)
      if (want.areaNames) await expect(areas).toHaveText([...want.areaNames])
      else await expect(areas).toHaveText([...city.areas.list])
      await expect(page.getByTestId('area-list').locator('a')).toHaveCount(0)
      await expect(page.getByTestId('industry-grid').locator('li')).toHaveCount(8)
      await expect(page.locator('#proses ol > li')).toHaveCount(want.steps)
      if (want.steps === 4) {
        await expect(page.locator('#proses ol > li h3')).toHaveText([
          /Discovery & Audit/,
          /Strategy Planning/,
          /Implementation/,
          /Monitor & Optimize/,
        ])
      }
    })

    await test.step('packages: prices, the emphasised popular one, every Pilih Paket to /contact', async () => {
      const cards = page.locator('#paket li[class*="rounded-3xl"]')
      await expect(cards).toHaveCount(3)
      for (const [index, price] of want.prices.entries()) await expect(cards.nth(index)).toContainText(price)
      const popular = page.locator('#paket [data-popular="true"]')
      await expect(popular).toHaveCount(1)
      await expect(popular).toContainText('Paling Populer')
      await expect(popular).toContainText('Professional')
      const choose = page.locator('#paket').getByRole('link', { name: /Pilih Paket/ })
      await expect(choose).toHaveCount(3)
      expect(new Set(await choose.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))).toEqual(
        new Set(['/contact']),
      )
      await expect(page.getByTestId('guarantee')).toContainText('setelah masa optimasi 6 bulan')
      await expect(page.getByTestId('guarantee')).toContainText('white-hat')
    })

    await test.step('closing call to action buttons', async () => {
      const closing = page.locator('#mulai')
      for (const [label, href] of want.closing)
        await expect(closing.getByRole('link', { name: label })).toHaveAttribute('href', href)
    })

    await test.step('FAQ: six questions, one open at a time, collapsible, and passes axe while open', async () => {
      const items = page.locator(`#faq details[name="faq-${city.slug}"]`)
      await expect(items).toHaveCount(6)
      const open = page.locator(`#faq details[open]`)
      await expect(open).toHaveCount(0)
      await items.nth(0).locator('summary').click()
      await expect(items.nth(0)).toHaveAttribute('open', '')
      await expect(items.nth(0).locator('p')).toBeVisible()
      await items.nth(3).locator('summary').click()
      await expect(items.nth(3)).toHaveAttribute('open', '')
      await expect(open).toHaveCount(1)
      await items.nth(3).locator('summary').click()
      await expect(open).toHaveCount(0)
      await items.nth(1).locator('summary').click()
      await expectNoAxeViolations(page, `${city.path} with an FAQ answer open`)
    })

    await test.step('structured data: Service for the city and its areas with IDR offers, FAQPage, breadcrumbs', async () => {
      const data = await jsonLd(page)
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

test.describe('city specifics', () => {
  test('Bandung: badge, buttons, rating, figures, phone line, coffee meeting and local team', async ({ page }) => {
    await page.goto('/jasa-seo-bandung')
    const hero = page.locator('main > section').first()
    await expect(hero.getByText('Bandung - Kota Kembang')).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Konsultasi Gratis Bandung' })).toHaveAttribute(
      'href',
      '/analisis-gratis',
    )
    await expect(hero.getByTestId('city-hero-card')).toContainText('4.9/5')
    await expect(hero.getByTestId('city-hero-card')).toContainText('100+ ulasan')
    for (const value of ['120+', '420%', '10+'])
      await expect(hero.locator('dd', { hasText: value }).first()).toBeVisible()
    const local = page.locator('#kontak-lokal')
    await expect(local.locator('a[href^="tel:"]')).toHaveAttribute('href', telHref(site.phone))
    await expect(local.getByText(/Coffee meeting/i)).toBeVisible()
    await expect(local.getByText(/berbasis di Bandung/).first()).toBeVisible()
    await expect(page.locator('#faq')).toContainText('150%')
  })

  test('Surabaya promises at least 100% more traffic in 6 months', async ({ page }) => {
    await page.goto('/jasa-seo-surabaya')
    await expect(page.getByTestId('guarantee')).toContainText('minimal 100% dalam 6 bulan')
  })

  test('Medan quotes its own timelines', async ({ page }) => {
    await page.goto('/jasa-seo-medan')
    const answer = page.locator('#faq details', { hasText: 'Berapa lama' })
    await answer.locator('summary').click()
    await expect(answer.locator('p')).toContainText(/2-3 bulan.*3-5 bulan.*6-9 bulan/)
  })

  test('Jakarta offers a visit to the South Jakarta office', async ({ page }) => {
    await page.goto('/jasa-seo-jakarta')
    await expect(page.locator('#kontak-lokal address')).toContainText(site.address.locality)
  })
})

test.describe('/jasa-seo-terpercaya', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/jasa-seo-terpercaya')
  })

  test('lists 80 cities, exactly the seven city pages linked', async ({ page }) => {
    const directory = page.getByTestId('city-directory')
    await expect(directory.locator('[data-city-tile]')).toHaveCount(80)
    const links = directory.locator('a')
    await expect(links).toHaveCount(7)
    expect((await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).sort()).toEqual(
      cities.map((city) => city.path).sort(),
    )
    for (const city of cities)
      await expect(directory.getByRole('link', { name: new RegExp(city.name) })).toHaveAttribute('href', city.path)
  })

  test('plain tiles do not look or act clickable', async ({ page }) => {
    const plain = page.locator('[data-city-tile="plain"]')
    await expect(plain).toHaveCount(73)
    await expect(plain.locator('a, button, [tabindex]')).toHaveCount(0)
    const looks = await plain.evaluateAll((tiles) =>
      tiles.map((tile) => {
        const box = tile.firstElementChild as HTMLElement
        const style = getComputedStyle(box)
        return `${style.cursor}|${getComputedStyle(box.firstElementChild as HTMLElement).textDecorationLine}|${style.borderTopWidth}`
      }),
    )
    expect(new Set(looks)).toEqual(new Set(['default|none|0px']))
    const linked = await page
      .locator('[data-city-tile="linked"] a')
      .first()
      .evaluate((link) => getComputedStyle(link).cursor)
    expect(linked).toBe('pointer')
  })

  test('a linked tile opens its city page', async ({ page }) => {
    await page.getByTestId('city-directory').getByRole('link', { name: /Medan/ }).click()
    await expect(page).toHaveURL(/\/jasa-seo-medan$/)
    await expect(page.locator('h1')).toContainText('Jasa SEO Medan')
  })

  test('the missing-city box links to /contact', async ({ page }) => {
    const box = page.locator('aside', { hasText: 'Kota Anda tidak ada' })
    await expect(box.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute('href', '/contact')
  })

  test('the FAQ opens one answer at a time and passes axe while open', async ({ page }) => {
    const items = page.locator('#faq details')
    await items.nth(0).locator('summary').click()
    await items.nth(1).locator('summary').click()
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    await expectNoAxeViolations(page, '/jasa-seo-terpercaya with an FAQ answer open')
  })
})

test('an unknown city address is a 404', async ({ page }) => {
  const response = await page.goto('/jasa-seo-bogor')
  expect(response?.status()).toBe(404)
})
