import { sql, type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/** Leads, newsletter subscribers, the notification outbox and the rate-limit counters. */
export function initial({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('new')
            .check(sql`status in ('new', 'contacted', 'won', 'lost')`),
        )
        .addColumn('is_spam', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('spam_reason', 'text')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('website', 'text')
        .addColumn('business', 'text')
        .addColumn('industry', 'text')
        .addColumn('goals', 'text')
        .addColumn('keywords', 'text')
        .addColumn('project_type', 'text')
        .addColumn('budget', 'text')
        .addColumn('timeline', 'text')
        .addColumn('message', 'text')
        .addColumn('landing_page_url', 'text')
        .addColumn('referrer', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('consent_version', 'text')
        .addColumn('consent_at', timestamp)
        .addColumn('idempotency_key', 'text', (col) => col.unique())
        .addColumn('raw_payload', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute()
      await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute()
      await db.schema.createIndex('leads_email_idx').on('leads').column('email').execute()

      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('consent_version', 'text')
        .addColumn('consent_at', timestamp)
        .addColumn('source_page', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute()

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
        .addColumn('locked_until', timestamp)
        .addColumn('locked_by', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('sent_at', timestamp)
        .execute()
      await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute()
      await db.schema.createIndex('outbox_lead_idx').on('outbox').column('lead_id').execute()

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .execute()
      await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute()
    },
  }
}
