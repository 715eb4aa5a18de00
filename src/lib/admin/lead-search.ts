import 'server-only'
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database } from '@/lib/db/types'
import { containsText } from './search'

/** Fields the inbox's free-text search looks in. */
export const LEAD_SEARCH_COLUMNS = ['name', 'email', 'phone', 'website', 'company', 'business', 'message'] as const

/** Longest search text; longer input is cut. */
export const LEAD_SEARCH_MAX = 200

/**
 * "The lead contains this text" in any searched field, case-insensitive, every character literal (% _ \ " too).
 * SQLite: the FTS5 trigram index leads_search for 3+ characters (one index lookup instead of reading every lead);
 * PostgreSQL: `lower(col) LIKE` per column, served by the pg_trgm indexes (migration 2026_11_250).
 */
export function leadTextSearch(
  database: Pick<AppDatabase, 'dialect'>,
  text: string,
): (eb: ExpressionBuilder<Database, 'leads'>) => Expression<SqlBool> {
  const needle = text.trim().slice(0, LEAD_SEARCH_MAX)
  if (database.dialect === 'sqlite' && [...needle].length >= 3) {
    // A quoted FTS5 string: only the double quote needs escaping (doubled); trigrams match any substring.
    const phrase = `"${needle.replace(/"/g, '""')}"`
    return () => sql<SqlBool>`leads.rowid in (select rowid from leads_search where leads_search match ${phrase})`
  }
  return (eb) => eb.or(LEAD_SEARCH_COLUMNS.map((column) => containsText(column, needle)))
}
