import { describe, expect, it } from 'vitest'
import { downloads } from '@/content/downloads'
import { figures } from '../figures'
import { wordpressPackages } from '../packages'
import { getRoute } from '@/content/routes'
import { site } from '@/content/site'
import { serviceJsonLd } from '@/lib/json-ld'
import { contentLibrary } from '../schema/library'
import { magento } from './magento'
import { MAX_KEYWORDS } from '@/lib/rank-tracker/domain'
import { rankChecker, rankCheckerActions, rankCheckerFor } from './rank-checker'
import { webRepair } from './web-repair'
import { webDevelopment, webDevelopmentParts } from './web-development'
import { pageBand } from './pages'
import { wordpress } from './wordpress'

const whatsappDigits = site.whatsapp.replace(/\D/g, '')

/** A figure a specialty page defines for itself (its "Angka halaman ini" in the editor). */
function ownFigure(key: 'magentoPage' | 'webRepairPage', name: string): string {
  const figure = contentLibrary()
    .specialtyPages.get(key)
    ?.figures?.find((candidate) => candidate.name === name)
  if (!figure) throw new Error(`${key} has no figure ${name}`)
  return figure.value
}


const repairFigures = {
  simpleFix: ownFigure('webRepairPage', 'repairSimpleFix'),
  complexFix: ownFigure('webRepairPage', 'repairComplexFix'),
  guaranteeDays: Number(ownFigure('webRepairPage', 'repairGuaranteeDays')),
  slowLoadSeconds: Number(ownFigure('webRepairPage', 'repairSlowLoadSeconds')),
}
const webRepairFaqs = webRepair.faq!.items
const magentoFigures = {
  sites: ownFigure('magentoPage', 'magentoSites'),
  years: ownFigure('magentoPage', 'magentoYears'),
  trafficGrowth: ownFigure('magentoPage', 'magentoTrafficGrowth'),
  growthMonths: Number(ownFigure('magentoPage', 'magentoGrowthMonths')),
}
const magentoFaqs = magento.faq!.items
const magentoSkills = pageBand(magento, 'keahlian', 'skills').groups
const { websiteTypes, processSteps: webProcessSteps } = webDevelopmentParts
const technologies = pageBand(webDevelopment, 'teknologi', 'technologies').items
const websiteTypeOffers = webDevelopment.service!.packages!
const webDevelopmentFaqs = webDevelopment.faq!.items
const wordpressResultPhases = pageBand(wordpress, 'hasil', 'steps').steps
const wordpressFaqs = wordpress.faq!.items

describe('web development content', () => {
  it('prices the six website types as the spec says, landing page at the site-wide starting price', () => {
    expect(websiteTypes.map((type) => [type.id, type.priceFromIdr])).toEqual([
      ['company-profile', 5_000_000],
      ['ecommerce', 15_000_000],
      ['news-blog', 8_000_000],
      ['portal-forum', 20_000_000],
      ['dashboard', 25_000_000],
      ['landing-page', 3_000_000],
    ])
    expect(Math.min(...websiteTypes.map((type) => type.priceFromIdr))).toBe(figures.websitePriceFrom)
    expect(websiteTypes.filter((type) => type.popular)).toHaveLength(1)
    for (const type of websiteTypes) expect(type.features?.length, type.id).toBeGreaterThanOrEqual(3)
  })

  it('has six process steps with the spec durations, each with deliverables', () => {
    expect(webProcessSteps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6])
    expect(webProcessSteps.map((step) => step.duration)).toEqual([
      '1-2 hari',
      '3-5 hari',
      '5-10 hari',
      '7-14 hari',
      '2-3 hari',
      '1-2 hari',
    ])
    for (const step of webProcessSteps) expect(step.deliverables?.length, step.title).toBeGreaterThan(0)
    expect(webDevelopmentParts.processDays).toBe('19-36 hari')
  })

  it('lists technologies with a name, category and description each', () => {
    expect(new Set(technologies.map((tech) => tech.name)).size).toBe(technologies.length)
    for (const tech of technologies) {
      expect(tech.category.trim(), tech.name).not.toBe('')
      expect(tech.description.length, tech.name).toBeGreaterThan(40)
    }
  })

  it('offers the website types in JSON-LD as IDR offers at their starting prices', () => {
    const json = serviceJsonLd({
      path: '/jasa-pembuatan-website-indonesia',
      name: 'x',
      description: 'y',
      serviceType: 'z',
      packages: websiteTypeOffers,
    })
    const offers = (json.hasOfferCatalog as { itemListElement: { price: number; priceCurrency: string }[] })
      .itemListElement
    expect(offers.map((offer) => offer.price)).toEqual(websiteTypes.map((type) => type.priceFromIdr))
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(['IDR']))
  })

  it('quotes prices and durations in the FAQ from the records, with the 1-year guarantee', () => {
    const text = webDevelopmentFaqs.map((faq) => faq.answer).join(' ')
    for (const price of ['Rp 3 juta', 'Rp 5 juta', 'Rp 8 juta', 'Rp 15 juta', 'Rp 20 juta', 'Rp 25 juta'])
      expect(text).toContain(price)
    expect(text).toContain('19-36 hari')
    expect(webDevelopmentParts.guarantee.title).toBe('Garansi 1 tahun')
  })

  it('sends its buttons to the analysis and contact pages', () => {
    const hrefs = [
      ...(webDevelopment.hero.actions ?? []),
      pageBand(webDevelopment, 'jenis-website', 'offers').action!,
      ...pageBand(webDevelopment, 'investasi', 'investment').actions,
    ].map((action) => action.href)
    expect([...new Set(hrefs)].sort()).toEqual(['/analisis-gratis', '/contact'])
  })
})

describe('repair page content', () => {
  it('keeps the spec figures and repeats them in the registry snippet', () => {
    expect(repairFigures).toEqual({
      simpleFix: '1-3 hari kerja',
      complexFix: '1-2 minggu',
      guaranteeDays: 30,
      slowLoadSeconds: 3,
    })
    const description = getRoute('/solusi-praktis-mengatasi-halaman-web').description
    expect(description).toContain(`${repairFigures.slowLoadSeconds} detik`)
    expect(description).toContain(repairFigures.simpleFix)
    expect(description).toContain(`${repairFigures.guaranteeDays} hari`)
  })

  it('has five FAQs that answer with the turnaround, guarantee and speed threshold', () => {
    expect(webRepairFaqs).toHaveLength(5)
    const text = webRepairFaqs.map((faq) => faq.answer).join(' ')
    for (const figure of [repairFigures.simpleFix, repairFigures.complexFix, '30 hari', '3 detik'])
      expect(text).toContain(figure)
  })

  it('has solution cards with detail lists and a hero link to the #solusi anchor and the hotline', () => {
    for (const card of pageBand(webRepair, 'solusi', 'cards').items)
      expect(card.features?.length, card.title).toBeGreaterThanOrEqual(4)
    expect(webRepair.hero.actions?.map((action) => action.href)).toEqual([
      '#solusi',
      `tel:+${site.phone.replace(/\D/g, '')}`,
    ])
  })
})

describe('rank checker content', () => {
  const rankCheckerFaqs = rankChecker.faq!.items

  it('keeps the spec figures, and quotes the keyword limit the server enforces', () => {
    expect(MAX_KEYWORDS).toBe(10)
    expect(pageBand(rankChecker, 'angka', 'stats').stats.map((stat) => stat.value)).toEqual([
      '10K+',
      '500K+',
      '100+',
      'Harian',
    ])
    expect(rankChecker.hero.badge).toBe(`Gratis hingga ${MAX_KEYWORDS} keyword`)
    expect(getRoute('/serpbot-rank-checker').description).toMatch(/10 keyword.*10K\+.*100\+ negara.*CSV, JSON atau PDF/)
    expect(rankCheckerFaqs[2]?.answer).toContain('lebih dari 100 negara')
  })

  it('has six FAQs', () => {
    expect(rankCheckerFaqs).toHaveLength(6)
    expect(new Set(rankCheckerFaqs.map((faq) => faq.question)).size).toBe(6)
  })

  it('describes the sign-up form where tracking is active and the WhatsApp way where it is not', () => {
    const question = 'Bagaimana cara mulai menggunakan SERPBot?'
    const answer = (active: boolean) => rankCheckerFor(active).faq!.items.find((item) => item.question === question)
    expect(answer(true)?.answer).toMatch(/^Isi formulir di bagian "Mulai Tracking"/)
    expect(answer(false)?.answer).toMatch(/lewat WhatsApp/)
    const steps = (active: boolean) => pageBand(rankCheckerFor(active), 'cara-kerja', 'steps').steps
    expect(steps(true)[0]?.title).toBe('Isi website & keyword')
    expect(steps(false)[0]?.title).toBe('Kirim website & keyword')
    // Everything else is the same page.
    expect(rankCheckerFor(false).faq!.items.filter((item) => item.question !== question)).toEqual(
      rankCheckerFaqs.filter((item) => item.question !== question),
    )
  })

  it('gives every spec button a real destination', () => {
    const [check, demo] = rankChecker.hero.actions ?? []
    const [start] = pageBand(rankChecker, 'cara-kerja', 'steps').actions ?? []
    expect([check?.label, demo?.label, start?.label]).toEqual(['Cek Ranking Gratis', 'Lihat Demo', 'Mulai Tracking'])
    // Both lead to the sign-up section, which offers the WhatsApp chat where tracking is not active.
    expect([check?.href, start?.href]).toEqual(['#mulai', '#mulai'])
    const chat = rankCheckerActions.whatsapp
    const url = new URL(chat.href)
    expect(url.origin + url.pathname).toBe(`https://wa.me/${whatsappDigits}`)
    expect(url.searchParams.get('text')).toMatch(/SERPBot/)
    expect(url.searchParams.get('text')).toContain(`hingga ${MAX_KEYWORDS} keyword`)
    expect(chat.external).toBe(true)
  })
})

describe('Magento content', () => {
  it('keeps the spec figures', () => {
    expect(magentoFigures).toMatchObject({ sites: '50+', years: '7+', trafficGrowth: '150-300%', growthMonths: 6 })
    const aside = magento.hero.aside
    expect(aside?.kind === 'stats-card' && aside.stats.map((stat) => stat.value)).toEqual([
      '50+',
      '7+',
      '150-300%',
      '±6 bulan',
    ])
    expect(magentoFaqs[0]?.answer).toContain('150-300% dalam sekitar 6 bulan')
    expect(getRoute('/jasa-seo-magento').description).toMatch(/50\+.*7\+ tahun.*150-300%.*6 bulan/)
  })

  it('groups skills by the six spec categories, in order', () => {
    expect(magentoSkills.map((group) => group.category)).toEqual(['Frontend', 'Backend', 'DevOps', 'CMS', 'E-commerce', 'Tools'])
    for (const group of magentoSkills) expect(group.skills.length, group.category).toBeGreaterThanOrEqual(4)
  })

  it('has six FAQs and real destinations for its buttons', () => {
    expect(magentoFaqs).toHaveLength(6)
    const [analysis, portfolio] = magento.hero.actions ?? []
    expect(analysis).toMatchObject({ label: 'Analisis SEO Gratis', href: '/analisis-gratis' })
    expect(portfolio).toMatchObject({ label: 'Lihat Portfolio', href: '/portfolio' })
    const consult = magento.cta?.actions[0]
    expect(consult?.label).toBe('Konsultasi')
    expect(consult?.href).toMatch(new RegExp(`^https://wa\\.me/${whatsappDigits}\\?text=.+Magento`))
    expect(consult?.ping).toBe('/api/click?cta=consult-whatsapp')
  })
})

describe('WordPress content', () => {
  it('shows results in 2-4 weeks, 1-3 months and 3-6 months', () => {
    expect(wordpressResultPhases.map((phase) => phase.duration)).toEqual(['2-4 minggu', '1-3 bulan', '3-6 bulan'])
  })

  it('sells the three spec packages, Professional marked Most Popular, buttons to the analysis', () => {
    expect(wordpressPackages.map((pkg) => [pkg.name, pkg.priceIdr, pkg.duration, pkg.pages])).toEqual([
      ['Starter', 2_500_000, '1-2 minggu', '10 halaman'],
      ['Professional', 4_500_000, '2-3 minggu', '25 halaman'],
      ['Enterprise', 8_000_000, '3-4 minggu', 'Halaman tanpa batas'],
    ])
    expect(wordpressPackages.filter((pkg) => pkg.popular).map((pkg) => pkg.name)).toEqual(['Professional'])
    const band = pageBand(wordpress, 'paket', 'pricing')
    expect(band).toMatchObject({ popularLabel: 'Most Popular', ctaHref: '/analisis-gratis' })
    expect(band.packages).toEqual(wordpressPackages)
    expect(band.notes).toEqual({
      'wp-starter': 'Pengerjaan 1-2 minggu · 10 halaman',
      'wp-professional': 'Pengerjaan 2-3 minggu · 25 halaman',
      'wp-enterprise': 'Pengerjaan 3-4 minggu · Halaman tanpa batas',
    })
    expect(wordpress.service?.packages).toEqual(wordpressPackages)
    expect(wordpress.hero.badge).toBe('Paket mulai Rp 2,5 juta')
    expect(wordpressFaqs[0]?.answer).toContain(
      'Starter (Rp 2,5 juta, 1-2 minggu, 10 halaman), Professional (Rp 4,5 juta, 2-3 minggu, 25 halaman), Enterprise (Rp 8 juta, 3-4 minggu, halaman tanpa batas). Paket Professional paling banyak dipilih',
    )
    expect(wordpressFaqs[1]?.answer).toMatch(/2-4 minggu.*1-3 bulan.*3-6 bulan/)
  })
})

describe('all specialty copy', () => {
  const everything = JSON.stringify([webDevelopment, webRepair, rankCheckerFor(true), rankCheckerFor(false), magento, wordpress])

  it('has no unfilled interpolations or placeholder text', () => {
    for (const bad of ['undefined', 'NaN', '[object Object]', 'TODO', 'lorem'])
      expect(everything, bad).not.toContain(bad)
  })

  it('has unique FAQ questions per page', () => {
    for (const faqs of [webDevelopmentFaqs, webRepairFaqs, rankChecker.faq!.items, magentoFaqs, wordpressFaqs]) {
      expect(new Set(faqs.map((faq) => faq.question)).size).toBe(faqs.length)
    }
  })

  it('links the company profile and portfolio downloads as PDFs', () => {
    expect(downloads.companyProfile.href).toMatch(/\.pdf$/)
    expect(downloads.portfolio.href).toMatch(/\.pdf$/)
  })
})
