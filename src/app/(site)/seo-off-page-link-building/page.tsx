import { ServicePageShell } from '@/components/shells/service-page'
import { getRoute } from '@/content/routes'
import { offPageSeoPage as page } from '@/content/service-pages/seo-off-page-link-building'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function OffPageSeoPage() {
  return <ServicePageShell page={page} />
}
