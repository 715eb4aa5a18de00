import type { Kysely, Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * Values every instance sharing the database must agree on, generated once by the first instance that starts
 * (the form-token secret), plus the last start time, written at start to prove the database is writable.
 */
export function appSettings({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute()
    },
  }
}
