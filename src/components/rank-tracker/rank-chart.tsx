import { trackerPageCopy } from '@/content/rank-tracker'
import { NOT_IN_TOP_100 } from '@/lib/rank-tracker'
import { formatCalendarDate } from '@/lib/server/wib'

type Day = { date: string; position: number | null; url: string | null }
/** A competitor's line on the chart: its domain and its days (from the day it was added). */
type CompetitorLine = { domain: string; history: readonly Day[] }

const HEIGHT = 194
/** Drawing units per day: whole, so each day's step is a short relative "l5,-3" (the width follows the days). */
const PLOT_WIDTH = 445
const PAD = { left: 6, right: 10, top: 12, bottom: 12 }
/** Room between position 100 and the row of days outside the top 100. */
const OUTSIDE_GAP = 20
/**
 * Positions drawn from 1 at the top to 100 at the bottom on a square-root scale, so the first pages (where a move
 * matters most) get most of the height; a day outside the top 100 is a cross on a row of its own below.
 */
const MAX = 100
const GRID = [1, 3, 10, 20, 50, 100]

/**
 * How each competitor's line differs from the others by more than its colour (issue 42): its dash pattern and the
 * mark at its latest day (the visitor's own line is solid with a dot on every day). The key under the chart draws
 * the same pattern and mark beside each domain.
 */
const COMPETITOR_STYLES = [
  { stroke: '#c2410c', dash: '7 4', mark: 'square' },
  { stroke: '#0f766e', dash: '2 3', mark: 'triangle' },
  { stroke: '#7e22ce', dash: '10 3 2 3', mark: 'diamond' },
] as const
const OWN_STROKE = '#2553e6'

/** A filled mark centred on (x, y): the competitor's latest day on the chart, and its sample in the key. */
function markPath(mark: (typeof COMPETITOR_STYLES)[number]['mark'], x: number, y: number): string {
  const at = (value: number) => value.toFixed(1)
  if (mark === 'square') return `M${at(x - 3.5)},${at(y - 3.5)}h7v7h-7z`
  if (mark === 'triangle') return `M${at(x)},${at(y - 4.5)}l4.5,8h-9z`
  return `M${at(x)},${at(y - 5)}l5,5l-5,5l-5,-5z`
}

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
  competitors = [],
  days,
}: {
  id: string
  keyword: string
  history: readonly Day[]
  /** Up to three competitors, each a line of its own told apart by its dash pattern and mark (COMPETITOR_STYLES). */
  competitors?: readonly CompetitorLine[]
  days: number
}) {
  const titleId = `${id}-judul`
  const descId = `${id}-ket`
  if (history.length === 0) return <p className="text-sm text-ink-500">{trackerPageCopy.chartEmpty}</p>
  const last = dayIndex(history.at(-1)!.date)
  const first = last - (days - 1)
  // Whole drawing units: a day is STEP units across (about 445 in all, so the drawing keeps its shape), a position
  // rounded to a unit of the height. Each line is then relative steps, "l5,-3" a day: ten keywords with three
  // competitors each stay within the page's 35 KB (a tenth of a unit, absolute, took twice the bytes).
  const step = Math.max(1, Math.round(PLOT_WIDTH / Math.max(1, days - 1)))
  const width = PAD.left + PAD.right + step * Math.max(1, days - 1)
  const x = (date: string) => PAD.left + (dayIndex(date) - first) * step
  const y = (position: number) =>
    Math.round(PAD.top + Math.sqrt((position - 1) / (MAX - 1)) * (HEIGHT - PAD.top - PAD.bottom - OUTSIDE_GAP))
  const outsideY = HEIGHT - PAD.bottom
  /**
   * A site's days as one path: consecutive ranked days joined by relative steps, a day outside the top 100
   * breaking the line (a lone ranked day is a zero-length "h0", so it still has a vertex for its dot).
   */
  const lineOf = (list: readonly Day[]) => {
    let d = ''
    let previous: { x: number; y: number } | null = null
    let alone = false
    for (const day of list) {
      if (day.position === null) {
        if (alone) d += 'h0'
        previous = null
        alone = false
        continue
      }
      const point = { x: x(day.date), y: y(day.position) }
      alone = previous === null
      d += previous ? `l${point.x - previous.x},${point.y - previous.y}` : `M${point.x},${point.y}`
      previous = point
    }
    return alone ? `${d}h0` : d
  }
  // The visitor's line carries a dot on every day (a marker on each vertex: the coordinates are not written twice)
  // and a cross on the row below for each day outside the top 100, all in one path apiece.
  const own = lineOf(history)
  let crosses = ''
  for (const day of history) {
    if (day.position === null) crosses += `M${x(day.date) - 4},${outsideY - 4}l8,8m0,-8l-8,8`
  }
  const dot = `url(#${id}-punto)`
  const competitorLines = competitors.slice(0, COMPETITOR_STYLES.length).map((competitor, index) => {
    const style = COMPETITOR_STYLES[index]!
    const latest = competitor.history.at(-1)
    const mark = latest
      ? markPath(style.mark, x(latest.date), latest.position === null ? outsideY : y(latest.position))
      : null
    return { domain: competitor.domain, style, d: lineOf(competitor.history), mark }
  })
  // A position in the figures: the number, or outside the top 100 (">100" when competitors' columns share the row,
  // to keep it on a phone's width).
  const outside = competitorLines.length ? trackerPageCopy.chartOutside : NOT_IN_TOP_100
  const positionText = (position: number | null) => (position === null ? outside : position)
  const competitorDays = competitors
    .slice(0, COMPETITOR_STYLES.length)
    .map((competitor) => new Map(competitor.history.map((day) => [day.date, day.position])))
  // The labels sit in the drawing's left padding, placed by share of its height: no flex or grid to lay out.
  const label = 'absolute left-0 w-7 -translate-y-1/2 text-right leading-none'
  return (
    <figure>
      <div className="relative pl-8 text-xs text-ink-500 tabular-nums">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
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
              x2={width - PAD.right}
              y1={y(position)}
              y2={y(position)}
              stroke="#e9edf5"
            />
          ))}
          <defs>
            <marker
              id={`${id}-punto`}
              viewBox="0 0 6 6"
              refX="3"
              refY="3"
              markerWidth="6"
              markerHeight="6"
              markerUnits="userSpaceOnUse"
            >
              <circle cx="3" cy="3" r="3" fill="#1d41c9" />
            </marker>
          </defs>
          {competitorLines.map((line) =>
            line.d ? (
              <path
                key={line.domain}
                d={line.d}
                fill="none"
                stroke={line.style.stroke}
                strokeWidth="2"
                strokeDasharray={line.style.dash}
              />
            ) : null,
          )}
          {own ? (
            <path
              d={own}
              fill="none"
              stroke={OWN_STROKE}
              strokeWidth="2.5"
              strokeLinejoin="round"
              markerStart={dot}
              markerMid={dot}
              markerEnd={dot}
            />
          ) : null}
          {crosses ? <path d={crosses} stroke="#b91c1c" strokeWidth="2" /> : null}
          {competitorLines.map((line) =>
            line.mark ? (
              <path key={line.domain} d={line.mark} fill={line.style.stroke} stroke="#fff" strokeWidth="1" />
            ) : null,
          )}
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
      {competitorLines.length ? (
        <ul aria-label={trackerPageCopy.chartKey} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
          <li className="flex items-center gap-1.5">
            <svg viewBox="0 0 28 10" aria-hidden="true" className="h-2.5 w-7">
              <path d="M1,5h26" stroke={OWN_STROKE} strokeWidth="2.5" />
              <path d="M14,5h0" stroke="#1d41c9" strokeWidth="6" strokeLinecap="round" />
            </svg>
            {trackerPageCopy.yourSite}
          </li>
          {competitorLines.map((line) => (
            <li key={line.domain} className="flex items-center gap-1.5 [overflow-wrap:anywhere]">
              <svg viewBox="0 0 28 10" aria-hidden="true" className="h-2.5 w-7 shrink-0">
                <path d="M1,5h26" stroke={line.style.stroke} strokeWidth="2" strokeDasharray={line.style.dash} />
                <path d={markPath(line.style.mark, 14, 5)} fill={line.style.stroke} />
              </svg>
              {line.domain}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{trackerPageCopy.chartTableSummary}</summary>
        {/* Row and cell styles are set once on the table: 90 rows per keyword, ten keywords a page. */}
        <table className="mt-2 w-full text-left [&_tbody_td]:py-1 [&_tbody_td]:pr-3 [&_tbody_td]:tabular-nums [&_tbody_th]:py-1 [&_tbody_th]:pr-3 [&_tbody_th]:font-normal [&_tbody_tr]:border-b [&_tbody_tr]:border-ink-50">
          <caption className="sr-only">{trackerPageCopy.chartTitle(keyword)}</caption>
          <thead>
            <tr className="border-b border-ink-100 text-ink-500">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {trackerPageCopy.chartDate}
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {competitorLines.length ? trackerPageCopy.yourSite : trackerPageCopy.columns.position}
              </th>
              {competitorLines.map((line) => (
                <th key={line.domain} scope="col" className="py-1 pr-3 font-semibold [overflow-wrap:anywhere]">
                  {line.domain}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...history].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatCalendarDate(day.date)}</th>
                <td>{positionText(day.position)}</td>
                {competitorDays.map((byDate, index) => (
                  <td key={index}>{byDate.has(day.date) ? positionText(byDate.get(day.date)!) : '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
