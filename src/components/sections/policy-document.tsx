import { ButtonLink } from '@/components/ui/button-link'
import { Icon, WhatsappIcon } from '@/components/ui/icon'
import { contactLinks } from '@/content/contact-links'
import { mailtoHref } from '@/content/format'
import type { PageSection } from '@/content/page-types'
import { site } from '@/content/site'

type PolicyDocumentProps = Omit<Extract<PageSection, { kind: 'policy' }>, 'kind'>

/**
 * A legal notice as one readable column: its numbered parts (lead paragraph, list, further paragraphs),
 * how to ask for deletion by e-mail or WhatsApp, and the version in force.
 */
export function PolicyDocument({ sections, deletion, closingNote, version }: PolicyDocumentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-12">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className="text-2xl font-extrabold tracking-tight">
            {section.title}
          </h2>
          {section.paragraphs?.slice(0, 1).map((text) => (
            <p key={text} className="mt-4 leading-relaxed text-ink-700">
              {text}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-700 marker:text-brand-600">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.paragraphs?.slice(1).map((text) => (
            <p key={text} className="mt-4 leading-relaxed text-ink-700">
              {text}
            </p>
          ))}
        </section>
      ))}
      <section
        id="penghapusan"
        aria-labelledby="penghapusan-title"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
      >
        <h2 id="penghapusan-title" className="text-2xl font-extrabold tracking-tight">
          {deletion.title}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed text-ink-800">
          {deletion.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={mailtoHref(site.email, deletion.emailSubject)} variant="secondary">
            <Icon name="mail" className="size-5" />
            {deletion.emailLabel}
          </ButtonLink>
          <ButtonLink
            {...contactLinks.whatsapp('privacy-deletion-whatsapp', deletion.whatsappText)}
            variant="whatsapp"
            external
          >
            <WhatsappIcon />
            {deletion.whatsappLabel}
          </ButtonLink>
        </div>
      </section>
      <p className="border-t border-ink-100 pt-6 text-sm text-ink-600">
        {closingNote} Versi yang berlaku: <strong className="text-ink-900">{version}</strong>.
      </p>
    </div>
  )
}
