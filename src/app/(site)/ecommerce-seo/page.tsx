import { ServicePageShell } from '@/components/shells/service-page'
import { getRoute } from '@/content/routes'
import { ecommerceSeoPage as page } from '@/content/service-pages/ecommerce-seo'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function EcommerceSeoPage() {
  return <ServicePageShell page={page} />
}
