import { Badge } from '@/components/ui/badge'
import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import type { ContentCard } from '@/content/types'
import { cn } from '@/lib/cn'

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** A grid of cards: services, benefits, tips, reasons. Headings are h3 under the section's h2. */
export function FeatureCards({
  items,
  columns = 3,
  className,
}: {
  items: readonly ContentCard[]
  columns?: 2 | 3 | 4
  className?: string
}) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns], className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className="relative flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          <div className="flex items-start justify-between gap-3">
            {item.icon ? (
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-6" />
              </span>
            ) : null}
            {item.badge ? <Badge tone="accent">{item.badge}</Badge> : null}
          </div>
          <h3 className={cn('text-lg font-bold', item.icon || item.badge ? 'mt-5' : '')}>{item.title}</h3>
          {item.meta ? <p className="mt-1 text-sm font-semibold text-brand-700">{item.meta}</p> : null}
          <p className="mt-2 leading-relaxed text-ink-600">{item.description}</p>
          {item.features?.length ? <CheckList items={item.features} className="mt-4 text-sm text-ink-700" /> : null}
          {item.href ? (
            <a
              href={item.href}
              className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 hover:text-brand-800"
            >
              {item.linkLabel ?? 'Pelajari layanan'}
              <span className="sr-only">: {item.title}</span>
              <Icon name="arrow-right" className="size-4" />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
