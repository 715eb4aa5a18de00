import 'server-only'
import type { Kysely } from 'kysely'
import { vitalsRetentionMonths } from '@/content/figures'
import type { AppDatabase } from '@/lib/db/client'
import type { Database } from '@/lib/db/types'
import { wibDate } from '@/lib/server/wib'
import {
  decodeHistogram,
  encodeHistogram,
  mergeHistograms,
  type DeviceClass,
  type Histogram,
  type MetricName,
} from './metrics'

/** One day's aggregate for a page, device and metric, as the recorder holds it before writing. */
export type DailyAggregate = {
  day: string
  page: string
  device: DeviceClass
  metric: MetricName
  views: number
  good: number
  needsImprovement: number
  poor: number
  histogram: Histogram
  targets: Map<string, number>
  context: Map<string, number>
}

/** Distinct LCP elements / INP targets kept per row; past it, new ones are counted under OTHER_TARGET. */
const MAX_TARGETS = 12
export const OTHER_TARGET = ''

export const aggregateKey = (row: { day: string; page: string; device: string; metric: string }) =>
  `${row.day}\u0000${row.page}\u0000${row.device}\u0000${row.metric}`

export function parseCounts(text: string | null | undefined): Map<string, number> {
  const counts = new Map<string, number>()
  if (!text) return counts
  try {
    const data = JSON.parse(text) as unknown
    if (typeof data !== 'object' || data === null) return counts
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'number' && value > 0) counts.set(key, value)
    }
  } catch {
    // an unreadable cell counts as empty
  }
  return counts
}

/** Adds `from` to `into`; with a cap, a key not yet in `into` once it is full is counted under OTHER_TARGET. */
export function mergeCounts(into: Map<string, number>, from: Map<string, number>, cap = Infinity): Map<string, number> {
  for (const [key, count] of from) {
    const target = into.has(key) || into.size < cap ? key : OTHER_TARGET
    into.set(target, (into.get(target) ?? 0) + count)
  }
  return into
}

const encodeCounts = (counts: Map<string, number>) => JSON.stringify(Object.fromEntries(counts))

/** Rows per INSERT: 5 columns each, far below both databases' parameter limits. */
const CHUNK = 200

/**
 * Adds the aggregates to their day's rows in one transaction: missing rows are created (empty) first, then each
 * row is read, merged and written back. On PostgreSQL the rows are locked while merged, so two server processes
 * never lose each other's counts; SQLite's write lock already serializes the transaction.
 */
export async function mergeDailyAggregates(
  database: AppDatabase,
  aggregates: readonly DailyAggregate[],
): Promise<void> {
  if (aggregates.length === 0) return
  const sorted = [...aggregates].sort((a, b) => aggregateKey(a).localeCompare(aggregateKey(b)))
  await database.write(async (trx) => {
    for (let start = 0; start < sorted.length; start += CHUNK) {
      await trx
        .insertInto('web_vitals_daily')
        .values(
          sorted.slice(start, start + CHUNK).map(({ day, page, device, metric }) => ({ day, page, device, metric })),
        )
        .onConflict((conflict) => conflict.columns(['day', 'page', 'device', 'metric']).doNothing())
        .execute()
    }
    const days = [...new Set(sorted.map((row) => row.day))]
    const pages = [...new Set(sorted.map((row) => row.page))]
    const existing = new Map<string, { histogram: string; targets: string; context: string }>()
    for (let start = 0; start < pages.length; start += CHUNK) {
      let query = trx
        .selectFrom('web_vitals_daily')
        .select(['day', 'page', 'device', 'metric', 'histogram', 'targets', 'context'])
        .where('day', 'in', days)
        .where('page', 'in', pages.slice(start, start + CHUNK))
        .orderBy('day')
        .orderBy('page')
        .orderBy('device')
        .orderBy('metric')
      if (database.dialect === 'postgres') query = query.forUpdate()
      for (const row of await query.execute()) existing.set(aggregateKey(row), row)
    }
    for (const aggregate of sorted) {
      const row = existing.get(aggregateKey(aggregate))
      await trx
        .updateTable('web_vitals_daily')
        .set((eb) => ({
          views: eb('views', '+', aggregate.views),
          good: eb('good', '+', aggregate.good),
          needs_improvement: eb('needs_improvement', '+', aggregate.needsImprovement),
          poor: eb('poor', '+', aggregate.poor),
          histogram: encodeHistogram(mergeHistograms(decodeHistogram(row?.histogram), aggregate.histogram)),
          targets: encodeCounts(mergeCounts(parseCounts(row?.targets), aggregate.targets, MAX_TARGETS)),
          context: encodeCounts(mergeCounts(parseCounts(row?.context), aggregate.context)),
        }))
        .where('day', '=', aggregate.day)
        .where('page', '=', aggregate.page)
        .where('device', '=', aggregate.device)
        .where('metric', '=', aggregate.metric)
        .execute()
    }
  })
}

/**
 * Deletes the days older than the retention period the privacy notice promises (vitalsRetentionMonths in
 * src/content/figures.ts: a year and a month, so a month can be compared with the same month a year before).
 */
export async function purgeExpiredVitals(database: AppDatabase, now: Date): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - vitalsRetentionMonths)
  const result = await database.write((trx) =>
    trx.deleteFrom('web_vitals_daily').where('day', '<', wibDate(cutoff)).executeTakeFirst(),
  )
  return Number(result.numDeletedRows)
}

export type StoredRow = {
  day: string
  page: string
  device: DeviceClass
  metric: MetricName
  views: number
  good: number
  needs_improvement: number
  poor: number
  histogram: string
  targets: string
}

/** The rows of the days from `fromDay` to `toDay` (inclusive, WIB days). */
export async function readDailyRows(db: Kysely<Database>, fromDay: string, toDay: string): Promise<StoredRow[]> {
  const rows = await db
    .selectFrom('web_vitals_daily')
    .select(['day', 'page', 'device', 'metric', 'views', 'good', 'needs_improvement', 'poor', 'histogram', 'targets'])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute()
  return rows.map((row) => ({
    ...row,
    views: Number(row.views),
    good: Number(row.good),
    needs_improvement: Number(row.needs_improvement),
    poor: Number(row.poor),
  }))
}
