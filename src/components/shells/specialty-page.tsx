import { WithIconSprite } from '@/components/layout/site-shell'
import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqSection } from '@/components/sections/faq-section'
import { FloatingContact } from '@/components/sections/floating-contact'
import { JsonLd } from '@/components/sections/json-ld'
import { RecordHero } from '@/components/sections/page-hero'
import { PageSections } from '@/components/sections/page-sections'
import type { SpecialtyPage } from '@/content/page-types'
import { getRoute } from '@/content/routes'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'

type SpecialtyPageShellProps = {
  page: SpecialtyPage
  /** The form island of a page whose record has a form band (contact, free analysis). */
  form?: ReactNode
  /** A closing band of the page's own (#mulai) in place of the record's call to action (the rank tracker's sign-up). */
  closing?: ReactNode
}

/**
 * The layout of every page with its own set of bands (the specialty services, the company pages, the
 * 80-city page, the privacy notice): breadcrumbs, hero, the bands in record order, then the FAQ, the
 * closing band (#mulai) and the floating contact buttons where the record has them, and Service + FAQPage
 * JSON-LD from the same records.
 */
export function SpecialtyPageShell({ page, form, closing }: SpecialtyPageShellProps) {
  const { hero, faq, cta, service } = page
  const jsonLd = [
    ...(service
      ? [
          serviceJsonLd({
            path: page.path,
            name: service.name,
            description: service.description ?? getRoute(page.path).description,
            serviceType: service.serviceType,
            packages: service.packages,
          }),
        ]
      : []),
    ...(faq ? [faqJsonLd(faq.items)] : []),
  ]
  return (
    <WithIconSprite>
      <Breadcrumbs path={page.path} />
      <RecordHero hero={hero} />
      <PageSections sections={page.sections} slots={{ form }} />
      {faq ? <FaqSection {...faq} /> : null}
      {closing ?? (cta ? <CtaBand id="mulai" {...cta} /> : null)}
      {page.floatingContact ? <FloatingContact whatsappText={page.floatingContact.whatsappText} /> : null}
      {jsonLd.length ? <JsonLd data={jsonLd} /> : null}
    </WithIconSprite>
  )
}
