import { trackerPageCopy } from '@/content/rank-tracker'
import { NOT_IN_TOP_100 } from '@/lib/rank-tracker'
import { formatCalendarDate } from '@/lib/server/wib'

type Day = { date: string; position: number | null; url: string | null }

const WIDTH = 420
const HEIGHT = 194
const PAD = { left: 6, right: 10, top: 12, bottom: 12 }
/** Room between position 100 and the row of days outside the top 100. */
const OUTSIDE_GAP = 20
/**
 * Positions drawn from 1 at the top to 100 at the bottom on a square-root scale, so the first pages (where a move
 * matters most) get most of the height; a day outside the top 100 is a cross on a row of its own below.
 */
const MAX = 100
const GRID = [1, 3, 10, 20, 50, 100]

const dayIndex = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)
/** The calendar day "YYYY-MM-DD" a day index stands for. */
const wibDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A label's place along the chart's height, as a share of it (the SVG keeps its aspect ratio as it scales). */
const fromTop = (y: number) => `${((y / HEIGHT) * 100).toFixed(1)}%`

/**
 * A keyword's daily positions over the history window, drawn on the server as SVG (no script), with the same
 * numbers in a table beneath it for screen readers and anyone who wants the figures. The labels (positions, the
 * first and last day) are HTML beside and under the SVG, not SVG text: the drawing scales with the screen (to 70 %
 * on a 375 px phone), the labels stay at the page's 12 px.
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
  // Coordinates to a tenth of a unit: finer is invisible and only makes the page (and its RSC payload) longer.
  const x = (date: string) =>
    PAD.left + ((dayIndex(date) - first) / Math.max(1, days - 1)) * (WIDTH - PAD.left - PAD.right)
  const y = (position: number) =>
    PAD.top + Math.sqrt((position - 1) / (MAX - 1)) * (HEIGHT - PAD.top - PAD.bottom - OUTSIDE_GAP)
  const at = (value: number) => value.toFixed(1)
  const outsideY = HEIGHT - PAD.bottom
  // Consecutive ranked days are joined; a day outside the top 100 breaks the line. Each day's dot is a
  // zero-length stroke with a round cap and each day outside a cross, all in one path apiece: 90 days draw as
  // three elements, not 90, which keeps a ten-keyword page light to render and to send.
  const segments: string[] = []
  let current = ''
  let dots = ''
  let crosses = ''
  for (const day of history) {
    if (day.position === null) {
      if (current) segments.push(current)
      current = ''
      crosses += `M${at(x(day.date) - 4)},${outsideY - 4}l8,8m0,-8l-8,8`
      continue
    }
    const point = `${at(x(day.date))},${at(y(day.position))}`
    current += `${current ? 'L' : 'M'}${point}`
    dots += `M${point}h0`
  }
  if (current) segments.push(current)
  // The labels sit in the drawing's left padding, placed by share of its height: no flex or grid to lay out.
  const label = 'absolute left-0 w-7 -translate-y-1/2 text-right leading-none'
  return (
    <figure>
      <div className="relative pl-8 text-xs text-ink-500 tabular-nums">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="block h-auto w-full"
        >
          <title id={titleId}>{trackerPageCopy.chartTitle(keyword)}</title>
          <desc id={descId}>{trackerPageCopy.chartDescription(days)}</desc>
          {GRID.map((position) => (
            <line
              key={position}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={at(y(position))}
              y2={at(y(position))}
              stroke="#e9edf5"
            />
          ))}
          {segments.map((d) => (
            <path key={d} d={d} fill="none" stroke="#2553e6" strokeWidth="2.5" strokeLinejoin="round" />
          ))}
          {dots ? <path d={dots} stroke="#1d41c9" strokeWidth="6" strokeLinecap="round" /> : null}
          {crosses ? <path d={crosses} stroke="#b91c1c" strokeWidth="2" /> : null}
        </svg>
        {GRID.map((position) => (
          <span
            key={position}
            aria-hidden="true"
            data-chart-label=""
            className={label}
            style={{ top: fromTop(y(position)) }}
          >
            {position}
          </span>
        ))}
        <span aria-hidden="true" data-chart-label="" className={label} style={{ top: fromTop(outsideY) }}>
          {trackerPageCopy.chartOutside}
        </span>
      </div>
      <p aria-hidden="true" className="mt-1 flex justify-between gap-2 pl-8 text-xs text-ink-500">
        <span data-chart-label="">{formatCalendarDate(wibDay(first * 86_400_000))}</span>
        <span data-chart-label="">{formatCalendarDate(history.at(-1)!.date)}</span>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{trackerPageCopy.chartTableSummary}</summary>
        {/* Row and cell styles are set once on the table: 90 rows per keyword, ten keywords a page. */}
        <table className="mt-2 w-full text-left [&_tbody_td]:py-1 [&_tbody_td]:tabular-nums [&_tbody_th]:py-1 [&_tbody_th]:pr-3 [&_tbody_th]:font-normal [&_tbody_tr]:border-b [&_tbody_tr]:border-ink-50">
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
              <tr key={day.date}>
                <th scope="row">{formatCalendarDate(day.date)}</th>
                <td>{day.position === null ? NOT_IN_TOP_100 : day.position}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
