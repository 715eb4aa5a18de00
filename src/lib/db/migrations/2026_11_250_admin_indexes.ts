import { sql, type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/** Columns the inbox's free-text search looks in (src/lib/admin/lead-export.ts, the lead list). */
const SEARCH_COLUMNS = ['name', 'email', 'phone', 'website', 'company', 'business', 'message'] as const

const columns = SEARCH_COLUMNS.join(', ')
const values = (row: 'new' | 'old') => SEARCH_COLUMNS.map((column) => `${row}.${column}`).join(', ')

async function sqliteSearchIndex(db: Kysely<unknown>) {
  await sql
    .raw(
      `create virtual table leads_search using fts5(${columns}, content='leads', content_rowid='rowid', tokenize='trigram')`,
    )
    .execute(db)
  const remove = `insert into leads_search(leads_search, rowid, ${columns}) values ('delete', old.rowid, ${values('old')});`
  const add = `insert into leads_search(rowid, ${columns}) values (new.rowid, ${values('new')});`
  await sql.raw(`create trigger leads_search_insert after insert on leads begin ${add} end`).execute(db)
  await sql.raw(`create trigger leads_search_delete after delete on leads begin ${remove} end`).execute(db)
  await sql
    .raw(`create trigger leads_search_update after update of ${columns} on leads begin ${remove} ${add} end`)
    .execute(db)
  await sql`insert into leads_search(leads_search) values ('rebuild')`.execute(db)
}

/**
 * Indexes of the staff inbox's read paths (measured with `npm run bench:admin`, 100,000 leads; docs/admin.md):
 * - leads (is_spam, created_at): list pages newest first with spam hidden, every dashboard range.
 * - leads (status, is_spam, created_at): the status filter and the count of new leads.
 * - newsletter_subscribers (created_at, id): the subscriber list's keyset pages.
 * - SQLite: an FTS5 trigram index (leads_search, external content: it stores only the index, the text stays in
 *   leads) kept in step by triggers, so a substring search of 3+ characters is an index lookup.
 * - PostgreSQL: trigram indexes (pg_trgm, a trusted extension) on lower(column) of every searched column, so a
 *   `lower(col) LIKE '%text%'` search uses a bitmap index scan instead of reading every lead. Skipped with a
 *   notice when the extension is not available or the database user may not create it; search then still works,
 *   only slower.
 */
export function adminIndexes({ dialect }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('leads_spam_created_idx').on('leads').columns(['is_spam', 'created_at']).execute()
      await db.schema
        .createIndex('leads_status_spam_created_idx')
        .on('leads')
        .columns(['status', 'is_spam', 'created_at'])
        .execute()
      await db.schema
        .createIndex('newsletter_subscribers_created_idx')
        .on('newsletter_subscribers')
        .columns(['created_at', 'id'])
        .execute()
      if (dialect !== 'postgres') {
        await sqliteSearchIndex(db)
        return
      }
      const { rows } = await sql<{ possible: boolean }>`
        select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
          and (exists (select 1 from pg_extension where extname = 'pg_trgm')
               or has_database_privilege(current_database(), 'CREATE')) as possible`.execute(db)
      if (!rows[0]?.possible) return
      await sql`create extension if not exists pg_trgm`.execute(db)
      for (const column of SEARCH_COLUMNS) {
        await sql`create index ${sql.id(`leads_${column}_trgm_idx`)} on leads using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        )
      }
    },
  }
}
