import { ConsultationForm } from '@/components/forms/consultation-form'
import { PageHero } from '@/components/sections/page-hero'
import { Section, SectionHeading } from '@/components/sections/section'
import { figures } from '@/content/figures'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/')

export default function HomePage() {
  return (
    <>
    <PageHero
      id="beranda"
      badge={`Dipercaya ${figures.clients} bisnis sejak ${figures.sinceYear}`}
      title="Jasa SEO Profesional untuk Bisnis"
      highlight="Halaman 1 Google"
      description="Kami bantu website Anda ditemukan calon pelanggan yang sedang mencari, dengan strategi white-hat yang terukur dan laporan yang mudah dipahami."
      actions={[
        { label: 'Konsultasi SEO Gratis', href: '/analisis-gratis', icon: 'search' },
        { label: 'Lihat Portofolio', href: '/portfolio' },
      ]}
      stats={[
        { value: figures.clients, label: 'Klien' },
        { value: figures.satisfaction, label: 'Kepuasan' },
        { value: figures.support, label: 'Dukungan' },
      ]}
    />
      {/* Stand-in for the home branch's <HomeContact form={<ConsultationForm />} />, so the forms e2e can run. */}
      <Section id="kontak" tone="muted" labelledBy="kontak-title" className="scroll-mt-20">
        <SectionHeading id="kontak-title" title="Konsultasi SEO Gratis" />
        <ConsultationForm className="mx-auto max-w-3xl" />
      </Section>
    </>
  )
}
