import { sql, type Kysely, type Migration } from 'kysely'
import { publicPathOf, publicUrlOf, redactSecrets } from '@/lib/private-paths'

/*
 * Issue 40: a private address (a rank tracker's confirmation link or page, an audit report: the token is the only
 * key, src/lib/private-paths.ts) was recorded where the agency's staff see it when it was the first page of a visit
 * or the page a form was sent from. New records keep only the public part; this cleans what was stored before:
 * leads (landing page, referrer, the raw payload), newsletter entries (source page), clicks (page and landing
 * path) and rank tracker sign-ups (the attribution their lead is made from). Only rows that mention one of the
 * private pages' sections are read; each value is rewritten only when it changes. Safe to run again.
 */

/** A path on this site, or an absolute URL, as the records hold them. */
function cleanAddress(value: string): string {
  return value.startsWith('/') ? publicPathOf(value) : publicUrlOf(value)
}

function cleanAttribution(value: string): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return redactSecrets(value)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return redactSecrets(value)
  const cleaned = Object.fromEntries(
    Object.entries(parsed).map(([key, field]) => [
      key,
      typeof field === 'string' && (key === 'landingPageUrl' || key === 'referrer') ? cleanAddress(field) : field,
    ]),
  )
  return redactSecrets(JSON.stringify(cleaned))
}

type Column = { table: string; key: string; column: string; clean: (value: string) => string }

const COLUMNS: Column[] = [
  { table: 'leads', key: 'id', column: 'landing_page_url', clean: cleanAddress },
  { table: 'leads', key: 'id', column: 'referrer', clean: cleanAddress },
  { table: 'leads', key: 'id', column: 'raw_payload', clean: redactSecrets },
  { table: 'newsletter_subscribers', key: 'id', column: 'source_page', clean: cleanAddress },
  { table: 'link_clicks', key: 'id', column: 'page_path', clean: publicPathOf },
  { table: 'link_clicks', key: 'id', column: 'landing_path', clean: publicPathOf },
  { table: 'rank_trackers', key: 'id', column: 'attribution', clean: cleanAttribution },
]

/** Every private prefix starts in one of these sections (a percent-escaped spelling still names the section). */
const SECTIONS = ['%serpbot-rank-checker%', '%analisis-gratis%', '%/api/%']

export async function cleanPrivatePaths(db: Kysely<unknown>): Promise<number> {
  let changed = 0
  for (const { table, key, column, clean } of COLUMNS) {
    const rows = await sql<{ key: string; value: string }>`select ${sql.ref(key)} as key, ${sql.ref(column)} as value
      from ${sql.table(table)}
      where ${sql.join(
        SECTIONS.map((section) => sql`lower(${sql.ref(column)}) like ${section}`),
        sql` or `,
      )}`.execute(db)
    for (const row of rows.rows) {
      const cleaned = clean(row.value)
      if (cleaned === row.value) continue
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${cleaned} where ${sql.ref(key)} = ${row.key}`.execute(
        db,
      )
      changed += 1
    }
  }
  return changed
}

export function privatePaths(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await cleanPrivatePaths(db)
    },
  }
}
