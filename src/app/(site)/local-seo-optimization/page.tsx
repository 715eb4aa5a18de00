import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { localSeoPage } from '@/content/service-pages/local-seo-optimization'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(localSeoPage.path))

export default function LocalSeoPage() {
  return <ServicePageTemplate page={localSeoPage} />
}
