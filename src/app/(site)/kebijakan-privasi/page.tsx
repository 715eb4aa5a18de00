import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { ButtonLink } from '@/components/ui/button-link'
import { Icon, WhatsappIcon } from '@/components/ui/icon'
import { deletionRequest, privacyChangesNote, privacyIntro, privacySections } from '@/content/privacy'
import { privacyNoticeVersion } from '@/content/figures'
import { site } from '@/content/site'
import { mailtoHref } from '@/content/format'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'
import { contactLinks } from '@/content/contact-links'

export const metadata = buildMetadata(getRoute('/kebijakan-privasi'))

export default function PrivacyPage() {
  return (
    <>
      <Breadcrumbs path="/kebijakan-privasi" />
      <PageHero badge={`Versi ${privacyNoticeVersion}`} title="Kebijakan Privasi" description={privacyIntro} />
      <Section>
        <div className="mx-auto max-w-3xl space-y-12">
          {privacySections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
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
            className="scroll-mt-24 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
          >
            <h2 id="penghapusan-title" className="text-2xl font-extrabold tracking-tight">
              {deletionRequest.title}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed text-ink-800">
              {deletionRequest.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={mailtoHref(site.email, deletionRequest.emailSubject)} variant="secondary">
                <Icon name="mail" className="size-5" />
                Kirim permintaan via email
              </ButtonLink>
              <ButtonLink
                href={contactLinks.whatsapp(
                  `Halo ${site.name}, saya ingin mengajukan ${deletionRequest.emailSubject.toLowerCase()}.`,
                )}
                variant="whatsapp"
                external
              >
                <WhatsappIcon />
                Hubungi via WhatsApp
              </ButtonLink>
            </div>
          </section>
          <p className="border-t border-ink-100 pt-6 text-sm text-ink-600">
            {privacyChangesNote} Versi yang berlaku: <strong className="text-ink-900">{privacyNoticeVersion}</strong>.
          </p>
        </div>
      </Section>
    </>
  )
}
