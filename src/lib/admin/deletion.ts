import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { deleteByEmail, type DeletionResult } from '@/lib/leads'
import { emailField } from '@/lib/leads'
import { deleteTrackers } from '@/lib/rank-tracker'
import { recordStaffEvent } from './audit-log'
import type { StaffUser } from './staff'

/*
 * UU PDP deletion from the admin pages: the leads command's implementation (lib/leads/repository deleteByEmail:
 * leads with notes, history, outbox rows, audit jobs, the rank tracker of a tracker lead; the newsletter entry; SQLite
 * secure_delete + WAL checkpoint), the address's unconfirmed rank-tracker sign-ups, plus one audit-log row that says a deletion happened and how much went, never whose data it was.
 */

/** Steps of the deletion form (app/admin/(panel)/hapus-data). */
export type DeletionState =
  | { step: 'start'; message?: string; email?: string }
  | { step: 'confirm'; email: string; leads: number; subscribers: number; message?: string }
  | { step: 'done'; message: string }

/** The address as stored (lower case, cleaned), or null when it is not an e-mail address. */
export function deletionAddress(value: unknown): string | null {
  const parsed = emailField.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** What would go: shown on the confirmation step. */
export async function deletionPreview(database: AppDatabase, email: string) {
  const [leads, subscribers] = await Promise.all([
    database.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow(),
    database.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow(),
  ])
  return { leads: Number(leads.count), subscribers: Number(subscribers.count) }
}

export async function deleteVisitorData(
  database: AppDatabase,
  email: string,
  actor: { user: StaffUser; ip: string | null },
): Promise<DeletionResult> {
  const result = await deleteByEmail(database, email)
  // A confirmed tracker went with its lead (cascade); this also takes sign-ups not confirmed yet.
  const trackers = await deleteTrackers(database, { email })
  await recordStaffEvent(database.db, {
    user: actor.user,
    action: 'deletion',
    subject: `permintaan UU PDP: ${result.leads} lead, ${result.related} catatan/riwayat/notifikasi, ${result.subscribers} newsletter${trackers ? `, ${trackers} rank tracker belum dikonfirmasi` : ''}`,
    ip: actor.ip,
  })
  return result
}
