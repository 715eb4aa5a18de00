import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { ChecklistPanels } from '@/components/sections/checklist-panels'
import { CtaBand } from '@/components/sections/cta-band'
import { DownloadLinks } from '@/components/sections/download-links'
import { FaqList } from '@/components/sections/faq-list'
import { FeatureCards } from '@/components/sections/feature-cards'
import { HeadedSection } from '@/components/sections/headed-section'
import { JsonLd } from '@/components/sections/json-ld'
import { OfferCards } from '@/components/sections/offer-cards'
import { PageHero } from '@/components/sections/page-hero'
import { PriceGuaranteePanel } from '@/components/sections/price-guarantee-panel'
import { ProcessSteps } from '@/components/sections/process-steps'
import { Section } from '@/components/sections/section'
import { StatsCard } from '@/components/sections/stats-card'
import { TechnologyCards } from '@/components/sections/technology-cards'
import { downloads } from '@/content/downloads'
import { getRoute } from '@/content/routes'
import {
  technologies,
  webDevelopmentActions as actions,
  webDevelopmentFaqs as faqs,
  webDevelopmentPage as page,
  webProcessSteps,
  websiteTypeOffers,
  websiteTypes,
} from '@/content/specialty/web-development'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'

const path = '/jasa-pembuatan-website-indonesia'
export const metadata = buildMetadata(getRoute(path))

export default function WebDevelopmentPage() {
  const { investment } = page
  return (
    <>
      <Breadcrumbs path={path} />
      <PageHero
        {...page.hero}
        actions={[actions.analysis, actions.contact]}
        aside={<StatsCard {...page.heroStats} />}
      />
      <HeadedSection id="alasan" intro={page.reasons.intro} tone="muted">
        <FeatureCards items={page.reasons.items} />
      </HeadedSection>
      <HeadedSection id="jenis-website" intro={page.types.intro}>
        <OfferCards items={websiteTypes.map((type) => ({ ...type, title: type.name }))} action={actions.type} />
      </HeadedSection>
      <HeadedSection id="proses" intro={page.process.intro} tone="dark">
        <ProcessSteps steps={webProcessSteps} tone="dark" />
      </HeadedSection>
      <HeadedSection id="teknologi" intro={page.technology.intro} tone="muted">
        <TechnologyCards items={technologies} />
      </HeadedSection>
      <HeadedSection id="keunggulan" intro={page.advantages.intro}>
        <FeatureCards items={page.advantages.items} />
      </HeadedSection>
      <HeadedSection id="fitur-standar" intro={page.inclusions.intro} tone="muted">
        <ChecklistPanels panels={page.inclusions.groups} />
      </HeadedSection>
      <Section id="investasi" labelledBy="investasi-title">
        <PriceGuaranteePanel
          headingId="investasi-title"
          {...investment.intro}
          points={investment.points}
          priceFromIdr={investment.priceFromIdr}
          priceNote={investment.priceNote}
          guarantee={investment.guarantee}
          actions={[actions.analysis, { ...actions.contact, variant: 'outline' }]}
          footer={<DownloadLinks items={[downloads.companyProfile, downloads.portfolio]} className="sm:flex-col" />}
        />
      </Section>
      <HeadedSection id="faq" intro={page.faqIntro} tone="muted">
        <FaqList items={faqs} name="faq-website" />
      </HeadedSection>
      <CtaBand
        id="mulai"
        {...page.cta}
        actions={[actions.analysis, { ...actions.contact, variant: 'outline-light' }]}
      />
      <JsonLd
        data={[
          serviceJsonLd({
            path,
            name: 'Jasa Pembuatan Website',
            description: getRoute(path).description,
            serviceType: 'Web development',
            packages: websiteTypeOffers,
          }),
          faqJsonLd(faqs),
        ]}
      />
    </>
  )
}
