import { type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/*
 * Issue 40: when a visitor deletes their rank tracker ("Hapus pantauan"), the inbox lead it made keeps no personal
 * data (UU PDP: the request to delete covers the lead): its fields are emptied and `erased_at` says when, so the
 * inbox can say the visitor deleted it while the agency's own record (kind, status and its history) stays.
 */
export function leadErased({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('erased_at', timestamp).execute()
    },
  }
}
