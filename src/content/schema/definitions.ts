import type { Field } from './field'
import { caseStudySchema } from './records/case-study'
import { citySchema } from './records/city'
import { homeSchema } from './records/home'
import { industriesSchema } from './records/industries'
import { pricingSchema } from './records/pricing'
import { servicePageSchema } from './records/service-page'
import { sharedSchema } from './records/shared'
import { specialtyPageSchema } from './records/specialty-page'
import { companySchema, figuresSchema } from './records/site'
import { testimonialSchema } from './records/testimonials'

/**
 * Where each record lives and what the editor calls it: the one list the editor (src/content/editor/config.ts)
 * and the content library (library.ts) both read. A singleton is one file; a collection is a folder with one
 * file per entry, named after the entry (content/cities/semarang.yaml → /jasa-seo-semarang).
 */
/** Where the record sits in the editor's menu. */
type EditorGroup = 'Situs' | 'Halaman' | 'Kota' | 'Artikel'

export type SingletonDefinition = {
  label: string
  group: EditorGroup
  /** The file without its extension, as Keystatic names it. */
  path: string
  format: 'yaml' | 'json'
  schema: Field<unknown>
}

export const singletonDefinitions = {
  figures: { label: 'Angka situs', group: 'Situs', path: 'content/site/figures', format: 'json', schema: figuresSchema },
  company: {
    label: 'Profil perusahaan & jam buka',
    group: 'Situs',
    path: 'content/site/company',
    format: 'json',
    schema: companySchema,
  },
  pricing: { label: 'Harga & paket', group: 'Situs', path: 'content/pricing', format: 'yaml', schema: pricingSchema },
  shared: {
    label: 'Angka & kalimat bersama',
    group: 'Situs',
    path: 'content/shared',
    format: 'yaml',
    schema: sharedSchema,
  },
  home: { label: 'Beranda', group: 'Halaman', path: 'content/home', format: 'yaml', schema: homeSchema },
  industries: { label: 'Industri', group: 'Situs', path: 'content/industries', format: 'yaml', schema: industriesSchema },
  webDevelopmentPage: {
    label: 'Pembuatan website',
    group: 'Halaman',
    path: 'content/pages/jasa-pembuatan-website-indonesia',
    format: 'yaml',
    schema: specialtyPageSchema,
  },
  webRepairPage: {
    label: 'Perbaikan website',
    group: 'Halaman',
    path: 'content/pages/solusi-praktis-mengatasi-halaman-web',
    format: 'yaml',
    schema: specialtyPageSchema,
  },
  rankCheckerPage: {
    label: 'Cek ranking (SERPBot)',
    group: 'Halaman',
    path: 'content/pages/serpbot-rank-checker',
    format: 'yaml',
    schema: specialtyPageSchema,
  },
  magentoPage: {
    label: 'SEO Magento',
    group: 'Halaman',
    path: 'content/pages/jasa-seo-magento',
    format: 'yaml',
    schema: specialtyPageSchema,
  },
  wordpressPage: {
    label: 'SEO WordPress',
    group: 'Halaman',
    path: 'content/pages/jasa-seo-wordpress',
    format: 'yaml',
    schema: specialtyPageSchema,
  },
  trustedSeoPage: {
    label: 'Direktori kota (Jasa SEO Terpercaya)',
    group: 'Kota',
    path: 'content/pages/jasa-seo-terpercaya',
    format: 'yaml',
    schema: specialtyPageSchema,
  },
} satisfies Record<string, SingletonDefinition>

export type SingletonKey = keyof typeof singletonDefinitions

export function singletonFile(key: SingletonKey): string {
  const definition: SingletonDefinition = singletonDefinitions[key]
  return `${definition.path}.${definition.format}`
}

export type CollectionDefinition = {
  label: string
  group: EditorGroup
  /** The folder with a trailing slash; each entry is `<folder><name>.yaml`. */
  path: string
  /** The field holding the entry's name; the editor derives the file name from it. */
  slugField: string
  schema: Field<unknown>
  /** Fields shown in the editor's list of entries. */
  columns?: readonly string[]
}

export const collectionDefinitions = {
  testimonials: {
    label: 'Testimoni',
    group: 'Situs',
    path: 'content/testimonials/',
    slugField: 'name',
    schema: testimonialSchema,
    columns: ['role', 'order'],
  },
  caseStudies: {
    label: 'Studi kasus',
    group: 'Situs',
    path: 'content/case-studies/',
    slugField: 'clientName',
    schema: caseStudySchema,
    columns: ['industry', 'order'],
  },
  servicePages: {
    label: 'Halaman layanan SEO',
    group: 'Halaman',
    path: 'content/service-pages/',
    slugField: 'name',
    schema: servicePageSchema,
    columns: ['order'],
  },
  cities: {
    label: 'Halaman kota',
    group: 'Kota',
    path: 'content/cities/',
    slugField: 'name',
    schema: citySchema,
    columns: ['region', 'order'],
  },
} satisfies Record<string, CollectionDefinition>
