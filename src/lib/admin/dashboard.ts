import 'server-only'
import { sql, type RawBuilder } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { LeadRow } from '@/lib/db/types'
import { STORED_LEAD_KINDS, type StoredLeadKind } from '@/lib/leads'
import { addDays, startOfMonthWib, startOfWeekWib, wibDate } from '@/lib/server/wib'

/*
 * The numbers on /admin. Every query reads non-spam leads by created_at range (index leads_spam_created_idx, see
 * docs/admin.md) and groups in the database; only small results come back (days × kinds, top pages, one month of
 * contact times). Weeks and months are the agency's: WIB (UTC+7), weeks start on Monday.
 */

const DASHBOARD_WEEKS = 12
/** Landing pages and campaign sources are counted over this many days. */
export const ATTRIBUTION_DAYS = 90
const TOP_ROWS = 10

type WeekRow = { weekStart: string; counts: Record<StoredLeadKind, number>; total: number }
export type AttributionRow = { label: string | null; leads: number; won: number }
export type ContactSpeed = { medianMinutes: number | null; contacted: number; received: number }
export type Dashboard = {
  weeks: WeekRow[]
  landingPages: AttributionRow[]
  sources: AttributionRow[]
  firstContact: { thisMonth: ContactSpeed; lastMonth: ContactSpeed; monthStart: string; lastMonthStart: string }
}

/**
 * The leads table as the dashboard reads it. SQLite: pinned to leads_dashboard_idx (INDEXED BY; the subquery is
 * flattened away). Given the bound date range, SQLite's planner (STAT4 statistics in better-sqlite3) sometimes
 * picks a skip-scan of leads_status_spam_created_idx instead, which then reads every lead of the range from the
 * table: 87 ms instead of 9 ms for a month of 27,000 leads. PostgreSQL chooses well by itself.
 */
function dashboardLeads(database: AppDatabase) {
  return database.dialect === 'sqlite'
    ? sql<LeadRow>`(select * from leads indexed by leads_dashboard_idx)`.as('leads')
    : sql<LeadRow>`leads`.as('leads')
}

/** The landing page without its query string (campaign parameters differ per visit; the page is what counts). */
function landingPath(database: AppDatabase): RawBuilder<string | null> {
  return database.dialect === 'postgres'
    ? sql<string | null>`split_part(landing_page_url, '?', 1)`
    : sql<
        string | null
      >`case when instr(landing_page_url, '?') > 0 then substr(landing_page_url, 1, instr(landing_page_url, '?') - 1) else landing_page_url end`
}

/** utm_source in lower case; a click id without one names its network; null = no campaign. Also used for clicks. */
export const campaignSource = sql<
  string | null
>`case when utm_source is not null then lower(utm_source) when gclid is not null then 'google' when fbclid is not null then 'facebook' else null end`

/**
 * Leads per WIB week by kind: one range per week on the indexed created_at (boundaries computed here, Monday
 * 00:00 WIB), counted per kind with FILTER. No per-row date formatting and no GROUP BY sort: with every lead of
 * the last 12 weeks in range this is several times cheaper than grouping by a computed day (docs/admin-data.md).
 */
async function leadsPerWeek(database: AppDatabase, now: Date): Promise<WeekRow[]> {
  const firstWeek = addDays(startOfWeekWib(now), -7 * (DASHBOARD_WEEKS - 1))
  const starts = Array.from({ length: DASHBOARD_WEEKS + 1 }, (_, index) => addDays(firstWeek, 7 * index))
  const week = (index: number) =>
    database.db
      .selectFrom(dashboardLeads(database))
      .select([
        sql<number>`${sql.lit(index)}`.as('week'),
        ...STORED_LEAD_KINDS.map((kind) => sql<number | string>`count(*) filter (where kind = ${kind})`.as(kind)),
      ])
      .where('is_spam', '=', 0)
      .where('created_at', '>=', starts[index]!.toISOString())
      .where('created_at', '<', starts[index + 1]!.toISOString())
  const rows = await Array.from({ length: DASHBOARD_WEEKS - 1 }, (_, index) => index + 1)
    .reduce((query, index) => query.unionAll(week(index)), week(0))
    .execute()
  const weeks: WeekRow[] = starts.slice(0, DASHBOARD_WEEKS).map((start) => ({
    weekStart: wibDate(start),
    counts: Object.fromEntries(STORED_LEAD_KINDS.map((kind) => [kind, 0])) as Record<StoredLeadKind, number>,
    total: 0,
  }))
  for (const row of rows) {
    const target = weeks[Number(row.week)]!
    for (const kind of STORED_LEAD_KINDS) {
      target.counts[kind] = Number(row[kind])
      target.total += Number(row[kind])
    }
  }
  return weeks
}

async function attribution(
  database: AppDatabase,
  label: RawBuilder<string | null>,
  since: Date,
): Promise<AttributionRow[]> {
  const rows = await database.db
    .selectFrom(dashboardLeads(database))
    .select([
      label.as('label'),
      sql<number>`count(*)`.as('leads'),
      sql<number>`sum(case when status = 'won' then 1 else 0 end)`.as('won'),
    ])
    .where('is_spam', '=', 0)
    .where('created_at', '>=', since.toISOString())
    .groupBy(label)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(label)
    .limit(TOP_ROWS)
    .execute()
  return rows.map((row) => ({ label: row.label, leads: Number(row.leads), won: Number(row.won) }))
}

function leadsPerLandingPage(database: AppDatabase, now: Date) {
  return attribution(database, landingPath(database), addDays(now, -ATTRIBUTION_DAYS))
}

function leadsPerSource(database: AppDatabase, now: Date) {
  return attribution(database, campaignSource, addDays(now, -ATTRIBUTION_DAYS))
}

/** Milliseconds from arrival to the first "contacted" (null when not contacted yet), computed in the database. */
function contactMilliseconds(database: AppDatabase): RawBuilder<number | string | null> {
  return database.dialect === 'postgres'
    ? sql`round(extract(epoch from (first_contacted_at - created_at)) * 1000)::float8`
    : // julianday keeps SQLite's internal millisecond count; the difference rounds back to exact milliseconds.
      sql`round((julianday(first_contacted_at) - julianday(created_at)) * 86400000)`
}

/**
 * Median minutes from arrival to the first "contacted", for leads that arrived in [from, to). The database
 * counts and sorts; only the one or two middle values come back (a month may hold tens of thousands of leads).
 */
async function contactSpeed(database: AppDatabase, from: Date, to: Date): Promise<ContactSpeed> {
  const elapsed = contactMilliseconds(database)
  const inMonth = database.db
    .selectFrom(dashboardLeads(database))
    .where('is_spam', '=', 0)
    .where('created_at', '>=', from.toISOString())
    .where('created_at', '<', to.toISOString())
  const totals = await inMonth
    .select([
      sql<number | string>`count(*)`.as('received'),
      sql<number | string>`count(case when ${elapsed} >= 0 then 1 end)`.as('contacted'),
    ])
    .executeTakeFirstOrThrow()
  const contacted = Number(totals.contacted)
  const received = Number(totals.received)
  if (contacted === 0) return { medianMinutes: null, contacted, received }
  const middle = await inMonth
    .select(elapsed.as('ms'))
    .where(elapsed, '>=', 0)
    .orderBy(elapsed)
    .limit(contacted % 2 ? 1 : 2)
    .offset(Math.floor((contacted - 1) / 2))
    .execute()
  const values = middle.map((row) => Number(row.ms))
  const medianMs = values.reduce((sum, value) => sum + value, 0) / values.length
  return { medianMinutes: Math.round(medianMs / 60_000), contacted, received }
}

export async function loadDashboard(database: AppDatabase, now: Date = new Date()): Promise<Dashboard> {
  const monthStart = startOfMonthWib(now)
  const lastMonthStart = startOfMonthWib(new Date(monthStart.getTime() - 1))
  const [weeks, landingPages, sources, thisMonth, lastMonth] = await Promise.all([
    leadsPerWeek(database, now),
    leadsPerLandingPage(database, now),
    leadsPerSource(database, now),
    contactSpeed(database, monthStart, new Date(now.getTime() + 1)),
    contactSpeed(database, lastMonthStart, monthStart),
  ])
  return {
    weeks,
    landingPages,
    sources,
    firstContact: {
      thisMonth,
      lastMonth,
      monthStart: wibDate(monthStart),
      lastMonthStart: wibDate(lastMonthStart),
    },
  }
}
