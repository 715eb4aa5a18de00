import { capitalizeWords, formatJuta, formatJutaRange, formatRupiah } from '../format'

/**
 * Quotes in record text: a figure or a price is never typed into a sentence, it is quoted by the same tags the
 * articles use, and filled in when the record is read, so the components receive plain strings:
 *
 *   {% figure name="clients" /%}                       → 500+         (Angka situs, or this page's own figures)
 *   {% figure name="freeAuditValue" format="juta" /%}  → Rp 1,5 juta
 *   {% price package="seo-professional" /%}            → Rp 7.500.000 (Harga & paket, or this page's own prices)
 *   {% price package="seo-starter" format="period" /%} → Rp 5.500.000/bulan
 *   {% price package="city-starter" format="juta" /%}  → Rp 3 juta     (a range: Rp 8-15 juta)
 *   {% package id="content-writing" show="name" /%}    → Content Writing (name, description, guarantee, unit,
 *                                                         duration, pages, or show="feature" match="backlink": the
 *                                                         feature naming it)
 *
 * `case="title"` capitalises each word ("24 Jam"), `case="lower"` lower-cases the first letter so a quote can
 * continue a sentence, and `format="unsigned"` drops the "+" ("+280%" → "280%", "100+" → "100"). An unknown tag, name, id or
 * attribute is a problem of the file, reported with the field it is in.
 */

/** A figure: text as it is shown ("500+"), or a rupiah amount (shown as money). */
export type FigureValue = string | { rupiah: number }

/** Anything with a price that text may quote: a package, an add-on, a price range, an offer of a page. */
export type PricedItem = {
  name: string
  priceIdr: number
  priceMaxIdr?: number
  period?: string
  unit?: string
  description?: string
  guarantee?: string
  /** How long the work takes and how many pages it covers (the WordPress packages). */
  duration?: string
  pages?: string
  features?: readonly string[]
}

export type QuoteContext = {
  figure(name: string): FigureValue | undefined
  priced(id: string): PricedItem | undefined
  /** Whether a repository file exists (images); absent where files are not checked. */
  fileExists?: (path: string) => boolean
  /** Where a quote points nowhere: the names that exist, for the message. */
  figureNames?: () => readonly string[]
}

type Problems = { problems: { path: readonly (string | number)[]; message: string }[] }

const TAG = /\{%\s*([a-z]+)((?:\s+[a-z]+="[^"]*")*)\s*\/%\}/g
const ATTRIBUTE = /([a-z]+)="([^"]*)"/g

const allowed: Record<string, { required: string[]; optional: Record<string, readonly string[] | null> }> = {
  figure: { required: ['name'], optional: { format: ['rupiah', 'juta', 'unsigned'], case: ['title', 'lower'] } },
  price: { required: ['package'], optional: { format: ['rupiah', 'juta', 'period'], case: ['title', 'lower'] } },
  package: {
    required: ['id', 'show'],
    optional: { match: null, case: ['title', 'lower'] },
  },
}
const packageParts = ['name', 'description', 'guarantee', 'unit', 'duration', 'pages', 'feature'] as const

function applyCase(text: string, mode: string | undefined): string {
  if (mode === 'title') return capitalizeWords(text)
  if (mode === 'lower') return text.charAt(0).toLowerCase() + text.slice(1)
  return text
}

/** A figure as text: as stored, or a rupiah amount as money ("Rp 1.500.000", or "Rp 1,5 juta"). */
export function showFigure(value: FigureValue, format: string | undefined): string {
  if (typeof value !== 'string')
    return format === 'juta' ? `Rp ${formatJuta(value.rupiah)}` : formatRupiah(value.rupiah)
  return format === 'unsigned' ? value.replace(/^\+|\+$/, '') : value
}

/** A price as text: "Rp 7.500.000", "Rp 7,5 juta" (a range: "Rp 8-15 juta"), "Rp 5.500.000/bulan". */
export function showPrice(item: PricedItem, format: string | undefined): string {
  if (format === 'juta')
    return item.priceMaxIdr
      ? `Rp ${formatJutaRange(item.priceIdr, item.priceMaxIdr)}`
      : `Rp ${formatJuta(item.priceIdr)}`
  const amount = formatRupiah(item.priceIdr)
  if (format === 'period') return item.period ? `${amount}/${item.period}` : amount
  return amount
}

/** The text with every quote filled in; a quote that cannot be filled in stays as written and is reported. */
export function resolveQuotes(text: string, ctx: QuoteContext & Problems, path: readonly (string | number)[]): string {
  if (!text.includes('{%')) return text
  const report = (message: string) => ctx.problems.push({ path, message })
  const out = text.replace(TAG, (whole, tag: string, rawAttributes: string) => {
    const rules = allowed[tag]
    if (!rules) {
      report(`tag {% ${tag} %} tidak dikenal (yang ada: figure, price, package)`)
      return whole
    }
    const attributes: Record<string, string> = {}
    for (const [, key, value] of rawAttributes.matchAll(ATTRIBUTE)) attributes[key!] = value!
    for (const key of rules.required)
      if (!attributes[key]) {
        report(`tag {% ${tag} %} tanpa ${key}="…"`)
        return whole
      }
    for (const [key, value] of Object.entries(attributes)) {
      if (rules.required.includes(key)) continue
      if (!(key in rules.optional)) {
        report(`tag {% ${tag} %}: atribut ${key} tidak dikenal`)
        return whole
      }
      const values = rules.optional[key]
      if (values && !values.includes(value)) {
        report(`tag {% ${tag} %}: ${key}="${value}" tidak dikenal (pilih ${values.join(', ')})`)
        return whole
      }
    }
    if (tag === 'figure') {
      const value = ctx.figure(attributes.name!)
      if (value === undefined) {
        report(`angka "${attributes.name}" tidak ada di Angka situs maupun angka halaman ini`)
        return whole
      }
      return applyCase(showFigure(value, attributes.format), attributes.case)
    }
    const id = tag === 'price' ? attributes.package! : attributes.id!
    const item = ctx.priced(id)
    if (!item) {
      report(`paket "${id}" tidak ada di Harga & paket maupun harga halaman ini`)
      return whole
    }
    if (tag === 'price') return applyCase(showPrice(item, attributes.format), attributes.case)
    const show = attributes.show as (typeof packageParts)[number]
    if (!packageParts.includes(show)) {
      report(`tag {% package %}: show="${show}" tidak dikenal (pilih ${packageParts.join(', ')})`)
      return whole
    }
    if (show === 'feature') {
      const match = attributes.match?.toLowerCase()
      const feature = match && item.features?.find((line) => line.toLowerCase().includes(match))
      if (!feature) {
        report(`paket "${id}" tidak punya fitur yang memuat "${attributes.match ?? ''}"`)
        return whole
      }
      return applyCase(feature, attributes.case)
    }
    const part = item[show]
    if (!part) {
      report(`paket "${id}" tidak punya ${show}`)
      return whole
    }
    return applyCase(part, attributes.case)
  })
  if (/\{%|%\}/.test(out.replace(TAG, '')) && !ctx.problems.some((problem) => problem.path === path))
    report('tag tidak lengkap: tulis {% nama atribut="nilai" /%}')
  return out
}
