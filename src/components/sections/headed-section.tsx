import type { ComponentProps, ReactNode } from 'react'
import { Section, SectionHeading } from './section'

type HeadedSectionProps = {
  /** Section anchor; the heading gets `${id}-title` and names the region. */
  id: string
  intro: { eyebrow?: string; title: string; description?: string }
  tone?: ComponentProps<typeof Section>['tone']
  align?: 'center' | 'left'
  children: ReactNode
}

/** A Section whose h2 comes from a content record: the most common band on content pages. */
export function HeadedSection({ id, intro, tone, align, children }: HeadedSectionProps) {
  const headingId = `${id}-title`
  const dark = tone === 'dark' || tone === 'brand'
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} {...intro} align={align} tone={dark ? 'light' : 'default'} />
      {children}
    </Section>
  )
}
