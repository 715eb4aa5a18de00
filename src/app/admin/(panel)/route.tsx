import { renderInboxPage } from '@/components/admin/inbox-page'
import { WaitingLeadsCard } from '@/components/admin/waiting-leads-card'
import { AttributionTable, ContactSpeedCard, DailyClicks, WeeklyLeads } from '@/components/admin/dashboard-sections'
import { ExportButtons } from '@/components/admin/export-buttons'
import { dashboardCopy, exportCopy } from '@/content/admin-data'
import { loadClickDashboard } from '@/lib/admin/clicks'
import { loadDashboard } from '@/lib/admin/dashboard'
import { countNewLeads } from '@/lib/admin/lead-counts'
import { getDatabase } from '@/lib/db/client'
import { loadVitalsReport } from '@/lib/vitals'
import { VitalsSection } from '@/components/admin/vitals-section'
import { RankAlertSetting } from '@/components/admin/rank-alert-setting'
import { agencyTop10Alerts } from '@/lib/rank-tracker'

export const dynamic = 'force-dynamic'

/**
 * Start page of the inbox (staff): leads waiting, speed to first contact, leads per week, where clients come from;
 * for admins the exports and the rank tracker's team notice (a plain form post answered back here with `?info=`).
 */
export async function GET(request: Request) {
  return renderInboxPage(request, 'Dasbor', async (user) => {
    const database = await getDatabase()
    const info = new URL(request.url).searchParams.get('info')
    const rankNotice = info === 'rank-alert-on' ? 'on' : info === 'rank-alert-off' ? 'off' : null
    const [waiting, dashboard] = await Promise.all([countNewLeads(database.db), loadDashboard(database)])
    const [clicks, vitals] = await Promise.all([loadClickDashboard(database, dashboard), loadVitalsReport(database.db)])
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">Halo, {user.name}</h1>
        <div className="grid gap-6 lg:grid-cols-2">
          <WaitingLeadsCard waiting={waiting} />
          <ContactSpeedCard firstContact={dashboard.firstContact} />
        </div>
        <WeeklyLeads weeks={dashboard.weeks} />
        {user.role === 'admin' ? (
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6" aria-labelledby="ekspor">
            <h2 id="ekspor" className="text-lg font-bold text-ink-900">
              {exportCopy.weekTitle}
            </h2>
            <ExportButtons filter={{ from: dashboard.weeks.at(-1)?.weekStart }} hint={exportCopy.weekHint} />
          </section>
        ) : null}
        {user.role === 'admin' ? (
          <RankAlertSetting on={await agencyTop10Alerts(database.db)} notice={rankNotice} />
        ) : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <AttributionTable
            id="halaman-pertama"
            copy={dashboardCopy.landingPages}
            rows={clicks.landingPages}
            exportTable={user.role === 'admin' ? 'pages' : undefined}
          />
          <AttributionTable
            id="sumber-kampanye"
            copy={dashboardCopy.sources}
            rows={clicks.sources}
            exportTable={user.role === 'admin' ? 'sources' : undefined}
          />
        </div>
        <DailyClicks days={clicks.days} />
        <VitalsSection report={vitals} canExport={user.role === 'admin'} />
      </div>
    )
  })
}
