import { CityPage } from '@/components/city/city-page'
import { getCity } from '@/content/cities'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/jasa-seo-bekasi')

export default function JasaSeoBekasiPage() {
  return <CityPage city={getCity('bekasi')} />
}
