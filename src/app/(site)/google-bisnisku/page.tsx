import { ServicePageShell } from '@/components/shells/service-page'
import { getRoute } from '@/content/routes'
import { googleBisniskuPage as page } from '@/content/service-pages/google-bisnisku'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function GoogleBisniskuPage() {
  return <ServicePageShell page={page} />
}
