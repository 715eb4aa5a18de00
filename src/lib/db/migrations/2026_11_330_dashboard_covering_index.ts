import { sql, type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * One covering index for the /admin dashboard (src/lib/admin/dashboard.ts; measured with `npm run bench:admin`,
 * docs/admin-data.md). Every dashboard query reads non-spam leads by a created_at range and only the columns
 * below, so with all of them in the index the database never visits the table: SQLite answers from the index
 * alone ("USING COVERING INDEX"), PostgreSQL with an index-only scan once autovacuum has marked the pages
 * all-visible (a bitmap/index scan with heap visits before that, as without this index).
 * Without it, each of the five queries fetched every lead of the window from the table in created_at order,
 * i.e. one random page read per lead: 200-350 ms for the dashboard on SQLite with 100,000 leads.
 * landing_page_url is in it because the landing page is grouped by; it is a short path plus campaign parameters.
 */
const KEY = ['is_spam', 'created_at'] as const
const COVERED = ['kind', 'status', 'first_contacted_at', 'utm_source', 'gclid', 'fbclid', 'landing_page_url'] as const

export function dashboardCoveringIndex({ dialect }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        // INCLUDE keeps the covered columns out of the B-tree key (smaller inner pages, no ordering on them).
        await sql`create index leads_dashboard_idx on leads (${sql.join(KEY.map((column) => sql.ref(column)))}) include (${sql.join(COVERED.map((column) => sql.ref(column)))})`.execute(
          db,
        )
        return
      }
      await db.schema
        .createIndex('leads_dashboard_idx')
        .on('leads')
        .columns([...KEY, ...COVERED])
        .execute()
    },
  }
}
