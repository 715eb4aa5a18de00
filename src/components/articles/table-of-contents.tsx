import type { TocItem } from '@/content/articles/text'

function TocList({ items }: { items: readonly TocItem[] }) {
  return (
    <ol className="space-y-2 text-sm leading-snug">
      {items.map((item, index) => (
        <li key={item.id} className="flex gap-2">
          <span aria-hidden="true" className="w-5 shrink-0 font-semibold text-brand-700 tabular-nums">
            {index + 1}.
          </span>
          <a href={`#${item.id}`} className="text-ink-700 hover:text-brand-700 hover:underline">
            {item.title}
          </a>
        </li>
      ))}
    </ol>
  )
}

/** Collapsible "Daftar isi" above the text on phones (a <details>, no script). */
export function TableOfContentsInline({ items }: { items: readonly TocItem[] }) {
  return (
    <details className="mb-8 rounded-2xl border border-ink-100 bg-ink-50 p-5 lg:hidden">
      <summary className="flex min-h-6 cursor-pointer items-center justify-between font-bold text-ink-900">
        Daftar isi
        <span aria-hidden="true" className="text-brand-700">
          ▾
        </span>
      </summary>
      <nav aria-label="Daftar isi" className="mt-4">
        <TocList items={items} />
      </nav>
    </details>
  )
}

/** The same list in the sidebar on large screens. */
export function TableOfContentsSide({ items }: { items: readonly TocItem[] }) {
  return (
    <nav aria-label="Daftar isi" className="hidden rounded-2xl border border-ink-100 bg-white p-5 lg:block">
      <p className="mb-3 font-bold text-ink-900">Daftar isi</p>
      <TocList items={items} />
    </nav>
  )
}
