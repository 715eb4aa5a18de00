import type { Statistic } from '@/content/types'

/** A card of headline numbers stacked vertically, e.g. as a hero's right-hand column. */
export function StatsCard({ title, stats, note }: { title: string; stats: readonly Statistic[]; note?: string }) {
  return (
    <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/15 ring-inset sm:p-8">
      <p className="text-sm font-bold tracking-wider text-accent-300 uppercase">{title}</p>
      <dl className="mt-4 divide-y divide-white/10">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col py-4 first:pt-0 last:pb-0">
            <dt className="text-sm text-ink-200">{stat.label}</dt>
            <dd className="order-first text-4xl font-extrabold tracking-tight whitespace-nowrap text-white">{stat.value}</dd>
            {stat.description ? <dd className="mt-1 text-sm text-ink-300">{stat.description}</dd> : null}
          </div>
        ))}
      </dl>
      {note ? <p className="mt-5 text-xs text-ink-300">{note}</p> : null}
    </div>
  )
}
