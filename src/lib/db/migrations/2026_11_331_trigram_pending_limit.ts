import { sql, type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * PostgreSQL only: a small pending list for the inbox search's trigram indexes (migration 2026_11_250).
 * A GIN index first appends new entries to an unsorted "pending list" that every search reads in full, and merges
 * it into the index only when it outgrows gin_pending_list_limit (4 MB by default) or at (auto)vacuum, which on a
 * leads table runs after thousands of new leads. Measured with `npm run bench:admin` right after 100,000 leads
 * were stored: up to 481 pending pages per index, and a search for a rare term took 290-450 ms instead of 5-15 ms.
 * At 64 kB (the minimum) the list is merged every few dozen leads, a cost each new lead hardly notices.
 * The lists already pending are merged now. Indexes that 250 skipped (no pg_trgm) are skipped here too.
 */
export function trigramPendingLimit({ dialect }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return
      const { rows } = await sql<{ name: string }>`
        select indexname as name from pg_indexes
        where schemaname = current_schema() and tablename = 'leads' and indexname like 'leads\\_%\\_trgm\\_idx'`.execute(
        db,
      )
      for (const { name } of rows) {
        await sql`alter index ${sql.id(name)} set (gin_pending_list_limit = 64)`.execute(db)
        await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db)
      }
    },
  }
}
