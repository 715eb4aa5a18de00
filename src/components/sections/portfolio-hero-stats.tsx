import type { Statistic } from '@/content/types'

/** The portfolio's headline numbers as a 2x2 card beside the hero text. */
export function PortfolioHeroStats({ stats }: { stats: readonly Statistic[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/15 ring-inset sm:p-6"
        >
          <dt className="text-sm text-ink-200">{stat.label}</dt>
          <dd className="order-first text-3xl font-extrabold tracking-tight text-accent-400 sm:text-4xl">
            {stat.value}
          </dd>
          {stat.description ? <dd className="mt-1 text-xs text-ink-300">{stat.description}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
