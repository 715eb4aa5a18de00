import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { getRoute } from '@/content/routes'
import { webDevelopment as page } from '@/content/specialty/web-development'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function WebDevelopmentPage() {
  return <SpecialtyPageShell page={page} />
}
