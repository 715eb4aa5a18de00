import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { onPageSeoPage } from '@/content/service-pages/seo-on-page-optimization'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(onPageSeoPage.path)

export default function OnPageSeoPage() {
  return <ServicePageTemplate page={onPageSeoPage} />
}
