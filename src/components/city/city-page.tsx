import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqList } from '@/components/sections/faq-list'
import { FeatureCards } from '@/components/sections/feature-cards'
import { JsonLd } from '@/components/sections/json-ld'
import { PageHero } from '@/components/sections/page-hero'
import { PricingCards } from '@/components/sections/pricing-cards'
import { ProcessSteps } from '@/components/sections/process-steps'
import { Section, SectionHeading } from '@/components/sections/section'
import { StatsBand } from '@/components/sections/stats-band'
import { Icon } from '@/components/ui/icon'
import type { City } from '@/content/cities'
import type { ContentCard, ServiceCard } from '@/content/types'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'
import { AreaList } from './area-list'
import { CityHeroCard } from './city-hero-card'
import { IndustryGrid } from './industry-grid'
import { MeetingOptions } from './meeting-options'

const toCard = ({ icon, title, description, features, href }: ServiceCard): ContentCard => ({
  icon,
  title,
  description,
  features,
  href,
  linkLabel: href ? 'Pelajari layanan' : undefined,
})

/**
 * The one template behind every city landing page. The order follows the spec: hero, services,
 * reasons, areas, industries, pricing, process, statistics, FAQ, closing call to action.
 */
export function CityPage({ city }: { city: City }) {
  const { hero, services, reasons, areas, industries, pricing, process, stats, meeting, faqs, cta } = city
  return (
    <>
      <Breadcrumbs path={city.path} parents={['/jasa-seo-terpercaya']} />
      <PageHero
        badge={hero.badge}
        title={hero.title}
        highlight={hero.highlight}
        description={hero.intro}
        actions={hero.actions}
        points={hero.points}
        stats={hero.stats}
        aside={<CityHeroCard city={city} />}
      />

      <Section id="layanan" labelledBy="layanan-title">
        <SectionHeading id="layanan-title" {...services} />
        <FeatureCards items={services.items.map(toCard)} columns={services.items.length % 3 === 0 ? 3 : 2} />
      </Section>

      <Section id="keunggulan" tone="muted" labelledBy="keunggulan-title">
        <SectionHeading id="keunggulan-title" {...reasons} />
        <FeatureCards items={reasons.items.map(toCard)} columns={4} />
      </Section>

      <Section id="area" labelledBy="area-title">
        <SectionHeading id="area-title" {...areas} />
        <AreaList areas={areas.list} label={`Area layanan di ${city.name}`} />
        <p className="mx-auto mt-8 max-w-3xl text-center text-ink-600">{areas.note}</p>
      </Section>

      <Section id="industri" tone="muted" labelledBy="industri-title">
        <SectionHeading id="industri-title" {...industries} />
        <IndustryGrid items={industries.items} />
      </Section>

      <Section id="paket" labelledBy="paket-title">
        <SectionHeading id="paket-title" {...pricing} />
        <PricingCards packages={pricing.packages} ctaHref={pricing.ctaHref} ctaLabel={pricing.ctaLabel} />
        <p
          className="mx-auto mt-12 flex max-w-3xl gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900"
          data-testid="guarantee"
        >
          <Icon name="shield-check" className="mt-0.5 size-5 shrink-0" />
          <span>{pricing.guarantee}</span>
        </p>
      </Section>

      <Section id="proses" tone="muted" labelledBy="proses-title">
        <SectionHeading id="proses-title" {...process} />
        <ProcessSteps steps={process.steps} columns={process.steps.length === 4 || process.steps.length > 6 ? 4 : 3} />
      </Section>

      <Section id="statistik" tone="dark" labelledBy="statistik-title">
        <SectionHeading id="statistik-title" tone="light" {...stats} />
        <StatsBand stats={stats.items} tone="dark" />
      </Section>

      <Section id="kontak-lokal" labelledBy="kontak-lokal-title">
        <SectionHeading id="kontak-lokal-title" {...meeting} />
        <MeetingOptions options={meeting.options} cityName={city.name} />
      </Section>

      <Section id="faq" tone="muted" labelledBy="faq-title">
        <SectionHeading id="faq-title" {...faqs} />
        <FaqList items={faqs.items} name={`faq-${city.slug}`} />
      </Section>

      <CtaBand id="mulai" title={cta.title} description={cta.description} actions={cta.actions} />

      <JsonLd
        data={[
          serviceJsonLd({
            path: city.path,
            name: city.service.name,
            description: city.service.description,
            serviceType: 'Search Engine Optimization',
            packages: pricing.packages,
            areaServed: { city: city.name, areas: areas.list },
          }),
          faqJsonLd(faqs.items),
        ]}
      />
    </>
  )
}
