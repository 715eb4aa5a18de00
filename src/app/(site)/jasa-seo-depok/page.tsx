import { CityPage } from '@/components/city/city-page'
import { getCity } from '@/content/cities'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/jasa-seo-depok')

export default function JasaSeoDepokPage() {
  return <CityPage city={getCity('depok')} />
}
