import type { ReactNode } from 'react'
import { vitalsCopy as copy } from '@/content/admin-vitals'
import {
  METRIC_DEFINITIONS,
  MIN_VIEWS,
  OTHER_PAGE,
  type DeviceStats,
  type MetricName,
  type MetricStat,
  type Rating,
  type VitalsReport,
} from '@/lib/vitals'

/*
 * The dashboard's Core Web Vitals section (issue 36, docs/vitals.md): field data from the site's own beacons, rated
 * as Google rates it. Drawn on the server; every bar has its numbers in a table beside it.
 */

/** A column heading of the section's tables. */
function ColumnHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="py-2 pr-3 font-semibold">
      {children}
    </th>
  )
}

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6'
const CORE = ['LCP', 'INP', 'CLS'] as const
const ALL = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
const MAX_PAGES = 30

const RATING_COLORS: Record<Rating, string> = { good: '#0c7a43', needsImprovement: '#b45309', poor: '#b91c1c' }
const RATING_CLASSES: Record<Rating, string> = {
  good: 'bg-green-50 text-green-800 ring-green-200',
  needsImprovement: 'bg-amber-50 text-amber-900 ring-amber-200',
  poor: 'bg-red-50 text-red-800 ring-red-200',
}

const seconds = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const decimal = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 3 })
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 0 })

/** "1,84 dtk", "180 ms", "0,05". */
function formatMetric(metric: MetricName, value: number): string {
  if (metric === 'CLS') return decimal.format(value)
  if (metric === 'INP' || value < 1000) return `${whole.format(value)} ms`
  return `${seconds.format(value / 1000)} dtk`
}

const pageLabel = (page: string) => (page === OTHER_PAGE ? copy.otherPage : page)

/**
 * The p75 with Google's rating. Under MIN_VIEWS views it is shown in grey and said to be a first reading, so a
 * handful of visits is visible without passing for a verdict.
 */
function Figure({ stat }: { stat: MetricStat }) {
  if (stat.p75 === null || stat.rating === null) {
    return (
      <span className="text-ink-600">
        {copy.notEnough}
        <span className="block text-xs">{copy.views(stat.views)}</span>
      </span>
    )
  }
  return (
    <span>
      <span className={`font-semibold tabular-nums ${stat.enough ? 'text-ink-900' : 'text-ink-600'}`}>
        {formatMetric(stat.metric, stat.p75)}
      </span>{' '}
      <span className={`inline-block rounded-full px-2 text-xs font-semibold ring-1 ${RATING_CLASSES[stat.rating]}`}>
        {copy.ratings[stat.rating]}
      </span>
      <span className="block text-xs text-ink-600">
        {stat.enough ? copy.views(stat.views) : copy.provisional(stat.views)}
      </span>
    </span>
  )
}

function SiteWide({ stats }: { stats: DeviceStats }) {
  const id = `cwv-situs-${stats.device}`
  return (
    <div className="min-w-0 rounded-xl bg-ink-50 p-4">
      <h4 id={id} className="font-semibold text-ink-800">
        {copy.devices[stats.device]} · {copy.views(stats.views)}
      </h4>
      <table className="mt-2 w-full text-left text-sm" aria-labelledby={id} data-testid={id}>
        <thead>
          <tr className="text-ink-600">
            <th scope="col" className="py-1 pr-3 font-semibold">
              {copy.columns.metric}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {copy.columns.p75}
            </th>
          </tr>
        </thead>
        <tbody>
          {ALL.map((metric) => (
            <tr key={metric} className="border-t border-ink-100 align-top">
              <th scope="row" className="py-1.5 pr-3 font-medium">
                {metric}
                {METRIC_DEFINITIONS[metric].core ? null : (
                  <span className="text-xs font-normal text-ink-600"> (penunjang)</span>
                )}
              </th>
              <td className="py-1.5">
                <Figure stat={stats.metrics[metric]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Three stacked bars (LCP, INP, CLS) of good / needs improvement / poor shares; decorative, the row has the numbers. */
function ShareBars({ stats }: { stats: DeviceStats }) {
  const width = 160
  const row = 10
  return (
    <svg
      width={width}
      height={CORE.length * (row + 4)}
      viewBox={`0 0 ${width} ${CORE.length * (row + 4)}`}
      aria-hidden="true"
    >
      {CORE.map((metric, index) => {
        const stat = stats.metrics[metric]
        let x = 0
        return (
          <g key={metric} transform={`translate(0 ${index * (row + 4)})`}>
            <rect width={width} height={row} fill="#eef1f6" />
            {stat.views > 0
              ? (['good', 'needsImprovement', 'poor'] as const).map((rating) => {
                  const w = stat[rating] * width
                  const bar = <rect key={rating} x={x} width={w} height={row} fill={RATING_COLORS[rating]} />
                  x += w
                  return bar
                })
              : null}
          </g>
        )
      })}
    </svg>
  )
}

export function VitalsSection({ report, canExport }: { report: VitalsReport; canExport: boolean }) {
  const pages = report.pages.slice(0, MAX_PAGES)
  const deviceRows = pages.flatMap((page) =>
    page.devices.filter((stats) => stats.views > 0).map((stats) => ({ page: page.page, stats })),
  )
  return (
    <section className={`${card} min-w-0 space-y-6`} aria-labelledby="core-web-vitals" data-testid="core-web-vitals">
      <div>
        <h2 id="core-web-vitals" className="text-lg font-bold text-ink-900">
          {copy.title}
        </h2>
        <p className="text-sm text-ink-600">{copy.intro(report.from, report.to)}</p>
        <p className="mt-1 text-xs text-ink-600">
          {copy.thresholds} {copy.provisionalNote(MIN_VIEWS)}
        </p>
      </div>

      {report.pages.length === 0 ? <p className="text-sm text-ink-600">{copy.noData}</p> : null}

      <div>
        <h3 className="font-bold text-ink-900">{copy.siteWide}</h3>
        <div className="mt-2 grid gap-4 lg:grid-cols-2">
          {report.siteWide.map((stats) => (
            <SiteWide key={stats.device} stats={stats} />
          ))}
        </div>
      </div>

      <div>
        <h3 id="cwv-halaman" className="font-bold text-ink-900">
          {copy.perPage.title}
        </h3>
        <p className="text-sm text-ink-600">{copy.perPage.caption}</p>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="cwv-halaman" data-testid="cwv-pages">
            <thead>
              <tr className="border-b border-ink-200 text-ink-600">
                <ColumnHeader>{copy.columns.page}</ColumnHeader>
                <ColumnHeader>{copy.columns.device}</ColumnHeader>
                {CORE.map((metric) => (
                  <ColumnHeader key={metric}>{metric}</ColumnHeader>
                ))}
              </tr>
            </thead>
            <tbody>
              {deviceRows.map(({ page, stats }) => (
                <tr key={`${page}-${stats.device}`} className="border-b border-ink-100 align-top">
                  <th scope="row" className="max-w-[16rem] py-2 pr-3 font-medium break-all text-ink-800">
                    {pageLabel(page)}
                  </th>
                  <td className="py-2 pr-3">{copy.devices[stats.device]}</td>
                  {CORE.map((metric) => (
                    <td key={metric} className="py-2 pr-3">
                      <Figure stat={stats.metrics[metric]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <div>
        <h3 id="cwv-sebaran" className="font-bold text-ink-900">
          {copy.shares.title}
        </h3>
        <p className="text-sm text-ink-600">{copy.shares.caption}</p>
        <p className="mt-1 flex flex-wrap gap-3 text-xs text-ink-600" aria-hidden="true">
          {(['good', 'needsImprovement', 'poor'] as const).map((rating) => (
            <span key={rating} className="inline-flex items-center gap-1">
              <span className="inline-block size-3 rounded-sm" style={{ background: RATING_COLORS[rating] }} />
              {copy.ratings[rating]}
            </span>
          ))}
        </p>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="cwv-sebaran" data-testid="cwv-shares">
            <thead>
              <tr className="border-b border-ink-200 text-ink-600">
                <ColumnHeader>{copy.columns.page}</ColumnHeader>
                <ColumnHeader>
                  <span className="sr-only">Grafik</span>
                </ColumnHeader>
                {CORE.map((metric) => (
                  <ColumnHeader key={metric}>
                    {metric}: {copy.ratings.good.toLowerCase()} / perlu / buruk
                  </ColumnHeader>
                ))}
              </tr>
            </thead>
            <tbody>
              {deviceRows.map(({ page, stats }) => (
                <tr key={`${page}-${stats.device}`} className="border-b border-ink-100 align-top">
                  <th scope="row" className="max-w-[16rem] py-2 pr-3 font-medium break-all text-ink-800">
                    {pageLabel(page)} <span className="font-normal text-ink-600">({copy.devices[stats.device]})</span>
                  </th>
                  <td className="py-2 pr-3">
                    <ShareBars stats={stats} />
                  </td>
                  {CORE.map((metric) => {
                    const stat = stats.metrics[metric]
                    return (
                      <td key={metric} className="py-2 pr-3 whitespace-nowrap tabular-nums">
                        {stat.views
                          ? `${percent.format(stat.good)} / ${percent.format(stat.needsImprovement)} / ${percent.format(stat.poor)}`
                          : '–'}
                        <span className="block text-xs text-ink-600">{copy.views(stat.views)}</span>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <div>
        <h3 className="font-bold text-ink-900">{copy.failing.title}</h3>
        <p className="text-sm text-ink-600">{copy.failing.caption}</p>
        {report.failing.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">{copy.failing.none}</p>
        ) : (
          <ul className="mt-2 space-y-3 text-sm" data-testid="cwv-failing">
            {report.failing.map((entry) => (
              <li key={`${entry.page}-${entry.device}`} className="rounded-xl bg-ink-50 p-3">
                <p className="font-semibold break-all text-ink-900">
                  {entry.page} · {copy.devices[entry.device]} · {copy.views(entry.views)}
                </p>
                <p className="text-ink-700">
                  {entry.failing
                    .map(
                      (stat) =>
                        `${stat.metric} ${formatMetric(stat.metric, stat.p75!)} (${copy.ratings[stat.rating!].toLowerCase()})`,
                    )
                    .join(', ')}
                </p>
                <dl className="mt-1 grid gap-1 text-ink-700 sm:grid-cols-[auto_1fr] sm:gap-x-3">
                  <dt className="font-medium">{copy.failing.lcpElement}</dt>
                  <dd className="break-all">
                    <code>{entry.lcpElement?.target ?? copy.failing.unknown}</code>
                  </dd>
                  <dt className="font-medium">{copy.failing.inpTarget}</dt>
                  <dd className="break-all">
                    <code>{entry.inpTarget?.target ?? copy.failing.unknown}</code>
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <h3 id="cwv-tren" className="font-bold text-ink-900">
          {copy.trend.title}
        </h3>
        <p className="text-sm text-ink-600">{copy.trend.caption}</p>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="cwv-tren" data-testid="cwv-trend">
            <thead>
              <tr className="border-b border-ink-200 text-ink-600">
                <ColumnHeader>{copy.trend.week}</ColumnHeader>
                {(['mobile', 'desktop'] as const).flatMap((device) =>
                  CORE.map((metric) => (
                    <ColumnHeader key={`${device}-${metric}`}>
                      {metric} {copy.devices[device].toLowerCase()}
                    </ColumnHeader>
                  )),
                )}
              </tr>
            </thead>
            <tbody>
              {report.trend.map((week) => (
                <tr key={week.weekStart} className="border-b border-ink-100">
                  <th scope="row" className="py-1.5 pr-3 font-medium whitespace-nowrap">
                    {week.weekStart}
                  </th>
                  {(['mobile', 'desktop'] as const).flatMap((device) =>
                    CORE.map((metric) => {
                      const stat = week.devices[device][metric]
                      return (
                        <td key={`${device}-${metric}`} className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
                          {stat.enough && stat.p75 !== null
                            ? formatMetric(metric, stat.p75)
                            : stat.views
                              ? `– (${stat.views})`
                              : '–'}
                        </td>
                      )
                    }),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      {canExport ? (
        <form method="post" action="/api/admin/vitals/export">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50"
          >
            {copy.csv}
          </button>
        </form>
      ) : null}
    </section>
  )
}
