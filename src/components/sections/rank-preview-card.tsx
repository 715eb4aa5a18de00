import { Icon } from '@/components/ui/icon'
import type { SampleRanking } from '@/content/page-types'
import { cn } from '@/lib/cn'

type RankPreviewCardProps = { title: string; caption: string; updatedLabel?: string; rows: readonly SampleRanking[] }

function ChangeCell({ change }: { change: number }) {
  if (change === 0) return <span className="text-ink-500">tetap</span>
  const up = change > 0
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold tabular-nums',
        up ? 'text-emerald-700' : 'text-red-700',
      )}
    >
      <Icon name={up ? 'trending-up' : 'trending-down'} className="size-4" />
      <span className="sr-only">{up ? 'naik' : 'turun'} </span>
      {up ? '+' : '−'}
      {Math.abs(change)}
    </span>
  )
}

/** A small, static rank-report table that shows what a tracking report looks like. */
export function RankPreviewCard({ title, caption, updatedLabel, rows }: RankPreviewCardProps) {
  return (
    <figure className="rounded-3xl bg-white p-5 text-ink-800 shadow-2xl ring-1 ring-ink-100 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <p className="font-bold text-ink-900">{title}</p>
        {updatedLabel ? (
          <p className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800">
            <Icon name="refresh" className="size-3.5" />
            {updatedLabel}
          </p>
        ) : null}
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink-100 text-xs tracking-wide text-ink-500 uppercase">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Keyword
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Posisi
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Perubahan
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.keyword}>
              <th scope="row" className="py-2.5 pr-2 font-medium text-ink-800">
                {row.keyword}
              </th>
              <td className="px-2 py-2.5 text-right font-bold text-ink-900 tabular-nums">#{row.position}</td>
              <td className="py-2.5 pl-2 text-right">
                <ChangeCell change={row.change} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-3 text-xs text-ink-500">{caption}</figcaption>
    </figure>
  )
}
