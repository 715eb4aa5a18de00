import { CityPage } from '@/components/city/city-page'
import { getCity } from '@/content/cities'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/jasa-seo-medan')

export default function JasaSeoMedanPage() {
  return <CityPage city={getCity('medan')} />
}
