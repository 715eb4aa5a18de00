import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqList } from '@/components/sections/faq-list'
import { FeatureCards } from '@/components/sections/feature-cards'
import { FloatingContact } from '@/components/sections/floating-contact'
import { HeadedSection } from '@/components/sections/headed-section'
import { HotlineCard } from '@/components/sections/hotline-card'
import { JsonLd } from '@/components/sections/json-ld'
import { PageHero } from '@/components/sections/page-hero'
import { ProcessSteps } from '@/components/sections/process-steps'
import { getRoute } from '@/content/routes'
import { webRepairPage as page, repairSolutionsAnchor, webRepairFaqs as faqs } from '@/content/specialty/web-repair'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'
import { contactLinks } from '@/content/contact-links'

const path = '/solusi-praktis-mengatasi-halaman-web'
export const metadata = buildMetadata(getRoute(path))

export default function WebRepairPage() {
  const { hotline } = page
  return (
    <>
      <Breadcrumbs path={path} />
      <PageHero
        {...page.hero}
        actions={page.heroActions}
        aside={
          <HotlineCard
            {...hotline}
            phoneHref={contactLinks.phoneHref}
            phoneDisplay={contactLinks.phoneDisplay}
            whatsapp={{ label: hotline.whatsappLabel, href: hotline.whatsappHref }}
          />
        }
      />
      <HeadedSection id="gejala" intro={page.symptoms.intro} tone="muted">
        <FeatureCards items={page.symptoms.items} />
      </HeadedSection>
      <HeadedSection id={repairSolutionsAnchor} intro={page.solutions.intro}>
        <FeatureCards items={page.solutions.items} />
      </HeadedSection>
      <HeadedSection id="waktu" intro={page.timeline.intro} tone="muted">
        <FeatureCards items={page.timeline.items} />
      </HeadedSection>
      <HeadedSection id="alur" intro={page.process.intro} tone="dark">
        <ProcessSteps steps={page.process.steps} tone="dark" columns={4} />
      </HeadedSection>
      <HeadedSection id="faq" intro={page.faqIntro} tone="muted">
        <FaqList items={faqs} name="faq-perbaikan" />
      </HeadedSection>
      <CtaBand
        id="mulai"
        {...page.cta}
        actions={[
          { label: 'Minta Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
          { label: `Telepon ${contactLinks.phoneDisplay}`, href: contactLinks.phoneHref, icon: 'phone' },
        ]}
      />
      <FloatingContact whatsappText={page.whatsappText} />
      <JsonLd
        data={[
          serviceJsonLd({
            path,
            name: 'Jasa Perbaikan Website',
            description: getRoute(path).description,
            serviceType: 'Website repair and maintenance',
          }),
          faqJsonLd(faqs),
        ]}
      />
    </>
  )
}
