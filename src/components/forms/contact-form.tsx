import { contactFormConfig } from './form-config'
import { FormMetaFields } from './form-meta-fields'
import { LeadForm } from './lead-form'

/** The contact page form (type "contact"). */
export function ContactForm({ permalink = '/contact#formulir' }: { permalink?: string }) {
  return <LeadForm config={contactFormConfig({ permalink })} meta={<FormMetaFields formId="kontak" />} />
}
