import { trackerPageCopy } from '@/content/rank-tracker'
import { NOT_IN_TOP_100 } from '@/lib/rank-tracker'
import { formatWibDate } from '@/lib/server/wib'

type Day = { date: string; position: number | null; url: string | null }

const WIDTH = 420
const HEIGHT = 210
const PAD = { left: 42, right: 10, top: 12, bottom: 26 }
/** Room between position 100 and the row of days outside the top 100. */
const OUTSIDE_GAP = 16
/**
 * Positions drawn from 1 at the top to 100 at the bottom on a square-root scale, so the first pages (where a move
 * matters most) get most of the height; a day outside the top 100 is a cross on a row of its own below.
 */
const MAX = 100
const GRID = [1, 3, 10, 20, 50, 100]

const dayIndex = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)

/**
 * A keyword's daily positions over the history window, drawn on the server as SVG (no script), with the same
 * numbers in a table beneath it for screen readers and anyone who wants the figures.
 */
export function RankChart({
  id,
  keyword,
  history,
  days,
}: {
  id: string
  keyword: string
  history: readonly Day[]
  days: number
}) {
  const titleId = `${id}-judul`
  const descId = `${id}-ket`
  if (history.length === 0) return <p className="text-sm text-ink-500">{trackerPageCopy.chartEmpty}</p>
  const last = dayIndex(history.at(-1)!.date)
  const first = last - (days - 1)
  const x = (date: string) =>
    PAD.left + ((dayIndex(date) - first) / Math.max(1, days - 1)) * (WIDTH - PAD.left - PAD.right)
  const y = (position: number) =>
    PAD.top + Math.sqrt((position - 1) / (MAX - 1)) * (HEIGHT - PAD.top - PAD.bottom - OUTSIDE_GAP)
  const outsideY = HEIGHT - PAD.bottom
  // Consecutive ranked days are joined; a day outside the top 100 breaks the line.
  const segments: string[] = []
  let current = ''
  for (const day of history) {
    if (day.position === null) {
      if (current) segments.push(current)
      current = ''
      continue
    }
    current += `${current ? 'L' : 'M'}${x(day.date).toFixed(1)},${y(day.position).toFixed(1)}`
  }
  if (current) segments.push(current)
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full"
      >
        <title id={titleId}>{trackerPageCopy.chartTitle(keyword)}</title>
        <desc id={descId}>{trackerPageCopy.chartDescription(days)}</desc>
        {GRID.map((position) => (
          <g key={position}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(position)} y2={y(position)} stroke="#e9edf5" />
            <text x={PAD.left - 6} y={y(position) + 4} textAnchor="end" fontSize="12" fill="#56627c">
              {position}
            </text>
          </g>
        ))}
        <text x={PAD.left - 6} y={outsideY + 4} textAnchor="end" fontSize="12" fill="#56627c">
          {trackerPageCopy.chartOutside}
        </text>
        {segments.map((d) => (
          <path key={d} d={d} fill="none" stroke="#2553e6" strokeWidth="2.5" strokeLinejoin="round" />
        ))}
        {history.map((day) =>
          day.position === null ? (
            <path
              key={day.date}
              d={`M${x(day.date) - 4},${outsideY - 4}l8,8m0,-8l-8,8`}
              stroke="#b91c1c"
              strokeWidth="2"
            />
          ) : (
            <circle key={day.date} cx={x(day.date)} cy={y(day.position)} r="3" fill="#1d41c9" />
          ),
        )}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="12" fill="#56627c">
          {formatWibDate(new Date(first * 86_400_000 + 12 * 3_600_000))}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="12" fill="#56627c">
          {formatWibDate(`${history.at(-1)!.date}T12:00:00+07:00`)}
        </text>
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{trackerPageCopy.chartTableSummary}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{trackerPageCopy.chartTitle(keyword)}</caption>
          <thead>
            <tr className="border-b border-ink-100 text-ink-500">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {trackerPageCopy.chartDate}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {trackerPageCopy.columns.position}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...history].reverse().map((day) => (
              <tr key={day.date} className="border-b border-ink-50">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatWibDate(`${day.date}T12:00:00+07:00`)}
                </th>
                <td className="py-1 tabular-nums">{day.position === null ? NOT_IN_TOP_100 : day.position}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
