import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { offPageSeoPage } from '@/content/service-pages/seo-off-page-link-building'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(offPageSeoPage.path))

export default function OffPageSeoPage() {
  return <ServicePageTemplate page={offPageSeoPage} />
}
