import type { SectionTone } from '@/content/page-types'
import type { FaqItem, SectionIntro } from '@/content/types'
import { FaqList } from './faq-list'
import { Section, SectionHeading } from './section'

type FaqSectionProps = SectionIntro & { items: readonly FaqItem[]; name: string; tone?: SectionTone }

/** The #faq band: heading and a single-open accordion. Its JSON-LD is the shell's, from the same items. */
export function FaqSection({ items, name, tone = 'muted', ...intro }: FaqSectionProps) {
  return (
    <Section id="faq" tone={tone} labelledBy="faq-title">
      <SectionHeading id="faq-title" {...intro} />
      <FaqList items={items} name={name} />
    </Section>
  )
}
