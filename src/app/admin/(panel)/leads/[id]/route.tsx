import { renderInboxPage } from '@/components/admin/inbox-page'
import {
  HistoryList,
  LeadData,
  NoteForm,
  NotesList,
  NotificationList,
  Section,
  StatusForm,
} from '@/components/admin/lead-sections'
import { ErasedBadge, KindBadge, SpamBadge, StatusBadge } from '@/components/admin/lead-badges'
import { LeadQuickActions } from '@/components/admin/lead-quick-actions'
import { RankTrackerSection } from '@/components/admin/rank-tracker-section'
import { adminCopy, leadNotices } from '@/content/admin'
import { formatDuration, messageFor } from '@/lib/admin/format'
import { formatWib } from '@/lib/server/wib'
import { getLeadDetail } from '@/lib/admin/lead-workflow'
import { getDatabase } from '@/lib/db/client'
import { toIso } from '@/lib/db/types'
import { RANK_TRACKER_LEAD_KIND } from '@/lib/leads'
import { getLeadTracker } from '@/lib/rank-tracker'

export const dynamic = 'force-dynamic'

/** One lead (staff): everything it sent, its tracker's positions, status, notes, notifications; unknown id → 404. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return renderInboxPage(request, 'Detail lead', async (user) => {
    const info = new URL(request.url).searchParams.get('info') ?? undefined
    const database = await getDatabase()
    const detail = /^[\w-]{1,64}$/.test(id) ? await getLeadDetail(database, id) : null
    if (!detail) return null
    const { lead } = detail
    const now = new Date()
    const isTrackerLead = lead.kind === RANK_TRACKER_LEAD_KIND
    const tracker = isTrackerLead ? await getLeadTracker(database, lead.id, now) : null
    const received = toIso(lead.created_at)
    const firstContact = lead.first_contacted_at ? toIso(lead.first_contacted_at) : null
    const erasedAt = lead.erased_at ? toIso(lead.erased_at) : null
    const notice = messageFor(leadNotices, info)
    return (
      <div className="space-y-5">
        <a
          href="/admin/leads"
          className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline"
        >
          ← Kembali ke daftar lead
        </a>
        <header className="space-y-2">
          <div className="flex flex-wrap items-center gap-1.5">
            <KindBadge kind={lead.kind} />
            <StatusBadge status={lead.status} />
            {lead.is_spam ? <SpamBadge /> : null}
            {erasedAt ? <ErasedBadge /> : null}
          </div>
          <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{lead.name}</h1>
          <p className="text-sm text-ink-600">
            Masuk <time dateTime={received}>{formatWib(received)}</time>
            {firstContact ? ` · dihubungi pertama kali setelah ${formatDuration(received, firstContact)}` : ''}
          </p>
          {notice ? (
            <p role="status" className="rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-800">
              {notice}
            </p>
          ) : null}
          {erasedAt ? (
            <div role="note" className="rounded-xl bg-ink-50 px-3.5 py-3 text-sm text-ink-800 ring-1 ring-ink-200">
              <p className="font-semibold">{adminCopy.erasedLead.title}</p>
              <p className="mt-1">{adminCopy.erasedLead.text(formatWib(erasedAt))}</p>
            </div>
          ) : (
            <LeadQuickActions lead={lead} staffName={user.name} />
          )}
        </header>
        {isTrackerLead ? <RankTrackerSection tracker={tracker} now={now} /> : null}
        <Section id="status" title="Status tindak lanjut">
          <StatusForm leadId={lead.id} current={lead.status} />
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-ink-700">Riwayat status</h3>
            <div className="mt-2">
              <HistoryList history={detail.history} />
            </div>
          </div>
        </Section>
        <Section id="catatan" title="Catatan">
          <NotesList notes={detail.notes} />
          <NoteForm leadId={lead.id} />
        </Section>
        {/* An erased lead has nothing left to show or to notify again. */}
        {erasedAt ? null : (
          <>
            <LeadData lead={lead} />
            <Section id="notifikasi" title="Notifikasi ke tim">
              <NotificationList leadId={lead.id} rows={detail.notifications} />
            </Section>
          </>
        )}
      </div>
    )
  })
}
