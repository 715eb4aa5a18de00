/**
 * The figure tags an article may use, so a business figure inside an article is read from the
 * content records instead of being typed again:
 *
 *   {% figure name="clients" /%}                → "500+"            (content/site/figures.json)
 *   {% price package="seo-professional" /%}     → "Rp 7.500.000"    (content/pricing.yaml)
 *   {% price package="city-starter" format="juta" /%} → "Rp 3 juta"
 *   {% phone /%}, {% email /%}, {% whatsapp label="..." /%}        (src/content/site.ts)
 *
 * The names and ids are the content library's (the same ones page records quote); the editor offers exactly these
 * in its pickers (src/content/editor/options.ts), and the reader rejects any other value.
 */
import { contentLibrary } from '../schema/library'
import { showFigure, showPrice, type FigureValue } from '../schema/quotes'
import { priceFormats } from './price-formats'

export { priceFormats }

const library = contentLibrary()

/** Every figure an article may quote, by name. */
export const articleFigures: Readonly<Record<string, FigureValue>> = library.figures

export const figureNames = Object.keys(articleFigures)

/** Every priced record an article may quote: packages, city packages, WordPress projects, add-ons, price ranges. */
export const priceIds = [...library.priced.keys()]

/** A figure as an article shows it. */
export function figureText(name: string): string {
  const value = articleFigures[name]
  if (value === undefined) throw new Error(`Unknown figure "${name}" in a figure tag`)
  return showFigure(value, undefined)
}

/** A price as an article shows it ("Rp 7.500.000", or "Rp 7,5 juta"; a range in juta: "Rp 7-12 juta"). */
export function priceText(id: string, format: string | undefined): string {
  const record = library.priced.get(id)
  if (!record) throw new Error(`Unknown package "${id}" in a price tag`)
  return showPrice(record, format)
}
