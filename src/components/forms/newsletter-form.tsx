import { newsletterFormConfig } from './form-config'
import { FormMetaFields } from './form-meta-fields'
import { NewsletterFormClient } from './newsletter-form-client'

/** Footer newsletter box (works without JavaScript; see NewsletterFormClient). */
export function NewsletterForm() {
  return <NewsletterFormClient config={newsletterFormConfig} meta={<FormMetaFields formId="newsletter" />} />
}

/**
 * The footer's newsletter on a page rendered without a client runtime (components/document/server-page.tsx), where
 * the box's server action cannot run: the same words and a way to the box on the home page.
 */
export function NewsletterLink() {
  return (
    <div className="space-y-2">
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{newsletterFormConfig.title}</h2>
      <p className="text-sm">{newsletterFormConfig.intro}</p>
      <a
        href="/#newsletter"
        className="inline-flex min-h-11 items-center rounded-xl border border-white/15 px-4 text-sm font-semibold text-white hover:bg-white/10"
      >
        Berlangganan
      </a>
    </div>
  )
}
