import { homeSections, homeServices } from '@/content/home'
import { FeatureCards } from './feature-cards'
import { Section, SectionHeading } from './section'

export function HomeServices() {
  return (
    <Section id="layanan" tone="muted" labelledBy="layanan-title">
      <SectionHeading
        id="layanan-title"
        eyebrow={homeSections.services.eyebrow}
        title={homeSections.services.title}
        description={homeSections.services.description}
      />
      <FeatureCards
        items={homeServices.map((service) => ({ ...service, linkLabel: 'Pelajari layanan' }))}
        columns={3}
      />
    </Section>
  )
}
