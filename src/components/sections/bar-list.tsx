import type { PercentBar } from '@/content/types'

/** Horizontal percentage bars; the number is always in the text, never conveyed by colour alone. */
export function BarList({ items, label }: { items: readonly PercentBar[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-5">
      {items.map((item) => (
        <li key={item.label}>
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-semibold text-ink-900">{item.label}</span>
            <span className="font-bold text-brand-700 tabular-nums">{item.percent}%</span>
          </div>
          <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-600 to-brand-400"
              style={{ width: `${Math.max(0, Math.min(100, item.percent))}%` }}
            />
          </div>
          {item.description ? <p className="mt-1.5 text-sm text-ink-600">{item.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}
