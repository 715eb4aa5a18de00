import { ServicePageShell } from '@/components/shells/service-page'
import { getRoute } from '@/content/routes'
import { contentMarketingPage as page } from '@/content/service-pages/content-marketing-seo'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function ContentMarketingSeoPage() {
  return <ServicePageShell page={page} />
}
