import { bandung } from './bandung'
import { bekasi } from './bekasi'
import { depok } from './depok'
import { jakarta } from './jakarta'
import { medan } from './medan'
import { surabaya } from './surabaya'
import { tangerang } from './tangerang'
import type { City, CitySlug } from './types'

export { cityPath, citySlugs, type City, type CitySlug } from './types'

/** The seven cities with their own landing page, in the spec's order. */
export const cities: readonly City[] = [jakarta, surabaya, bandung, bekasi, medan, tangerang, depok]

export function getCity(slug: CitySlug): City {
  const city = cities.find((candidate) => candidate.slug === slug)
  if (!city) throw new Error(`No city record for "${slug}"`)
  return city
}
