import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { technicalAuditPage } from '@/content/service-pages/technical-seo-audit'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(technicalAuditPage.path)

export default function TechnicalSeoAuditPage() {
  return <ServicePageTemplate page={technicalAuditPage} />
}
