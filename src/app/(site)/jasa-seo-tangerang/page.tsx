import { CityPage } from '@/components/city/city-page'
import { getCity } from '@/content/cities'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/jasa-seo-tangerang')

export default function JasaSeoTangerangPage() {
  return <CityPage city={getCity('tangerang')} />
}
