import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { onPageSeoPage } from '@/content/service-pages/seo-on-page-optimization'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(onPageSeoPage.path))

export default function OnPageSeoPage() {
  return <ServicePageTemplate page={onPageSeoPage} />
}
