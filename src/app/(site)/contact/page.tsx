import { ContactForm } from '@/components/forms/contact-form'
import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { contact as page } from '@/content/contact'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function ContactPage() {
  return <SpecialtyPageShell page={page} form={<ContactForm />} />
}
