import type { ReactNode } from 'react'
import { ActionButtons } from '@/components/sections/action-buttons'
import type { LinkAction } from '@/content/types'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'

type ReportHeroProps = {
  title: string
  /** The audited site, set in the accent colour after the title; long hostnames wrap anywhere. */
  host?: string
  description: ReactNode
  meta?: ReactNode
  aside?: ReactNode
  children?: ReactNode
}

/** The dark band that opens a report page, in the site's hero style, with a card on the right on large screens. */
export function ReportHero({ title, host, description, meta, aside, children }: ReportHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink-900 text-ink-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(59,108,245,0.45),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgba(251,191,36,0.12),transparent)]"
      />
      <Container className="relative py-12 sm:py-16 lg:grid lg:grid-cols-12 lg:items-center lg:gap-12 lg:py-20">
        <div className="lg:col-span-7">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15 ring-inset">
            <Icon name="sparkles" className="size-4" />
            Analisis SEO Instan
          </p>
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere] text-white sm:text-5xl">
            {title}
            {host ? <span className="text-accent-400"> {host}</span> : null}
          </h1>
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-200">{description}</div>
          {meta ? <div className="mt-6 flex flex-col gap-2 text-sm text-ink-300">{meta}</div> : null}
          {children}
        </div>
        {aside ? <div className="mt-10 lg:col-span-5 lg:mt-0">{aside}</div> : null}
      </Container>
    </section>
  )
}

/** A report that cannot be shown (unknown or expired): the reason and the way to a new analysis. */
export function ReportUnavailable({
  title,
  description,
  secondary,
}: {
  title: string
  description: ReactNode
  secondary: LinkAction
}) {
  return (
    <ReportHero title={title} description={description}>
      <ActionButtons
        className="mt-8"
        secondaryVariant="outline-light"
        actions={[{ label: 'Minta Analisis Baru', href: '/analisis-gratis#formulir', icon: 'search' }, secondary]}
      />
    </ReportHero>
  )
}
