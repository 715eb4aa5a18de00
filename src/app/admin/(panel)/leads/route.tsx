import { renderInboxPage } from '@/components/admin/inbox-page'
import { ExportButtons } from '@/components/admin/export-buttons'
import { LeadFilterForm } from '@/components/admin/lead-filter-form'
import { LeadList } from '@/components/admin/lead-list'
import { countNewLeads } from '@/lib/admin/lead-counts'
import { decodeCursor, filterParams, listLeadPage, parseLeadFilter } from '@/lib/admin/lead-list'
import { getDatabase } from '@/lib/db/client'
import { searchParamsOf } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

/** The lead list (staff): the filter in the address, keyset pages, the admins' export of exactly this filter. */
export async function GET(request: Request) {
  return renderInboxPage(request, 'Leads', async (user) => {
    const params = searchParamsOf(request)
    const filter = parseLeadFilter(params)
    const base = filterParams(filter)
    const cursor = decodeCursor(typeof params.after === 'string' ? params.after : undefined)
    const database = await getDatabase()
    const [page, waiting] = await Promise.all([
      listLeadPage(database.db, database.dialect, filter, cursor),
      countNewLeads(database.db),
    ])
    const nextHref = page.nextCursor
      ? `/admin/leads?${new URLSearchParams([...base, ['after', page.nextCursor]])}`
      : null
    const firstHref = `/admin/leads${base.size ? `?${base}` : ''}`
    return (
      <div className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h1 className="text-2xl font-bold">Leads</h1>
          <p className="text-sm text-ink-700" data-testid="new-lead-count">
            <strong className="text-ink-900">{waiting}</strong> lead baru menunggu dihubungi
          </p>
        </div>
        <LeadFilterForm filter={filter} />
        {/* Admins download exactly the leads this filter shows (every page of it), as CSV or JSON. */}
        {user.role === 'admin' ? <ExportButtons filter={Object.fromEntries(base)} /> : null}
        {page.rows.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-ink-700 shadow-sm ring-1 ring-ink-100">
            {cursor ? 'Tidak ada lead lagi di halaman berikutnya.' : 'Tidak ada lead yang cocok dengan filter ini.'}
          </p>
        ) : (
          <LeadList rows={page.rows} />
        )}
        <nav aria-label="Halaman daftar lead" className="flex flex-wrap gap-2">
          {cursor ? (
            <a
              href={firstHref}
              className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-white"
            >
              ← Terbaru
            </a>
          ) : null}
          {nextHref ? (
            <a
              href={nextHref}
              className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-white"
            >
              Lebih lama →
            </a>
          ) : null}
        </nav>
      </div>
    )
  })
}
