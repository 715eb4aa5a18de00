import 'server-only'
import type { Kysely } from 'kysely'
import { uuidv7 } from '@/lib/server/ids'
import type { Database } from '@/lib/db/types'
import type { StaffUser } from './staff'

/** What the staff audit log records (staff_audit_log.action). Other modules may add their own names. */
export type StaffAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'status_change'
  | 'note'
  | 'notification_resend'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'user_add'
  | 'user_disable'
  | 'user_password'
  | (string & {})

const MAX_SUBJECT = 500

/**
 * Appends one row to the staff audit log: who (null for an unknown visitor, e.g. a failed login), what, about
 * what (a lead id, the e-mail typed at a failed login; never deleted personal data), from which IP.
 */
export async function recordStaffEvent(
  db: Kysely<Database>,
  event: { user: StaffUser | null; action: StaffAction; subject?: string | null; ip?: string | null; at?: Date },
): Promise<void> {
  await db
    .insertInto('staff_audit_log')
    .values({
      id: uuidv7(),
      created_at: (event.at ?? new Date()).toISOString(),
      user_id: event.user?.id ?? null,
      user_email: event.user?.email ?? null,
      action: event.action,
      subject: event.subject ? event.subject.slice(0, MAX_SUBJECT) : null,
      ip: event.ip ?? null,
    })
    .execute()
}

/**
 * Counts a repeated event (a throttled login) on one row per subject and window instead of a row each: an
 * attacker's flood adds to a count, not to the log. `by` names what the row is about: the subject (an account)
 * or the address (the row then has no subject, as the e-mails typed from a held address are the attacker's).
 * Call it inside the transaction that holds the subject's lock, so parallel calls find each other's row.
 */
export async function recordCoalescedEvent(
  db: Kysely<Database>,
  event: {
    action: StaffAction
    subject: string | null
    ip: string | null
    by: 'subject' | 'ip'
    windowMs: number
    at?: Date
  },
): Promise<void> {
  const at = event.at ?? new Date()
  const subject = event.by === 'subject' && event.subject ? event.subject.slice(0, MAX_SUBJECT) : null
  let query = db
    .selectFrom('staff_audit_log')
    .select('id')
    .where('action', '=', event.action)
    .where('created_at', '>', new Date(at.getTime() - event.windowMs).toISOString())
  query =
    event.by === 'subject'
      ? query.where('subject', '=', subject ?? '')
      : query.where('ip', '=', event.ip ?? '').where('subject', 'is', null)
  const row = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  if (row) {
    await db
      .updateTable('staff_audit_log')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('id', '=', row.id)
      .execute()
    return
  }
  await db
    .insertInto('staff_audit_log')
    .values({
      id: uuidv7(),
      created_at: at.toISOString(),
      user_id: null,
      user_email: null,
      action: event.action,
      subject,
      ip: event.ip ?? null,
      count: 1,
    })
    .execute()
}
