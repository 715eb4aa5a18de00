import type { ReactNode } from 'react'
import { downloads } from '@/content/downloads'
import type { PageSection, SectionTone } from '@/content/page-types'
import { AnalysisFormBand } from './analysis-form-band'
import { BarList } from './bar-list'
import { ContactFormBand } from './contact-form-band'
import { DownloadLinks } from './download-links'
import { PolicyDocument } from './policy-document'
import { PortfolioDownload } from './portfolio-download'
import { PriceGuaranteePanel } from './price-guarantee-panel'
import { Section, SectionHeading } from './section'
import { SectionBody, type HeadedBand } from './section-body'
import { TextWithPoints } from './text-with-points'

/** Interactive islands a page hands to its sections (the contact and analysis forms). */
type SectionSlots = { form?: ReactNode }

type BandProps = { section: PageSection; tone: SectionTone; slots: SectionSlots }

/** The heading of a band, from its record; light on a dark band. */
function Heading({ section, tone, align }: { section: HeadedBand; tone: SectionTone; align?: 'left' }) {
  return (
    <SectionHeading
      id={section.headingId ?? `${section.id}-title`}
      eyebrow={section.eyebrow}
      title={section.title}
      description={section.description}
      align={align}
      tone={tone === 'dark' ? 'light' : 'default'}
      className={align === 'left' ? 'mb-6 sm:mb-8' : undefined}
    />
  )
}

/** One band of a page, laid out by its kind. */
function PageSectionBand({ section, tone, slots }: BandProps) {
  const headingId = (section.kind !== 'policy' && section.headingId) || `${section.id}-title`
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
          <TextWithPoints
            heading={<Heading section={section} tone={tone} align="left" />}
            paragraphs={section.paragraphs}
            pointsTitle={section.pointsTitle}
            points={section.points}
          />
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
            <SectionBody section={section} tone={tone} />
          </Section>
        )
      }
      break
    case 'contact-form':
    case 'analysis-form':
      return (
        <Section id={section.id} tone={tone} labelledBy={headingId}>
          {section.kind === 'contact-form' ? (
            <ContactFormBand
              headingId={headingId}
              title={section.title}
              lead={section.formLead}
              responses={section.responses}
            >
              {slots.form}
            </ContactFormBand>
          ) : (
            <AnalysisFormBand
              headingId={headingId}
              title={section.title}
              lead={section.formLead}
              report={section.report}
              assurance={section.assurance}
            >
              {slots.form}
            </AnalysisFormBand>
          )}
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
      <SectionBody section={section} tone={tone} />
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
