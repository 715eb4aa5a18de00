import { rankTrackerAdminCopy as copy } from '@/content/admin-rank-tracker'
import { cn } from '@/lib/cn'
import {
  alertReasonWords,
  describeMovement,
  localPackText,
  localPackWords,
  NOT_IN_TOP_100,
  positionWords,
  RANK_DEVICE_LABELS,
  weekChange,
  type AlertChange,
  type AlertMailState,
  type Movement,
  type SentAlert,
  type TrackerReport,
} from '@/lib/rank-tracker'
import { formatWib, formatWibDate } from '@/lib/server/wib'
import { Section } from './lead-sections'

/*
 * The tracker behind a rank-tracker lead: each keyword's latest position and how it moved, so staff see at a
 * glance why to call. No link to the visitor's tracker page (its address is the visitor's secret).
 */

type Change = { by: number | null; movement: Movement }

const tones: Record<NonNullable<Movement>, string> = {
  up: 'text-emerald-800',
  entered: 'text-emerald-800',
  down: 'text-red-700',
  left: 'text-red-700',
  same: 'text-ink-700',
}

const arrows: Record<NonNullable<Movement>, string> = { up: '▲', entered: '▲', down: '▼', left: '▼', same: '=' }

/** The arrow is decorative; the words say the same for everyone (and for screen readers). */
function MovementCell({ change }: { change: Change | null }) {
  if (!change?.movement) return <span className="text-ink-500">{describeMovement({ by: null, movement: null })}</span>
  return (
    <span className={cn('font-semibold whitespace-nowrap', tones[change.movement])}>
      <span aria-hidden="true">{arrows[change.movement]} </span>
      {describeMovement(change)}
    </span>
  )
}

function positionText(latest: TrackerReport['keywords'][number]['latest']): string {
  if (!latest) return copy.position.notChecked
  const organic = latest.position === null ? NOT_IN_TOP_100 : `#${latest.position}`
  return latest.localPack === null
    ? organic
    : `${organic} · ${localPackWords.label}: ${localPackText(latest.localPack)}`
}

/** One alerting keyword as the visitor's mail said it: "sepatu kulit: #8 → #14 (turun 6 posisi, …)". */
function changeText(change: AlertChange): string {
  return `${change.keyword}: ${positionWords(change.from)} → ${positionWords(change.to)} (${alertReasonWords(change)})`
}

function mailState(state: AlertMailState | null, agency = false): string {
  const states = copy.alerts.states
  if (!state) return states.agencyNone
  if (state.status === 'sent') return states.sent(formatWib(state.at))
  if (state.status === 'none') return agency ? states.agencyNone : states.none
  return states[state.status]
}

/** The day alerts sent to the visitor (and to the team), newest first. */
function AlertList({ alerts }: { alerts: readonly SentAlert[] }) {
  const { alerts: words } = copy
  return (
    <div className="mt-5" data-testid="rank-alerts">
      <h3 className="text-sm font-semibold text-ink-700">{words.title}</h3>
      {alerts.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{words.none}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{words.caption}</caption>
            <thead className="text-ink-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {words.day}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {words.changes}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {words.visitor}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {words.agency}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {alerts.map((alert) => (
                <tr key={alert.day}>
                  <th scope="row" className="py-2 pr-3 align-top font-semibold whitespace-nowrap text-ink-900">
                    {formatWibDate(`${alert.day}T12:00:00+07:00`)}
                  </th>
                  <td className="py-2 pr-3 align-top [overflow-wrap:anywhere] text-ink-900">
                    <ul className="space-y-1">
                      {alert.changes.map((change) => (
                        <li key={change.keyword}>{changeText(change)}</li>
                      ))}
                    </ul>
                  </td>
                  <td className="py-2 pr-3 align-top text-ink-700">{mailState(alert.visitor)}</td>
                  <td className="py-2 align-top text-ink-700">{mailState(alert.agency, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

export function RankTrackerSection({
  tracker,
  now,
}: {
  tracker: (TrackerReport & { alerts?: readonly SentAlert[] }) | null
  now: Date
}) {
  const { section, table } = copy
  if (!tracker) {
    return (
      <Section id="rank-tracker" title={section.title}>
        <p className="text-sm text-ink-700">{section.gone}</p>
      </Section>
    )
  }
  const rows = tracker.keywords.map((keyword) => ({ keyword, week: weekChange(keyword, now) }))
  const fell = rows.filter((row) => row.week?.fell).length
  return (
    <Section id="rank-tracker" title={section.title}>
      <div className="space-y-2 text-sm text-ink-700">
        <p>
          {section.intro(
            tracker.tracker.domain,
            tracker.tracker.locationLabel,
            RANK_DEVICE_LABELS[tracker.tracker.device],
          )}
        </p>
        <p>
          {tracker.lastCheckedAt ? section.lastCheck(formatWib(tracker.lastCheckedAt)) : section.neverChecked}{' '}
          {section.states[tracker.state]}
        </p>
        {fell > 0 ? (
          <p className="rounded-xl bg-red-50 px-3.5 py-2.5 font-semibold text-red-800" data-testid="rank-fell">
            {section.fellThisWeek(fell)}
          </p>
        ) : null}
        <p className="text-ink-600">{section.privateNote}</p>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">{section.noKeywords}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{table.caption}</caption>
            <thead className="text-ink-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {table.keyword}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {table.position}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {table.sincePrevious}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {table.thisWeek}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {table.best}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {table.url}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {rows.map(({ keyword, week }) => (
                <tr key={keyword.id}>
                  <th scope="row" className="py-2 pr-3 font-semibold [overflow-wrap:anywhere] text-ink-900">
                    {keyword.keyword}
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap text-ink-900">{positionText(keyword.latest)}</td>
                  <td className="py-2 pr-3">
                    <MovementCell change={keyword.latest ? keyword.sincePrevious : null} />
                  </td>
                  <td className="py-2 pr-3">
                    <MovementCell change={week} />
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{keyword.best === null ? '-' : `#${keyword.best}`}</td>
                  <td className="py-2 [overflow-wrap:anywhere] text-ink-700">{keyword.latest?.url ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AlertList alerts={tracker.alerts ?? []} />
    </Section>
  )
}
