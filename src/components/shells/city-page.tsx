import { WithIconSprite } from '@/components/layout/site-shell'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CityHeroCard } from '@/components/sections/city-hero-card'
import { CtaBand } from '@/components/sections/cta-band'
import { FaqSection } from '@/components/sections/faq-section'
import { JsonLd } from '@/components/sections/json-ld'
import { RecordHero } from '@/components/sections/page-hero'
import { PageSections } from '@/components/sections/page-sections'
import type { City } from '@/content/cities'
import type { PageSection } from '@/content/page-types'
import { faqJsonLd, serviceJsonLd } from '@/lib/json-ld'

/** A city record's bands, in the spec's order, as the same section records every other page uses. */
function citySections(city: City): PageSection[] {
  const { services, reasons, areas, industries, pricing, process, stats, meeting } = city
  const stepColumns = process.steps.length === 4 || process.steps.length > 6 ? 4 : 3
  return [
    { kind: 'cards', id: 'layanan', ...services, columns: services.items.length % 3 === 0 ? 3 : 2 },
    { kind: 'cards', id: 'keunggulan', tone: 'muted', ...reasons, columns: 4 },
    { kind: 'places', id: 'area', ...areas, places: areas.list, placesLabel: `Area layanan di ${city.name}` },
    { kind: 'industries', id: 'industri', tone: 'muted', ...industries, layout: 'compact' },
    { kind: 'pricing', id: 'paket', ...pricing },
    { kind: 'steps', id: 'proses', tone: 'muted', ...process, columns: stepColumns },
    { kind: 'stats', id: 'statistik', tone: 'dark', ...stats, stats: stats.items },
    { kind: 'meeting', id: 'kontak-lokal', ...meeting, cityName: city.name },
  ]
}

/**
 * The layout of the seven city landing pages: hero with the city's summary card, services, reasons,
 * areas, industries, pricing, process, statistics, meeting options, FAQ and the closing band, then
 * Service JSON-LD for the city and its districts.
 */
export function CityPageShell({ city }: { city: City }) {
  const { hero, faqs, cta, pricing, areas } = city
  return (
    <WithIconSprite>
      <Breadcrumbs path={city.path} parents={['/jasa-seo-terpercaya']} />
      <RecordHero hero={hero} aside={<CityHeroCard city={city} />} />
      <PageSections sections={citySections(city)} />
      <FaqSection {...faqs} name={`faq-${city.slug}`} />
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
    </WithIconSprite>
  )
}
