import { Icon } from '@/components/ui/icon'
import { formatOpeningHours, openingHours } from '@/content/site'
import type { IconName, Statistic } from '@/content/types'
import { cn } from '@/lib/cn'

function InfoCard({
  icon,
  title,
  titleId,
  children,
  className,
}: {
  icon: IconName
  title: string
  titleId: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-ink-100 bg-white p-6 shadow-sm', className)}
    >
      <h3 id={titleId} className="flex items-center gap-2.5 text-lg font-bold">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name={icon} className="size-5" />
        </span>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** Office hours from the site config (Mon-Fri, Sat, Sunday emergencies only). */
export function OpeningHoursCard({ className }: { className?: string }) {
  return (
    <InfoCard icon="clock" title="Jam Operasional" titleId="jam-operasional" className={className}>
      <dl className="mt-4 divide-y divide-ink-100">
        {openingHours.map((hours) => (
          <div key={hours.label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-ink-700">{hours.label}</dt>
            <dd className={cn('text-right font-semibold', hours.opens ? 'text-ink-900' : 'text-ink-600')}>
              {formatOpeningHours(hours)}
            </dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  )
}

/** How fast each channel answers, from the shared figures. */
export function ResponseTimesCard({ items, className }: { items: readonly Statistic[]; className?: string }) {
  return (
    <InfoCard icon="timer" title="Janji Respons Kami" titleId="janji-respons" className={className}>
      <dl className="mt-4 space-y-3">
        {items.map((item) => (
          <div key={item.label} className="flex items-start justify-between gap-4">
            <dt className="text-ink-700">
              {item.label}
              {item.description ? <span className="block text-xs text-ink-600">{item.description}</span> : null}
            </dt>
            <dd className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold whitespace-nowrap text-brand-800">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  )
}
