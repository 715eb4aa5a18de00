import { Container } from '@/components/ui/container'
import {
  trackerNotices,
  trackerPageCopy,
  trackerStateCopy,
  type KeywordLimits,
  type TrackerNotice,
} from '@/content/rank-tracker'
import { RANK_DEVICE_LABELS, type TrackerReport } from '@/lib/rank-tracker'
import { cn } from '@/lib/cn'
import { formatWib } from '@/lib/server/wib'
import { KeywordTable } from './keyword-table'
import { RankChart } from './rank-chart'

const copy = trackerPageCopy

/** When the last check ran and when the next will, in WIB; the state in words (pending, budget, retrying). */
export function CheckStatus({ report }: { report: TrackerReport }) {
  const state = trackerStateCopy[report.state]
  const warn = report.state === 'retrying' || report.state === 'budget' || report.state === 'off'
  const next = report.state === 'checking' ? copy.soon : report.nextCheckAt ? formatWib(report.nextCheckAt) : copy.never
  return (
    <div
      data-state={report.state}
      className={cn(
        'rounded-2xl p-5 ring-1',
        warn ? 'bg-amber-50 text-amber-950 ring-amber-200' : 'bg-brand-50 text-ink-900 ring-brand-100',
      )}
    >
      <p className="font-bold">{state.title}</p>
      <p className="mt-1 text-sm">{state.text}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">{copy.lastCheck}</dt>
          <dd className="font-semibold" data-testid="last-check">
            {report.lastCheckedAt ? formatWib(report.lastCheckedAt) : copy.never}
          </dd>
        </div>
        <div>
          <dt className="text-ink-600">{copy.nextCheck}</dt>
          <dd className="font-semibold">{report.state === 'off' || report.state === 'unconfirmed' ? '–' : next}</dd>
        </div>
      </dl>
    </div>
  )
}

export function NoticeBanner({ notice, limits }: { notice: TrackerNotice; limits: KeywordLimits }) {
  const entry = trackerNotices[notice]
  const message = typeof entry.text === 'function' ? entry.text(limits) : entry.text
  return (
    <p
      role={entry.tone === 'ok' ? 'status' : 'alert'}
      className={cn(
        'rounded-xl px-4 py-3 font-semibold ring-1',
        entry.tone === 'ok'
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
          : 'bg-amber-50 text-amber-950 ring-amber-200',
      )}
    >
      {message}
    </p>
  )
}

/** The dark opening band: the site, where and on what it is searched, and to whom the mails go. */
export function TrackerHeader({
  report,
  eyebrow,
  title,
  children,
}: {
  report: TrackerReport
  eyebrow: string
  title: string
  children?: React.ReactNode
}) {
  const { tracker } = report
  return (
    <section className="bg-ink-900 text-ink-100">
      <Container className="py-10 sm:py-14">
        <p className="text-sm font-bold tracking-wider text-accent-300 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold [overflow-wrap:anywhere] text-white sm:text-4xl">
          {title} <span className="text-accent-400">{tracker.domain}</span>
        </h1>
        <p className="mt-3 text-ink-200">
          Google Indonesia · {tracker.locationLabel} · {RANK_DEVICE_LABELS[tracker.device]}
        </p>
        {children}
      </Container>
    </section>
  )
}

/** The table and one chart per keyword (with a line per competitor): what the tracker page and the demo both show. */
export function TrackerResults({ report, historyDays }: { report: TrackerReport; historyDays: number }) {
  return (
    <div className="space-y-8">
      <KeywordTable
        keywords={report.keywords}
        followsPack={report.tracker.businessName !== null}
        hasCompetitors={report.tracker.competitors.length > 0}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {report.keywords.map((keyword, index) => (
          <section key={keyword.id} aria-labelledby={`grafik-${index}`} className="rounded-2xl p-5 ring-1 ring-ink-100">
            <h3 id={`grafik-${index}`} className="mb-3 font-bold [overflow-wrap:anywhere] text-ink-900">
              {keyword.keyword}
            </h3>
            <RankChart
              id={`grafik-${index}-svg`}
              keyword={keyword.keyword}
              history={keyword.history}
              competitors={keyword.competitors}
              days={historyDays}
            />
          </section>
        ))}
      </div>
    </div>
  )
}
