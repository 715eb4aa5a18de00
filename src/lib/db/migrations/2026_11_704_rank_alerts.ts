import { randomBytes } from 'node:crypto'
import { sql, type Kysely, type Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * Issue 42, alerts: a tracker's visitor gets one e-mail on a day a keyword enters or leaves the top 3, the top 10 or
 * the 3-pack, or moves 5 places or more (on by default; `alerts_opt_out`). The alert mail's one-click unsubscribe
 * has a token of its own (`alert_unsubscribe_token`, 192 bits: it stops the alerts and nothing else, issue 40's one
 * token, one power; existing trackers get a random one). `rank_alerts` keeps what each day's alert said (one row per
 * tracker and WIB day, unique: at most one alert a day), for the mail rendered at delivery and the staff inbox; the
 * mail outbox row names the alert it carries (`rank_mail_outbox.alert_id`).
 */
export function rankAlerts({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rank_trackers')
        .addColumn('alerts_opt_out', 'integer', (col) => col.notNull().defaultTo(0))
        .execute()
      await db.schema.alterTable('rank_trackers').addColumn('alert_unsubscribe_token', 'text').execute()
      const rows = await sql<{ id: string }>`select id from rank_trackers`.execute(db)
      for (const row of rows.rows) {
        await sql`update rank_trackers set alert_unsubscribe_token = ${randomBytes(24).toString('base64url')} where id = ${row.id}`.execute(
          db,
        )
      }
      await db.schema
        .createIndex('rank_trackers_alert_unsubscribe_token_key')
        .on('rank_trackers')
        .column('alert_unsubscribe_token')
        .unique()
        .execute()

      await db.schema
        .createTable('rank_alerts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('tracker_id', 'text', (col) => col.notNull().references('rank_trackers.id').onDelete('cascade'))
        .addColumn('day', 'text', (col) => col.notNull())
        // JSON: the alerting keywords with their two positions and why each alerts.
        .addColumn('changes', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addUniqueConstraint('rank_alerts_tracker_day_key', ['tracker_id', 'day'])
        .execute()
      await db.schema
        .alterTable('rank_mail_outbox')
        .addColumn('alert_id', 'text', (col) => col.references('rank_alerts.id').onDelete('cascade'))
        .execute()
    },
  }
}
