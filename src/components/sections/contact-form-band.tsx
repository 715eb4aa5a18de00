import type { ReactNode } from 'react'
import type { Statistic } from '@/content/types'
import { OpeningHoursCard, ResponseTimesCard } from './contact-info-cards'

type ContactFormBandProps = {
  headingId: string
  title: string
  lead: string
  /** How fast each channel answers, beside the form. */
  responses: readonly Statistic[]
  /** The form itself (a client island the page passes in). */
  children: ReactNode
}

/** The contact page's form in a card, with opening hours and response times beside it. */
export function ContactFormBand({ headingId, title, lead, responses, children }: ContactFormBandProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-12 lg:gap-10">
      <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8 lg:col-span-7">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 mb-6 text-ink-600">{lead}</p>
        {children}
      </div>
      <div className="space-y-6 lg:col-span-5">
        <OpeningHoursCard />
        <ResponseTimesCard items={responses} />
      </div>
    </div>
  )
}
