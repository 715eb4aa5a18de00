import { ServicePageShell } from '@/components/shells/service-page'
import { getRoute } from '@/content/routes'
import { chatgptSeoPage as page } from '@/content/service-pages/chatgpt-seo-ranking'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function ChatgptSeoRankingPage() {
  return <ServicePageShell page={page} />
}
