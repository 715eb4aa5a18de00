import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { ecommerceSeoPage } from '@/content/service-pages/ecommerce-seo'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(ecommerceSeoPage.path))

export default function EcommerceSeoPage() {
  return <ServicePageTemplate page={ecommerceSeoPage} />
}
