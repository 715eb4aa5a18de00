import { type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * Issue 42, competitors: up to three competitor sites per tracker (rank_tracker_competitors; a kept competitor
 * keeps its id and history when the list is edited), and each competitor's position per tracker keyword and WIB
 * day (rank_competitor_results), written with the tracker's own result from the same shared query. Deleting the
 * tracker, the keyword or the competitor deletes the rows through the cascades (UU PDP).
 */
export function rankCompetitors({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rank_tracker_competitors')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('tracker_id', 'text', (col) => col.notNull().references('rank_trackers.id').onDelete('cascade'))
        .addColumn('domain', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addUniqueConstraint('rank_tracker_competitors_tracker_domain_key', ['tracker_id', 'domain'])
        .execute()

      await db.schema
        .createTable('rank_competitor_results')
        .addColumn('competitor_id', 'text', (col) =>
          col.notNull().references('rank_tracker_competitors.id').onDelete('cascade'),
        )
        .addColumn('keyword_id', 'text', (col) =>
          col.notNull().references('rank_tracker_keywords.id').onDelete('cascade'),
        )
        .addColumn('tracker_id', 'text', (col) => col.notNull().references('rank_trackers.id').onDelete('cascade'))
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('position', 'integer')
        .addColumn('url', 'text')
        .addColumn('featured_snippet', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('checked_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('rank_competitor_results_pkey', ['competitor_id', 'keyword_id', 'day'])
        .execute()
      await db.schema
        .createIndex('rank_competitor_results_tracker_idx')
        .on('rank_competitor_results')
        .columns(['tracker_id', 'day'])
        .execute()
      // The retention purge and the keyword cascade.
      await db.schema
        .createIndex('rank_competitor_results_keyword_idx')
        .on('rank_competitor_results')
        .columns(['keyword_id', 'day'])
        .execute()
      await db.schema
        .createIndex('rank_competitor_results_day_idx')
        .on('rank_competitor_results')
        .column('day')
        .execute()
    },
  }
}
