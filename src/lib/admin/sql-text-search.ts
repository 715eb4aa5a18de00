import { sql, type RawBuilder } from 'kysely'

/** "50%_off" → "%50\%\_off%": a LIKE pattern matching the text literally anywhere (escape character: backslash). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * `lower(column) LIKE '%text%' ESCAPE '\'`, case-insensitive on SQLite and PostgreSQL alike: % _ and \ typed by
 * staff are searched for, never treated as wildcards.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text.toLowerCase())} escape '\\'`
}
