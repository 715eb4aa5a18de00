import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { getRoute } from '@/content/routes'
import { rankChecker as page } from '@/content/specialty/rank-checker'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function RankCheckerPage() {
  return <SpecialtyPageShell page={page} />
}
