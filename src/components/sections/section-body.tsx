import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import type { PageSection, SectionTone } from '@/content/page-types'
import { ActionButtons } from './action-buttons'
import { AreaList } from './area-list'
import { CaseStudyDetail } from './case-study-cards'
import { ChecklistPanels } from './checklist-panels'
import { CityDirectory } from './city-directory'
import { ComparisonTable } from './comparison-table'
import { ContactMethods } from './contact-methods'
import { FeatureCards } from './feature-cards'
import { IndustryCards } from './industry-cards'
import { MeetingOptions } from './meeting-options'
import { OfferCards } from './offer-cards'
import { PricingCards } from './pricing-cards'
import { ProcessSteps } from './process-steps'
import { SkillGroups } from './skill-groups'
import { StatsBand } from './stats-band'
import { TechnologyCards } from './technology-cards'

/** Every band but the policy document opens with a heading from its record. */
export type HeadedBand = Exclude<PageSection, { kind: 'policy' }>

/** What goes under a centred heading, for the kinds laid out that way; null for the kinds with their own layout. */
export function SectionBody({ section, tone }: { section: HeadedBand; tone: SectionTone }): ReactNode {
  const dark = tone === 'dark'
  switch (section.kind) {
    case 'cards':
      return (
        <>
          <FeatureCards items={section.items} columns={section.columns ?? 3} />
          {section.stats ? <StatsBand stats={section.stats} className="mt-10" /> : null}
        </>
      )
    case 'steps':
      return (
        <>
          <ProcessSteps
            steps={section.steps}
            tone={dark ? 'dark' : 'light'}
            columns={section.columns}
            deliverablesLabel={section.deliverablesLabel}
          />
          {section.actions ? <ActionButtons actions={section.actions} className="mt-10 sm:justify-center" /> : null}
        </>
      )
    case 'table':
      return (
        <>
          <ComparisonTable table={section.table} id={section.id} />
          {section.note ? <p className="mt-4 text-sm text-ink-600">{section.note}</p> : null}
        </>
      )
    case 'checklists':
      return <ChecklistPanels groups={section.groups} />
    case 'offers':
      return <OfferCards items={section.items} action={section.action} />
    case 'technologies':
      return <TechnologyCards items={section.items} />
    case 'skills':
      return <SkillGroups groups={section.groups} tone={dark ? 'dark' : 'light'} />
    case 'pricing':
      return (
        <>
          <PricingCards
            packages={section.packages}
            ctaHref={section.ctaHref}
            ctaLabel={section.ctaLabel}
            popularLabel={section.popularLabel}
            notes={section.notes}
          />
          {section.guarantee ? (
            <p
              className="mx-auto mt-12 flex max-w-3xl gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900"
              data-testid="guarantee"
            >
              <Icon name="shield-check" className="mt-0.5 size-5 shrink-0" />
              <span>{section.guarantee}</span>
            </p>
          ) : null}
        </>
      )
    case 'actions':
      return <ActionButtons actions={section.actions} className="sm:justify-center" />
    case 'stats':
      return <StatsBand stats={section.stats} tone={dark ? 'dark' : 'light'} />
    case 'places':
      return (
        <>
          <AreaList areas={section.places} label={section.placesLabel} />
          {section.note ? <p className="mx-auto mt-8 max-w-3xl text-center text-ink-600">{section.note}</p> : null}
        </>
      )
    case 'industries':
      return <IndustryCards items={section.items} layout={section.layout} />
    case 'meeting':
      return <MeetingOptions options={section.options} cityName={section.cityName} />
    case 'contact-methods':
      return <ContactMethods methods={section.methods} />
    case 'case-studies':
      return (
        <div className="space-y-10">
          {section.studies.map((study) => (
            <CaseStudyDetail key={study.id} study={study} />
          ))}
        </div>
      )
    case 'city-directory':
      return (
        <>
          <CityDirectory linkedLegend={section.linkedLegend} plainLegend={section.plainLegend} />
          <MissingCity {...section.missingCity} />
        </>
      )
    default:
      return null
  }
}

function MissingCity({ title, description, action }: Extract<PageSection, { kind: 'city-directory' }>['missingCity']) {
  return (
    <aside
      aria-labelledby="kota-lain-title"
      className="mt-12 flex flex-col items-start gap-5 rounded-3xl border-2 border-dashed border-brand-300 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="kota-lain-title" className="text-xl font-extrabold sm:text-2xl">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-600">{description}</p>
      </div>
      <ButtonLink href={action.href} variant="secondary" size="lg" className="shrink-0">
        {action.label}
      </ButtonLink>
    </aside>
  )
}
