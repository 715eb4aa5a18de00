import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { privacy as page } from '@/content/privacy'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function PrivacyPage() {
  return <SpecialtyPageShell page={page} />
}
