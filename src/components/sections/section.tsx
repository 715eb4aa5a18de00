import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/cn'

type Tone = 'white' | 'muted' | 'dark' | 'brand'

const tones: Record<Tone, string> = {
  white: 'bg-white',
  muted: 'bg-ink-50',
  dark: 'bg-ink-900 text-ink-100 [&_h2]:text-white [&_h3]:text-white',
  brand: 'bg-brand-700 text-brand-50 [&_h2]:text-white [&_h3]:text-white',
}

type SectionProps = {
  id?: string
  tone?: Tone
  className?: string
  containerClassName?: string
  /** Accessible name for the region: pass the id of the section's heading. */
  labelledBy?: string
  children: ReactNode
}

/** One visual band of a page, with consistent vertical rhythm. */
export function Section({ id, tone = 'white', className, containerClassName, labelledBy, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 sm:py-20', tones[tone], className)}>
      <Container className={containerClassName}>{children}</Container>
    </section>
  )
}

type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  title: string
  description?: string
  align?: 'center' | 'left'
  tone?: 'default' | 'light'
  className?: string
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  tone = 'default',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-3xl sm:mb-12', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cn(
            'mb-3 text-sm font-bold tracking-wider uppercase',
            tone === 'light' ? 'text-accent-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn('text-3xl font-extrabold tracking-tight sm:text-4xl', tone === 'light' && 'text-white')}
      >
        {title}
      </h2>
      {description ? (
        <p className={cn('mt-4 text-lg leading-relaxed', tone === 'light' ? 'text-ink-200' : 'text-ink-600')}>
          {description}
        </p>
      ) : null}
    </div>
  )
}
