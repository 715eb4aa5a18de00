import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { LEAD_STATUSES, toIso, type LeadRow, type LeadStatus, type OutboxRow } from '@/lib/db/types'
import { uuidv7 } from '@/lib/server/ids'
import { wakeOutboxWorker } from '@/lib/leads'
import { recordStaffEvent } from './audit-log'
import type { StaffUser } from './staff'

/** Working a lead: its full record, status changes with history, append-only notes, notification resends. */

const NOTE_MAX_LENGTH = 5000

export type LeadDetail = {
  lead: LeadRow
  notifications: OutboxRow[]
  history: { id: string; from: LeadStatus; to: LeadStatus; userEmail: string | null; at: string }[]
  notes: { id: string; body: string; userEmail: string | null; at: string }[]
}

export async function getLeadDetail(database: AppDatabase, id: string): Promise<LeadDetail | null> {
  const { db } = database
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
  if (!lead) return null
  const [notifications, history, notes] = await Promise.all([
    db.selectFrom('outbox').selectAll().where('lead_id', '=', id).orderBy('channel').execute(),
    db.selectFrom('lead_status_changes').selectAll().where('lead_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('lead_notes').selectAll().where('lead_id', '=', id).orderBy('created_at').execute(),
  ])
  return {
    lead,
    notifications,
    history: history.map((row) => ({
      id: row.id,
      from: row.from_status,
      to: row.to_status,
      userEmail: row.user_email,
      at: toIso(row.created_at),
    })),
    notes: notes.map((row) => ({ id: row.id, body: row.body, userEmail: row.user_email, at: toIso(row.created_at) })),
  }
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.includes(value as LeadStatus)
}

/**
 * Moves a lead to `to`, recording who did it in the status history and the audit log. The first move out of
 * `new` stamps first_contacted_at (speed to first contact). Returns 'unchanged' when it already had that status.
 */
export async function changeLeadStatus(
  database: AppDatabase,
  id: string,
  to: LeadStatus,
  user: StaffUser | null,
  ip: string | null = null,
  now: Date = new Date(),
): Promise<'changed' | 'unchanged' | 'not_found'> {
  const iso = now.toISOString()
  const outcome = await database.write(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['status', 'first_contacted_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!lead) return 'not_found' as const
    if (lead.status === to) return 'unchanged' as const
    await trx
      .updateTable('leads')
      .set({
        status: to,
        updated_at: iso,
        ...(to !== 'new' && !lead.first_contacted_at ? { first_contacted_at: iso } : {}),
      })
      .where('id', '=', id)
      .execute()
    await trx
      .insertInto('lead_status_changes')
      .values({
        id: uuidv7(now.getTime()),
        lead_id: id,
        from_status: lead.status,
        to_status: to,
        user_id: user?.id ?? null,
        user_email: user?.email ?? null,
        created_at: iso,
      })
      .execute()
    await recordStaffEvent(trx, {
      user,
      action: 'status_change',
      subject: `${id}: ${lead.status} → ${to}`,
      ip,
      at: now,
    })
    return 'changed' as const
  })
  return outcome
}

/** Appends a note (never edited or deleted). Returns false for an empty note or an unknown lead. */
export async function addLeadNote(
  database: AppDatabase,
  id: string,
  body: string,
  user: StaffUser,
  ip: string | null = null,
  now: Date = new Date(),
): Promise<boolean> {
  const text = body.replace(/\r\n?/g, '\n').trim().slice(0, NOTE_MAX_LENGTH)
  if (!text) return false
  return database.write(async (trx) => {
    const lead = await trx.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()
    if (!lead) return false
    await trx
      .insertInto('lead_notes')
      .values({
        id: uuidv7(now.getTime()),
        lead_id: id,
        user_id: user.id,
        user_email: user.email,
        body: text,
        created_at: now.toISOString(),
      })
      .execute()
    await recordStaffEvent(trx, { user, action: 'note', subject: id, ip, at: now })
    return true
  })
}

/** Queues one notification of a lead again (e.g. after the SMTP settings were fixed) and wakes the worker. */
export async function resendNotification(
  database: AppDatabase,
  leadId: string,
  outboxId: string,
  user: StaffUser,
  ip: string | null = null,
  now: Date = new Date(),
): Promise<boolean> {
  const updated = await database.write(async (trx) => {
    const result = await trx
      .updateTable('outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), last_error: null, locked_until: null })
      .where('id', '=', outboxId)
      .where('lead_id', '=', leadId)
      .where('status', '!=', 'sending')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await recordStaffEvent(trx, { user, action: 'notification_resend', subject: `${leadId}: ${outboxId}`, ip, at: now })
    return true
  })
  if (updated) wakeOutboxWorker()
  return updated
}
