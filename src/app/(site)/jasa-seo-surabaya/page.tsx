import { CityPage } from '@/components/city/city-page'
import { getCity } from '@/content/cities'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/jasa-seo-surabaya')

export default function JasaSeoSurabayaPage() {
  return <CityPage city={getCity('surabaya')} />
}
