import { ServicePageTemplate } from '@/components/sections/service-page-template'
import { chatgptSeoPage } from '@/content/service-pages/chatgpt-seo-ranking'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(chatgptSeoPage.path)

export default function ChatgptSeoRankingPage() {
  return <ServicePageTemplate page={chatgptSeoPage} />
}
