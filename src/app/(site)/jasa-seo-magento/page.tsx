import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { getRoute } from '@/content/routes'
import { magento as page } from '@/content/specialty/magento'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function MagentoSeoPage() {
  return <SpecialtyPageShell page={page} />
}
