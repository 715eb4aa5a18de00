import { ActionButtons } from '@/components/sections/action-buttons'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqList } from '@/components/sections/faq-list'
import { FeatureCards } from '@/components/sections/feature-cards'
import { FloatingContact } from '@/components/sections/floating-contact'
import { HeadedSection } from '@/components/sections/headed-section'
import { JsonLd } from '@/components/sections/json-ld'
import { PageHero } from '@/components/sections/page-hero'
import { ProcessSteps } from '@/components/sections/process-steps'
import { RankPreviewCard } from '@/components/sections/rank-preview-card'
import { Section } from '@/components/sections/section'
import { StatsBand } from '@/components/sections/stats-band'
import { getRoute } from '@/content/routes'
import {
  rankCheckerActions as actions,
  rankCheckerFaqs as faqs,
  rankCheckerPage as page,
  sampleRankings,
} from '@/content/specialty/rank-checker'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'

const path = '/serpbot-rank-checker'
export const metadata = buildMetadata(getRoute(path))

export default function RankCheckerPage() {
  return (
    <>
      <Breadcrumbs path={path} />
      <PageHero
        {...page.hero}
        actions={[actions.check, actions.demo]}
        aside={<RankPreviewCard {...page.preview} rows={sampleRankings} />}
      />
      <Section tone="dark" className="py-10 sm:py-12">
        <h2 className="sr-only">SERPBot dalam angka</h2>
        <StatsBand stats={page.stats} tone="dark" />
      </Section>
      <HeadedSection id="fitur" intro={page.features.intro}>
        <FeatureCards items={page.features.items} />
      </HeadedSection>
      <HeadedSection id="cara-kerja" intro={page.steps.intro} tone="muted">
        <ProcessSteps steps={page.steps.items} />
        <ActionButtons actions={[actions.start]} className="mt-10 sm:justify-center" />
      </HeadedSection>
      <HeadedSection id="ekspor" intro={page.exports.intro}>
        <FeatureCards items={page.exports.items} />
      </HeadedSection>
      <HeadedSection id="naikkan-ranking" intro={page.upgrade.intro} tone="muted">
        <ActionButtons actions={[actions.check, page.upgrade.contact]} className="sm:justify-center" />
      </HeadedSection>
      <HeadedSection id="faq" intro={page.faqIntro}>
        <FaqList items={faqs} name="faq-serpbot" />
      </HeadedSection>
      <CtaBand id="mulai" {...page.cta} actions={[actions.start, { ...actions.demo, variant: 'outline-light' }]} />
      <FloatingContact whatsappText={page.whatsappText} />
      <JsonLd
        data={[
          serviceJsonLd({
            path,
            name: 'SERPBot Rank Checker',
            description: getRoute(path).description,
            serviceType: 'Keyword rank tracking',
          }),
          faqJsonLd(faqs),
        ]}
      />
    </>
  )
}
