import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database } from '@/lib/db/types'
import { toCsv } from '@/lib/server/csv'
import { ATTRIBUTION_DAYS, campaignSource, type AttributionRow } from './dashboard'
import { addDays, startOfDayWib, wibDate } from '@/lib/server/wib'

/*
 * Dashboard queries over the WhatsApp and phone clicks (issue 22; rows written by lib/clicks). Pages are the
 * paths the link was pressed on ("/contact"); sources are normalised as for leads (lower-case utm_source, gclid →
 * google, fbclid → facebook, null = no campaign); days are WIB calendar days. The dashboard puts form leads and
 * won leads beside these rows, joined on `key` = AttributionRow.label.
 */

export type Period = { from: Date; to: Date }
export type ClickTotals = { key: string | null; whatsapp: number; phone: number }
export type ClickDay = { day: string; whatsapp: number; phone: number }
export type AttributionWithClicks = AttributionRow & { whatsapp: number; phone: number }

const CLICK_DAYS_WEEKS = 8
const TOP_ROWS = 10

/** WhatsApp and phone clicks per page or per campaign source in a period, most clicked first. */
export async function clickTotalsBy(
  db: Kysely<Database>,
  by: 'page' | 'source',
  period: Period,
): Promise<ClickTotals[]> {
  const key = by === 'page' ? sql<string | null>`page_path` : campaignSource
  const rows = await db
    .selectFrom('link_clicks')
    .select([
      key.as('key'),
      sql<number>`sum(case when channel = 'whatsapp' then 1 else 0 end)`.as('whatsapp'),
      sql<number>`sum(case when channel = 'phone' then 1 else 0 end)`.as('phone'),
    ])
    .where('created_at', '>=', period.from.toISOString())
    .where('created_at', '<', period.to.toISOString())
    .groupBy(key)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(key)
    .execute()
  return rows.map((row) => ({ key: row.key, whatsapp: Number(row.whatsapp), phone: Number(row.phone) }))
}

/** The dashboard's period for pages and sources: the same span the lead attribution covers. */
function attributionPeriod(now: Date): Period {
  return { from: addDays(now, -ATTRIBUTION_DAYS), to: new Date(now.getTime() + 1) }
}

/**
 * Lead rows and click rows side by side, one row per page or source found in either, busiest first (leads,
 * then clicks), at most ten.
 */
function withClicks(leads: readonly AttributionRow[], clicks: readonly ClickTotals[]): AttributionWithClicks[] {
  const rows = new Map<string | null, AttributionWithClicks>()
  for (const row of leads) rows.set(row.label, { ...row, whatsapp: 0, phone: 0 })
  for (const click of clicks) {
    const row = rows.get(click.key) ?? { label: click.key, leads: 0, won: 0, whatsapp: 0, phone: 0 }
    rows.set(click.key, { ...row, whatsapp: row.whatsapp + click.whatsapp, phone: row.phone + click.phone })
  }
  return [...rows.values()]
    .sort((a, b) => b.leads - a.leads || b.whatsapp + b.phone - (a.whatsapp + a.phone))
    .slice(0, TOP_ROWS)
}

/**
 * Clicks per WIB day and channel over the last `weeks` weeks up to `now` (today included), every day present
 * (zero when nothing was clicked), oldest first: the dashboard's series.
 */
export async function dailyClicks(database: AppDatabase, now: Date, weeks = CLICK_DAYS_WEEKS): Promise<ClickDay[]> {
  const days = weeks * 7
  const from = addDays(startOfDayWib(now), -(days - 1))
  const day =
    database.dialect === 'postgres'
      ? sql<string>`to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`
      : sql<string>`substr(datetime(created_at, '+7 hours'), 1, 10)`
  const rows = await database.db
    .selectFrom('link_clicks')
    .select([day.as('day'), 'channel', sql<number>`count(*)`.as('count')])
    .where('created_at', '>=', from.toISOString())
    .groupBy([day, 'channel'])
    .execute()
  const byDay = new Map<string, ClickDay>()
  for (let i = 0; i < days; i++) {
    const key = wibDate(addDays(from, i))
    byDay.set(key, { day: key, whatsapp: 0, phone: 0 })
  }
  for (const row of rows) {
    const entry = byDay.get(row.day)
    if (entry) entry[row.channel] += Number(row.count)
  }
  return [...byDay.values()]
}

export type ClickDashboard = {
  landingPages: AttributionWithClicks[]
  sources: AttributionWithClicks[]
  days: ClickDay[]
}

/** Everything the dashboard shows about clicks, merged with the lead attribution it already has. */
export async function loadClickDashboard(
  database: AppDatabase,
  leads: { landingPages: readonly AttributionRow[]; sources: readonly AttributionRow[] },
  now: Date = new Date(),
): Promise<ClickDashboard> {
  const period = attributionPeriod(now)
  const [pages, sources, days] = await Promise.all([
    clickTotalsBy(database.db, 'page', period),
    clickTotalsBy(database.db, 'source', period),
    dailyClicks(database, now),
  ])
  return {
    landingPages: withClicks(leads.landingPages, pages),
    sources: withClicks(leads.sources, sources),
    days,
  }
}

/** A dashboard table (pages or sources) as CSV through the project's one formula-safe CSV writer. */
export async function attributionCsv(
  database: AppDatabase,
  leads: { landingPages: readonly AttributionRow[]; sources: readonly AttributionRow[] },
  table: 'pages' | 'sources',
  now: Date = new Date(),
): Promise<string> {
  const merged = await loadClickDashboard(database, leads, now)
  const rows = table === 'pages' ? merged.landingPages : merged.sources
  const header = [table === 'pages' ? 'Halaman' : 'Sumber', 'Lead', 'Jadi klien', 'Klik WhatsApp', 'Klik telepon']
  return toCsv([
    header,
    ...rows.map((row) => [
      row.label ?? '',
      String(row.leads),
      String(row.won),
      String(row.whatsapp),
      String(row.phone),
    ]),
  ])
}
