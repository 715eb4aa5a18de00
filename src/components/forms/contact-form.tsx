import { ContactFormClient, type ContactFormClientProps } from './contact-form-client'
import { contactFormConfig } from './form-config'
import { FormMetaFields } from './form-meta-fields'

/** The contact page form (type "contact"). */
export function ContactForm(props: Omit<ContactFormClientProps, 'config' | 'meta'>) {
  return <ContactFormClient {...props} config={contactFormConfig} meta={<FormMetaFields formId="kontak" />} />
}
