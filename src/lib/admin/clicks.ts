import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database } from '@/lib/db/types'

/*
 * Dashboard queries over the WhatsApp and phone clicks (issue 22; rows written by lib/clicks). Pages are paths
 * ("/contact"), sources are utm_source values (null: no campaign known), days are WIB calendar days. The inbox
 * dashboard puts form leads and won leads beside these rows, joined on `key` (page path or source).
 */

export type Period = { from: Date; to: Date }
export type ClickTotals = { key: string | null; whatsapp: number; phone: number }
export type ClickDay = { day: string; whatsapp: number; phone: number }

const WIB_OFFSET_MS = 7 * 60 * 60_000

/**
 * WhatsApp and phone clicks per page or per campaign source in a period, most clicked first. `page` groups by
 * the page the link was pressed on (its path, without query).
 */
export async function clickTotalsBy(
  db: Kysely<Database>,
  by: 'page' | 'source',
  period: Period,
): Promise<ClickTotals[]> {
  const column = by === 'page' ? 'page_path' : 'utm_source'
  const rows = await db
    .selectFrom('link_clicks')
    .select([
      sql<string | null>`${sql.ref(column)}`.as('key'),
      sql<number>`sum(case when channel = 'whatsapp' then 1 else 0 end)`.as('whatsapp'),
      sql<number>`sum(case when channel = 'phone' then 1 else 0 end)`.as('phone'),
    ])
    .where('created_at', '>=', period.from.toISOString())
    .where('created_at', '<', period.to.toISOString())
    .groupBy(column)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(column)
    .execute()
  return rows.map((row) => ({ key: row.key, whatsapp: Number(row.whatsapp), phone: Number(row.phone) }))
}

/** "2026-11-23" of an instant, in WIB. */
export function wibDay(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * Clicks per WIB day and channel over the last `weeks` weeks up to `now` (today included), every day present
 * (zero when nothing was clicked), oldest first: the dashboard's series.
 */
export async function dailyClicks(database: AppDatabase, now: Date, weeks = 8): Promise<ClickDay[]> {
  const days = weeks * 7
  const todayStart = Date.parse(`${wibDay(now)}T00:00:00+07:00`)
  const from = new Date(todayStart - (days - 1) * 86_400_000)
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
    const key = wibDay(new Date(from.getTime() + i * 86_400_000))
    byDay.set(key, { day: key, whatsapp: 0, phone: 0 })
  }
  for (const row of rows) {
    const entry = byDay.get(row.day)
    if (entry) entry[row.channel] += Number(row.count)
  }
  return [...byDay.values()]
}
