import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { technicalAuditPage } from '@/content/service-pages/technical-seo-audit'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(technicalAuditPage.path))

export default function TechnicalSeoAuditPage() {
  return <ServicePageTemplate page={technicalAuditPage} />
}
