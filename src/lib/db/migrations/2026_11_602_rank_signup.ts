import { type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * The rank tracker's sign-up (issue 35): what the sign-up must keep until it is confirmed and becomes an inbox
 * lead (where the visit came from: landing page, referrer, campaign, consent version, as JSON), and the outbox of
 * the mails the tracker sends to the visitor (confirmation link, tracker link, digest). A visitor mail has no lead
 * yet (nothing is a lead before the confirmation), so it cannot use the lead outbox; it goes with its tracker.
 */
export function rankSignup({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rank_trackers').addColumn('attribution', 'text').execute()
      await db.schema
        .createTable('rank_mail_outbox')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('tracker_id', 'text', (col) => col.notNull().references('rank_trackers.id').onDelete('cascade'))
        // 'confirm', 'tracker-link', …: what the mail says is rendered at delivery from the tracker as it is then.
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
        .addColumn('locked_until', timestamp)
        .addColumn('locked_by', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('sent_at', timestamp)
        .execute()
      await db.schema
        .createIndex('rank_mail_outbox_due_idx')
        .on('rank_mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute()
      await db.schema
        .createIndex('rank_mail_outbox_tracker_idx')
        .on('rank_mail_outbox')
        .columns(['tracker_id', 'kind', 'created_at'])
        .execute()
    },
  }
}
