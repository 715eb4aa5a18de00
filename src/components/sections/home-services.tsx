import { homeServices } from '@/content/services'
import { FeatureCards } from './feature-cards'
import { Section, SectionHeading } from './section'

export function HomeServices() {
  return (
    <Section id="layanan" tone="muted" labelledBy="layanan-title">
      <SectionHeading
        id="layanan-title"
        eyebrow="Layanan Kami"
        title="Layanan SEO Lengkap, dari Riset hingga Laporan"
        description="Enam layanan yang saling melengkapi. Ambil yang Anda butuhkan, atau biarkan kami meracik kombinasi yang paling masuk akal untuk bisnis Anda."
      />
      <FeatureCards
        items={homeServices.map((service) => ({ ...service, linkLabel: 'Pelajari layanan' }))}
        columns={3}
      />
    </Section>
  )
}
