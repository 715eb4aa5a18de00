import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { portfolio as page } from '@/content/portfolio'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function PortfolioPage() {
  return <SpecialtyPageShell page={page} />
}
