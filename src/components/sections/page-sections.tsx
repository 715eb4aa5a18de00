import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { downloads } from '@/content/downloads'
import type { PageSection, SectionTone } from '@/content/page-types'
import { ActionButtons } from './action-buttons'
import { AnalysisFormBand } from './analysis-form-band'
import { AreaList } from './area-list'
import { BarList } from './bar-list'
import { CaseStudyDetail } from './case-study-cards'
import { ChecklistPanels } from './checklist-panels'
import { CityDirectory } from './city-directory'
import { ComparisonTable } from './comparison-table'
import { ContactFormBand } from './contact-form-band'
import { ContactMethods } from './contact-methods'
import { DownloadLinks } from './download-links'
import { FeatureCards } from './feature-cards'
import { IndustryCards } from './industry-cards'
import { MeetingOptions } from './meeting-options'
import { OfferCards } from './offer-cards'
import { PolicyDocument } from './policy-document'
import { PortfolioDownload } from './portfolio-download'
import { PriceGuaranteePanel } from './price-guarantee-panel'
import { PricingCards } from './pricing-cards'
import { ProcessSteps } from './process-steps'
import { Section, SectionHeading } from './section'
import { SkillGroups } from './skill-groups'
import { StatsBand } from './stats-band'
import { TechnologyCards } from './technology-cards'
import { TextWithPoints } from './text-with-points'

/** Interactive islands a page hands to its sections (the contact and analysis forms). */
export type SectionSlots = { form?: ReactNode }

type BandProps = { section: PageSection; tone: SectionTone; slots: SectionSlots }

/** Every band but the policy document opens with a heading from its record. */
type HeadedBand = Exclude<PageSection, { kind: 'policy' }>

/** The heading of a band, from its record; light on a dark band. */
function Heading({ section, tone, align }: { section: HeadedBand; tone: SectionTone; align?: 'left' }) {
  return (
    <SectionHeading
      id={`${section.id}-title`}
      eyebrow={section.eyebrow}
      title={section.title}
      description={section.description}
      align={align}
      tone={tone === 'dark' ? 'light' : 'default'}
      className={align === 'left' ? 'mb-6 sm:mb-8' : undefined}
    />
  )
}

/** What goes under a centred heading, for the kinds laid out that way; null for the kinds with their own layout. */
function body({ section, tone }: { section: HeadedBand; tone: SectionTone }): ReactNode {
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

/** One band of a page, laid out by its kind. */
function PageSectionBand({ section, tone, slots }: BandProps) {
  const headingId = `${section.id}-title`
  const dark = tone === 'dark'
  switch (section.kind) {
    case 'bars':
      return (
        <Section id={section.id} tone={tone} labelledBy={headingId}>
          <div className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
            <div>
              <Heading section={section} tone={tone} align="left" />
              {section.paragraphs?.map((paragraph) => (
                <p
                  key={paragraph}
                  className={dark ? 'mt-4 leading-relaxed text-ink-200' : 'mt-4 leading-relaxed text-ink-700'}
                >
                  {paragraph}
                </p>
              ))}
            </div>
            <div className="rounded-3xl border border-ink-100 bg-white p-6 text-ink-800 shadow-sm sm:p-8">
              <BarList items={section.bars} label={section.barsLabel} />
              {section.note ? (
                <p className="mt-6 border-t border-ink-100 pt-4 text-sm text-ink-600">{section.note}</p>
              ) : null}
            </div>
          </div>
        </Section>
      )
    case 'text':
      return (
        <Section id={section.id} tone={tone} labelledBy={headingId}>
          <TextWithPoints {...section} heading={<Heading section={section} tone={tone} align="left" />} />
        </Section>
      )
    case 'investment':
      return (
        <Section id={section.id} tone={tone} labelledBy={headingId}>
          <PriceGuaranteePanel
            headingId={headingId}
            eyebrow={section.eyebrow}
            title={section.title}
            description={section.description}
            points={section.points}
            priceFromIdr={section.priceFromIdr}
            priceNote={section.priceNote}
            guarantee={section.guarantee}
            actions={section.actions}
            footer={
              section.downloads ? (
                <DownloadLinks items={section.downloads.map((id) => downloads[id])} className="sm:flex-col" />
              ) : undefined
            }
          />
        </Section>
      )
    case 'stats':
      if (section.numbersOnly) {
        return (
          <Section id={section.id} tone={tone} labelledBy={headingId} className="py-10 sm:py-12">
            <h2 id={headingId} className="sr-only">
              {section.title}
            </h2>
            {body({ section, tone })}
          </Section>
        )
      }
      break
    case 'contact-form':
      return (
        <Section id={section.id} tone={tone} labelledBy={headingId} className="scroll-mt-20">
          <ContactFormBand
            headingId={headingId}
            title={section.title}
            lead={section.formLead}
            responses={section.responses}
          >
            {slots.form}
          </ContactFormBand>
        </Section>
      )
    case 'analysis-form':
      return (
        <Section id={section.id} tone={tone} labelledBy={headingId} className="scroll-mt-20">
          <AnalysisFormBand
            headingId={headingId}
            title={section.title}
            lead={section.formLead}
            report={section.report}
            assurance={section.assurance}
          >
            {slots.form}
          </AnalysisFormBand>
        </Section>
      )
    case 'portfolio-download':
      return (
        <PortfolioDownload
          id={section.id}
          headingId={headingId}
          title={section.title}
          description={section.description}
          download={downloads.portfolio}
        />
      )
    case 'policy':
      return (
        <Section id={section.id} tone={tone}>
          <PolicyDocument {...section} />
        </Section>
      )
  }
  return (
    <Section id={section.id} tone={tone} labelledBy={headingId}>
      <Heading section={section} tone={tone} />
      {body({ section, tone })}
    </Section>
  )
}

type PageSectionsProps = {
  sections: readonly PageSection[]
  /** Tone of a band whose record sets none, by its position. */
  defaultTone?: (index: number) => SectionTone
  slots?: SectionSlots
}

/** The bands of a page in record order: the one place a section record becomes markup. */
export function PageSections({ sections, defaultTone = () => 'white', slots = {} }: PageSectionsProps) {
  return sections.map((section, index) => (
    <PageSectionBand key={section.id} section={section} tone={section.tone ?? defaultTone(index)} slots={slots} />
  ))
}
