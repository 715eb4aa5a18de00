import { Icon } from '@/components/ui/icon'
import type { Industry } from '@/content/types'

type IndustryWithStats = Industry & { projects: number; averageGrowth: string }

/** Industries with their project count and average growth; numbers are text, icons decorative. */
export function IndustryCards({ items }: { items: readonly IndustryWithStats[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((industry) => (
        <li
          key={industry.name}
          data-industry={industry.name}
          className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={industry.icon} className="size-6" />
            </span>
            <h3 className="text-lg font-bold">{industry.name}</h3>
          </div>
          {industry.description ? (
            <p className="mt-3 mb-5 leading-relaxed text-ink-600">{industry.description}</p>
          ) : null}
          <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-ink-100 pt-4">
            <div className="flex flex-col">
              <dt className="text-sm text-ink-600">Proyek</dt>
              <dd className="order-first text-2xl font-extrabold text-ink-900">{industry.projects}</dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-sm text-ink-600">Rata-rata pertumbuhan</dt>
              <dd className="order-first text-2xl font-extrabold text-brand-700">{industry.averageGrowth}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
