import { dashboardCopy } from '@/content/admin-data'
import { leadKindShortLabels } from '@/content/admin'
import type { AttributionWithClicks, ClickDay } from '@/lib/admin/clicks'
import type { ContactSpeed, Dashboard } from '@/lib/admin/dashboard'
import { STORED_LEAD_KINDS } from '@/lib/leads/schema/options'
import { formatCalendarDate, formatCalendarDayShort, formatCalendarWeekday } from '@/lib/server/wib'
import { StackedBarChart, type ChartSeries } from './bar-chart'

/** Sections of /admin: the weekly chart, contact speed, and where leads and clients come from. */

const KIND_COLORS: Record<string, string> = {
  analysis: '#1d41c9', // brand-700
  contact: '#f59e0b', // accent-500
  konsultasi_gratis: '#93b4fd', // brand-300
  'rank-tracker': '#0f766e', // teal-700: apart from the brand blues and the accent
}

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6'

/** "45 menit", "3 jam 20 menit", "2 hari 4 jam". */
function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} menit`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours} jam ${minutes % 60} menit` : `${hours} jam`
  const days = Math.floor(hours / 24)
  return hours % 24 ? `${days} hari ${hours % 24} jam` : `${days} hari`
}

export function WeeklyLeads({ weeks }: { weeks: Dashboard['weeks'] }) {
  const series: ChartSeries[] = STORED_LEAD_KINDS.map((kind) => ({
    key: kind,
    label: leadKindShortLabels[kind] ?? kind,
    color: KIND_COLORS[kind] ?? '#56627c',
  }))
  const columns = weeks.map((week) => {
    return {
      label: formatCalendarDate(week.weekStart),
      shortLabel: formatCalendarDayShort(week.weekStart),
      values: week.counts,
    }
  })
  return (
    <section className={card} data-testid="weekly-leads">
      <StackedBarChart
        title={dashboardCopy.weekly.title}
        caption={dashboardCopy.weekly.caption}
        columnHeader={dashboardCopy.weekly.columnHeader}
        series={series}
        columns={columns}
      />
    </section>
  )
}

function SpeedFigure({ label, speed }: { label: string; speed: ContactSpeed }) {
  const copy = dashboardCopy.contact
  return (
    <div className="rounded-xl bg-ink-50 p-4">
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-ink-900">
        {speed.medianMinutes === null ? copy.none : formatDuration(speed.medianMinutes)}
      </dd>
      <dd className="text-sm text-ink-600">{copy.detail(speed.contacted, speed.received)}</dd>
    </div>
  )
}

export function ContactSpeedCard({ firstContact }: { firstContact: Dashboard['firstContact'] }) {
  const copy = dashboardCopy.contact
  return (
    <section className={card} aria-labelledby="kecepatan-kontak">
      <h2 id="kecepatan-kontak" className="text-lg font-bold text-ink-900">
        {copy.title}
      </h2>
      <p className="text-sm text-ink-600">{copy.intro}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="contact-speed">
        <SpeedFigure label={copy.thisMonth} speed={firstContact.thisMonth} />
        <SpeedFigure label={copy.lastMonth} speed={firstContact.lastMonth} />
      </dl>
    </section>
  )
}

function rate(row: AttributionWithClicks): string {
  return row.leads ? `${Math.round((row.won / row.leads) * 100)}%` : '–'
}

export function AttributionTable({
  id,
  copy,
  rows,
  exportTable,
}: {
  id: string
  copy: { title: string; caption: string; header: string; unknown: string }
  rows: readonly AttributionWithClicks[]
  /** Admins get a CSV download of this table (a same-origin form POST, audit-logged). */
  exportTable?: 'pages' | 'sources'
}) {
  const columns = dashboardCopy.columns
  return (
    <section className={`${card} min-w-0`} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {copy.title}
      </h2>
      <p className="text-sm text-ink-600">{copy.caption}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid={id}>
          <thead>
            <tr className="border-b border-ink-200 text-ink-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {copy.header}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {columns.leads}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {columns.won}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {columns.rate}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {columns.whatsapp}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {columns.phone}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label ?? ''} className="border-b border-ink-100">
                <th scope="row" className="max-w-[14rem] py-2 pr-3 font-medium break-all text-ink-800">
                  {row.label ?? copy.unknown}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{row.leads}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.won}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{rate(row)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.whatsapp}</td>
                <td className="py-2 text-right tabular-nums">{row.phone}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {exportTable ? (
        <form method="post" action="/api/admin/dashboard/export" className="mt-3">
          <input type="hidden" name="table" value={exportTable} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50"
          >
            {dashboardCopy.tableCsv}
          </button>
        </form>
      ) : null}
    </section>
  )
}

/** The last 8 weeks of WhatsApp and phone clicks per WIB day, as a chart with the same numbers in a table. */
export function DailyClicks({ days }: { days: readonly ClickDay[] }) {
  const copy = dashboardCopy.dailyClicks
  const series: ChartSeries[] = [
    { key: 'whatsapp', label: copy.whatsapp, color: '#128c4a' }, // whatsapp-dark: WhatsApp green only for WhatsApp
    { key: 'phone', label: copy.phone, color: '#1d41c9' }, // brand-700
  ]
  const columns = days.map((day) => ({
    label: formatCalendarWeekday(day.day),
    // One label a week on the axis (Mondays); every day is in the table.
    shortLabel: new Date(`${day.day}T00:00:00Z`).getUTCDay() === 1 ? formatCalendarDayShort(day.day) : '',
    values: { whatsapp: day.whatsapp, phone: day.phone },
  }))
  return (
    <section className={card} data-testid="daily-clicks">
      <StackedBarChart
        title={copy.title}
        caption={copy.caption}
        columnHeader={copy.columnHeader}
        series={series}
        columns={columns}
      />
    </section>
  )
}
