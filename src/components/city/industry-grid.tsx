import { Icon } from '@/components/ui/icon'
import type { Industry } from '@/content/types'

/** Compact industry tiles: icon beside the text, so eight of them stay short on a phone. */
export function IndustryGrid({ items }: { items: readonly Industry[] }) {
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
