import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { contentMarketingPage } from '@/content/service-pages/content-marketing-seo'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(contentMarketingPage.path))

export default function ContentMarketingSeoPage() {
  return <ServicePageTemplate page={contentMarketingPage} />
}
