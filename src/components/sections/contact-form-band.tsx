import type { ReactNode } from 'react'
import type { Statistic } from '@/content/types'
import { OpeningHoursCard, ResponseTimesCard } from './contact-info-cards'
import { FormCard } from './form-card'

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
      <FormCard headingId={headingId} title={title} lead={lead} className="lg:col-span-7">
        {children}
      </FormCard>
      <div className="space-y-6 lg:col-span-5">
        <OpeningHoursCard />
        <ResponseTimesCard items={responses} />
      </div>
    </div>
  )
}
