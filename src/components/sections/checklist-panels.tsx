import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import type { ChecklistGroup } from '@/content/types'
import { cn } from '@/lib/cn'

const columnClasses = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3' } as const

/** Side-by-side panels, each a heading over a check list (standard features, security, support...). */
export function ChecklistPanels({ panels, columns = 3 }: { panels: readonly ChecklistGroup[]; columns?: 2 | 3 }) {
  return (
    <div className={cn('grid gap-6', columnClasses[columns])}>
      {panels.map((panel) => (
        <div key={panel.title} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            {panel.icon ? (
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon name={panel.icon} className="size-5" />
              </span>
            ) : null}
            <h3 className="text-lg font-bold">{panel.title}</h3>
          </div>
          {panel.description ? <p className="mt-3 text-ink-600">{panel.description}</p> : null}
          <CheckList items={panel.items} className="mt-5 text-ink-700" />
        </div>
      ))}
    </div>
  )
}
