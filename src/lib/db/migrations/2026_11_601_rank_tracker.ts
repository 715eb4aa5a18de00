import { sql, type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * The free rank tracker (issue 35, docs/rank-tracker.md): trackers, their keywords, one result per keyword per WIB
 * day, the shared provider queries (one per keyword, location, device and day) and the requests spent per day.
 * Deleting a tracker deletes its keywords and whole history through the cascades (UU PDP).
 */
export function rankTracker({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rank_trackers')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('domain', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('location', 'text', (col) => col.notNull())
        .addColumn('device', 'text', (col) => col.notNull().check(sql`device in ('mobile', 'desktop')`))
        // The inbox lead made on confirmation; deleting the lead (a deletion request) deletes the tracker too.
        .addColumn('lead_id', 'text', (col) => col.references('leads.id').onDelete('cascade'))
        .addColumn('digest_opt_out', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('confirmed_at', timestamp)
        .execute()
      await db.schema.createIndex('rank_trackers_confirmed_idx').on('rank_trackers').column('confirmed_at').execute()
      await db.schema.createIndex('rank_trackers_email_idx').on('rank_trackers').column('email').execute()
      await db.schema.createIndex('rank_trackers_lead_idx').on('rank_trackers').column('lead_id').execute()

      await db.schema
        .createTable('rank_tracker_keywords')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('tracker_id', 'text', (col) => col.notNull().references('rank_trackers.id').onDelete('cascade'))
        .addColumn('keyword', 'text', (col) => col.notNull())
        .addColumn('query', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addUniqueConstraint('rank_tracker_keywords_tracker_query_key', ['tracker_id', 'query'])
        .execute()
      await db.schema
        .createIndex('rank_tracker_keywords_query_idx')
        .on('rank_tracker_keywords')
        .column('query')
        .execute()

      await db.schema
        .createTable('rank_results')
        .addColumn('keyword_id', 'text', (col) =>
          col.notNull().references('rank_tracker_keywords.id').onDelete('cascade'),
        )
        .addColumn('tracker_id', 'text', (col) => col.notNull().references('rank_trackers.id').onDelete('cascade'))
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('position', 'integer')
        .addColumn('url', 'text')
        .addColumn('above', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('checked_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('rank_results_pkey', ['keyword_id', 'day'])
        .execute()
      await db.schema
        .createIndex('rank_results_tracker_idx')
        .on('rank_results')
        .columns(['tracker_id', 'day'])
        .execute()
      await db.schema.createIndex('rank_results_day_idx').on('rank_results').column('day').execute()

      await db.schema
        .createTable('rank_queries')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('location', 'text', (col) => col.notNull())
        .addColumn('device', 'text', (col) => col.notNull())
        .addColumn('query', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'running', 'done', 'error')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp)
        .addColumn('locked_until', timestamp)
        .addColumn('locked_by', 'text')
        .addColumn('requests', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('pages', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('finished_at', timestamp)
        .addUniqueConstraint('rank_queries_key', ['day', 'location', 'device', 'query'])
        .execute()
      await db.schema
        .createIndex('rank_queries_due_idx')
        .on('rank_queries')
        .columns(['day', 'status', 'next_attempt_at'])
        .execute()

      await db.schema
        .createTable('rank_usage')
        .addColumn('day', 'text', (col) => col.primaryKey())
        .addColumn('requests', 'integer', (col) => col.notNull().defaultTo(0))
        .execute()
    },
  }
}
