import { randomBytes } from 'node:crypto'
import { sql, type Kysely, type Migration } from 'kysely'

/*
 * Issue 40, one token, one power: besides its page token (which reads, edits and deletes), a rank tracker gets a
 * confirmation token (the link in the confirmation mail: it confirms, and once used only says so) and an
 * unsubscribe token (the weekly digest's List-Unsubscribe and footer link: it only stops the digest). Both are 24
 * random bytes, base64url, like the page token. Existing trackers: the confirmation token is their page token (the
 * links already mailed carry it), the unsubscribe token a new random one (digests sent before still work: the
 * one-click address also takes the page token, src/lib/rank-tracker/tracker-http.ts).
 */
export function rankTrackerKeys(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rank_trackers').addColumn('confirm_token', 'text').execute()
      await db.schema.alterTable('rank_trackers').addColumn('unsubscribe_token', 'text').execute()
      const rows = await sql<{ id: string; token: string }>`select id, token from rank_trackers`.execute(db)
      for (const row of rows.rows) {
        await sql`update rank_trackers set confirm_token = ${row.token}, unsubscribe_token = ${randomBytes(24).toString('base64url')} where id = ${row.id}`.execute(
          db,
        )
      }
      await db.schema
        .createIndex('rank_trackers_confirm_token_key')
        .on('rank_trackers')
        .column('confirm_token')
        .unique()
        .execute()
      await db.schema
        .createIndex('rank_trackers_unsubscribe_token_key')
        .on('rank_trackers')
        .column('unsubscribe_token')
        .unique()
        .execute()
    },
  }
}
