import 'server-only'
import type { Kysely } from 'kysely'
import { uuidv7 } from '@/lib/leads/ids'
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
