import type { Statistic } from '@/content/types'
import { cn } from '@/lib/cn'

type StatsCardProps = {
  title: string
  stats: readonly Statistic[]
  note?: string
  /** Values too wide for half a phone screen (ranges like "150-300%"): one column below 640 px. */
  wideValues?: boolean
}

/** A compact card of headline numbers, e.g. beside a hero headline on a dark background. */
export function StatsCard({ title, stats, note, wideValues = false }: StatsCardProps) {
  return (
    <div className="rounded-3xl bg-white p-6 text-ink-800 shadow-xl ring-1 ring-black/5 sm:p-8">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{title}</p>
      <dl className={cn('mt-5 grid gap-4', wideValues ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-2')}>
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-2xl bg-ink-50 p-4">
            <dt className="text-sm text-ink-600">{stat.label}</dt>
            <dd className="order-first text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
              {stat.value}
            </dd>
            {stat.description ? <dd className="mt-1 text-xs text-ink-500">{stat.description}</dd> : null}
          </div>
        ))}
      </dl>
      {note ? <p className="mt-5 text-sm leading-relaxed text-ink-600">{note}</p> : null}
    </div>
  )
}
