import { sql, type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/** Instant SEO pre-audit jobs (issue 16): the queue, its results, and the report token. */
export function auditJobs({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_jobs')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('token', 'text', (col) => col.notNull().unique())
        // A lead's audit goes when the lead goes (UU PDP deletion, retention purge).
        .addColumn('lead_id', 'text', (col) => col.references('leads.id').onDelete('cascade'))
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('target_host', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'running', 'done', 'failed', 'blocked')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('ip_key', 'text')
        .addColumn('locked_until', timestamp)
        .addColumn('locked_by', 'text')
        .addColumn('score', 'integer')
        .addColumn('final_url', 'text')
        .addColumn('result', 'text')
        .addColumn('reused_from', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('started_at', timestamp)
        .addColumn('finished_at', timestamp)
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .execute()
      await db.schema.createIndex('audit_jobs_queue_idx').on('audit_jobs').columns(['status', 'created_at']).execute()
      await db.schema
        .createIndex('audit_jobs_url_idx')
        .on('audit_jobs')
        .columns(['url', 'status', 'finished_at'])
        .execute()
      await db.schema
        .createIndex('audit_jobs_host_idx')
        .on('audit_jobs')
        .columns(['target_host', 'created_at'])
        .execute()
      await db.schema.createIndex('audit_jobs_ip_idx').on('audit_jobs').columns(['ip_key', 'created_at']).execute()
      await db.schema.createIndex('audit_jobs_lead_idx').on('audit_jobs').column('lead_id').execute()
      await db.schema.createIndex('audit_jobs_expires_idx').on('audit_jobs').column('expires_at').execute()
    },
  }
}
