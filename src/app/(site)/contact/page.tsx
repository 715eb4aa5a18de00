import { ContactForm } from '@/components/forms/contact-form'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { ContactMethods } from '@/components/sections/contact-methods'
import { OpeningHoursCard, ResponseTimesCard } from '@/components/sections/contact-info-cards'
import { FeatureCards } from '@/components/sections/feature-cards'
import { PageHero } from '@/components/sections/page-hero'
import { Section, SectionHeading } from '@/components/sections/section'
import { StatsBand } from '@/components/sections/stats-band'
import { contactHero, contactMethods, contactReasons, responsePromises, trustIndicators } from '@/content/contact'
import { site } from '@/content/site'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute('/contact'))

export default function ContactPage() {
  return (
    <>
      <Breadcrumbs path="/contact" />
      <PageHero {...contactHero} actions={[{ label: 'Isi Formulir Kontak', href: '#formulir', icon: 'send' }]} />
      <Section labelledBy="cara-menghubungi">
        <SectionHeading
          id="cara-menghubungi"
          eyebrow="Pilih yang paling nyaman"
          title="Cara Menghubungi Kami"
          description="Telepon, email, datang ke kantor, atau chat: semua dijawab langsung oleh tim konsultan kami, bukan bot."
        />
        <ContactMethods methods={contactMethods} />
      </Section>
      <Section id="formulir" tone="muted" labelledBy="formulir-title" className="scroll-mt-20">
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-10">
          <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8 lg:col-span-7">
            <h2 id="formulir-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              Kirim Pesan
            </h2>
            <p className="mt-2 mb-6 text-ink-600">
              Ceritakan kebutuhan Anda. Konsultan kami membalas dengan saran awal dan estimasi biaya, tanpa kewajiban
              apa pun.
            </p>
            <ContactForm />
          </div>
          <div className="space-y-6 lg:col-span-5">
            <OpeningHoursCard />
            <ResponseTimesCard items={responsePromises} />
          </div>
        </div>
      </Section>
      <Section labelledBy="alasan-title">
        <SectionHeading id="alasan-title" eyebrow="Kenapa kami" title={`Mengapa Memilih ${site.name}`} />
        <FeatureCards items={contactReasons} columns={4} />
        <StatsBand stats={trustIndicators} className="mt-10" />
      </Section>
    </>
  )
}
