import { cityPackages } from '../packages'
import { cityGuidePackages, contentLibrary } from '../schema/library'
import type { Package } from '../types'
import { cityPath, type City, type CitySlug } from './types'

export { cityPath, type City, type CitySlug } from './types'

const library = contentLibrary()

function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>
}

/**
 * The city landing pages: one file per city in content/cities/ (the editor's "Halaman kota"), in the order set
 * there. A city with a price guide of its own shows the three city tiers at its prices; the others show the city
 * packages of content/pricing.yaml.
 */
export const cities: readonly City[] = library.cities.map(({ slug, record }) => {
  // What the page shows; the entry's order, search metadata, figures and locations serve other places.
  const copy = omit(record, ['order', 'googleLocation', 'homeNote', 'seo', 'figures'])
  const { guide, ...pricing } = copy.pricing
  const packages: readonly Package[] = guide
    ? cityGuidePackages(library.pricing, guide).map((pkg) => ({ ...pkg, period: pkg.period ?? '' }))
    : cityPackages
  return { ...copy, slug, path: cityPath(slug), pricing: { ...pricing, packages } }
})

export const citySlugs: readonly CitySlug[] = cities.map((city) => city.slug)

export function getCity(slug: CitySlug): City {
  const city = cities.find((candidate) => candidate.slug === slug)
  if (!city) throw new Error(`No city record for "${slug}"`)
  return city
}
