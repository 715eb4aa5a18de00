import 'server-only'
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database } from '@/lib/db/types'
import { containsText } from './sql-text-search'

/** Fields the inbox's free-text search looks in. */
const LEAD_SEARCH_COLUMNS = ['name', 'email', 'phone', 'website', 'company', 'business', 'message'] as const

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
  { index = true }: { index?: boolean } = {},
): (eb: ExpressionBuilder<Database, 'leads'>) => Expression<SqlBool> {
  const needle = text.trim().slice(0, LEAD_SEARCH_MAX)
  if (index && database.dialect === 'sqlite' && [...needle].length >= 3) {
    // A quoted FTS5 string: only the double quote needs escaping (doubled); trigrams match any substring.
    const phrase = `"${needle.replace(/"/g, '""')}"`
    return () => sql<SqlBool>`leads.rowid in (select rowid from leads_search where leads_search match ${phrase})`
  }
  return (eb) => eb.or(LEAD_SEARCH_COLUMNS.map((column) => containsText(column, needle)))
}

/** Above this many index matches a term counts as common (see leadPageSearch). */
const COMMON_TERM_MATCHES = 10_000

/**
 * The search condition for one page of the inbox list (newest first, one page of rows). The FTS index first
 * gathers every matching lead and only then sorts them by date: quick for a rare term, but a term found in most
 * leads ("pemilik", "gmail") costs a pass over all of them. Reading the newest leads in index order and testing
 * each with LIKE stops as soon as the page is full, which for a common term means a few hundred rows; for a rare
 * term it would read every lead. So SQLite asks the index whether the term has more than `commonAbove` matches
 * (it stops counting there) and picks the way that is quick for that term. Both find the same leads (the LIKE way
 * folds only ASCII letters, as every search of fewer than 3 characters already does). PostgreSQL's planner makes
 * this choice itself from its statistics, between the trigram indexes and the created_at index.
 */
export async function leadPageSearch(
  db: Kysely<Database>,
  dialect: AppDatabase['dialect'],
  text: string,
  commonAbove = COMMON_TERM_MATCHES,
): Promise<(eb: ExpressionBuilder<Database, 'leads'>) => Expression<SqlBool>> {
  const search = leadTextSearch({ dialect }, text)
  const needle = text.trim().slice(0, LEAD_SEARCH_MAX)
  if (dialect !== 'sqlite' || [...needle].length < 3) return search
  const phrase = `"${needle.replace(/"/g, '""')}"`
  const { rows } = await sql<{
    matches: number
  }>`select count(*) as matches from (select 1 from leads_search where leads_search match ${phrase} limit ${commonAbove + 1})`.execute(
    db,
  )
  return Number(rows[0]?.matches ?? 0) > commonAbove ? leadTextSearch({ dialect }, text, { index: false }) : search
}
