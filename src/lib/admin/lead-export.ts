import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { LEAD_STATUSES, type LeadStatus } from '@/lib/db/types'
import { leadsToCsv, leadsToJson } from '@/lib/leads'
import { rowToLead } from '@/lib/leads'
import { STORED_LEAD_KINDS } from '@/lib/leads'
import { leadIdsWithFallingPositions } from '@/lib/rank-tracker'
import { recordStaffEvent } from './audit-log'
import { LEAD_SEARCH_MAX, leadTextSearch } from './lead-search'
import type { StaffUser } from './staff'

/*
 * Export of the inbox's current filter (admin). The filter is read from the same URL parameters as the lead list
 * (/admin/leads?status=…&kind=…&from=…&to=…&spam=…&q=…), so "Ekspor" downloads exactly what the list shows.
 */

export type ExportFormat = 'csv' | 'json'

export type LeadExportFilter = {
  status?: LeadStatus
  kind?: string
  /** 'fell': rank-tracker leads whose positions fell this week, as the list filter. */
  rank?: 'fell'
  /** WIB calendar dates, inclusive. */
  from?: string
  to?: string
  /** 'hide' (default) | 'only' | 'all' */
  spam: 'hide' | 'only' | 'all'
  q?: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

function validDate(value: string | null): string | undefined {
  return value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined
}

/** URL parameters → filter; unknown or malformed values are ignored, never an error. */
export function parseLeadExportFilter(params: URLSearchParams): LeadExportFilter {
  const status = params.get('status')
  const kind = params.get('kind')
  const spam = params.get('spam')
  const rank = params.get('rank')
  const q = params.get('q')?.trim().slice(0, LEAD_SEARCH_MAX)
  return {
    status: (LEAD_STATUSES as readonly string[]).includes(status ?? '') ? (status as LeadStatus) : undefined,
    kind: (STORED_LEAD_KINDS as readonly string[]).includes(kind ?? '') ? (kind as string) : undefined,
    rank: rank === 'fell' ? rank : undefined,
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
    spam: spam === 'only' || spam === 'all' ? spam : 'hide',
    q: q || undefined,
  }
}

/** The filter as it is written in the audit log and the file name ("status=new kind=analysis"). */
function describeFilter(filter: LeadExportFilter): string {
  const parts = Object.entries(filter)
    .filter(([key, value]) => value !== undefined && !(key === 'spam' && value === 'hide'))
    .map(([key, value]) => `${key}=${String(value)}`)
  return parts.length > 0 ? parts.join(' ') : 'semua'
}

async function selectLeadsForExport(database: AppDatabase, filter: LeadExportFilter, now: Date) {
  let select = database.db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filter.status) select = select.where('status', '=', filter.status)
  if (filter.kind) select = select.where('kind', '=', filter.kind)
  if (filter.rank) select = select.where('id', 'in', leadIdsWithFallingPositions(database.db, now))
  if (filter.spam !== 'all') select = select.where('is_spam', '=', filter.spam === 'only' ? 1 : 0)
  if (filter.from) select = select.where('created_at', '>=', new Date(`${filter.from}T00:00:00+07:00`).toISOString())
  if (filter.to) {
    const end = new Date(Date.parse(`${filter.to}T00:00:00+07:00`) + 86_400_000)
    select = select.where('created_at', '<', end.toISOString())
  }
  if (filter.q) select = select.where(leadTextSearch(database, filter.q))
  return (await select.execute()).map(rowToLead)
}

export type LeadExport = { body: string; filename: string; contentType: string; count: number }

/** The file for download, and one audit-log row saying who exported what (the filter and the count, no data). */
export async function exportLeads(
  database: AppDatabase,
  filter: LeadExportFilter,
  format: ExportFormat,
  actor: { user: StaffUser; ip: string | null },
  now: Date = new Date(),
): Promise<LeadExport> {
  const leads = await selectLeadsForExport(database, filter, now)
  const body = format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads)
  await recordStaffEvent(database.db, {
    user: actor.user,
    action: 'export',
    subject: `lead ${format}: ${describeFilter(filter)} (${leads.length} lead)`,
    ip: actor.ip,
    at: now,
  })
  const stamp = now.toISOString().slice(0, 10)
  return {
    body,
    filename: `leads-${stamp}.${format}`,
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    count: leads.length,
  }
}
