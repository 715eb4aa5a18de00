import { ServicePageShell } from '@/components/shells/service-page'
import { getRoute } from '@/content/routes'
import { localSeoPage as page } from '@/content/service-pages/local-seo-optimization'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function LocalSeoPage() {
  return <ServicePageShell page={page} />
}
