import type { CitySlug } from './cities/types'
import { contentLibrary } from './schema/library'

export const regions = ['Sumatera', 'Jawa', 'Bali & Nusa Tenggara', 'Kalimantan', 'Sulawesi', 'Maluku & Papua'] as const
export type Region = (typeof regions)[number]

/** A city on /jasa-seo-terpercaya. Only cities with a `citySlug` have their own landing page (a city entry of that name). */
export type IndonesianCity = { name: string; province: string; region: Region; citySlug?: CitySlug }

/** The 80 cities we serve (spec: "80 cities on the trusted page"), grouped by island from west to east. */
const directory: readonly Omit<IndonesianCity, 'citySlug'>[] = [
  { name: 'Banda Aceh', province: 'Aceh', region: 'Sumatera' },
  { name: 'Lhokseumawe', province: 'Aceh', region: 'Sumatera' },
  { name: 'Medan', province: 'Sumatera Utara', region: 'Sumatera' },
  { name: 'Binjai', province: 'Sumatera Utara', region: 'Sumatera' },
  { name: 'Pematangsiantar', province: 'Sumatera Utara', region: 'Sumatera' },
  { name: 'Padang', province: 'Sumatera Barat', region: 'Sumatera' },
  { name: 'Bukittinggi', province: 'Sumatera Barat', region: 'Sumatera' },
  { name: 'Pekanbaru', province: 'Riau', region: 'Sumatera' },
  { name: 'Dumai', province: 'Riau', region: 'Sumatera' },
  { name: 'Batam', province: 'Kepulauan Riau', region: 'Sumatera' },
  { name: 'Tanjungpinang', province: 'Kepulauan Riau', region: 'Sumatera' },
  { name: 'Jambi', province: 'Jambi', region: 'Sumatera' },
  { name: 'Palembang', province: 'Sumatera Selatan', region: 'Sumatera' },
  { name: 'Bengkulu', province: 'Bengkulu', region: 'Sumatera' },
  { name: 'Bandar Lampung', province: 'Lampung', region: 'Sumatera' },
  { name: 'Pangkalpinang', province: 'Kepulauan Bangka Belitung', region: 'Sumatera' },

  { name: 'Jakarta', province: 'DKI Jakarta', region: 'Jawa' },
  { name: 'Bogor', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Depok', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Tangerang', province: 'Banten', region: 'Jawa' },
  { name: 'Bekasi', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Serang', province: 'Banten', region: 'Jawa' },
  { name: 'Cilegon', province: 'Banten', region: 'Jawa' },
  { name: 'Bandung', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Cimahi', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Sukabumi', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Garut', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Tasikmalaya', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Cirebon', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Karawang', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Purwakarta', province: 'Jawa Barat', region: 'Jawa' },
  { name: 'Semarang', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Surakarta', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Magelang', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Salatiga', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Pekalongan', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Tegal', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Purwokerto', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Kudus', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Jepara', province: 'Jawa Tengah', region: 'Jawa' },
  { name: 'Yogyakarta', province: 'DI Yogyakarta', region: 'Jawa' },
  { name: 'Surabaya', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Sidoarjo', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Gresik', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Mojokerto', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Malang', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Pasuruan', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Probolinggo', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Kediri', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Blitar', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Madiun', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Jember', province: 'Jawa Timur', region: 'Jawa' },
  { name: 'Banyuwangi', province: 'Jawa Timur', region: 'Jawa' },

  { name: 'Denpasar', province: 'Bali', region: 'Bali & Nusa Tenggara' },
  { name: 'Mataram', province: 'Nusa Tenggara Barat', region: 'Bali & Nusa Tenggara' },
  { name: 'Bima', province: 'Nusa Tenggara Barat', region: 'Bali & Nusa Tenggara' },
  { name: 'Kupang', province: 'Nusa Tenggara Timur', region: 'Bali & Nusa Tenggara' },

  { name: 'Pontianak', province: 'Kalimantan Barat', region: 'Kalimantan' },
  { name: 'Singkawang', province: 'Kalimantan Barat', region: 'Kalimantan' },
  { name: 'Palangka Raya', province: 'Kalimantan Tengah', region: 'Kalimantan' },
  { name: 'Banjarmasin', province: 'Kalimantan Selatan', region: 'Kalimantan' },
  { name: 'Banjarbaru', province: 'Kalimantan Selatan', region: 'Kalimantan' },
  { name: 'Balikpapan', province: 'Kalimantan Timur', region: 'Kalimantan' },
  { name: 'Samarinda', province: 'Kalimantan Timur', region: 'Kalimantan' },
  { name: 'Bontang', province: 'Kalimantan Timur', region: 'Kalimantan' },
  { name: 'Tarakan', province: 'Kalimantan Utara', region: 'Kalimantan' },

  { name: 'Makassar', province: 'Sulawesi Selatan', region: 'Sulawesi' },
  { name: 'Parepare', province: 'Sulawesi Selatan', region: 'Sulawesi' },
  { name: 'Manado', province: 'Sulawesi Utara', region: 'Sulawesi' },
  { name: 'Bitung', province: 'Sulawesi Utara', region: 'Sulawesi' },
  { name: 'Gorontalo', province: 'Gorontalo', region: 'Sulawesi' },
  { name: 'Palu', province: 'Sulawesi Tengah', region: 'Sulawesi' },
  { name: 'Kendari', province: 'Sulawesi Tenggara', region: 'Sulawesi' },
  { name: 'Mamuju', province: 'Sulawesi Barat', region: 'Sulawesi' },

  { name: 'Ambon', province: 'Maluku', region: 'Maluku & Papua' },
  { name: 'Ternate', province: 'Maluku Utara', region: 'Maluku & Papua' },
  { name: 'Jayapura', province: 'Papua', region: 'Maluku & Papua' },
  { name: 'Sorong', province: 'Papua Barat Daya', region: 'Maluku & Papua' },
  { name: 'Manokwari', province: 'Papua Barat', region: 'Maluku & Papua' },
  { name: 'Merauke', province: 'Papua Selatan', region: 'Maluku & Papua' },
]

const cityPages = new Map(contentLibrary().cities.map((entry) => [entry.record.name, entry.slug]))

/** The 80 cities, each linked to its city page when a city entry of that name exists. */
export const indonesianCities: readonly IndonesianCity[] = directory.map((city) => {
  const citySlug = cityPages.get(city.name)
  return citySlug ? { ...city, citySlug } : city
})

export function citiesInRegion(region: Region): IndonesianCity[] {
  return indonesianCities.filter((city) => city.region === region)
}
