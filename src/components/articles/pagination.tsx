import { listPagePath } from '@/content/articles/paths'
import { cn } from '@/lib/cn'

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 font-semibold'

/** Numbered pages of the article list, as plain links (/artikel, /artikel/halaman/2, …). */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Halaman daftar artikel" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <a href={listPagePath(page - 1)} rel="prev" className={cn(item, 'text-brand-700 hover:bg-brand-50')}>
          ← Sebelumnya
        </a>
      ) : null}
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={cn(item, 'bg-brand-700 text-white')}>
            {number}
          </span>
        ) : (
          <a
            key={number}
            href={listPagePath(number)}
            aria-label={`Halaman ${number}`}
            className={cn(item, 'border border-ink-200 text-ink-800 hover:border-brand-600')}
          >
            {number}
          </a>
        ),
      )}
      {page < pages ? (
        <a href={listPagePath(page + 1)} rel="next" className={cn(item, 'text-brand-700 hover:bg-brand-50')}>
          Berikutnya →
        </a>
      ) : null}
    </nav>
  )
}
