import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { chatgptSeoPage } from '@/content/service-pages/chatgpt-seo-ranking'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(chatgptSeoPage.path))

export default function ChatgptSeoRankingPage() {
  return <ServicePageTemplate page={chatgptSeoPage} />
}
