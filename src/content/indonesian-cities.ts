import type { CitySlug } from './cities/types'
import { contentLibrary } from './schema/library'

import { cityDirectory } from './city-directory-list'
import { regions, type Region } from './city-regions'

export { regions, type Region }

/** A city on /jasa-seo-terpercaya. Only cities with a `citySlug` have their own landing page (a city entry of that name). */
export type IndonesianCity = { name: string; province: string; region: Region; citySlug?: CitySlug }


const cityPages = new Map(contentLibrary().cities.map((entry) => [entry.record.name, entry.slug]))

/** The 80 cities, each linked to its city page when a city entry of that name exists. */
export const indonesianCities: readonly IndonesianCity[] = cityDirectory.map((city) => {
  const citySlug = cityPages.get(city.name)
  return citySlug ? { ...city, citySlug } : city
})

export function citiesInRegion(region: Region): IndonesianCity[] {
  return indonesianCities.filter((city) => city.region === region)
}
