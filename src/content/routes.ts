import { freeAuditValueLabel } from './analysis'
import { growthPercent, caseStudies } from './case-studies'
import { cityPath } from './cities/types'
import { figures } from './figures'
import { capitalizeWords } from './format'
import type { RoutePath } from './route-paths'
import { singletonDefinitions } from './schema/definitions'
import { contentLibrary } from './schema/library'
import { site } from './site'
import { specialtyPagePath } from './specialty/pages'

/**
 * Route registry: every public page with its search metadata and sitemap entry.
 * Page metadata, sitemap.xml, breadcrumbs, Open Graph images and the E2E sweep all derive from it,
 * so a page added here is covered everywhere automatically. Titles and descriptions quote figures from
 * their records (prices, counts, durations), never a typed copy.
 */

type RouteGroup = 'home' | 'service' | 'specialty' | 'city' | 'company' | 'legal'

type ChangeFrequency = 'weekly' | 'monthly' | 'yearly'

export type RouteEntry = {
  path: RoutePath
  /** Shown in <title> before " | {brand}"; keep the whole title 50-60 characters. */
  title: string
  /** 120-160 characters, written for the search result snippet. */
  description: string
  keywords: readonly string[]
  /** Short label for breadcrumbs and link lists. */
  label: string
  group: RouteGroup
  changeFrequency: ChangeFrequency
  priority: number
  /** Headline drawn on the generated share card. */
  ogHeadline?: string
}

const topTrafficGrowth = Math.max(...caseStudies.map((study) => growthPercent(study.results.traffic)))

const staticRoutes = [
  {
    path: '/analisis-gratis',
    title: `Analisis SEO Gratis, Hasil dalam ${capitalizeWords(figures.analysisDelivery)}`,
    description: `Minta audit SEO gratis senilai ${freeAuditValueLabel}: cek teknis, kata kunci, kompetitor dan peluang ranking website Anda. Laporan awal dikirim ke e-mail dalam ${figures.analysisDelivery}.`,
    keywords: ['analisis seo gratis', 'audit seo gratis', 'cek seo website', 'analisis website gratis'],
    label: 'Analisis SEO Gratis',
    group: 'company',
    changeFrequency: 'monthly',
    priority: 0.9,
  },
  {
    path: '/contact',
    title: `Hubungi Konsultan SEO di ${site.address.locality}`,
    description: `Telepon, WhatsApp, e-mail atau datang ke kantor kami di ${site.address.locality}. Tim SEO membalas dalam kurang dari ${figures.emailResponse} pada hari kerja. Konsultasi awal gratis.`,
    keywords: ['kontak agensi seo', 'konsultasi seo', 'konsultan seo jakarta selatan', 'hubungi jasa seo'],
    label: 'Kontak',
    group: 'company',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  {
    path: '/portfolio',
    title: 'Portofolio & Studi Kasus SEO Klien Kami',
    description: `Studi kasus nyata: traffic organik naik hingga ${topTrafficGrowth}%, ranking #1 Google dan konversi berlipat. Lihat hasil SEO kami untuk e-commerce, kesehatan hingga B2B.`,
    keywords: ['portofolio seo', 'studi kasus seo', 'hasil jasa seo', 'contoh keberhasilan seo'],
    label: 'Portofolio',
    group: 'company',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  {
    path: '/kebijakan-privasi',
    title: 'Kebijakan Privasi & Perlindungan Data',
    description:
      'Data apa yang kami kumpulkan lewat formulir, untuk apa, berapa lama disimpan, siapa yang menerimanya, dan cara meminta penghapusan sesuai UU PDP No. 27/2022.',
    keywords: ['kebijakan privasi', 'perlindungan data pribadi', 'uu pdp'],
    label: 'Kebijakan Privasi',
    group: 'legal',
    changeFrequency: 'yearly',
    priority: 0.3,
  },
] as const satisfies readonly RouteEntry[]

/** A page made from a content entry: its search metadata and sitemap data are the entry's own ("Untuk Google"). */
function entryRoute(path: RoutePath, group: RouteGroup, seo: EntrySeo): RouteEntry {
  return {
    path,
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    label: seo.label,
    group,
    changeFrequency: seo.changeFrequency,
    priority: Number(seo.priority),
    ...(seo.ogHeadline ? { ogHeadline: seo.ogHeadline } : {}),
  }
}

type EntrySeo = {
  title: string
  description: string
  keywords: readonly string[]
  label: string
  ogHeadline?: string
  priority: string
  changeFrequency: ChangeFrequency
}

const library = contentLibrary()
const cityRoutes = library.cities.map(({ slug, record }) => entryRoute(cityPath(slug), 'city', record.seo))
/**
 * The pages with a layout of their own whose words are files (content/pages/), in the editor's order: the
 * specialty pages, then the city directory (under "Kota" in the editor) before the city pages.
 */
const specialtyRoutes = [...library.specialtyPages].map(([key, record]) =>
  entryRoute(specialtyPagePath(key), singletonDefinitions[key].group === 'Kota' ? 'city' : 'specialty', record.seo),
)
const serviceRoutes = library.servicePages.map(({ slug, record }) =>
  entryRoute(`/${slug}`, 'service', { ...record.seo, label: record.name }),
)

/**
 * Every page: the kinds of page in code, and the pages made from content entries: the service pages after the
 * company pages, then the specialty pages and the city directory, the city pages after the directory.
 */
export const routes: readonly RouteEntry[] = (() => {
  const company = staticRoutes.findIndex((route) => route.path === '/portfolio')
  return [
    entryRoute('/', 'home', library.home.seo),
    ...staticRoutes.slice(0, company + 1),
    ...serviceRoutes,
    ...specialtyRoutes,
    ...cityRoutes,
    ...staticRoutes.slice(company + 1),
  ]
})()

export type { RoutePath }

export function getRoute(path: RoutePath): RouteEntry {
  const entry = routes.find((route) => route.path === path)
  if (!entry) throw new Error(`Route ${path} is not in the registry`)
  return entry
}

/** Home-page sections that the footer's quick menu and other pages link to. */
export const homeAnchors = {
  about: '/#tentang',
  packages: '/#paket',
  contact: '/#kontak',
  portfolio: '/#portofolio',
  services: '/#layanan',
} as const
