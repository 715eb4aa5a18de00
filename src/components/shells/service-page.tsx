import { WithIconSprite } from '@/components/layout/site-shell'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqSection } from '@/components/sections/faq-section'
import { JsonLd } from '@/components/sections/json-ld'
import { RecordHero } from '@/components/sections/page-hero'
import { PageSections } from '@/components/sections/page-sections'
import type { HeroAside, ServicePage } from '@/content/page-types'
import { getRoute } from '@/content/routes'
import { servicePageActions } from '@/content/service-pages/shared'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'

function heroAside({ image, statsCard }: Pick<ServicePage['hero'], 'image' | 'statsCard'>): HeroAside | undefined {
  if (image) return { kind: 'image', ...image }
  if (statsCard) return { kind: 'stats-card', ...statsCard }
  return undefined
}

/**
 * The layout of every SEO service page: breadcrumbs, hero with the standard calls to action, the page's own
 * bands alternating white and grey, the FAQ, the closing band (#konsultasi), and Service + FAQPage JSON-LD
 * from the same records.
 */
export function ServicePageShell({ page }: { page: ServicePage }) {
  const { hero, faq, cta } = page
  const { primaryLabel, image, statsCard, ...heroCopy } = hero
  const actions = servicePageActions({ primaryLabel, whatsappText: page.whatsappText })
  const alternate = (index: number) => (index % 2 === 0 ? 'white' : 'muted')
  return (
    <WithIconSprite>
      <Breadcrumbs path={page.path} />
      <RecordHero hero={{ ...heroCopy, actions: actions.hero, aside: heroAside({ image, statsCard }) }} />
      <PageSections sections={page.sections} defaultTone={alternate} />
      <FaqSection
        eyebrow="FAQ"
        title={faq.title}
        description={faq.description}
        items={faq.items}
        name={`faq-${page.path.slice(1)}`}
        tone={alternate(page.sections.length)}
      />
      <CtaBand id="konsultasi" title={cta.title} description={cta.description} actions={actions.closing} />
      <JsonLd
        data={serviceJsonLd({
          path: page.path,
          name: page.service.name,
          description: getRoute(page.path).description,
          serviceType: page.service.serviceType,
        })}
      />
      <JsonLd data={faqJsonLd(faq.items)} />
    </WithIconSprite>
  )
}
