import { figures } from './figures'
import type { AddOn, Package } from './types'

/** Minimum domain authority of a premium backlink (spec: "authority 50+"). */
const premiumBacklinkAuthority = '50+'

/** Home-page SEO packages, per month (spec section 9). */
export const seoPackages: readonly Package[] = [
  {
    id: 'seo-starter',
    name: 'SEO Starter',
    priceIdr: 5_500_000,
    period: 'bulan',
    description: 'Untuk UMKM dan bisnis lokal yang baru mulai membangun kehadiran di Google.',
    badge: 'Hemat',
    badgeTone: 'neutral',
    features: [
      'Optimasi 20 kata kunci',
      'Optimasi on-page 5 halaman',
      'Setup Google Analytics & Search Console',
      'Setup Google Bisnisku',
      'Laporan bulanan',
      'Dukungan via e-mail',
    ],
    guarantee: 'Kenaikan ranking dalam 3 bulan',
  },
  {
    id: 'seo-professional',
    name: 'SEO Professional',
    priceIdr: 7_500_000,
    period: 'bulan',
    description: 'Untuk bisnis yang bersaing ketat dan ingin pertumbuhan traffic yang konsisten.',
    badge: 'Terlaris',
    badgeTone: 'accent',
    features: [
      'Optimasi 50 kata kunci',
      '5 backlink berkualitas per bulan',
      '2 artikel SEO per bulan',
      'Laporan setiap dua minggu',
      'Dukungan prioritas via telepon & e-mail',
    ],
    guarantee: 'Masuk top 5 Google dalam 4 bulan',
    popular: true,
  },
  {
    id: 'seo-enterprise',
    name: 'SEO Enterprise',
    priceIdr: 11_500_000,
    period: 'bulan',
    description: 'Untuk perusahaan dan e-commerce yang menargetkan dominasi di industrinya.',
    badge: 'Lengkap',
    badgeTone: 'brand',
    features: [
      'Kata kunci tanpa batas',
      '15 backlink berkualitas per bulan',
      '4 artikel SEO per bulan',
      'Dedicated account manager',
      `Dukungan ${figures.support}`,
    ],
    guarantee: 'Ranking #1 dan kenaikan traffic 300%',
  },
]

/** Terms that apply to every monthly SEO package. */
export const packageTerms = {
  setupFee: 'Gratis biaya setup',
  minimumContractMonths: 6,
  payment: 'Pembayaran bulanan di muka via transfer bank, e-wallet atau kartu kredit, dengan invoice resmi',
} as const

export const addOns: readonly AddOn[] = [
  {
    id: 'express-audit',
    name: 'Express SEO Audit',
    priceIdr: 1_500_000,
    description: 'Audit SEO lengkap selesai dalam 48 jam.',
    icon: 'zap',
  },
  {
    id: 'content-writing',
    name: 'Content Writing',
    priceIdr: 500_000,
    unit: 'artikel',
    description: 'Artikel SEO minimal 1.000 kata, riset kata kunci termasuk.',
    icon: 'pen-tool',
  },
  {
    id: 'premium-backlinks',
    name: 'Premium Backlinks',
    priceIdr: 300_000,
    unit: 'link',
    description: `Backlink dari situs dengan otoritas ${premiumBacklinkAuthority}.`,
    icon: 'link',
  },
  {
    id: 'video-seo',
    name: 'Video SEO Optimization',
    priceIdr: 2_000_000,
    description: 'Optimasi video YouTube agar muncul di Google dan YouTube.',
    icon: 'video',
  },
]

/** Keywords per city tier; the city FAQs quote the same ranges (cities/shared.ts). */
export const cityKeywordTiers = { starter: '5-10', professional: '15-25', enterprise: '30+' } as const

/** City-page packages, identical on Bekasi, Medan, Tangerang and Depok (spec section 9). */
export const cityPackages: readonly Package[] = [
  {
    id: 'city-starter',
    name: 'Starter',
    priceIdr: 3_000_000,
    period: 'bulan',
    description: 'Fondasi SEO untuk usaha lokal yang ingin mulai ditemukan di Google.',
    features: [
      `${cityKeywordTiers.starter} kata kunci`,
      'Optimasi on-page dasar',
      'Setup Google Bisnisku',
      'Laporan bulanan',
      'Dukungan via e-mail',
    ],
  },
  {
    id: 'city-professional',
    name: 'Professional',
    priceIdr: 8_000_000,
    period: 'bulan',
    description: 'Strategi lengkap untuk menyalip kompetitor di kota Anda.',
    features: [
      `${cityKeywordTiers.professional} kata kunci`,
      'Optimasi on-page & off-page lanjutan',
      '4 artikel per bulan',
      'Audit teknis',
      'Analisis kompetitor',
      'Laporan progres mingguan',
      'Dukungan via WhatsApp',
    ],
    popular: true,
  },
  {
    id: 'city-enterprise',
    name: 'Enterprise',
    priceIdr: 18_000_000,
    period: 'bulan',
    description: 'Untuk perusahaan besar dan multi-cabang yang menargetkan dominasi pasar.',
    features: [
      `${cityKeywordTiers.enterprise} kata kunci`,
      'Strategi SEO menyeluruh',
      '8 artikel per bulan',
      'Link building lanjutan',
      'Optimasi konversi',
      'Dashboard real-time',
      'Dedicated account manager',
      `Dukungan prioritas ${figures.support}`,
    ],
  },
]

/** WordPress SEO packages: one-off projects, not monthly. */
export const wordpressPackages: readonly (Package & { duration: string; pages: string })[] = [
  {
    id: 'wp-starter',
    name: 'Starter',
    priceIdr: 2_500_000,
    period: '',
    duration: '1-2 minggu',
    pages: '10 halaman',
    description: 'Optimasi dasar untuk blog dan website company profile WordPress.',
    features: [
      'Optimasi hingga 10 halaman',
      'Setup plugin SEO & sitemap',
      'Optimasi title & meta description',
      'Perbaikan permalink',
      'Laporan sebelum-sesudah',
    ],
  },
  {
    id: 'wp-professional',
    name: 'Professional',
    priceIdr: 4_500_000,
    period: '',
    duration: '2-3 minggu',
    pages: '25 halaman',
    description: 'Untuk bisnis yang mengandalkan WordPress sebagai mesin prospek.',
    features: [
      'Optimasi hingga 25 halaman',
      'Optimasi kecepatan & Core Web Vitals',
      'Schema markup',
      'Internal linking',
      'Setup Search Console & GA4',
    ],
    popular: true,
  },
  {
    id: 'wp-enterprise',
    name: 'Enterprise',
    priceIdr: 8_000_000,
    period: '',
    duration: '3-4 minggu',
    pages: 'Halaman tanpa batas',
    description: 'Untuk situs WordPress besar, WooCommerce dan portal konten.',
    features: [
      'Optimasi halaman tanpa batas',
      'Audit teknis menyeluruh',
      'Optimasi WooCommerce',
      'Hardening keamanan',
      'Pendampingan tim konten',
    ],
  },
]
