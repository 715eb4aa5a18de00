import { Badge } from '@/components/ui/badge'
import type { Technology } from '@/content/types'

/** Technology stack as cards: name, category badge, one-line description. */
export function TechnologyCards({ items }: { items: readonly Technology[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((tech) => (
        <li key={tech.name} className="flex flex-col rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-bold">{tech.name}</h3>
            <Badge tone="brand">
              <span className="sr-only">Kategori: </span>
              {tech.category}
            </Badge>
          </div>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{tech.description}</p>
        </li>
      ))}
    </ul>
  )
}
