import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { wibDate } from '@/lib/server/wib'
import type { RankConfig } from './config'
import { requestsOn } from './queries'

export type RankTrackerStats = {
  /** SERP_PROVIDER, or null when tracking is off. */
  provider: string | null
  confirmed: number
  /** Sign-ups waiting for their confirmation. */
  pending: number
  /** Keywords of confirmed trackers. */
  keywords: number
  /** Distinct provider queries those keywords make per day (sharing). */
  queriesPerDay: number
  requestsToday: number
  /** SERP_DAILY_REQUEST_BUDGET (0 = no cap). */
  budget: number
  /** Null without a cap. */
  budgetLeft: number | null
  /** Today's queries by state. */
  queriesToday: { pending: number; running: number; done: number; error: number }
}

/** The figures of `npm run leads -- stats --json` (`rankTrackers`). */
export async function rankTrackerStats(
  database: AppDatabase,
  config: RankConfig,
  now: Date = new Date(),
): Promise<RankTrackerStats> {
  const { db } = database
  const day = wibDate(now)
  const trackers = await db
    .selectFrom('rank_trackers')
    .select((eb) => [
      eb.fn.count<number>('id').filterWhere('confirmed_at', 'is not', null).as('confirmed'),
      eb.fn.count<number>('id').filterWhere('confirmed_at', 'is', null).as('pending'),
    ])
    .executeTakeFirstOrThrow()
  const keywords = await db
    .selectFrom('rank_tracker_keywords as k')
    .innerJoin('rank_trackers as t', 't.id', 'k.tracker_id')
    .where('t.confirmed_at', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const combos = await db
    .selectFrom(
      db
        .selectFrom('rank_tracker_keywords as k')
        .innerJoin('rank_trackers as t', 't.id', 'k.tracker_id')
        .where('t.confirmed_at', 'is not', null)
        .select(['k.query', 't.location', 't.device'])
        .distinct()
        .as('combos'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const states = await db
    .selectFrom('rank_queries')
    .select(['status'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('day', '=', day)
    .groupBy('status')
    .execute()
  const queriesToday = { pending: 0, running: 0, done: 0, error: 0 }
  for (const row of states) queriesToday[row.status] = Number(row.count)
  const requestsToday = await requestsOn(db, day)
  return {
    provider: config.provider,
    confirmed: Number(trackers.confirmed),
    pending: Number(trackers.pending),
    keywords: Number(keywords.count),
    queriesPerDay: Number(combos.count),
    requestsToday,
    budget: config.dailyBudget,
    budgetLeft: config.dailyBudget > 0 ? Math.max(0, config.dailyBudget - requestsToday) : null,
    queriesToday,
  }
}
