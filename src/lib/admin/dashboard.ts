import 'server-only'
import { sql, type RawBuilder } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import { toIso } from '@/lib/db/types'
import { LEAD_KINDS, type LeadKind } from '@/lib/leads/schema'
import { addDays, startOfMonthWib, startOfWeekWib, wibDate } from './wib'

/*
 * The numbers on /admin. Every query reads non-spam leads by created_at range (index leads_spam_created_idx, see
 * docs/admin.md) and groups in the database; only small results come back (days × kinds, top pages, one month of
 * contact times). Weeks and months are the agency's: WIB (UTC+7), weeks start on Monday.
 */

export const DASHBOARD_WEEKS = 12
/** Landing pages and campaign sources are counted over this many days. */
export const ATTRIBUTION_DAYS = 90
const TOP_ROWS = 10

export type WeekRow = { weekStart: string; counts: Record<LeadKind, number>; total: number }
export type AttributionRow = { label: string | null; leads: number; won: number }
export type ContactSpeed = { medianMinutes: number | null; contacted: number; received: number }
export type Dashboard = {
  weeks: WeekRow[]
  landingPages: AttributionRow[]
  sources: AttributionRow[]
  firstContact: { thisMonth: ContactSpeed; lastMonth: ContactSpeed; monthStart: string; lastMonthStart: string }
}

/** created_at as a WIB calendar date "YYYY-MM-DD", in the database's own dialect. */
function wibDay(database: AppDatabase): RawBuilder<string> {
  return database.dialect === 'postgres'
    ? sql<string>`to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(created_at, '+7 hours'), 1, 10)`
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

export async function leadsPerWeek(database: AppDatabase, now: Date): Promise<WeekRow[]> {
  const firstWeek = addDays(startOfWeekWib(now), -7 * (DASHBOARD_WEEKS - 1))
  const day = wibDay(database)
  const rows = await database.db
    .selectFrom('leads')
    .select([day.as('day'), 'kind', sql<number>`count(*)`.as('count')])
    .where('is_spam', '=', 0)
    .where('created_at', '>=', firstWeek.toISOString())
    .groupBy([day, 'kind'])
    .execute()
  const weeks: WeekRow[] = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => ({
    weekStart: wibDate(addDays(firstWeek, 7 * index)),
    counts: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>,
    total: 0,
  }))
  const firstDay = Date.parse(`${wibDate(firstWeek)}T00:00:00Z`)
  for (const row of rows) {
    const index = Math.floor((Date.parse(`${row.day}T00:00:00Z`) - firstDay) / (7 * 86_400_000))
    const week = weeks[index]
    if (!week || !(LEAD_KINDS as readonly string[]).includes(row.kind)) continue
    week.counts[row.kind as LeadKind] += Number(row.count)
    week.total += Number(row.count)
  }
  return weeks
}

async function attribution(
  database: AppDatabase,
  label: RawBuilder<string | null>,
  since: Date,
): Promise<AttributionRow[]> {
  const rows = await database.db
    .selectFrom('leads')
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

export function leadsPerLandingPage(database: AppDatabase, now: Date) {
  return attribution(database, landingPath(database), addDays(now, -ATTRIBUTION_DAYS))
}

export function leadsPerSource(database: AppDatabase, now: Date) {
  return attribution(database, campaignSource, addDays(now, -ATTRIBUTION_DAYS))
}

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Median minutes from arrival to the first "contacted", for leads that arrived in [from, to). */
export async function contactSpeed(database: AppDatabase, from: Date, to: Date): Promise<ContactSpeed> {
  const rows = await database.db
    .selectFrom('leads')
    .select(['created_at', 'first_contacted_at'])
    .where('is_spam', '=', 0)
    .where('created_at', '>=', from.toISOString())
    .where('created_at', '<', to.toISOString())
    .execute()
  const minutes = rows
    .filter((row) => row.first_contacted_at !== null)
    .map((row) => (Date.parse(toIso(row.first_contacted_at!)) - Date.parse(toIso(row.created_at))) / 60_000)
    .filter((value) => value >= 0)
  const middle = median(minutes)
  return {
    medianMinutes: middle === null ? null : Math.round(middle),
    contacted: minutes.length,
    received: rows.length,
  }
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
