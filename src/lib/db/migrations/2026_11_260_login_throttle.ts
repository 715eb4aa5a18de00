import type { Kysely, Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * Issue 34: login throttles that hold under parallel requests (src/lib/admin/login-throttle.ts) and TOTP codes
 * refused a second time (src/lib/admin/two-factor.ts).
 * - staff_login_attempts: one row per throttle key (the account, the address) of each attempt, written before the
 *   password or code is checked: pending while it is checked, then failed (kept for the window) or gone (a right
 *   password releases it); an `ok` row marks an account's last successful login.
 * - staff_totp_used: a code that opened a login or confirmed a setup, until its window has passed.
 * - staff_audit_log.count: throttled attempts are coalesced, one row per subject and window.
 */
export function loginThrottle({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_login_attempts')
        .addColumn('id', 'text', (col) => col.notNull())
        /** account | ip */
        .addColumn('scope', 'text', (col) => col.notNull())
        /** The normalized e-mail typed, or the client address. */
        .addColumn('subject', 'text', (col) => col.notNull())
        /** password | code | login (an account's successful login) */
        .addColumn('step', 'text', (col) => col.notNull())
        /** pending | failed | ok */
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        /** When its check began (account rows): at most one check per account runs at a time. */
        .addColumn('started_at', timestamp)
        .addPrimaryKeyConstraint('staff_login_attempts_pk', ['id', 'scope'])
        .execute()
      await db.schema
        .createIndex('staff_login_attempts_key_idx')
        .on('staff_login_attempts')
        .columns(['scope', 'subject', 'created_at'])
        .execute()
      await db.schema
        .createTable('staff_totp_used')
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('staff_totp_used_pk', ['user_id', 'code'])
        .execute()
      await db.schema
        .alterTable('staff_audit_log')
        .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
        .execute()
    },
  }
}
