import { ServicePageShell } from '@/components/shells/service-page'
import { getRoute } from '@/content/routes'
import { technicalAuditPage as page } from '@/content/service-pages/technical-seo-audit'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function TechnicalSeoAuditPage() {
  return <ServicePageShell page={page} />
}
