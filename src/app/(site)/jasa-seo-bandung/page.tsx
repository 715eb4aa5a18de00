import { CityPage } from '@/components/city/city-page'
import { getCity } from '@/content/cities'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/jasa-seo-bandung')

export default function JasaSeoBandungPage() {
  return <CityPage city={getCity('bandung')} />
}
