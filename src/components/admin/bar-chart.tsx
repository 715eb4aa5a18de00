/*
 * A stacked bar chart drawn on the server as SVG (no client JavaScript), with the same numbers in a table for
 * screen readers and for anyone who wants the exact values. The SVG itself is decorative for assistive technology
 * (aria-hidden); the table carries the data.
 */

export type ChartSeries = { key: string; label: string; color: string }
type ChartColumn = { label: string; shortLabel: string; values: Record<string, number> }

type Props = {
  title: string
  caption: string
  series: readonly ChartSeries[]
  columns: readonly ChartColumn[]
  /** Header of the first table column (e.g. "Minggu mulai"). */
  columnHeader: string
}

const WIDTH = 720
const HEIGHT = 240
const PAD = { top: 12, right: 8, bottom: 28, left: 36 }

/** A round upper bound for the axis: 1, 2, 5 × 10^n. */
function niceMax(value: number): number {
  if (value <= 4) return 4
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value)!
  return step * power
}

export function StackedBarChart({ title, caption, series, columns, columnHeader }: Props) {
  const totals = columns.map((column) => series.reduce((sum, s) => sum + (column.values[s.key] ?? 0), 0))
  const max = niceMax(Math.max(0, ...totals))
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(1, columns.length)
  const barWidth = Math.min(40, slot * 0.62)
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max]

  return (
    <figure className="space-y-4">
      <figcaption>
        <h2 className="text-lg font-bold text-ink-900">{title}</h2>
        <p className="text-sm text-ink-600">{caption}</p>
      </figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="inline-flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e9edf5" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#56627c">
              {Number.isInteger(tick) ? tick : ''}
            </text>
          </g>
        ))}
        {columns.map((column, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2
          let base = 0
          return (
            <g key={column.label}>
              {series.map((s) => {
                const value = column.values[s.key] ?? 0
                if (value === 0) return null
                const top = y(base + value)
                const height = y(base) - top
                base += value
                return <rect key={s.key} x={x} y={top} width={barWidth} height={height} fill={s.color} rx="2" />
              })}
              <text x={x + barWidth / 2} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#56627c">
                {column.shortLabel}
              </text>
            </g>
          )
        })}
      </svg>
      <div className="overflow-x-auto">
        <table className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">{title}: angka per kolom</caption>
          <thead>
            <tr className="border-b border-ink-200 text-ink-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {columnHeader}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="py-2 pr-4 text-right font-semibold">
                  {s.label}
                </th>
              ))}
              <th scope="col" className="py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column, index) => (
              <tr key={column.label} className="border-b border-ink-100">
                <th scope="row" className="py-2 pr-4 font-medium text-ink-800">
                  {column.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="py-2 pr-4 text-right tabular-nums">
                    {column.values[s.key] ?? 0}
                  </td>
                ))}
                <td className="py-2 text-right font-semibold tabular-nums">{totals[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
