import type { Statistic } from '@/content/types'
import { cn } from '@/lib/cn'

/** A row of headline numbers. The value is announced after its label for screen readers. */
export function StatsBand({
  stats,
  tone = 'light',
  className,
}: {
  stats: readonly Statistic[]
  tone?: 'light' | 'dark'
  className?: string
}) {
  const dark = tone === 'dark'
  return (
    <dl className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col rounded-2xl p-6 text-center',
            dark ? 'bg-white/5 ring-1 ring-white/10 ring-inset' : 'border border-ink-100 bg-white shadow-sm',
          )}
        >
          <dt className={cn('text-sm font-medium', dark ? 'text-ink-200' : 'text-ink-600')}>{stat.label}</dt>
          <dd
            className={cn(
              'order-first text-3xl font-extrabold tracking-tight sm:text-4xl',
              dark ? 'text-accent-400' : 'text-brand-700',
            )}
          >
            {stat.value}
          </dd>
          {stat.description ? (
            <dd className={cn('mt-1 text-xs', dark ? 'text-ink-300' : 'text-ink-500')}>{stat.description}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}
