import type { DatabaseConfig } from '../config'

/** What a migration may differ on between SQLite and PostgreSQL. */
export type MigrationContext = {
  dialect: DatabaseConfig['dialect']
  /** Column type for instants: timestamptz on PostgreSQL, ISO-8601 text on SQLite. */
  timestamp: 'timestamptz' | 'text'
}
