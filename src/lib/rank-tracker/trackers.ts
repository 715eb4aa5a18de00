import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database, RankTrackersTable } from '@/lib/db/types'
import { toIso } from '@/lib/db/types'
import { eraseLead } from '@/lib/leads'
import { uuidv7 } from '@/lib/server/ids'
import { CONFIRM_WINDOW_MS } from './config'
import { MAX_COMPETITORS, MAX_KEYWORDS, normaliseKeyword } from './domain'
import type { RankDevice, RankLocationId } from './locations'

/** Trackers and their keywords: create, confirm, edit, delete. Validation of visitor input is the caller's
 * (domain.ts: normaliseTrackedDomain, parseKeywords; locations.ts). */

export type TrackerRow = Selectable<RankTrackersTable>

/** 24 random bytes = 192 bits, base64url: 32 characters. */
function newTrackerToken(): string {
  return randomBytes(24).toString('base64url')
}

/** The shape of every tracker token: the page's, the confirmation link's and the unsubscribe link's. */
export const TRACKER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

export type NewTracker = {
  domain: string
  email: string
  location: RankLocationId
  device: RankDevice
  keywords: readonly string[]
  /** Competitor sites (parseCompetitors), at most MAX_COMPETITORS. */
  competitors?: readonly string[]
  /** The business's name on Google Maps (parseBusinessName); null or absent = no 3-pack tracked. */
  businessName?: string | null
  leadId?: string | null
  /** The sign-up's landing page, referrer and campaign (JSON), kept for the lead made on confirmation. */
  attribution?: string | null
  now: Date
}

/**
 * Creates an unconfirmed tracker with its keywords; `within` runs in the same transaction after the insert (the
 * sign-up queues its confirmation mail there, and may throw to undo the whole sign-up).
 */
export async function createTracker(
  database: AppDatabase,
  input: NewTracker,
  within?: (trx: Kysely<Database>, tracker: TrackerRow) => Promise<void>,
): Promise<TrackerRow> {
  const now = input.now.toISOString()
  return database.write(async (trx) => {
    const tracker = await trx
      .insertInto('rank_trackers')
      .values({
        id: uuidv7(input.now.getTime()),
        // One token, one power: the page (read, edit, delete), the confirmation link, the digest's unsubscribe link.
        token: newTrackerToken(),
        confirm_token: newTrackerToken(),
        unsubscribe_token: newTrackerToken(),
        alert_unsubscribe_token: newTrackerToken(),
        domain: input.domain,
        email: input.email.trim().toLowerCase(),
        location: input.location,
        device: input.device,
        lead_id: input.leadId ?? null,
        attribution: input.attribution ?? null,
        business_name: input.businessName ?? null,
        created_at: now,
        confirmed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await insertKeywords(trx, tracker.id, input.keywords, input.now)
    await insertCompetitors(trx, tracker.id, input.competitors ?? [], input.now)
    await within?.(trx, tracker)
    return tracker
  })
}

async function insertKeywords(db: Kysely<Database>, trackerId: string, keywords: readonly string[], now: Date) {
  const seen = new Set<string>()
  const rows = []
  for (const keyword of keywords) {
    const query = normaliseKeyword(keyword)
    if (!query || seen.has(query)) continue
    seen.add(query)
    // Ids of one insert share a created_at; a millisecond apiece keeps the order the visitor typed (uuidv7 sorts).
    rows.push({
      id: uuidv7(now.getTime() + rows.length),
      tracker_id: trackerId,
      keyword,
      query,
      created_at: now.toISOString(),
    })
  }
  if (rows.length) await db.insertInto('rank_tracker_keywords').values(rows).execute()
}

async function insertCompetitors(db: Kysely<Database>, trackerId: string, domains: readonly string[], now: Date) {
  const rows = [...new Set(domains)].map((domain, index) => ({
    id: uuidv7(now.getTime() + index),
    tracker_id: trackerId,
    domain,
    created_at: now.toISOString(),
  }))
  if (rows.length) await db.insertInto('rank_tracker_competitors').values(rows).execute()
}

/** A sign-up left unconfirmed past its window: gone for every address at once, before the purge deletes it. */
function isExpiredSignup(tracker: TrackerRow, now: Date, windowMs: number = CONFIRM_WINDOW_MS): boolean {
  return !tracker.confirmed_at && now.getTime() - Date.parse(toIso(tracker.created_at)) > windowMs
}

type TokenColumn = 'token' | 'confirm_token' | 'unsubscribe_token' | 'alert_unsubscribe_token'

async function findBy(
  db: Kysely<Database>,
  column: TokenColumn,
  token: string,
  now: Date,
  windowMs: number,
): Promise<TrackerRow | null> {
  if (!TRACKER_TOKEN_PATTERN.test(token)) return null
  const tracker = await db.selectFrom('rank_trackers').selectAll().where(column, '=', token).executeTakeFirst()
  return tracker && !isExpiredSignup(tracker, now, windowMs) ? tracker : null
}

/** The tracker whose page token this is (page, forms, exports); an unconfirmed one past its window is none. */
export function findTrackerByToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
  windowMs: number = CONFIRM_WINDOW_MS,
): Promise<TrackerRow | null> {
  return findBy(db, 'token', token, now, windowMs)
}

/** The tracker of a confirmation link; an unconfirmed one past its window is none. */
export function findTrackerByConfirmToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
  windowMs: number = CONFIRM_WINDOW_MS,
): Promise<TrackerRow | null> {
  return findBy(db, 'confirm_token', token, now, windowMs)
}

/** The tracker of a digest's unsubscribe link (the token that only unsubscribes). */
export function findTrackerByUnsubscribeToken(db: Kysely<Database>, token: string): Promise<TrackerRow | null> {
  return findBy(db, 'unsubscribe_token', token, new Date(), Number.POSITIVE_INFINITY)
}

/** The tracker of an alert mail's unsubscribe link (the token that only stops the alerts). */
export function findTrackerByAlertUnsubscribeToken(db: Kysely<Database>, token: string): Promise<TrackerRow | null> {
  return findBy(db, 'alert_unsubscribe_token', token, new Date(), Number.POSITIVE_INFINITY)
}

/**
 * Reads a tracker inside a write transaction and, on PostgreSQL, locks its row until the transaction ends, so a
 * confirmation, a keyword edit, a resend or a deletion of one tracker run one after another (SQLite's write lock
 * already does). Null when the tracker is gone (deleted meanwhile).
 */
export async function lockTracker(
  trx: Kysely<Database>,
  dialect: AppDatabase['dialect'],
  where: { id: string } | { confirmToken: string },
): Promise<TrackerRow | null> {
  let query = trx.selectFrom('rank_trackers').selectAll()
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('confirm_token', '=', where.confirmToken)
  if (dialect === 'postgres') query = query.forUpdate()
  return (await query.executeTakeFirst()) ?? null
}

/**
 * Marks a sign-up confirmed within its window (48 hours), by its confirmation token, inside the caller's
 * transaction; returns the tracker as it is now (also when it was confirmed before), or null when the token is
 * unknown or the window has passed.
 */
export async function confirmTrackerIn(
  trx: Kysely<Database>,
  dialect: AppDatabase['dialect'],
  confirmToken: string,
  now: Date,
  windowMs: number,
): Promise<{ tracker: TrackerRow; first: boolean } | null> {
  if (!TRACKER_TOKEN_PATTERN.test(confirmToken)) return null
  const tracker = await lockTracker(trx, dialect, { confirmToken })
  if (!tracker) return null
  if (tracker.confirmed_at) return { tracker, first: false }
  if (isExpiredSignup(tracker, now, windowMs)) return null
  const confirmed = await trx
    .updateTable('rank_trackers')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', tracker.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { tracker: confirmed, first: true }
}

/** Confirms a sign-up by its confirmation token (no mail, no lead: see signup.ts for the visitor's confirmation). */
export async function confirmTracker(
  database: AppDatabase,
  confirmToken: string,
  now: Date,
  windowMs: number,
): Promise<TrackerRow | null> {
  const confirmed = await database.write((trx) => confirmTrackerIn(trx, database.dialect, confirmToken, now, windowMs))
  return confirmed?.tracker ?? null
}

/**
 * Replaces a tracker's keywords: kept ones (same normalised form) keep their id and history, removed ones go
 * with their history, new ones are checked from the next WIB day (see queries.ts, "due today"). The tracker's row
 * is locked first (PostgreSQL; SQLite's write lock already serialises), so parallel edits run one after another
 * and never add up past MAX_KEYWORDS, checked again inside the transaction. 'gone' when the tracker was deleted.
 */
export async function setTrackerKeywords(
  database: AppDatabase,
  trackerId: string,
  keywords: readonly string[],
  now: Date,
): Promise<'saved' | 'gone'> {
  return database.write(async (trx) => {
    if (!(await lockTracker(trx, database.dialect, { id: trackerId }))) return 'gone'
    const existing = await trx
      .selectFrom('rank_tracker_keywords')
      .select(['id', 'query', 'keyword'])
      .where('tracker_id', '=', trackerId)
      .execute()
    const wanted = new Map(keywords.map((keyword) => [normaliseKeyword(keyword), keyword]))
    const removed = existing.filter((row) => !wanted.has(row.query)).map((row) => row.id)
    if (removed.length) await trx.deleteFrom('rank_tracker_keywords').where('id', 'in', removed).execute()
    for (const row of existing) {
      const keyword = wanted.get(row.query)
      if (keyword !== undefined && keyword !== row.keyword) {
        await trx.updateTable('rank_tracker_keywords').set({ keyword }).where('id', '=', row.id).execute()
      }
    }
    const kept = new Set(existing.map((row) => row.query))
    await insertKeywords(
      trx,
      trackerId,
      keywords.filter((keyword) => !kept.has(normaliseKeyword(keyword))),
      now,
    )
    const count = await trx
      .selectFrom('rank_tracker_keywords')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tracker_id', '=', trackerId)
      .executeTakeFirstOrThrow()
    if (Number(count.n) > MAX_KEYWORDS) throw new Error(`tracker ${trackerId} would have ${count.n} keywords`)
    return 'saved' as const
  })
}

/**
 * Replaces a tracker's competitors and its business name (the tracker page's form), the tracker's row locked as
 * for keywords: a kept competitor keeps its id and history, a removed one goes with its history, a new one is
 * checked from the next WIB day (queries.ts, like a new keyword). Validation is the caller's (parseCompetitors,
 * parseBusinessName); the cap is checked again inside. 'gone' when the tracker was deleted.
 */
export async function setTrackerCompetitors(
  database: AppDatabase,
  trackerId: string,
  competitors: readonly string[],
  businessName: string | null,
  now: Date,
): Promise<'saved' | 'gone'> {
  return database.write(async (trx) => {
    if (!(await lockTracker(trx, database.dialect, { id: trackerId }))) return 'gone'
    const existing = await trx
      .selectFrom('rank_tracker_competitors')
      .select(['id', 'domain'])
      .where('tracker_id', '=', trackerId)
      .execute()
    const wanted = new Set(competitors)
    const removed = existing.filter((row) => !wanted.has(row.domain)).map((row) => row.id)
    if (removed.length) await trx.deleteFrom('rank_tracker_competitors').where('id', 'in', removed).execute()
    const kept = new Set(existing.map((row) => row.domain))
    await insertCompetitors(
      trx,
      trackerId,
      competitors.filter((domain) => !kept.has(domain)),
      now,
    )
    const count = await trx
      .selectFrom('rank_tracker_competitors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tracker_id', '=', trackerId)
      .executeTakeFirstOrThrow()
    if (Number(count.n) > MAX_COMPETITORS) throw new Error(`tracker ${trackerId} would have ${count.n} competitors`)
    await trx.updateTable('rank_trackers').set({ business_name: businessName }).where('id', '=', trackerId).execute()
    return 'saved' as const
  })
}

/** The competitors of a tracker, in the order they were added. */
export async function trackerCompetitors(db: Kysely<Database>, trackerId: string) {
  return db
    .selectFrom('rank_tracker_competitors')
    .select(['id', 'domain', 'created_at'])
    .where('tracker_id', '=', trackerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function setAlertsOptOut(database: AppDatabase, trackerId: string, optOut: boolean): Promise<void> {
  await database.write((trx) =>
    trx
      .updateTable('rank_trackers')
      .set({ alerts_opt_out: optOut ? 1 : 0 })
      .where('id', '=', trackerId)
      .execute(),
  )
}

export async function setDigestOptOut(database: AppDatabase, trackerId: string, optOut: boolean): Promise<void> {
  await database.write((trx) =>
    trx
      .updateTable('rank_trackers')
      .set({ digest_opt_out: optOut ? 1 : 0 })
      .where('id', '=', trackerId)
      .execute(),
  )
}

/** Deletes trackers with every keyword and result at once (cascades); returns how many went. */
export async function deleteTrackers(
  database: AppDatabase,
  filter: { id: string } | { email: string },
): Promise<number> {
  const deleted = await database.write((trx) => {
    const query = trx.deleteFrom('rank_trackers')
    return (
      'id' in filter ? query.where('id', '=', filter.id) : query.where('email', '=', filter.email.trim().toLowerCase())
    ).executeTakeFirst()
  })
  const count = Number(deleted.numDeletedRows)
  if (count > 0) await database.afterDeletion()
  return count
}

/**
 * "Hapus pantauan" (UU PDP, the visitor's own request): in one transaction holding the tracker's row, its inbox lead
 * keeps no personal data (eraseLead: the inbox says the visitor deleted it) and the tracker goes with every keyword,
 * result and queued mail (cascades); then SQLite's WAL is cleared. False when it was gone already.
 */
export async function deleteTrackerByVisitor(database: AppDatabase, trackerId: string, now: Date): Promise<boolean> {
  const deleted = await database.write(async (trx) => {
    const tracker = await lockTracker(trx, database.dialect, { id: trackerId })
    if (!tracker) return false
    if (tracker.lead_id) await eraseLead(trx, tracker.lead_id, now)
    await trx.deleteFrom('rank_trackers').where('id', '=', trackerId).execute()
    return true
  })
  if (deleted) await database.afterDeletion()
  return deleted
}

export type TrackerListItem = {
  id: string
  domain: string
  email: string
  location: string
  device: string
  keywords: number
  createdAt: string
  confirmedAt: string | null
}

/** Every tracker, newest first (operators: `npm run leads -- rank list`). */
export async function listTrackers(db: Kysely<Database>): Promise<TrackerListItem[]> {
  const rows = await db
    .selectFrom('rank_trackers as t')
    .leftJoin('rank_tracker_keywords as k', 'k.tracker_id', 't.id')
    .select(['t.id', 't.domain', 't.email', 't.location', 't.device', 't.created_at', 't.confirmed_at'])
    .select((eb) => eb.fn.count<number>('k.id').as('keywords'))
    .groupBy(['t.id', 't.domain', 't.email', 't.location', 't.device', 't.created_at', 't.confirmed_at'])
    .orderBy('t.created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    domain: row.domain,
    email: row.email,
    location: row.location,
    device: row.device,
    keywords: Number(row.keywords),
    createdAt: toIso(row.created_at),
    confirmedAt: toIso(row.confirmed_at),
  }))
}
