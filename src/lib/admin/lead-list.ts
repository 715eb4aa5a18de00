import 'server-only'
import type { Kysely } from 'kysely'
import { LEAD_STATUSES, toIso, type Database, type LeadStatus } from '@/lib/db/types'
import type { DatabaseConfig } from '@/lib/db/config'
import { STORED_LEAD_KINDS, type StoredLeadKind } from '@/lib/leads'
import { leadIdsWithFallingPositions } from '@/lib/rank-tracker'
import { leadPageSearch } from './lead-search'

/**
 * The inbox list: filters from the URL, newest first, keyset pagination on (created_at, id) so page 500 costs
 * what page 1 costs (index leads_created_id_idx). Search is a case-insensitive substring match over name, e-mail,
 * phone, website, business/company and message, with the user's % and _ taken literally (leadPageSearch: the same
 * search as the export, served by the FTS / trigram indexes).
 */
type SpamFilter = 'hide' | 'only' | 'all'

export type LeadFilter = {
  status?: LeadStatus
  kind?: StoredLeadKind
  /** 'fell': rank-tracker leads with a keyword whose position fell this WIB week (rank-tracker/tracker-lead.ts). */
  rank?: 'fell'
  /** YYYY-MM-DD, inclusive, in WIB. */
  from?: string
  to?: string
  spam: SpamFilter
  q?: string
}

export const SEARCH_MAX_LENGTH = 200
const PAGE_SIZE = 25

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const isDate = (value: string | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** Reads a filter from query parameters; anything unknown or malformed is ignored, never an error. */
export function parseLeadFilter(params: Params): LeadFilter {
  const status = first(params.status)
  const kind = first(params.kind)
  const spam = first(params.spam)
  const rank = first(params.rank)
  const from = first(params.from)
  const to = first(params.to)
  const q = first(params.q)?.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH)
  return {
    status: LEAD_STATUSES.includes(status as LeadStatus) ? (status as LeadStatus) : undefined,
    kind: (STORED_LEAD_KINDS as readonly string[]).includes(kind ?? '') ? (kind as StoredLeadKind) : undefined,
    rank: rank === 'fell' ? rank : undefined,
    from: isDate(from) ? from : undefined,
    to: isDate(to) ? to : undefined,
    spam: spam === 'only' || spam === 'all' ? spam : 'hide',
    q: q || undefined,
  }
}

/** The filter as query parameters (defaults left out), for links that keep the current view. */
export function filterParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.status) params.set('status', filter.status)
  if (filter.kind) params.set('kind', filter.kind)
  if (filter.rank) params.set('rank', filter.rank)
  if (filter.from) params.set('from', filter.from)
  if (filter.to) params.set('to', filter.to)
  if (filter.spam !== 'hide') params.set('spam', filter.spam)
  return params
}

export type Cursor = { createdAt: string; id: string }

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url')
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value || value.length > 200) return null
  const [createdAt, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|')
  if (extra !== undefined || !createdAt || !id || Number.isNaN(Date.parse(createdAt))) return null
  if (!/^[\w-]{1,64}$/.test(id)) return null
  return { createdAt: new Date(createdAt).toISOString(), id }
}

export type LeadListRow = {
  id: string
  kind: string
  name: string
  company: string | null
  business: string | null
  website: string | null
  status: LeadStatus
  isSpam: boolean
  /** The visitor had their personal data deleted (the row keeps only kind and status). */
  erased: boolean
  createdAt: string
}

export type LeadPage = { rows: LeadListRow[]; nextCursor: string | null }

/** Start of a WIB calendar day as an ISO instant. */
function wibDayStart(date: string, plusDays = 0): string {
  const start = new Date(`${date}T00:00:00+07:00`)
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString()
}

export async function listLeadPage(
  db: Kysely<Database>,
  dialect: DatabaseConfig['dialect'],
  filter: LeadFilter,
  cursor: Cursor | null,
  limit: number = PAGE_SIZE,
  now: Date = new Date(),
): Promise<LeadPage> {
  let query = db
    .selectFrom('leads')
    .select(['id', 'kind', 'name', 'company', 'business', 'website', 'status', 'is_spam', 'erased_at', 'created_at'])
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.kind) query = query.where('kind', '=', filter.kind)
  if (filter.rank) query = query.where('id', 'in', leadIdsWithFallingPositions(db, now))
  if (filter.from) query = query.where('created_at', '>=', wibDayStart(filter.from))
  if (filter.to) query = query.where('created_at', '<', wibDayStart(filter.to, 1))
  if (filter.spam === 'hide') query = query.where('is_spam', '=', 0)
  if (filter.spam === 'only') query = query.where('is_spam', '=', 1)
  if (filter.q) query = query.where(await leadPageSearch(db, dialect, filter.q))
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.createdAt),
        eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
      ]),
    )
  }
  const found = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
  const rows = found.slice(0, limit).map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    company: row.company,
    business: row.business,
    website: row.website,
    status: row.status,
    isSpam: Number(row.is_spam) === 1,
    erased: row.erased_at !== null,
    createdAt: toIso(row.created_at),
  }))
  const last = rows.at(-1)
  return {
    rows,
    nextCursor: found.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  }
}
