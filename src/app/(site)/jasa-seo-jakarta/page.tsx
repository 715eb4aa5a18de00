import { CityPage } from '@/components/city/city-page'
import { getCity } from '@/content/cities'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/jasa-seo-jakarta')

export default function JasaSeoJakartaPage() {
  return <CityPage city={getCity('jakarta')} />
}
