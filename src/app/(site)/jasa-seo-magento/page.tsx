import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqList } from '@/components/sections/faq-list'
import { FeatureCards } from '@/components/sections/feature-cards'
import { FloatingContact } from '@/components/sections/floating-contact'
import { HeadedSection } from '@/components/sections/headed-section'
import { JsonLd } from '@/components/sections/json-ld'
import { PageHero } from '@/components/sections/page-hero'
import { ProcessSteps } from '@/components/sections/process-steps'
import { SkillGroups } from '@/components/sections/skill-groups'
import { StatsCard } from '@/components/sections/stats-card'
import { getRoute } from '@/content/routes'
import {
  magentoActions as actions,
  magentoFaqs as faqs,
  magentoPage as page,
  magentoSkills,
} from '@/content/specialty/magento'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'

const path = '/jasa-seo-magento'
export const metadata = buildMetadata(getRoute(path))

export default function MagentoSeoPage() {
  return (
    <>
      <Breadcrumbs path={path} />
      <PageHero
        {...page.hero}
        actions={[actions.analysis, actions.portfolio]}
        aside={<StatsCard {...page.heroStats} wideValues />}
      />
      <HeadedSection id="tantangan" intro={page.challenges.intro} tone="muted">
        <FeatureCards items={page.challenges.items} />
      </HeadedSection>
      <HeadedSection id="layanan" intro={page.services.intro}>
        <FeatureCards items={page.services.items} />
      </HeadedSection>
      <HeadedSection id="metodologi" intro={page.process.intro} tone="muted">
        <ProcessSteps steps={page.process.steps} />
      </HeadedSection>
      <HeadedSection id="keahlian" intro={page.skills.intro} tone="dark">
        <SkillGroups groups={magentoSkills} tone="dark" />
      </HeadedSection>
      <HeadedSection id="faq" intro={page.faqIntro} tone="muted">
        <FaqList items={faqs} name="faq-magento" />
      </HeadedSection>
      <CtaBand
        id="mulai"
        {...page.cta}
        actions={[
          actions.consult,
          { ...actions.analysis, variant: 'outline-light' },
          { ...actions.portfolio, variant: 'outline-light' },
        ]}
      />
      <FloatingContact whatsappText={page.whatsappText} />
      <JsonLd
        data={[
          serviceJsonLd({
            path,
            name: 'Jasa SEO Magento',
            description: getRoute(path).description,
            serviceType: 'Search engine optimization for Magento stores',
          }),
          faqJsonLd(faqs),
        ]}
      />
    </>
  )
}
