import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqList } from '@/components/sections/faq-list'
import { FeatureCards } from '@/components/sections/feature-cards'
import { HeadedSection } from '@/components/sections/headed-section'
import { JsonLd } from '@/components/sections/json-ld'
import { PageHero } from '@/components/sections/page-hero'
import { PricingCards } from '@/components/sections/pricing-cards'
import { ProcessSteps } from '@/components/sections/process-steps'
import { wordpressPackages } from '@/content/packages'
import { getRoute } from '@/content/routes'
import {
  wordpressFaqs as faqs,
  wordpressPage as page,
  wordpressPackagesAnchor,
  wordpressResultPhases,
} from '@/content/specialty/wordpress'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'

const path = '/jasa-seo-wordpress'
export const metadata = buildMetadata(getRoute(path))

/** "Pengerjaan 1-2 minggu · 10 halaman" under each package price. */
const packageNotes = Object.fromEntries(
  wordpressPackages.map((pkg) => [pkg.id, `Pengerjaan ${pkg.duration} · ${pkg.pages}`]),
)

export default function WordpressSeoPage() {
  const { packages } = page
  return (
    <>
      <Breadcrumbs path={path} />
      <PageHero {...page.hero} actions={page.heroActions} />
      <HeadedSection id="optimasi" intro={page.problems.intro} tone="muted">
        <FeatureCards items={page.problems.items} />
      </HeadedSection>
      <HeadedSection id={wordpressPackagesAnchor} intro={packages.intro}>
        <PricingCards
          packages={wordpressPackages}
          ctaHref={packages.ctaHref}
          ctaLabel={packages.ctaLabel}
          popularLabel={packages.popularLabel}
          notes={packageNotes}
        />
      </HeadedSection>
      <HeadedSection id="hasil" intro={page.results.intro} tone="dark">
        <ProcessSteps steps={wordpressResultPhases} tone="dark" />
      </HeadedSection>
      <HeadedSection id="faq" intro={page.faqIntro} tone="muted">
        <FaqList items={faqs} name="faq-wordpress" />
      </HeadedSection>
      <CtaBand
        id="mulai"
        {...page.cta}
        actions={[
          { label: 'Minta Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
          { label: 'Hubungi Kami', href: '/contact', icon: 'mail' },
        ]}
      />
      <JsonLd
        data={[
          serviceJsonLd({
            path,
            name: 'Jasa SEO WordPress',
            description: getRoute(path).description,
            serviceType: 'Search engine optimization for WordPress',
            packages: wordpressPackages,
          }),
          faqJsonLd(faqs),
        ]}
      />
    </>
  )
}
