import { CheckList } from '@/components/ui/check-list'
import { Icon } from '@/components/ui/icon'
import type { ChecklistGroup } from '@/content/types'
import { cn } from '@/lib/cn'

const columnClasses = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3' } as const

/** Side-by-side panels, each a heading over a check list (best practices, standard features, security...). */
export function ChecklistPanels({ groups, columns = 3 }: { groups: readonly ChecklistGroup[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns])}>
      {groups.map((group) => (
        <li key={group.title} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-3 text-lg font-bold">
            {group.icon ? (
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={group.icon} className="size-5" />
              </span>
            ) : null}
            {group.title}
          </h3>
          {group.description ? <p className="mt-3 text-ink-600">{group.description}</p> : null}
          <CheckList items={group.items} className="mt-4 text-ink-700" />
        </li>
      ))}
    </ul>
  )
}
