/**
 * The home page as prerendered (issue 5), read without a browser. Expected figures are written out from the spec
 * on purpose: a test that read them from the content records could not notice a wrong record.
 */
import { describe, expect, test } from 'vitest'
import { formatRupiah } from '@/content/format'
import { site } from '@/content/site'
import { readPage, servedFromBuild } from './support/build-output'
import { attr, byText, hrefs, linksNamed, one, queryAll, text } from './support/dom'
import { jsonLd, jsonLdOfType, jsonLdText } from './support/json-ld'
import { fixtureCityPaths, fixturePrice } from './support/fixtures'
import { deadLinks } from './support/links'

const sectionOrder = ['beranda', 'layanan', 'seo-indonesia', 'portofolio', 'tentang', 'paket', 'kontak']
const cityPages = ['/jasa-seo-jakarta', '/jasa-seo-tangerang', '/jasa-seo-depok', '/jasa-seo-bekasi', '/jasa-seo-medan']
/** The spec's price, unless the suite's content fixture changes it (tests/build/fixture-content.test.ts). */
const price = (id: string, spec: number) => fixturePrice(id) ?? spec
const whatsappDigits = site.whatsapp.replace(/\D/g, '')
const home = readPage('/')
const texts = (selector: string, root = home) => queryAll(root, selector).map(text)

describe('home page (server-rendered HTML)', () => {
  test('the seven sections come in order, each with its figures', () => {
    const ids = queryAll(home, 'main section[id]').map((section) => attr(section, 'id')!)
    expect(ids.filter((id) => sectionOrder.includes(id))).toEqual(sectionOrder)

    const hero = one(home, '#beranda')
    expect(text(one(hero, 'h1'))).toContain('Jasa SEO Profesional')
    for (const figure of ['500+', '98%', '24/7']) expect(byText(hero, figure, true).length, figure).toBeGreaterThan(0)
    expect(hrefs(linksNamed(hero, home, 'Konsultasi SEO Gratis'))).toEqual(['/analisis-gratis'])
    const portfolioLinks = hrefs(linksNamed(hero, home, 'Lihat Portofolio'))
    expect(portfolioLinks).toHaveLength(1)
    expect(portfolioLinks[0]).toMatch(/^(#portofolio|\/portfolio)$/)
    expect(byText(hero, 'Garansi uang kembali').length).toBeGreaterThan(0)

    const services = one(home, '#layanan')
    expect(texts('li h3', services)).toEqual([
      'SEO On-Page',
      'Off-Page & Link Building',
      'Audit SEO Teknis',
      'Content Marketing',
      'Local SEO',
      'Analytics & Reporting',
    ])
    for (const badge of ['Populer', 'Terbaik', 'Profesional', 'Efektif', 'Lokal', 'Data-Driven'])
      expect(byText(services, badge, true), badge).toHaveLength(1)
    for (const href of [
      '/seo-on-page-optimization',
      '/seo-off-page-link-building',
      '/technical-seo-audit',
      '/content-marketing-seo',
      '/local-seo-optimization',
    ])
      expect(queryAll(services, `a[href="${href}"]`), href).toHaveLength(1)

    const coverage = one(home, '#seo-indonesia')
    for (const city of ['Jakarta', 'Tangerang', 'Bogor', 'Depok', 'Bekasi', 'Medan'])
      expect(queryAll(coverage, `[data-city="${city}"]`), city).toHaveLength(1)
    expect(text(coverage)).toContain('Purwokerto')
    const fixtures = fixtureCityPaths()
    expect(hrefs(queryAll(coverage, '[data-city] a')).filter((href) => !fixtures.has(href))).toEqual(cityPages)
    expect(queryAll(coverage, '[data-city="Bogor"] a')).toHaveLength(0)
    expect(texts('h4', coverage)).toEqual(['SEO Lokal', 'SEO Nasional', 'SEO E-commerce'])

    const portfolio = one(home, '#portofolio')
    const pr = text(one(portfolio, '[data-case-study="rangkai-komunika"]'))
    expect(pr).toMatch(/public relations/i)
    for (const figure of ['12 bulan', '#1', '+650%', '+280%', '20+']) expect(pr).toContain(figure)
    const health = text(one(portfolio, '[data-case-study="sehat-segar-group"]'))
    for (const figure of ['4 bulan', 'Top 1', '+620%', '+190%', '25+']) expect(health).toContain(figure)
    expect(queryAll(portfolio, 'figure')).toHaveLength(3)
    expect(queryAll(portfolio, 'figure').filter((figure) => text(figure).includes('Rating 5 dari 5'))).toHaveLength(3)
    expect(queryAll(portfolio, 'figure figcaption')).toHaveLength(3)

    const about = one(home, '#tentang')
    for (const words of ['14+', '2010', 'Misi', 'Visi', '8 Alasan Memilih Kami']) expect(text(about)).toContain(words)
    expect(queryAll(about, 'ul li h3')).toHaveLength(8)

    const contact = one(home, '#kontak')
    for (const figure of ['500+', '98%', '14+']) expect(byText(contact, figure, true).length, figure).toBeGreaterThan(0)
    for (const hours of ['09:00 - 18:00 WIB', '09:00 - 15:00 WIB', 'Tutup (hanya dukungan darurat)'])
      expect(text(contact)).toContain(hours)
    const [whatsapp, ...more] = linksNamed(contact, home, 'Chat via WhatsApp')
    expect(more).toEqual([])
    expect(attr(whatsapp!, 'href')).toMatch(new RegExp(`^https://wa\\.me/${whatsappDigits}\\?text=.+`))
    expect(attr(whatsapp!, 'target')).toBe('_blank')
    expect(hrefs(linksNamed(contact, home, 'Analisis Kompetitor Gratis'))).toEqual(['/analisis-gratis'])
    expect(queryAll(contact, `a[href^="tel:+${site.phone.replace(/\D/g, '')}"]`)).toHaveLength(1)
    expect(queryAll(contact, `a[href="mailto:${site.email}"]`)).toHaveLength(1)
  })

  test('packages, add-ons and terms exactly as spec section 9; every package button asks for the analysis', () => {
    const cards = queryAll(home, '#paket-grid > li')
    expect(cards).toHaveLength(3)
    expect(cards.map((card) => text(one(card, 'h3')))).toEqual(['SEO Starter', 'SEO Professional', 'SEO Enterprise'])
    const prices = [
      price('seo-starter', 5_500_000),
      price('seo-professional', 7_500_000),
      price('seo-enterprise', 11_500_000),
    ]
    for (const [index, amount] of prices.map(formatRupiah).entries()) {
      expect(text(cards[index]!)).toContain(amount)
      expect(text(cards[index]!)).toContain('/bulan')
    }
    const features = [
      ['20 kata kunci', '5 halaman', 'Google Analytics', 'Google Bisnisku', 'Laporan bulanan', 'e-mail', '3 bulan'],
      ['50 kata kunci', '5 backlink', '2 artikel', 'dua minggu', 'telepon & e-mail', 'top 5', '4 bulan'],
      ['tanpa batas', '15 backlink', '4 artikel', 'account manager', '24/7', '#1', '300%'],
    ]
    for (const [index, words] of features.entries())
      for (const word of words) expect(text(cards[index]!)).toContain(word)
    expect(attr(cards[1]!, 'data-popular')).toBe('true')
    expect(queryAll(home, '#paket-grid > li[data-popular]')).toHaveLength(1)
    const buttons = hrefs(queryAll(home, '#paket-grid > li a'))
    expect(buttons.length).toBeGreaterThanOrEqual(3)
    expect(new Set(buttons)).toEqual(new Set(['/analisis-gratis']))

    const addOns = queryAll(home, '#paket [data-addon]')
    expect(addOns.map((addOn) => text(one(addOn, 'h4')))).toEqual([
      'Express SEO Audit',
      'Content Writing',
      'Premium Backlinks',
      'Video SEO Optimization',
    ])
    for (const [index, price] of ['Rp 1.500.000', 'Rp 500.000/artikel', 'Rp 300.000/link', 'Rp 2.000.000'].entries())
      expect(text(addOns[index]!)).toContain(price)
    expect(text(addOns[0]!)).toContain('48 jam')
    expect(text(addOns[1]!)).toContain('1.000 kata')
    expect(text(addOns[2]!)).toContain('50+')

    const terms = text(one(home, '#paket [aria-label="Ketentuan paket"]'))
    for (const term of [
      'Gratis biaya setup',
      'minimal 6 bulan',
      'bulanan di muka',
      'transfer bank',
      'e-wallet',
      'kartu kredit',
      'invoice resmi',
    ])
      expect(terms).toContain(term)
  })

  test('structured data: WebSite and a Service with the packages as an IDR OfferCatalog, no AggregateRating', () => {
    expect(jsonLd(home).map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['ProfessionalService', 'WebSite', 'Service']),
    )
    const service = jsonLdOfType<{
      hasOfferCatalog: { itemListElement: { name: string; price: number; priceCurrency: string }[] }
    }>(home, 'Service')
    expect(
      service.hasOfferCatalog.itemListElement.map((offer) => [offer.name, offer.price, offer.priceCurrency]),
    ).toEqual([
      ['SEO Starter', price('seo-starter', 5_500_000), 'IDR'],
      ['SEO Professional', price('seo-professional', 7_500_000), 'IDR'],
      ['SEO Enterprise', price('seo-enterprise', 11_500_000), 'IDR'],
    ])
    expect(jsonLdText(home)).not.toContain('AggregateRating')
  })

  test('every link in the home content goes somewhere real, case-study links land on their story', () => {
    const { hrefs: links, problems } = deadLinks(home)
    expect(links.length).toBeGreaterThan(20)
    expect(problems).toEqual([])
    expect(links).toEqual(expect.arrayContaining(['/analisis-gratis', '/portfolio#sehat-segar-group']))
    // Every call to action of the page asks for the free analysis.
    for (const name of ['Konsultasi SEO Gratis', 'Mulai dengan Analisis Gratis', 'Analisis Kompetitor Gratis']) {
      const found = hrefs(linksNamed(home, home, name))
      expect(found.length, name).toBeGreaterThan(0)
      expect(new Set(found), name).toEqual(new Set(['/analisis-gratis']))
    }
  })

  test('the city links open city pages that the build has', () => {
    for (const path of [...cityPages, '/jasa-seo-terpercaya']) expect(servedFromBuild(path), path).toBe(true)
  })
})
