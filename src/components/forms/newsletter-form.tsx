import { newsletterFormConfig } from './form-config'
import { FormMetaFields } from './form-meta-fields'
import { NewsletterFormClient } from './newsletter-form-client'

/** Footer newsletter box (works without JavaScript; see NewsletterFormClient). */
export function NewsletterForm() {
  return <NewsletterFormClient config={newsletterFormConfig} meta={<FormMetaFields formId="newsletter" />} />
}
