import { Icon } from '@/components/ui/icon'
import type { Industry } from '@/content/types'

type IndustryCardsProps = {
  items: readonly Industry[]
  /**
   * 'stats': a card per industry with its project count and average growth (portfolio).
   * 'compact': icon beside the text, so eight of them stay short on a phone (city pages).
   */
  layout?: 'stats' | 'compact'
}

/** Industries we work in; numbers are text, icons decorative. */
export function IndustryCards({ items, layout = 'stats' }: IndustryCardsProps) {
  if (layout === 'compact') {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="industry-grid">
        {items.map((industry) => (
          <li key={industry.name} className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={industry.icon} className="size-5" />
            </span>
            <div>
              <h3 className="font-bold">{industry.name}</h3>
              {industry.description ? (
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{industry.description}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    )
  }
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
          {industry.projects !== undefined && industry.averageGrowth ? (
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
          ) : null}
        </li>
      ))}
    </ul>
  )
}
