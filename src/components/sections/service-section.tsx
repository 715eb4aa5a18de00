import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import type { ServicePageSection } from '@/content/types'
import { BarList } from './bar-list'
import { ComparisonTable } from './comparison-table'
import { FeatureCards } from './feature-cards'
import { ProcessSteps } from './process-steps'
import { Section, SectionHeading } from './section'

/** Renders one band of a service page from its record; `kind` selects the layout. */
export function ServiceSection({ section, tone }: { section: ServicePageSection; tone: 'white' | 'muted' | 'dark' }) {
  const headingId = `${section.id}-judul`
  const dark = tone === 'dark'
  const heading = (align: 'center' | 'left' = 'center') => (
    <SectionHeading
      id={headingId}
      eyebrow={section.eyebrow}
      title={section.title}
      description={section.description}
      align={align}
      tone={dark ? 'light' : 'default'}
      className={align === 'left' ? 'mb-6 sm:mb-8' : undefined}
    />
  )

  return (
    <Section id={section.id} tone={tone} labelledBy={headingId}>
      {section.kind === 'cards' ? (
        <>
          {heading()}
          <FeatureCards items={section.items} columns={section.columns ?? 3} />
        </>
      ) : section.kind === 'steps' ? (
        <>
          {heading()}
          <ProcessSteps
            steps={section.steps}
            tone={dark ? 'dark' : 'light'}
            columns={section.columns}
            deliverablesLabel={section.deliverablesLabel}
          />
        </>
      ) : section.kind === 'table' ? (
        <>
          {heading()}
          <ComparisonTable table={section.table} id={section.id} />
          {section.note ? <p className="mt-4 text-sm text-ink-600">{section.note}</p> : null}
        </>
      ) : section.kind === 'checklists' ? (
        <>
          {heading()}
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {section.groups.map((group) => (
              <li key={group.title} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
                <h3 className="flex items-center gap-3 text-lg font-bold">
                  {group.icon ? (
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon name={group.icon} className="size-5" />
                    </span>
                  ) : null}
                  {group.title}
                </h3>
                <CheckList items={group.items} className="mt-4 text-ink-700" />
              </li>
            ))}
          </ul>
        </>
      ) : section.kind === 'bars' ? (
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16">
          <div>
            {heading('left')}
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
      ) : (
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
          <div className={section.points?.length ? 'lg:col-span-7' : 'lg:col-span-12 lg:max-w-3xl'}>
            {heading('left')}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-700 first-of-type:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
          {section.points?.length ? (
            <div className="self-start rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-8 lg:col-span-5">
              {section.pointsTitle ? <h3 className="text-lg font-bold">{section.pointsTitle}</h3> : null}
              <CheckList items={section.points} className="mt-4 text-ink-800" />
            </div>
          ) : null}
        </div>
      )}
    </Section>
  )
}
