import { type Kysely, type Migration } from 'kysely'

/**
 * Issue 42, the Google Maps 3-pack: the business's name as shown on Maps (optional; a tracker with one has page 1
 * fetched every day), and each daily result's place in page 1's local pack: 1-3, 0 when the pack is shown without
 * the business, -1 when page 1 shows no pack, null when not asked (no business name) or not known. A failed check
 * writes no result at all, so an error is none of these.
 */
export function rankLocalPack(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rank_trackers').addColumn('business_name', 'text').execute()
      await db.schema.alterTable('rank_results').addColumn('local_pack', 'integer').execute()
    },
  }
}
