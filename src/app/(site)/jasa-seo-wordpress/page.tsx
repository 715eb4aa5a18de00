import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { getRoute } from '@/content/routes'
import { wordpress as page } from '@/content/specialty/wordpress'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function WordpressSeoPage() {
  return <SpecialtyPageShell page={page} />
}
