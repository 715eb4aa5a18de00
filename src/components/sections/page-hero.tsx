import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import type { PageHeroRecord } from '@/content/page-types'
import type { LinkAction, Statistic } from '@/content/types'
import { cn } from '@/lib/cn'
import { ActionButtons } from './action-buttons'
import { HeroAsideView } from './hero-aside'

type PageHeroProps = {
  /** Small pill above the headline, e.g. "Bandung - Kota Kembang". */
  badge?: string
  title: string
  /** Part of the headline set in the accent colour, rendered after `title`. */
  highlight?: string
  description: string
  actions?: readonly LinkAction[]
  stats?: readonly Statistic[]
  /** Short trust points under the buttons. */
  points?: readonly string[]
  /** Right-hand column on large screens (an illustration, a stats card...). */
  aside?: ReactNode
  /** Content above the badge, e.g. breadcrumbs. */
  before?: ReactNode
  id?: string
}

/** The dark hero band that opens every page; its <h1> is the page's LCP text, in the first HTML. */
export function PageHero({
  badge,
  title,
  highlight,
  description,
  actions = [],
  stats,
  points,
  aside,
  before,
  id,
}: PageHeroProps) {
  return (
    <section id={id} className="relative overflow-hidden bg-ink-900 text-ink-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(59,108,245,0.45),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgba(251,191,36,0.12),transparent)]"
      />
      <Container
        className={cn(
          'relative py-14 sm:py-20 lg:py-24',
          aside ? 'lg:grid lg:grid-cols-12 lg:items-center lg:gap-12' : undefined,
        )}
      >
        <div className={cn(aside ? 'lg:col-span-7' : 'max-w-3xl')}>
          {before}
          {badge ? (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15 ring-inset">
              <Icon name="sparkles" className="size-4" />
              {badge}
            </p>
          ) : null}
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl lg:text-[3.4rem]">
            {title}
            {highlight ? <span className="text-accent-400"> {highlight}</span> : null}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-200">{description}</p>
          {actions.length ? (
            <ActionButtons actions={actions} secondaryVariant="outline-light" className="hero-actions mt-8" />
          ) : null}
          {points?.length ? (
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-200">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Icon name="check-circle" className="size-4 text-accent-400" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          {stats?.length ? (
            <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-white/10 pt-8 sm:max-w-xl">
              {stats.map((stat) => (
                <div key={stat.label} className="flex flex-col">
                  <dt className="text-sm text-ink-300">{stat.label}</dt>
                  <dd className="order-first text-3xl font-extrabold text-white sm:text-4xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {aside ? <div className="mt-12 lg:col-span-5 lg:mt-0">{aside}</div> : null}
      </Container>
    </section>
  )
}

/** A hero from its record; a shell may put its own component beside the headline instead of the record's aside. */
export function RecordHero({ hero, id, aside }: { hero: PageHeroRecord; id?: string; aside?: ReactNode }) {
  const { aside: recordAside, ...copy } = hero
  return (
    <PageHero id={id} {...copy} aside={aside ?? (recordAside ? <HeroAsideView aside={recordAside} /> : undefined)} />
  )
}
