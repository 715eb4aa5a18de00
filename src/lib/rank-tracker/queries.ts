import 'server-only'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database, RankQueriesTable } from '@/lib/db/types'
import { uuidv7 } from '@/lib/server/ids'
import { addDays, startOfDayWib, wibDate } from '@/lib/server/wib'
import { MAX_KEYWORDS } from './domain'
import type { RankDevice } from './locations'

/**
 * The shared provider queries: one row per keyword, location, device and WIB day, planned from the confirmed
 * trackers' keywords, claimed with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL, like the outbox), and the
 * day's request budget. Every function takes the clock from its caller.
 */

export type QueryRow = Selectable<RankQueriesTable>

/** The device a query is made for: providers that cannot tell devices apart check both with one query. */
function queryDevice(device: RankDevice, supportsDevice: boolean): string {
  return supportsDevice ? device : 'any'
}

/** Trackers of this device are served by a query made for `device`. */
function trackerDevices(device: string): RankDevice[] {
  return device === 'any' ? ['mobile', 'desktop'] : [device as RankDevice]
}

/*
 * The day's budget is shared fairly (issue 40, docs/rank-tracker.md "Budget"):
 * - A tracker keyword is checked on a WIB day when it existed before the day began, or when the tracker was
 *   confirmed with it (the sign-up's keywords are checked on the day of the confirmation). A keyword added by an
 *   edit after that waits for the next WIB day, so editing all day costs nothing today, and no tracker ever costs
 *   more in a day than its MAX_KEYWORDS keywords.
 * - Due queries are claimed round robin across trackers: every tracker's first keyword before anyone's second, by
 *   the order the keywords were added (a query shared by several trackers takes its best place). The place is
 *   written into the query's first next_attempt_at, a millisecond apart per place before the planning instant, so
 *   the claim's order by next_attempt_at (its index) needs nothing else.
 */

/** SQL: tracker keyword `k` of tracker `t` is checked on the WIB day starting at `dayStart` (see above). */
function dueOnDay(dayStart: Date) {
  return sql<boolean>`(k.created_at < ${dayStart.toISOString()} or k.created_at <= t.confirmed_at)`
}

/** The same rule for one keyword, where its row is already read (the tracker page). */
export function isDueOnDay(keywordCreatedAt: string, trackerConfirmedAt: string | null, dayStart: Date): boolean {
  return (
    keywordCreatedAt < dayStart.toISOString() || (trackerConfirmedAt !== null && keywordCreatedAt <= trackerConfirmedAt)
  )
}

/** The first next_attempt_at of a query whose best place among its trackers' keywords is `place` (1, 2, …). */
function plannedAttempt(now: Date, place: number): string {
  return new Date(now.getTime() - Math.max(0, MAX_KEYWORDS - place)).toISOString()
}

/**
 * Makes sure today has a query for every (keyword, location, device) a confirmed tracker still lacks a result
 * for, and reopens a finished query when a tracker joined it after it ran (a sign-up confirmed at noon shares
 * the morning's pages and only pays for pages nobody asked yet). Only keywords due today count (see above);
 * new queries are placed round robin across trackers. Idempotent; returns the queries added.
 */
export async function planDay(database: AppDatabase, now: Date, supportsDevice: boolean): Promise<number> {
  const day = wibDate(now)
  const due = dueOnDay(startOfDayWib(now))
  const missing = await database.db
    .selectFrom('rank_tracker_keywords as k')
    .innerJoin('rank_trackers as t', 't.id', 'k.tracker_id')
    .select(['k.tracker_id', 'k.query', 't.location', 't.device'])
    .where('t.confirmed_at', 'is not', null)
    .where(due)
    .orderBy('k.tracker_id')
    .orderBy('k.created_at')
    .orderBy('k.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rank_results as r')
            .select('r.day')
            .whereRef('r.keyword_id', '=', 'k.id')
            .where('r.day', '=', day),
        ),
      ),
    )
    .execute()
  if (missing.length === 0) return 0
  const combos = new Map<string, { query: string; location: string; device: string; place: number }>()
  let tracker = ''
  let place = 0
  for (const row of missing) {
    // Rows come by tracker, each tracker's keywords in the order they were added: the place is the keyword's rank.
    place = row.tracker_id === tracker ? place + 1 : 1
    tracker = row.tracker_id
    const device = queryDevice(row.device, supportsDevice)
    const key = `${row.location}\u0000${device}\u0000${row.query}`
    const best = Math.min(place, combos.get(key)?.place ?? place)
    combos.set(key, { query: row.query, location: row.location, device, place: best })
  }
  const nowIso = now.toISOString()
  let added = 0
  const list = [...combos.values()]
  for (let start = 0; start < list.length; start += 200) {
    const chunk = list.slice(start, start + 200)
    const result = await database.write((trx) =>
      trx
        .insertInto('rank_queries')
        .values(
          chunk.map((combo) => ({
            id: uuidv7(now.getTime()),
            day,
            location: combo.location,
            device: combo.device,
            query: combo.query,
            status: 'pending' as const,
            next_attempt_at: plannedAttempt(now, combo.place),
            created_at: nowIso,
          })),
        )
        .onConflict((oc) => oc.columns(['day', 'location', 'device', 'query']).doNothing())
        .executeTakeFirst(),
    )
    added += Number(result.numInsertedOrUpdatedRows ?? 0)
  }
  // Done queries some confirmed tracker keyword still lacks today's result for: run again on the stored pages.
  await database.write((trx) =>
    trx
      .updateTable('rank_queries')
      .set({ status: 'pending', next_attempt_at: nowIso, attempts: 0, finished_at: null })
      .where('day', '=', day)
      .where('status', '=', 'done')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('rank_tracker_keywords as k')
            .innerJoin('rank_trackers as t', 't.id', 'k.tracker_id')
            .select('k.id')
            .whereRef('k.query', '=', 'rank_queries.query')
            .whereRef('t.location', '=', 'rank_queries.location')
            .where((eb) =>
              eb.or([eb('rank_queries.device', '=', 'any'), eb('rank_queries.device', '=', eb.ref('t.device'))]),
            )
            .where('t.confirmed_at', 'is not', null)
            .where(due)
            .where(({ not, exists: has, selectFrom: from }) =>
              not(
                has(
                  from('rank_results as r')
                    .select('r.day')
                    .whereRef('r.keyword_id', '=', 'k.id')
                    .where('r.day', '=', day),
                ),
              ),
            ),
        ),
      )
      .execute(),
  )
  return added
}

export type ClaimOptions = { workerId: string; leaseMs: number; maxAttempts: number; now: Date }

/**
 * Claims today's most overdue query: pending or failed and due, or running with an expired lease (its worker
 * died) and runs left. On PostgreSQL the row is locked with SKIP LOCKED, so two instances never take one query;
 * SQLite runs the one statement under its single write lock.
 */
export async function claimQuery(database: AppDatabase, options: ClaimOptions): Promise<QueryRow | null> {
  const now = options.now.toISOString()
  const day = wibDate(options.now)
  return database.write(async (trx) => {
    let due = trx
      .selectFrom('rank_queries')
      .select('id')
      .where('day', '=', day)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', ['pending', 'error']), eb('next_attempt_at', '<=', now)]),
          eb.and([
            eb('status', '=', 'running'),
            eb('locked_until', '<', now),
            eb('attempts', '<', options.maxAttempts),
          ]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(1)
    if (database.dialect === 'postgres') due = due.forUpdate().skipLocked()
    return (
      (await trx
        .updateTable('rank_queries')
        .set({
          status: 'running',
          locked_until: new Date(options.now.getTime() + options.leaseMs).toISOString(),
          locked_by: options.workerId,
          attempts: sql<number>`attempts + 1`,
        })
        .where('id', 'in', due)
        .returningAll()
        .executeTakeFirst()) ?? null
    )
  })
}

/** Stores the pages fetched so far and extends the lease; false when another worker has taken the query over. */
export async function saveProgress(
  database: AppDatabase,
  query: { id: string; workerId: string },
  pages: string,
  units: number,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const result = await database.write((trx) =>
    trx
      .updateTable('rank_queries')
      .set({
        pages,
        requests: sql<number>`requests + ${units}`,
        locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      })
      .where('id', '=', query.id)
      .where('locked_by', '=', query.workerId)
      .where('status', '=', 'running')
      .executeTakeFirst(),
  )
  return Number(result.numUpdatedRows) > 0
}

/** Hands a query back without counting the run (budget spent, shutdown). */
export async function releaseQuery(
  database: AppDatabase,
  query: { id: string; workerId: string },
  reason: string,
  now: Date,
): Promise<void> {
  await database.write((trx) =>
    trx
      .updateTable('rank_queries')
      .set({
        status: 'pending',
        attempts: sql<number>`case when attempts > 0 then attempts - 1 else 0 end`,
        locked_until: null,
        locked_by: null,
        next_attempt_at: now.toISOString(),
        last_error: reason,
      })
      .where('id', '=', query.id)
      .where('locked_by', '=', query.workerId)
      .execute(),
  )
}

/** A failed run: retried at `retryAt`, or given up for the day (retryAt null). */
export async function failQuery(
  database: AppDatabase,
  query: { id: string; workerId: string },
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await database.write((trx) =>
    trx
      .updateTable('rank_queries')
      .set({
        status: 'error',
        locked_until: null,
        locked_by: null,
        next_attempt_at: retryAt ? retryAt.toISOString() : null,
        last_error: error.slice(0, 300),
      })
      .where('id', '=', query.id)
      .where('locked_by', '=', query.workerId)
      .execute(),
  )
}

/**
 * Takes `units` requests from the day's budget; false (nothing taken) when they would exceed it. One conditional
 * UPDATE: PostgreSQL re-checks the condition on the locked row, so instances together never pass the budget.
 */
export async function reserveRequests(
  database: AppDatabase,
  day: string,
  units: number,
  budget: number,
): Promise<boolean> {
  return database.write(async (trx) => {
    await trx
      .insertInto('rank_usage')
      .values({ day, requests: 0 })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute()
    let update = trx
      .updateTable('rank_usage')
      .set({ requests: sql<number>`requests + ${units}` })
      .where('day', '=', day)
    if (budget > 0) update = update.where(sql<boolean>`requests + ${units} <= ${budget}`)
    const result = await update.executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  })
}

/**
 * Gives back requests taken with reserveRequests that the provider did not bill (a depth request reserves every
 * page it may crawl; DataForSEO bills the pages it crawled).
 */
export async function returnRequests(database: AppDatabase, day: string, units: number): Promise<void> {
  if (units <= 0) return
  await database.write((trx) =>
    trx
      .updateTable('rank_usage')
      .set({ requests: sql<number>`case when requests > ${units} then requests - ${units} else 0 end` })
      .where('day', '=', day)
      .execute(),
  )
}

/** The same query's stored pages of the day before (kept until the next day's purge), or null. */
export async function previousDayPages(db: Kysely<Database>, query: QueryRow): Promise<string | null> {
  const row = await db
    .selectFrom('rank_queries')
    .select('pages')
    .where('day', '=', wibDate(addDays(new Date(`${query.day}T12:00:00+07:00`), -1)))
    .where('location', '=', query.location)
    .where('device', '=', query.device)
    .where('query', '=', query.query)
    .executeTakeFirst()
  return row?.pages ?? null
}

export async function requestsOn(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db.selectFrom('rank_usage').select('requests').where('day', '=', day).executeTakeFirst()
  return Number(row?.requests ?? 0)
}

/** A competitor of a tracker sharing a query, and its position for that keyword last time (null: none, or absent). */
type CompetitorTarget = { id: string; domain: string; lastPosition: number | null }

/** A tracker keyword sharing a query and still lacking today's result, with the page it ranked on last. */
export type QueryTarget = {
  keywordId: string
  trackerId: string
  domain: string
  lastPosition: number | null
  /** The business name on Google Maps: page 1's 3-pack is read for it (null: not asked). */
  businessName: string | null
  /** The tracker's competitors due today (the rule of keywords: one added by an edit waits for the next day). */
  competitors: CompetitorTarget[]
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

export async function queryTargets(db: Kysely<Database>, query: QueryRow): Promise<QueryTarget[]> {
  const dayStart = new Date(`${query.day}T00:00:00+07:00`)
  const rows = await db
    .selectFrom('rank_tracker_keywords as k')
    .innerJoin('rank_trackers as t', 't.id', 'k.tracker_id')
    .select(['k.id as keywordId', 't.id as trackerId', 't.domain', 't.business_name as businessName'])
    .select((eb) =>
      eb
        .selectFrom('rank_tracker_competitors as c')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('c.tracker_id', '=', 't.id')
        .as('competitorCount'),
    )
    .select((eb) =>
      eb
        .selectFrom('rank_results as last')
        .select('last.position')
        .whereRef('last.keyword_id', '=', 'k.id')
        .where('last.day', '<', query.day)
        .orderBy('last.day', 'desc')
        .limit(1)
        .as('lastPosition'),
    )
    .where('k.query', '=', query.query)
    .where('t.location', '=', query.location)
    .where('t.device', 'in', trackerDevices(query.device))
    .where('t.confirmed_at', 'is not', null)
    .where(dueOnDay(dayStart))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rank_results as r')
            .select('r.day')
            .whereRef('r.keyword_id', '=', 'k.id')
            .where('r.day', '=', query.day),
        ),
      ),
    )
    .execute()
  const competitors = new Map<string, CompetitorTarget[]>()
  // Most trackers follow no competitor: their keywords need no second read.
  const keywordIds = rows.filter((row) => Number(row.competitorCount ?? 0) > 0).map((row) => row.keywordId)
  for (let start = 0; start < keywordIds.length; start += 500) {
    const found = await db
      .selectFrom('rank_tracker_competitors as c')
      .innerJoin('rank_trackers as t', 't.id', 'c.tracker_id')
      .innerJoin('rank_tracker_keywords as k', 'k.tracker_id', 'c.tracker_id')
      .select(['c.id', 'c.domain', 'k.id as keywordId'])
      .select((eb) =>
        eb
          .selectFrom('rank_competitor_results as last')
          .select('last.position')
          .whereRef('last.competitor_id', '=', 'c.id')
          .whereRef('last.keyword_id', '=', 'k.id')
          .where('last.day', '<', query.day)
          .orderBy('last.day', 'desc')
          .limit(1)
          .as('lastPosition'),
      )
      .where('k.id', 'in', keywordIds.slice(start, start + 500))
      .where(sql<boolean>`(c.created_at < ${dayStart.toISOString()} or c.created_at <= t.confirmed_at)`)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute()
    for (const row of found) {
      const list = competitors.get(row.keywordId) ?? []
      list.push({ id: row.id, domain: row.domain, lastPosition: numberOrNull(row.lastPosition) })
      competitors.set(row.keywordId, list)
    }
  }
  return rows.map((row) => ({
    keywordId: row.keywordId,
    trackerId: row.trackerId,
    domain: row.domain,
    lastPosition: numberOrNull(row.lastPosition),
    businessName: row.businessName ?? null,
    competitors: competitors.get(row.keywordId) ?? [],
  }))
}

/** A site's position in a day's result. */
export type SitePosition = { position: number | null; url: string | null; featured: boolean }

export type NewResult = SitePosition & {
  keywordId: string
  trackerId: string
  above: string
  /** Place in page 1's 3-pack (1-3, 0 not in it, -1 no pack shown), null when not asked (LOCAL_PACK in local-pack.ts). */
  localPack: number | null
  competitors: (SitePosition & { competitorId: string })[]
}

/**
 * Locks the trackers whose results a transaction writes (PostgreSQL, before the rows that reference them, in id
 * order so two transactions never wait on each other): the day's alert of a tracker is decided by whichever
 * transaction writes its last result, and must see every result written before (SQLite's write lock already
 * serialises).
 */
export async function lockTrackersForResults(
  trx: Kysely<Database>,
  dialect: AppDatabase['dialect'],
  trackerIds: readonly string[],
): Promise<void> {
  if (dialect !== 'postgres' || trackerIds.length === 0) return
  await trx
    .selectFrom('rank_trackers')
    .select('id')
    .where('id', 'in', [...new Set(trackerIds)].sort())
    .orderBy('id')
    .forNoKeyUpdate()
    .execute()
}

/**
 * Writes the day's results (each tracker keyword's, its competitors' and its 3-pack place) and marks the query
 * done, in one transaction, if this worker still holds it; `after` runs in the same transaction (the day's alerts).
 * A result already written (another run) is left as it is.
 */
export async function finishQuery(
  database: AppDatabase,
  query: { id: string; day: string; workerId: string },
  results: readonly NewResult[],
  now: Date,
  after?: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  const nowIso = now.toISOString()
  return database.write(async (trx) => {
    const updated = await trx
      .updateTable('rank_queries')
      .set({ status: 'done', locked_until: null, locked_by: null, finished_at: nowIso, last_error: null })
      .where('id', '=', query.id)
      .where('locked_by', '=', query.workerId)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return false
    await lockTrackersForResults(
      trx,
      database.dialect,
      results.map((result) => result.trackerId),
    )
    for (let start = 0; start < results.length; start += 200) {
      await trx
        .insertInto('rank_results')
        .values(
          results.slice(start, start + 200).map((result) => ({
            keyword_id: result.keywordId,
            tracker_id: result.trackerId,
            day: query.day,
            position: result.position,
            url: result.url,
            featured_snippet: result.featured ? 1 : 0,
            above: result.above,
            local_pack: result.localPack,
            checked_at: nowIso,
          })),
        )
        .onConflict((oc) => oc.columns(['keyword_id', 'day']).doNothing())
        .execute()
    }
    const competitorRows = results.flatMap((result) =>
      result.competitors.map((competitor) => ({
        competitor_id: competitor.competitorId,
        keyword_id: result.keywordId,
        tracker_id: result.trackerId,
        day: query.day,
        position: competitor.position,
        url: competitor.url,
        featured_snippet: competitor.featured ? 1 : 0,
        checked_at: nowIso,
      })),
    )
    for (let start = 0; start < competitorRows.length; start += 200) {
      await trx
        .insertInto('rank_competitor_results')
        .values(competitorRows.slice(start, start + 200))
        .onConflict((oc) => oc.columns(['competitor_id', 'keyword_id', 'day']).doNothing())
        .execute()
    }
    await after?.(trx)
    return true
  })
}

/**
 * Deletes history older than `historyDays` (the competitors' positions and the alerts too), finished days' query
 * pages, and unconfirmed sign-ups past their window.
 */
export async function purgeRankData(
  database: AppDatabase,
  now: Date,
  options: { historyDays: number; confirmWindowMs: number },
): Promise<{ results: number; queries: number; unconfirmed: number }> {
  const oldestDay = wibDate(addDays(now, -options.historyDays))
  const yesterday = wibDate(addDays(now, -1))
  const cutoff = new Date(now.getTime() - options.confirmWindowMs).toISOString()
  const [results, queries, unconfirmed] = await database.write(async (trx) => [
    await trx.deleteFrom('rank_results').where('day', '<', oldestDay).executeTakeFirst(),
    await trx.deleteFrom('rank_queries').where('day', '<', yesterday).executeTakeFirst(),
    await trx
      .deleteFrom('rank_trackers')
      .where('confirmed_at', 'is', null)
      .where('created_at', '<', cutoff)
      .executeTakeFirst(),
  ])
  // Competitors' positions and the alerts sent are history too: kept as long.
  await database.write(async (trx) => {
    await trx.deleteFrom('rank_competitor_results').where('day', '<', oldestDay).execute()
    await trx.deleteFrom('rank_alerts').where('day', '<', oldestDay).execute()
    await trx.deleteFrom('rank_usage').where('day', '<', oldestDay).execute()
  })
  const counts = {
    results: Number(results.numDeletedRows),
    queries: Number(queries.numDeletedRows),
    unconfirmed: Number(unconfirmed.numDeletedRows),
  }
  if (counts.unconfirmed > 0) await database.afterDeletion()
  return counts
}
