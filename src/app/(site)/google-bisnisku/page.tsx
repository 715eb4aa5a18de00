import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { googleBisniskuPage } from '@/content/service-pages/google-bisnisku'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(googleBisniskuPage.path)

export default function GoogleBisniskuPage() {
  return <ServicePageTemplate page={googleBisniskuPage} />
}
