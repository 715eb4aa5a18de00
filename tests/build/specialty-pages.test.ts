/**
 * The specialty pages (issue 7) as prerendered, read without a browser. Expected figures are written out from the
 * spec on purpose: a test that read them from the content records could not notice a wrong record.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { downloads } from '@/content/downloads'
import { site } from '@/content/site'
import { readPage, root } from './support/build-output'
import { attr, hrefs, linksNamed, one, queryAll, text, type Node } from './support/dom'
import { jsonLd, jsonLdOfType } from './support/json-ld'
import { deadLinks } from './support/links'

const phoneDigits = site.phone.replace(/\D/g, '')
const whatsappDigits = site.whatsapp.replace(/\D/g, '')

type OfferCatalog = { hasOfferCatalog: { itemListElement: { price: number; priceCurrency: string }[] } }

/** The page's FAQ as served: `count` closed items sharing one name (single-open), mirrored in FAQPage JSON-LD. */
function expectFaq(page: Node, count: number) {
  const items = queryAll(page, '#faq details')
  expect(items).toHaveLength(count)
  expect(new Set(items.map((item) => attr(item, 'name'))).size, 'one shared name makes the accordion single-open').toBe(
    1,
  )
  expect(attr(items[0]!, 'name')).toBeTruthy()
  expect(queryAll(page, '#faq details[open]')).toHaveLength(0)
  // Answers are in the server HTML, hidden in the closed items until opened.
  for (const item of items) expect(text(one(item, 'p')).length).toBeGreaterThan(0)
  const questions = queryAll(page, '#faq summary').map(text)
  const faqPage = jsonLdOfType<{ mainEntity: { name: string }[] }>(page, 'FAQPage')
  expect(faqPage.mainEntity.map((question) => question.name)).toEqual(questions)
}

function expectNoDeadLinks(page: Node) {
  const { hrefs: found, problems } = deadLinks(page)
  expect(found.length).toBeGreaterThan(0)
  expect(problems).toEqual([])
}

/** A generated download as next start serves it from public/: a PDF of more than one page. */
function expectPdf(href: string) {
  const body = readFileSync(path.join(root, 'public', href.slice(1)))
  expect(body.subarray(0, 5).toString(), href).toBe('%PDF-')
  expect((body.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length, `${href} pages`).toBeGreaterThan(1)
}

describe('/jasa-pembuatan-website-indonesia', () => {
  const page = readPage('/jasa-pembuatan-website-indonesia')

  test('shows every section, the six website types with from-prices and the six-step process', () => {
    for (const id of [
      'alasan',
      'jenis-website',
      'proses',
      'teknologi',
      'keunggulan',
      'fitur-standar',
      'investasi',
      'faq',
      'mulai',
    ])
      expect(queryAll(page, `section#${id}`), id).toHaveLength(1)
    const types = queryAll(page, '[data-offer]')
    expect(types).toHaveLength(6)
    const expected: [string, string][] = [
      ['Company Profile', 'Rp 5 juta'],
      ['Toko Online', 'Rp 15 juta'],
      ['Portal Berita', 'Rp 8 juta'],
      ['Portal & Forum', 'Rp 20 juta'],
      ['Dashboard', 'Rp 25 juta'],
      ['Landing Page', 'Rp 3 juta'],
    ]
    for (const [index, [name, price]] of expected.entries()) {
      expect(text(one(types[index]!, 'h3'))).toContain(name)
      expect(text(one(types[index]!, '[data-price]'))).toMatch(new RegExp(`^Mulai\\s*${price}$`))
    }
    const popular = queryAll(page, '[data-offer][data-popular="true"]')
    expect(popular).toHaveLength(1)
    expect(text(popular[0]!)).toContain('Paling Populer')

    const steps = queryAll(page, '#proses ol > li')
    expect(steps).toHaveLength(6)
    for (const [index, days] of ['1-2 hari', '3-5 hari', '5-10 hari', '7-14 hari', '2-3 hari', '1-2 hari'].entries()) {
      expect(text(steps[index]!)).toContain(days)
      expect(text(steps[index]!)).toContain('Hasil')
    }
    const techCards = queryAll(page, '#teknologi li')
    expect(techCards.length).toBeGreaterThanOrEqual(6)
    expect(text(techCards[0]!)).toContain('Kategori:')
    expect(text(one(page, '#investasi'))).toContain('Garansi 1 tahun')
    expect(text(one(page, '#investasi'))).toContain('Rp 3 juta')
    expectFaq(page, 5)
  })

  test('buttons lead to the analysis and contact pages; downloads are real multi-page PDFs', () => {
    const hero = queryAll(page, 'main > section')[0]!
    expect(hrefs(linksNamed(hero, page, 'Konsultasi Gratis'))).toEqual(['/analisis-gratis'])
    expect(hrefs(linksNamed(hero, page, 'Hubungi Kami'))).toEqual(['/contact'])
    expect(queryAll(page, '#mulai a[href="/analisis-gratis"]')).toHaveLength(1)
    expect(queryAll(page, '#mulai a[href="/contact"]')).toHaveLength(1)
    for (const file of [downloads.companyProfile, downloads.portfolio]) {
      const links = queryAll(page, `a[href="${file.href}"]`)
      expect(links.length, file.href).toBeGreaterThan(0)
      for (const link of links) {
        expect(attr(link, 'download')).toBe(file.fileName)
        expect(text(link)).toBe(file.label)
      }
      expectPdf(file.href)
    }
    expectNoDeadLinks(page)
  })

  test('publishes Service offers in IDR at the from-prices, FAQPage and breadcrumbs; no floating buttons', () => {
    const offers = jsonLdOfType<OfferCatalog>(page, 'Service').hasOfferCatalog.itemListElement
    expect(offers.map((offer) => offer.price)).toEqual([
      5_000_000, 15_000_000, 8_000_000, 20_000_000, 25_000_000, 3_000_000,
    ])
    expect(offers.every((offer) => offer.priceCurrency === 'IDR')).toBe(true)
    expect(jsonLd(page).map((item) => item['@type'])).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']))
    expect(text(one(page, 'nav[aria-label="Breadcrumb"]'))).toContain('Pembuatan Website')
    expect(queryAll(page, '[data-floating-contact]')).toHaveLength(0)
  })
})

test('/solusi-praktis-mengatasi-halaman-web: solution cards with details at #solusi, the repair figures, a hotline and five FAQs', () => {
  const page = readPage('/solusi-praktis-mengatasi-halaman-web')
  const solutions = queryAll(page, 'section#solusi')
  expect(solutions).toHaveLength(1)
  const cards = queryAll(solutions[0]!, 'section#solusi > div > ul > li')
  expect(cards.length).toBeGreaterThanOrEqual(4)
  for (const card of cards) expect(queryAll(card, 'ul li').length).toBeGreaterThanOrEqual(3)
  expect(hrefs(linksNamed(page, page, 'Lihat Solusi Kami'))).toEqual(['#solusi'])

  const main = text(one(page, 'main'))
  for (const figure of ['1-3 hari kerja', '1-2 minggu', 'Garansi 30 hari', 'lebih dari 3 detik'])
    expect(main).toContain(figure)
  expect(hrefs(queryAll(page, '[data-hotline]'))).toEqual([`tel:+${phoneDigits}`])
  expect(hrefs(linksNamed(page, page, 'Hubungi Hotline Darurat'))).toEqual([`tel:+${phoneDigits}`])
  expectFaq(page, 5)
  expectNoDeadLinks(page)
})

describe('/serpbot-rank-checker', () => {
  const page = readPage('/serpbot-rank-checker')

  test('promotes the free tracker with its figures and six FAQs', () => {
    const main = text(one(page, 'main'))
    for (const figure of ['Gratis hingga 10 keyword', '10K+', '500K+', '100+', 'Harian', 'CSV', 'JSON', 'PDF'])
      expect(main).toContain(figure)
    const formats = queryAll(page, '#ekspor li').map(text)
    expect(formats).toHaveLength(3)
    ;[/CSV/, /JSON/, /PDF/].forEach((format, index) => expect(formats[index]).toMatch(format))
    expectFaq(page, 6)
  })

  test('Cek Ranking Gratis, Lihat Demo and Mulai Tracking all lead somewhere real', () => {
    // The sign-up (tests/build/rank-tracker-signup.test.ts checks what #mulai holds).
    for (const name of ['Cek Ranking Gratis', 'Mulai Tracking']) {
      const links = hrefs(linksNamed(page, page, name))
      expect(links.length, name).toBeGreaterThan(0)
      expect(new Set(links), name).toEqual(new Set(['#mulai']))
    }
    expect(queryAll(page, 'section#mulai')).toHaveLength(1)
    expect(new Set(hrefs(linksNamed(page, page, 'Lihat Demo')))).toEqual(new Set(['/serpbot-rank-checker/demo']))
    expectNoDeadLinks(page)
  })
})

describe('/jasa-seo-magento', () => {
  const page = readPage('/jasa-seo-magento')

  test('shows services, skills by the six categories, the figures and six FAQs', () => {
    expect(queryAll(page, '#layanan > div > ul > li').length).toBeGreaterThanOrEqual(4)
    expect(queryAll(page, '[data-skill-category]')).toHaveLength(6)
    expect(queryAll(page, '[data-skill-category] h3').map(text)).toEqual([
      'Frontend',
      'Backend',
      'DevOps',
      'CMS',
      'E-commerce',
      'Tools',
    ])
    const hero = text(queryAll(page, 'main > section')[0]!)
    for (const figure of ['50+', '7+', '150-300%', 'sekitar 6 bulan', '±6 bulan']) expect(hero).toContain(figure)
    expectFaq(page, 6)
  })

  test('Analisis SEO Gratis, Lihat Portfolio and Konsultasi all lead somewhere real', () => {
    const expected: Record<string, RegExp> = {
      'Analisis SEO Gratis': /^\/analisis-gratis$/,
      'Lihat Portfolio': /^\/portfolio$/,
      Konsultasi: new RegExp(`^https://wa\\.me/${whatsappDigits}\\?text=.*Magento`),
    }
    for (const [name, href] of Object.entries(expected)) {
      const links = linksNamed(one(page, 'main'), page, name, true)
      expect(links.length, name).toBeGreaterThan(0)
      for (const link of links) expect(attr(link, 'href')).toMatch(href)
    }
    expectNoDeadLinks(page)
  })
})

test('/jasa-seo-wordpress sells three packages, Professional as Most Popular, every button to the free analysis', () => {
  const page = readPage('/jasa-seo-wordpress')
  const cards = queryAll(page, '#paket > div > ul > li')
  expect(cards).toHaveLength(3)
  const expected = [
    ['Starter', 'Rp 2.500.000', '1-2 minggu', '10 halaman'],
    ['Professional', 'Rp 4.500.000', '2-3 minggu', '25 halaman'],
    ['Enterprise', 'Rp 8.000.000', '3-4 minggu', 'Halaman tanpa batas'],
  ]
  for (const [index, words] of expected.entries()) for (const word of words) expect(text(cards[index]!)).toContain(word)
  const popular = queryAll(page, '#paket [data-popular="true"]')
  expect(popular).toHaveLength(1)
  expect(text(popular[0]!)).toContain('Professional')
  expect(text(popular[0]!)).toContain('Most Popular')
  expect(hrefs(queryAll(page, '#paket a'))).toEqual(['/analisis-gratis', '/analisis-gratis', '/analisis-gratis'])

  const phases = queryAll(page, '#hasil ol > li')
  expect(phases).toHaveLength(3)
  for (const [index, when] of ['2-4 minggu', '1-3 bulan', '3-6 bulan'].entries())
    expect(text(phases[index]!)).toContain(when)

  const offers = jsonLdOfType<OfferCatalog>(page, 'Service').hasOfferCatalog.itemListElement
  expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
    [2_500_000, 'IDR'],
    [4_500_000, 'IDR'],
    [8_000_000, 'IDR'],
  ])
  expectFaq(page, 5)
  expect(queryAll(page, '[data-floating-contact]')).toHaveLength(0)
  expectNoDeadLinks(page)
})
