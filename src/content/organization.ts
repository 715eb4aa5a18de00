import { cities } from './cities'
import { formatRupiah } from './format'
import { seoPackages } from './packages'

/** Every monthly SEO package the site quotes: the home packages and each city page's tiers. */
const monthlyPackages = [...seoPackages, ...cities.flatMap((city) => city.pricing.packages)]
const quotedPrices = monthlyPackages.flatMap((pkg) => [pkg.priceIdr, pkg.priceMaxIdr ?? pkg.priceIdr])

/**
 * Facts about the agency as a business that no single page record holds, for the Organization JSON-LD
 * (lib/json-ld.ts organizationJsonLd). The price range spans the monthly packages, so it moves with them.
 */
export const organizationDetails = {
  priceRange: `${formatRupiah(Math.min(...quotedPrices))} - ${formatRupiah(Math.max(...quotedPrices))}`,
} as const
