import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '@/lib/db/types'
import { uuidv7 } from '@/lib/server/ids'

/*
 * Queueing a mail to a tracker's visitor (or, for an agency alert, to the agency) in the tracker mail outbox, and
 * waking its worker (signup-mail.ts) without importing it: the checks queue the day's alerts, the sign-up its
 * confirmation. Route handlers, server actions and the runtime are separate bundles, so the worker lives on
 * globalThis under this key.
 */

/**
 * 'confirm' and 'tracker-link' are rendered by signup-mail.ts, 'digest' by digest.ts, 'alert' (to the visitor)
 * and 'agency-alert' (to LEADS_NOTIFY_TO) by alert-mail.ts.
 */
export type RankMailKind = 'confirm' | 'tracker-link' | 'digest' | 'alert' | 'agency-alert'

export async function enqueueRankMail(
  trx: Kysely<Database>,
  trackerId: string,
  kind: RankMailKind,
  now: Date,
  alertId: string | null = null,
): Promise<void> {
  const iso = now.toISOString()
  await trx
    .insertInto('rank_mail_outbox')
    .values({
      id: uuidv7(now.getTime()),
      tracker_id: trackerId,
      kind,
      next_attempt_at: iso,
      created_at: iso,
      alert_id: alertId,
    })
    .execute()
}

export const RANK_MAILER_KEY = Symbol.for('puncak-digital.rank-mailer')

type GlobalWithMailer = typeof globalThis & { [RANK_MAILER_KEY]?: { wake(): void } }

/** A mail was queued: deliver it now rather than at the next poll (nothing when no worker runs here). */
export function wakeRankMailer(): void {
  ;(globalThis as GlobalWithMailer)[RANK_MAILER_KEY]?.wake()
}
