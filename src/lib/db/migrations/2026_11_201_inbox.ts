import type { Kysely, Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * The staff inbox's data: the first-touch campaign of each lead (captured by the public forms), when it was
 * first contacted, its status history and notes (append-only), and the staff audit log.
 */
export function inbox({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite's ALTER TABLE adds one column per statement.
      for (const column of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid']) {
        await db.schema.alterTable('leads').addColumn(column, 'text').execute()
      }
      await db.schema.alterTable('leads').addColumn('first_contacted_at', timestamp).execute()

      await db.schema
        .createTable('lead_status_changes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('from_status', 'text', (col) => col.notNull())
        .addColumn('to_status', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text')
        .addColumn('user_email', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute()
      await db.schema
        .createIndex('lead_status_changes_lead_idx')
        .on('lead_status_changes')
        .columns(['lead_id', 'created_at'])
        .execute()

      await db.schema
        .createTable('lead_notes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('user_id', 'text')
        .addColumn('user_email', 'text')
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute()
      await db.schema.createIndex('lead_notes_lead_idx').on('lead_notes').columns(['lead_id', 'created_at']).execute()

      await db.schema
        .createTable('staff_audit_log')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('user_id', 'text')
        .addColumn('user_email', 'text')
        /** e.g. login, login_failed, status_change, note, export, deletion, user_add, user_disable */
        .addColumn('action', 'text', (col) => col.notNull())
        /** What it was about: a lead id, an export filter, "deletion of 1 address" (never the deleted data). */
        .addColumn('subject', 'text')
        .addColumn('ip', 'text')
        .execute()
      await db.schema.createIndex('staff_audit_log_created_idx').on('staff_audit_log').column('created_at').execute()
    },
  }
}
