import type { Kysely, Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * Staff accounts for the inbox, in the shape Better Auth (src/lib/admin/auth.ts) expects: its core tables plus
 * the admin plugin's role/ban columns and the two-factor plugin's table. Column names are Better Auth's own
 * (camelCase); the tables carry a staff_ prefix. Also the indexes the inbox reads by: the login throttle counts
 * failed logins per account and per IP in the audit log, and the lead list pages by (created_at, id).
 */
export function staffAuth({ dialect }: MigrationContext): Migration {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer'
  // Better Auth's own column type on SQLite ('date' affinity; it writes ISO-8601 text), timestamptz on PostgreSQL.
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'date'
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_user')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('emailVerified', bool, (col) => col.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', timestamp, (col) => col.notNull())
        .addColumn('updatedAt', timestamp, (col) => col.notNull())
        .addColumn('role', 'text')
        .addColumn('banned', bool)
        .addColumn('banReason', 'text')
        .addColumn('banExpires', timestamp)
        .addColumn('twoFactorEnabled', bool)
        .execute()
      await db.schema
        .createTable('staff_session')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('expiresAt', timestamp, (col) => col.notNull())
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('createdAt', timestamp, (col) => col.notNull())
        .addColumn('updatedAt', timestamp, (col) => col.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
        .addColumn('impersonatedBy', 'text')
        .execute()
      await db.schema
        .createTable('staff_account')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('accountId', 'text', (col) => col.notNull())
        .addColumn('providerId', 'text', (col) => col.notNull())
        .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', timestamp)
        .addColumn('refreshTokenExpiresAt', timestamp)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', timestamp, (col) => col.notNull())
        .addColumn('updatedAt', timestamp, (col) => col.notNull())
        .execute()
      await db.schema
        .createTable('staff_verification')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('identifier', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('expiresAt', timestamp, (col) => col.notNull())
        .addColumn('createdAt', timestamp, (col) => col.notNull())
        .addColumn('updatedAt', timestamp, (col) => col.notNull())
        .execute()
      await db.schema
        .createTable('staff_two_factor')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('backupCodes', 'text', (col) => col.notNull())
        .addColumn('userId', 'text', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
        .addColumn('verified', bool)
        .addColumn('failedVerificationCount', 'integer')
        .addColumn('lockedUntil', timestamp)
        .execute()
      await db.schema.createIndex('staff_session_userId_idx').on('staff_session').column('userId').execute()
      await db.schema.createIndex('staff_account_userId_idx').on('staff_account').column('userId').execute()
      await db.schema
        .createIndex('staff_verification_identifier_idx')
        .on('staff_verification')
        .column('identifier')
        .execute()
      await db.schema.createIndex('staff_two_factor_secret_idx').on('staff_two_factor').column('secret').execute()
      await db.schema.createIndex('staff_two_factor_userId_idx').on('staff_two_factor').column('userId').execute()

      await db.schema
        .createIndex('staff_audit_log_throttle_account_idx')
        .on('staff_audit_log')
        .columns(['action', 'subject', 'created_at'])
        .execute()
      await db.schema
        .createIndex('staff_audit_log_throttle_ip_idx')
        .on('staff_audit_log')
        .columns(['action', 'ip', 'created_at'])
        .execute()
      await db.schema.createIndex('leads_created_id_idx').on('leads').columns(['created_at', 'id']).execute()
      await db.schema.createIndex('leads_status_created_idx').on('leads').columns(['status', 'created_at']).execute()
    },
  }
}
