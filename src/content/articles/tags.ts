/**
 * The figure tags an article may use, so a business figure inside an article is read from the
 * content records instead of being typed again:
 *
 *   {% figure name="clients" /%}                → "500+"            (src/content/figures.ts)
 *   {% price package="seo-professional" /%}     → "Rp 7.500.000"    (src/content/packages.ts)
 *   {% price package="city-starter" format="juta" /%} → "Rp 3 juta"
 *   {% phone /%}, {% email /%}, {% whatsapp label="..." /%}        (src/content/site.ts)
 *
 * The CMS offers exactly these names in its pickers, and the reader rejects any other value.
 */
import { figures } from '../figures'
import { addOns, cityPackages, packageTerms, seoPackages, wordpressPackages } from '../packages'
import { site } from '../site'

/** The site's figures plus a few package terms articles quote, all read from their records. */
export const articleFigures = {
  ...figures,
  foundedYear: String(site.foundedYear),
  minimumContract: `${packageTerms.minimumContractMonths} bulan`,
} as const

export type FigureName = keyof typeof articleFigures

export const figureNames = Object.keys(articleFigures) as FigureName[]

/** Every priced record an article may quote: monthly SEO packages, city packages, WordPress projects, add-ons. */
const pricedRecords = [
  ...seoPackages.map((pkg) => ({ id: pkg.id, label: `${pkg.name} (paket bulanan)`, priceIdr: pkg.priceIdr })),
  ...cityPackages.map((pkg) => ({ id: pkg.id, label: `${pkg.name} (paket kota)`, priceIdr: pkg.priceIdr })),
  ...wordpressPackages.map((pkg) => ({ id: pkg.id, label: `WordPress ${pkg.name}`, priceIdr: pkg.priceIdr })),
  ...addOns.map((addOn) => ({ id: addOn.id, label: `${addOn.name} (add-on)`, priceIdr: addOn.priceIdr })),
] as const

export const priceIds = pricedRecords.map((record) => record.id)

export const priceFormats = ['rupiah', 'juta'] as const

export function priceOf(id: string): number {
  const record = pricedRecords.find((candidate) => candidate.id === id)
  if (!record) throw new Error(`Unknown package "${id}" in a price tag`)
  return record.priceIdr
}

/** Figures stored as rupiah integers are shown as money; the rest (e.g. foundedYear) as they are. */
export function isRupiahFigure(name: FigureName): boolean {
  return /price|value/i.test(name)
}

/** Labels for the CMS pickers: "clients — 500+". */
export const figureOptions = figureNames.map((name) => ({
  label: `${name} — ${String(articleFigures[name])}`,
  value: name,
}))
export const priceOptions = pricedRecords.map((record) => ({ label: record.label, value: record.id }))
