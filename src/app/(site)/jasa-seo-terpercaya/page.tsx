import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { trustedSeo as page } from '@/content/trusted-seo'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function JasaSeoTerpercayaPage() {
  return <SpecialtyPageShell page={page} />
}
