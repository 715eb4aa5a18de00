import type { LinkAction, Package, ProcessStep, Statistic } from '../types'
import { formatJuta, formatJutaRange } from '@/content/format'
import { cityKeywordTiers, cityPackages } from '../packages'

/** Ranking guarantee as the spec words it; the same terms on every city page. */
export const guaranteeTerms = {
  optimisationMonths: 6,
  remedy: 'perpanjangan optimasi gratis atau pengembalian sebagian biaya',
} as const

export const guaranteeSentence = `Garansi ranking untuk kata kunci yang disepakati berlaku setelah masa optimasi ${guaranteeTerms.optimisationMonths} bulan: bila target belum tercapai, Anda mendapat ${guaranteeTerms.remedy}. Semua pekerjaan memakai metode white-hat sesuai pedoman Google.`

/** Claims of the shared Bekasi, Medan, Tangerang and Depok layout (spec section 9). */
export const standardClaims = {
  averageGrowth: '300%',
  years: '8+',
  successRate: '95%',
  rating: '4.9/5',
} as const

/** Monthly price ranges quoted in the shared layout's FAQ; the entry price is the Starter package. */
export const standardPriceGuide = {
  startIdr: cityPackages[0]!.priceIdr,
  midMinIdr: 7_000_000,
  midMaxIdr: 12_000_000,
  midKeywords: cityKeywordTiers.professional,
  premiumMinIdr: 15_000_000,
  premiumMaxIdr: 25_000_000,
  premiumKeywords: cityKeywordTiers.enterprise,
} as const

/** Ready-to-quote forms of the guide above, e.g. "Rp 7-12 juta". */
export const standardPrices = {
  start: `Rp ${formatJuta(standardPriceGuide.startIdr)}`,
  mid: `Rp ${formatJutaRange(standardPriceGuide.midMinIdr, standardPriceGuide.midMaxIdr)}`,
  premium: `Rp ${formatJutaRange(standardPriceGuide.premiumMinIdr, standardPriceGuide.premiumMaxIdr)}`,
} as const

export type Timelines = { low: string; medium: string; high: string }

/** How long rankings take by competition level; Medan has its own (spec section 9). */
export const standardTimelines: Timelines = { low: '1-2 bulan', medium: '3-4 bulan', high: '6-8 bulan' }

export const standardHeroActions: readonly LinkAction[] = [
  { label: 'Analisis SEO Gratis', href: '/analisis-gratis', icon: 'search' },
  { label: 'Lihat Portofolio', href: '/portfolio' },
]

export const standardCtaActions: readonly LinkAction[] = [
  { label: 'Dapatkan Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
  { label: 'Hubungi Kami', href: '/contact' },
]

export const standardPricingCta = { ctaLabel: 'Pilih Paket', ctaHref: '/contact' } as const

const standardStepTitles = ['Discovery & Audit', 'Strategy Planning', 'Implementation', 'Monitor & Optimize'] as const

/** The four fixed steps of the shared layout, each described in the city's own words. */
export function standardProcess(descriptions: readonly [string, string, string, string]): ProcessStep[] {
  return standardStepTitles.map((title, index) => ({ step: index + 1, title, description: descriptions[index]! }))
}

export function standardStats(): Statistic[] {
  return [
    { value: standardClaims.averageGrowth, label: 'Rata-rata pertumbuhan traffic organik' },
    { value: standardClaims.years, label: 'Tahun menangani SEO' },
    { value: standardClaims.successRate, label: 'Proyek mencapai target' },
    { value: standardClaims.rating, label: 'Rating kepuasan klien' },
  ]
}

/** A city's own price guide (Jakarta, Surabaya, Bandung): entry price, mid range, enterprise floor. */
export type PriceGuide = { startIdr: number; midMinIdr: number; midMaxIdr: number; enterpriseFromIdr: number }

export function quotePrices(guide: PriceGuide) {
  return {
    start: `Rp ${formatJuta(guide.startIdr)}`,
    mid: `Rp ${formatJutaRange(guide.midMinIdr, guide.midMaxIdr)}`,
    enterprise: `Rp ${formatJuta(guide.enterpriseFromIdr)}`,
  }
}

/**
 * The three city tiers priced from a city's own guide. Contents follow the city packages;
 * only price and description change, so the FAQ, the cards and the Offers always agree.
 */
export function tieredPackages(guide: PriceGuide, descriptions: readonly [string, string, string]): Package[] {
  const [starter, professional, enterprise] = cityPackages
  if (!starter || !professional || !enterprise) throw new Error('cityPackages must hold three tiers')
  return [
    { ...starter, id: `${starter.id}-from`, priceIdr: guide.startIdr, priceFrom: true, description: descriptions[0] },
    {
      ...professional,
      id: `${professional.id}-range`,
      priceIdr: guide.midMinIdr,
      priceMaxIdr: guide.midMaxIdr,
      description: descriptions[1],
    },
    {
      ...enterprise,
      id: `${enterprise.id}-from`,
      priceIdr: guide.enterpriseFromIdr,
      priceFrom: true,
      description: descriptions[2],
    },
  ]
}

/** Hero numbers of the shared layout: the city's client count first, then the shared claims. */
export function standardHeroStats(cityName: string, clients: string): Statistic[] {
  return [
    { value: clients, label: `Klien di ${cityName}` },
    { value: standardClaims.averageGrowth, label: 'Rata-rata pertumbuhan' },
    { value: standardClaims.rating, label: 'Rating klien' },
  ]
}
