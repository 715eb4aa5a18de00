import { cityRankLocations } from '@/content/rank-locations'

/**
 * Where a tracker's keywords are searched from. `canonical` is Google's canonical location name (the Google Ads
 * geotarget "City,Region,Country" form) that Serper, SerpApi and DataForSEO all take as `location` /
 * `location_name`; `label` is what the sign-up form's <select> shows. Indonesia as a whole, then the largest
 * cities by population, the site's seven city pages among them; then any other city page whose content entry names
 * its Google location (content/cities/<kota>.yaml), so a new city page is a new location without a code change.
 */
export type RankLocation = { id: string; label: string; canonical: string }

const builtIn = [
  { id: 'indonesia', label: 'Seluruh Indonesia', canonical: 'Indonesia' },
  { id: 'jakarta', label: 'Jakarta', canonical: 'Jakarta,Jakarta,Indonesia' },
  { id: 'surabaya', label: 'Surabaya', canonical: 'Surabaya,East Java,Indonesia' },
  { id: 'bandung', label: 'Bandung', canonical: 'Bandung,West Java,Indonesia' },
  { id: 'bekasi', label: 'Bekasi', canonical: 'Bekasi,West Java,Indonesia' },
  { id: 'medan', label: 'Medan', canonical: 'Medan,North Sumatra,Indonesia' },
  { id: 'tangerang', label: 'Tangerang', canonical: 'Tangerang,Banten,Indonesia' },
  { id: 'depok', label: 'Depok', canonical: 'Depok,West Java,Indonesia' },
  { id: 'semarang', label: 'Semarang', canonical: 'Semarang,Central Java,Indonesia' },
  { id: 'palembang', label: 'Palembang', canonical: 'Palembang,South Sumatra,Indonesia' },
  { id: 'makassar', label: 'Makassar', canonical: 'Makassar,South Sulawesi,Indonesia' },
  { id: 'tangerang-selatan', label: 'Tangerang Selatan', canonical: 'South Tangerang,Banten,Indonesia' },
  { id: 'batam', label: 'Batam', canonical: 'Batam,Riau Islands,Indonesia' },
  { id: 'bogor', label: 'Bogor', canonical: 'Bogor,West Java,Indonesia' },
  { id: 'pekanbaru', label: 'Pekanbaru', canonical: 'Pekanbaru,Riau,Indonesia' },
  { id: 'bandar-lampung', label: 'Bandar Lampung', canonical: 'Bandar Lampung,Lampung,Indonesia' },
  { id: 'padang', label: 'Padang', canonical: 'Padang,West Sumatra,Indonesia' },
  { id: 'malang', label: 'Malang', canonical: 'Malang,East Java,Indonesia' },
  { id: 'denpasar', label: 'Denpasar (Bali)', canonical: 'Denpasar,Bali,Indonesia' },
  { id: 'yogyakarta', label: 'Yogyakarta', canonical: 'Yogyakarta,Special Region of Yogyakarta,Indonesia' },
  { id: 'samarinda', label: 'Samarinda', canonical: 'Samarinda,East Kalimantan,Indonesia' },
  { id: 'balikpapan', label: 'Balikpapan', canonical: 'Balikpapan,East Kalimantan,Indonesia' },
] as const satisfies readonly RankLocation[]

let locations: { list: readonly RankLocation[]; byId: ReadonlyMap<string, RankLocation> } | undefined

function knownLocations() {
  if (!locations) {
    const list = [
      ...builtIn,
      ...cityRankLocations().filter(
        (city) => !builtIn.some((location) => location.id === city.id || location.canonical === city.canonical),
      ),
    ]
    locations = { list, byId: new Map(list.map((location) => [location.id, location])) }
  }
  return locations
}

/** Every location a tracker may search from, in the sign-up form's order (city pages read on first call). */
export function rankLocations(): readonly RankLocation[] {
  return knownLocations().list
}

/** An id of rankLocations() (checked with isRankLocationId; city pages add ids at build time). */
export type RankLocationId = string

export const DEFAULT_RANK_LOCATION: RankLocationId = 'indonesia'

export function isRankLocationId(value: unknown): value is RankLocationId {
  return typeof value === 'string' && knownLocations().byId.has(value)
}

export function getRankLocation(id: string): RankLocation | null {
  return knownLocations().byId.get(id) ?? null
}

export type RankDevice = 'mobile' | 'desktop'
/** Most Indonesian searches happen on a phone. */
export const DEFAULT_RANK_DEVICE: RankDevice = 'mobile'
export const RANK_DEVICE_LABELS: Record<RankDevice, string> = { mobile: 'Ponsel', desktop: 'Desktop' }

export function isRankDevice(value: unknown): value is RankDevice {
  return value === 'mobile' || value === 'desktop'
}
