import { AnalysisForm } from '@/components/forms/analysis-form'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { FeatureCards } from '@/components/sections/feature-cards'
import { PageHero } from '@/components/sections/page-hero'
import { ProcessSteps } from '@/components/sections/process-steps'
import { Section, SectionHeading } from '@/components/sections/section'
import { CheckList } from '@/components/ui/check-list'
import {
  analysisAssurance,
  analysisBenefits,
  analysisHero,
  analysisReportContents,
  analysisSteps,
} from '@/content/analysis'
import { figures } from '@/content/figures'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute('/analisis-gratis'))

export default function FreeAnalysisPage() {
  return (
    <>
      <Breadcrumbs path="/analisis-gratis" />
      <PageHero {...analysisHero} actions={[{ label: 'Minta Analisis Sekarang', href: '#formulir', icon: 'search' }]} />
      <Section id="formulir" tone="muted" labelledBy="formulir-title" className="scroll-mt-20">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8 lg:order-last lg:col-span-7">
            <h2 id="formulir-title" className="text-2xl font-extrabold tracking-tight">
              Minta Analisis SEO Gratis
            </h2>
            <p className="mt-2 mb-6 text-ink-600">Cukup dua menit. Tanpa kartu kredit, tanpa kontrak.</p>
            <AnalysisForm />
          </div>
          <div className="lg:col-span-5">
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">Isi laporan Anda</p>
            <h2 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">Yang Kami Periksa untuk Anda</h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-600">
              Laporan awal dikirim ke email Anda dalam {figures.analysisDelivery}, ditulis dengan bahasa yang mudah
              dipahami pemilik bisnis.
            </p>
            <CheckList items={analysisReportContents} className="mt-6 text-ink-800" />
            <div className="mt-8 rounded-2xl border border-brand-100 bg-white p-6">
              <p className="font-bold text-ink-900">{analysisAssurance.title}</p>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{analysisAssurance.text}</p>
              <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-ink-100 pt-5 text-center">
                {analysisAssurance.stats.map((stat) => (
                  <div key={stat.label} className="flex flex-col">
                    <dt className="text-xs font-medium text-ink-600">{stat.label}</dt>
                    <dd className="order-first text-2xl font-extrabold text-brand-700">{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
      </Section>
      <Section labelledBy="manfaat-title">
        <SectionHeading id="manfaat-title" eyebrow="Gratis, tetap menyeluruh" title="Keuntungan Analisis SEO Gratis" />
        <FeatureCards items={analysisBenefits} />
      </Section>
      <Section tone="dark" labelledBy="proses-title">
        <SectionHeading id="proses-title" tone="light" eyebrow="Cara kerjanya" title="3 Langkah Menuju Analisis Anda" />
        <ProcessSteps steps={analysisSteps} tone="dark" />
      </Section>
    </>
  )
}
