import { type Kysely, type Migration } from 'kysely'

/**
 * Issue 42: a site that owns Google's featured snippet is position 1, and the tracker page and the exports say
 * "featured snippet". Each daily result records whether its URL was the snippet's (0/1, as the other flags).
 */
export function rankFeaturedSnippet(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rank_results')
        .addColumn('featured_snippet', 'integer', (col) => col.notNull().defaultTo(0))
        .execute()
    },
  }
}
