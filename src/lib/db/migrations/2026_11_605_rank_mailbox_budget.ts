import { type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/*
 * Issue 40, a mailbox is not a target: one row per confirmation or link mail a visitor asked for, by mailbox (an
 * HMAC of the address without its +tag, case-folded; for Gmail also without dots: src/lib/rank-tracker/mailbox.ts),
 * counted and written in the transaction that queues the mail, so the hourly and daily caps hold under parallel
 * requests and whatever happens to the tracker afterwards (deleting it, or the purge, leaves the count). Rows are
 * deleted after a day. No address is stored.
 */
export function rankMailboxBudget({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rank_mailbox_mails')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('mailbox', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute()
      await db.schema
        .createIndex('rank_mailbox_mails_mailbox_idx')
        .on('rank_mailbox_mails')
        .columns(['mailbox', 'created_at'])
        .execute()
    },
  }
}
