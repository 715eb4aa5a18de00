import { Icon } from '@/components/ui/icon'
import type { Problem } from '@/lib/audit/result'

/** What is already fine (or could not be checked): compact, after the problems. */
export function CheckSummaryList({ items, tone }: { items: readonly Problem[]; tone: 'pass' | 'error' }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex gap-3 rounded-2xl border border-ink-100 bg-white p-4 [contain-intrinsic-size:auto_6rem] [content-visibility:auto]"
          data-check={item.id}
        >
          <Icon
            name={tone === 'pass' ? 'check-circle' : 'circle-help'}
            className={
              tone === 'pass' ? 'mt-0.5 size-5 shrink-0 text-emerald-600' : 'mt-0.5 size-5 shrink-0 text-ink-400'
            }
          />
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{item.label}</p>
            <p className="mt-0.5 text-sm leading-relaxed [overflow-wrap:anywhere] text-ink-600">{item.finding}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
