import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { getRoute } from '@/content/routes'
import { webRepair as page } from '@/content/specialty/web-repair'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function WebRepairPage() {
  return <SpecialtyPageShell page={page} />
}
