import type { ReactNode } from 'react'
import { CheckList } from '@/components/ui/check-list'
import type { SectionIntro, Statistic } from '@/content/types'
import { FormCard } from './form-card'

type AnalysisFormBandProps = {
  headingId: string
  title: string
  lead: string
  /** What the free report covers, in the column beside the form. */
  report: SectionIntro & { items: readonly string[] }
  assurance: { title: string; text: string; stats: readonly Statistic[] }
  /** The form itself (a client island the page passes in). */
  children: ReactNode
}

/** The analysis request form in a card, beside what the report covers and who writes it (form first on phones). */
export function AnalysisFormBand({ headingId, title, lead, report, assurance, children }: AnalysisFormBandProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-12">
      <FormCard headingId={headingId} title={title} lead={lead} className="lg:order-last lg:col-span-7">
        {children}
      </FormCard>
      <div className="lg:col-span-5">
        {report.eyebrow ? (
          <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{report.eyebrow}</p>
        ) : null}
        <h2 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{report.title}</h2>
        {report.description ? <p className="mt-4 text-lg leading-relaxed text-ink-600">{report.description}</p> : null}
        <CheckList items={report.items} className="mt-6 text-ink-800" />
        <div className="mt-8 rounded-2xl border border-brand-100 bg-white p-6">
          <p className="font-bold text-ink-900">{assurance.title}</p>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{assurance.text}</p>
          <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-ink-100 pt-5 text-center">
            {assurance.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-xs font-medium text-ink-600">{stat.label}</dt>
                <dd className="order-first text-2xl font-extrabold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  )
}
