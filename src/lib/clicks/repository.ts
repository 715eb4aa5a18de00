import 'server-only'
import { sql, type Insertable, type Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database, LinkClicksTable } from '@/lib/db/types'

export type NewClick = Insertable<LinkClicksTable>

/** Rows per INSERT: 13 columns × 500 stays far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500

export async function insertClicks(database: AppDatabase, rows: readonly NewClick[]): Promise<void> {
  if (rows.length === 0) return
  await database.write(async (trx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx
        .insertInto('link_clicks')
        .values(rows.slice(start, start + CHUNK))
        .execute()
    }
  })
}

/** Click rows follow the leads' retention period (LEADS_RETENTION_MONTHS): older ones are deleted. */
export async function purgeExpiredClicks(database: AppDatabase, cutoff: Date): Promise<number> {
  const result = await database.write((trx) =>
    trx.deleteFrom('link_clicks').where('created_at', '<', cutoff.toISOString()).executeTakeFirst(),
  )
  return Number(result.numDeletedRows)
}

export type ClickCount = {
  page: string
  channel: 'whatsapp' | 'phone'
  cta: string
  source: string | null
  campaign: string | null
  count: number
}

/** One row per distinct page, channel, call to action, source and campaign (the `stats --json` shape). */
export async function clickCounts(db: Kysely<Database>, since?: Date): Promise<ClickCount[]> {
  let query = db
    .selectFrom('link_clicks')
    .select(['page_path', 'channel', 'cta', 'utm_source', 'utm_campaign', sql<number>`count(*)`.as('count')])
    .groupBy(['page_path', 'channel', 'cta', 'utm_source', 'utm_campaign'])
    .orderBy('count', 'desc')
    .orderBy('page_path')
    .orderBy('cta')
  if (since) query = query.where('created_at', '>=', since.toISOString())
  return (await query.execute()).map((row) => ({
    page: row.page_path,
    channel: row.channel,
    cta: row.cta,
    source: row.utm_source,
    campaign: row.utm_campaign,
    count: Number(row.count),
  }))
}

export type ClickSummary = {
  whatsapp: number
  phone: number
  /** Pages with the most clicks, at most ten. */
  topPages: Array<{ page: string; whatsapp: number; phone: number }>
}

/** Totals per channel and the pages clicked most, for the plain `stats` output. */
export function summarizeClicks(counts: readonly ClickCount[]): ClickSummary {
  const pages = new Map<string, { page: string; whatsapp: number; phone: number }>()
  const totals = { whatsapp: 0, phone: 0 }
  for (const row of counts) {
    totals[row.channel] += row.count
    const page = pages.get(row.page) ?? { page: row.page, whatsapp: 0, phone: 0 }
    page[row.channel] += row.count
    pages.set(row.page, page)
  }
  const topPages = [...pages.values()]
    .sort((a, b) => b.whatsapp + b.phone - (a.whatsapp + a.phone) || a.page.localeCompare(b.page))
    .slice(0, 10)
  return { ...totals, topPages }
}
