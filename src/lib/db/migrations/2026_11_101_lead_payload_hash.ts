import type { Kysely, Migration } from 'kysely'

/**
 * Fingerprint of a lead's validated content, so a reused idempotency key with a different body is refused
 * (409) instead of silently answering with the first lead. Older rows keep null: treated as the same content.
 */
export function leadPayloadHash(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('payload_hash', 'text').execute()
    },
  }
}
