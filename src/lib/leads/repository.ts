import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database, NewLeadRow, OutboxChannel } from '@/lib/db/types'
import { uuidv7 } from '@/lib/server/ids'
import { rowToLead, type LeadRecord } from './records'
import { CAMPAIGN_PARAMS } from './schema/campaign-params'

export type InsertLeadResult = {
  id: string
  /** The idempotency key was used before: nothing new stored, `id` is the earlier lead. */
  duplicate: boolean
  /** ...and that earlier lead has different content. */
  conflict: boolean
}

/**
 * Inserts a lead unless its idempotency key was already used. A repeat with the same content returns the existing
 * lead's id; the same key with other content is a conflict (rows older than payload_hash count as the same).
 */
export async function insertLead(db: Kysely<Database>, row: NewLeadRow): Promise<InsertLeadResult> {
  const inserted = await db
    .insertInto('leads')
    .values(row)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return { id: inserted.id, duplicate: false, conflict: false }
  const existing = await db
    .selectFrom('leads')
    .select(['id', 'payload_hash'])
    .where('idempotency_key', '=', row.idempotency_key ?? '')
    .executeTakeFirstOrThrow()
  const conflict = existing.payload_hash !== null && existing.payload_hash !== (row.payload_hash ?? null)
  return { id: existing.id, duplicate: true, conflict }
}

export async function enqueueNotifications(
  db: Kysely<Database>,
  leadId: string,
  channels: readonly OutboxChannel[],
  now: Date,
): Promise<string[]> {
  if (channels.length === 0) return []
  const iso = now.toISOString()
  const rows = channels.map((channel) => ({
    id: uuidv7(now.getTime()),
    lead_id: leadId,
    channel,
    status: 'pending' as const,
    next_attempt_at: iso,
    created_at: iso,
  }))
  await db.insertInto('outbox').values(rows).execute()
  return rows.map((row) => row.id)
}

/**
 * Stores a lead that no form sent (a confirmed rank tracker) and queues its notifications like a new form lead;
 * a repeat of the idempotency key stores and queues nothing. Runs inside the caller's transaction; the caller
 * wakes the outbox worker after the commit when `queued` is true.
 */
export async function insertLeadAndNotify(
  db: Kysely<Database>,
  row: NewLeadRow,
  channels: readonly OutboxChannel[],
  now: Date,
): Promise<InsertLeadResult & { queued: boolean }> {
  const stored = await insertLead(db, row)
  if (stored.duplicate) return { ...stored, queued: false }
  const queued = await enqueueNotifications(db, stored.id, channels, now)
  return { ...stored, queued: queued.length > 0 }
}

export async function getLead(db: Kysely<Database>, id: string): Promise<LeadRecord | null> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? rowToLead(row) : null
}

export type LeadQuery = { kind?: string; since?: Date; includeSpam?: boolean }

export async function listLeads(db: Kysely<Database>, query: LeadQuery = {}): Promise<LeadRecord[]> {
  let select = db.selectFrom('leads').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc')
  if (query.kind) select = select.where('kind', '=', query.kind)
  if (query.since) select = select.where('created_at', '>=', query.since.toISOString())
  if (!query.includeSpam) select = select.where('is_spam', '=', 0)
  return (await select.execute()).map(rowToLead)
}

export type LeadStats = {
  total: number
  spam: number
  byKind: Record<string, number>
  byStatus: Record<string, number>
  last7Days: number
  newsletterSubscribers: number
  outbox: Record<string, number>
  failedNotifications: Array<{
    id: string
    leadId: string
    channel: string
    attempts: number
    lastError: string | null
  }>
}

export async function leadStats(db: Kysely<Database>, now: Date = new Date()): Promise<LeadStats> {
  const count = sql<number>`count(*)`.as('count')
  const [totals, byKind, byStatus, recent, subscribers, outbox, failed] = await Promise.all([
    db.selectFrom('leads').select(['is_spam', count]).groupBy('is_spam').execute(),
    db.selectFrom('leads').select(['kind', count]).where('is_spam', '=', 0).groupBy('kind').execute(),
    db.selectFrom('leads').select(['status', count]).where('is_spam', '=', 0).groupBy('status').execute(),
    db
      .selectFrom('leads')
      .select(count)
      .where('is_spam', '=', 0)
      .where('created_at', '>=', new Date(now.getTime() - 7 * 86_400_000).toISOString())
      .executeTakeFirstOrThrow(),
    db.selectFrom('newsletter_subscribers').select(count).executeTakeFirstOrThrow(),
    db.selectFrom('outbox').select(['status', count]).groupBy('status').execute(),
    db
      .selectFrom('outbox')
      .select(['id', 'lead_id', 'channel', 'attempts', 'last_error'])
      .where('status', '=', 'failed')
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute(),
  ])
  const spam = Number(totals.find((row) => Number(row.is_spam) === 1)?.count ?? 0)
  const real = Number(totals.find((row) => Number(row.is_spam) === 0)?.count ?? 0)
  return {
    total: real,
    spam,
    byKind: Object.fromEntries(byKind.map((row) => [row.kind, Number(row.count)])),
    byStatus: Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)])),
    last7Days: Number(recent.count),
    newsletterSubscribers: Number(subscribers.count),
    outbox: Object.fromEntries(outbox.map((row) => [row.status, Number(row.count)])),
    failedNotifications: failed.map((row) => ({
      id: row.id,
      leadId: row.lead_id,
      channel: row.channel,
      attempts: Number(row.attempts),
      lastError: row.last_error,
    })),
  }
}

export type DeletionResult = {
  leads: number
  /** Notes, status changes, outbox rows and audit jobs of those leads. */
  related: number
  subscribers: number
  /** SQLite: the WAL was checkpointed and truncated, so no copy of the deleted rows is left in any file. */
  wiped: boolean
}

/** Rows that belong to leads and go with them (the foreign keys cascade too; explicit so no copy is left behind). */
const LEAD_CHILD_TABLES = ['lead_notes', 'lead_status_changes', 'outbox', 'audit_jobs'] as const

/**
 * UU PDP deletion request: removes every lead of an address with its notes, status history, outbox rows and audit
 * jobs (the idempotency records are columns of the lead), and the address's newsletter entry, then wipes the
 * leftovers (see AppDatabase.afterDeletion). The one implementation behind the leads command and the admin page.
 */
export async function deleteByEmail(database: AppDatabase, email: string): Promise<DeletionResult> {
  const address = email.trim().toLowerCase()
  const removed = await database.write(async (trx) => {
    const ids = (await trx.selectFrom('leads').select('id').where('email', '=', address).execute()).map((row) => row.id)
    let related = 0
    if (ids.length > 0) {
      for (const table of LEAD_CHILD_TABLES) {
        const result = await trx.deleteFrom(table).where('lead_id', 'in', ids).executeTakeFirst()
        related += Number(result.numDeletedRows)
      }
    }
    const leads = await trx.deleteFrom('leads').where('email', '=', address).executeTakeFirst()
    const subscribers = await trx.deleteFrom('newsletter_subscribers').where('email', '=', address).executeTakeFirst()
    return { leads: Number(leads.numDeletedRows), related, subscribers: Number(subscribers.numDeletedRows) }
  })
  const wiped = removed.leads + removed.subscribers > 0 ? await database.afterDeletion() : true
  return { ...removed, wiped }
}

/** What an erased lead is called in the inbox (its name is a required column; the visitor's is gone). */
export const ERASED_LEAD_NAME = 'Data dihapus atas permintaan pengunjung'

/**
 * The visitor asked for their data to go (deleting their rank tracker) while the lead is the agency's record of an
 * enquiry: inside the caller's transaction, every field the visitor gave or their visit left (name, e-mail, phone,
 * site, keywords, message, landing page, referrer, campaign, user agent, the raw request) is emptied and
 * `erased_at` set, the staff notes (which may quote the visitor), the notifications not sent yet and any audit job
 * go. The kind, the status and its history stay, so the inbox's counts and follow-up record stay true.
 */
export async function eraseLead(db: Kysely<Database>, leadId: string, now: Date): Promise<void> {
  const iso = now.toISOString()
  await db
    .updateTable('leads')
    .set({
      name: ERASED_LEAD_NAME,
      email: '',
      phone: null,
      company: null,
      website: null,
      business: null,
      industry: null,
      goals: null,
      keywords: null,
      project_type: null,
      budget: null,
      timeline: null,
      message: null,
      landing_page_url: null,
      referrer: null,
      ...Object.fromEntries(CAMPAIGN_PARAMS.map((param) => [param.column, null])),
      user_agent: null,
      payload_hash: null,
      raw_payload: '{}',
      erased_at: iso,
      updated_at: iso,
    })
    .where('id', '=', leadId)
    .execute()
  await db.deleteFrom('lead_notes').where('lead_id', '=', leadId).execute()
  await db.deleteFrom('outbox').where('lead_id', '=', leadId).where('status', '!=', 'sent').execute()
  await db.deleteFrom('audit_jobs').where('lead_id', '=', leadId).execute()
}

/** The moment before which an unconverted lead has outlived the retention period. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Deletes leads that did not become clients ("won") and whose last activity (creation or the latest status
 * change) is older than the cutoff, as the privacy notice promises. Returns how many were (or, with dryRun,
 * would be) deleted.
 */
export async function purgeExpiredLeads(
  database: AppDatabase,
  cutoff: Date,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<number> {
  const { db } = database
  const expired = (query: ReturnType<typeof db.selectFrom<'leads'>>) =>
    query.where('status', '!=', 'won').where('updated_at', '<', cutoff.toISOString())
  if (dryRun) {
    const row = await expired(db.selectFrom('leads'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }
  const purged = await database.write(async (trx) => {
    const ids = (await expired(trx.selectFrom('leads')).select('id').execute()).map((row) => row.id)
    if (ids.length === 0) return 0
    await trx.deleteFrom('outbox').where('lead_id', 'in', ids).execute()
    const result = await trx.deleteFrom('leads').where('id', 'in', ids).executeTakeFirst()
    return Number(result.numDeletedRows)
  })
  if (purged > 0) await database.afterDeletion()
  return purged
}

/** Puts failed notifications back in the queue (after fixing SMTP or the webhook). */
export async function retryFailedNotifications(database: AppDatabase, now: Date = new Date()): Promise<number> {
  const result = await database.write((trx) =>
    trx
      .updateTable('outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), last_error: null })
      .where('status', '=', 'failed')
      .executeTakeFirst(),
  )
  return Number(result.numUpdatedRows)
}
