import { ConsultationForm } from '@/components/forms/consultation-form'
import { HomePageShell } from '@/components/shells/home-page'
import { home as page } from '@/content/home'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function HomePage() {
  return <HomePageShell page={page} form={<ConsultationForm />} />
}
