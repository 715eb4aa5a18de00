import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { googleBisniskuPage } from '@/content/service-pages/google-bisnisku'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(googleBisniskuPage.path))

export default function GoogleBisniskuPage() {
  return <ServicePageTemplate page={googleBisniskuPage} />
}
