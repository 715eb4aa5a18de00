import { ServicePageShell } from '@/components/shells/service-page'
import { getRoute } from '@/content/routes'
import { onPageSeoPage as page } from '@/content/service-pages/seo-on-page-optimization'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function OnPageSeoPage() {
  return <ServicePageShell page={page} />
}
