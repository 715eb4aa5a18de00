import { CityDirectory } from '@/components/city/city-directory'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqList } from '@/components/sections/faq-list'
import { FeatureCards } from '@/components/sections/feature-cards'
import { JsonLd } from '@/components/sections/json-ld'
import { PageHero } from '@/components/sections/page-hero'
import { Section, SectionHeading } from '@/components/sections/section'
import { ButtonLink } from '@/components/ui/button-link'
import { trustedSeoPage as page } from '@/content/trusted-seo'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute('/jasa-seo-terpercaya'))

export default function JasaSeoTerpercayaPage() {
  const { hero, pillars, directory, missingCity, faqs, cta, service } = page
  return (
    <>
      <Breadcrumbs path="/jasa-seo-terpercaya" />
      <PageHero {...hero} />
      <Section id="keunggulan" tone="muted" labelledBy="keunggulan-title">
        <SectionHeading id="keunggulan-title" {...pillars} />
        <FeatureCards items={pillars.items} columns={4} />
      </Section>
      <Section id="kota" labelledBy="kota-title">
        <SectionHeading id="kota-title" {...directory} />
        <CityDirectory linkedLegend={directory.linkedLegend} plainLegend={directory.plainLegend} />
        <aside
          aria-labelledby="kota-lain-title"
          className="mt-12 flex flex-col items-start gap-5 rounded-3xl border-2 border-dashed border-brand-300 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="kota-lain-title" className="text-xl font-extrabold sm:text-2xl">
              {missingCity.title}
            </h2>
            <p className="mt-2 max-w-2xl text-ink-600">{missingCity.description}</p>
          </div>
          <ButtonLink href={missingCity.action.href} variant="secondary" size="lg" className="shrink-0">
            {missingCity.action.label}
          </ButtonLink>
        </aside>
      </Section>
      <Section id="faq" tone="muted" labelledBy="faq-title">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Pertanyaan yang sering diajukan" />
        <FaqList items={faqs} name="faq-terpercaya" />
      </Section>
      <CtaBand id="mulai" {...cta} />
      <JsonLd
        data={[
          serviceJsonLd({
            path: '/jasa-seo-terpercaya',
            name: service.name,
            description: service.description,
            serviceType: 'Search Engine Optimization',
          }),
          faqJsonLd(faqs),
        ]}
      />
    </>
  )
}
