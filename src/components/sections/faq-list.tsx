import { Icon } from '@/components/ui/icon'
import type { FaqItem } from '@/content/types'

/**
 * Single-open, collapsible accordion without JavaScript: <details> elements sharing a `name`
 * form an exclusive group, and the answers are in the server-rendered HTML.
 */
export function FaqList({ items, name = 'faq' }: { items: readonly FaqItem[]; name?: string }) {
  return (
    <div
      className="mx-auto max-w-3xl divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-sm"
      data-faq={name}
    >
      {items.map((item) => (
        <details key={item.question} name={name} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer items-center justify-between gap-4 py-5 text-left font-semibold text-ink-900 hover:text-brand-700">
            <h3 className="text-base sm:text-lg">{item.question}</h3>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-ink-600">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
