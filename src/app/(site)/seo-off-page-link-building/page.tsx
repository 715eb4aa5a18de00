import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { offPageSeoPage } from '@/content/service-pages/seo-off-page-link-building'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(offPageSeoPage.path)

export default function OffPageSeoPage() {
  return <ServicePageTemplate page={offPageSeoPage} />
}
