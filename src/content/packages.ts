import { contentLibrary } from './schema/library'
import type { AddOn, Package } from './types'

/**
 * The packages and their prices: content/pricing.yaml (the editor's "Harga & paket"), checked and with its quotes
 * filled in by the content library. A price is defined there once; pages and articles quote it.
 */
const pricing = contentLibrary().pricing

const asPackage = <P extends { period?: string }>(pkg: P): P & { period: string } => ({
  ...pkg,
  period: pkg.period ?? '',
})

/** Home-page SEO packages, per month (spec section 9). */
export const seoPackages: readonly Package[] = pricing.seoPackages.map(asPackage)

/** Terms that apply to every monthly SEO package. */
export const packageTerms = pricing.packageTerms

export const addOns: readonly AddOn[] = pricing.addOns

/** City-page packages, identical on the cities without a price guide of their own (spec section 9). */
export const cityPackages: readonly Package[] = pricing.cityPackages.map(asPackage)

/** WordPress SEO packages: one-off projects, not monthly. */
export const wordpressPackages: readonly (Package & { duration: string; pages: string })[] =
  pricing.wordpressPackages.map(asPackage)
