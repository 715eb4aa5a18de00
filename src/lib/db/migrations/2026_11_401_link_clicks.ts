import type { Kysely, Migration } from 'kysely'
import type { MigrationContext } from './context'

/**
 * WhatsApp and phone clicks counted through the HTML ping attribute (issue 22, docs/clicks.md): when, on which
 * page, which call to action, and the visit's campaign. Nothing that identifies a person (no IP, user agent or
 * cookie).
 */
export function linkClicks({ timestamp }: MigrationContext): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('link_clicks')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('page_path', 'text', (col) => col.notNull())
        .addColumn('cta', 'text', (col) => col.notNull())
        /** whatsapp | phone */
        .addColumn('channel', 'text', (col) => col.notNull())
        /** Path of the visit's first page, when the first-touch script noted it (null without JavaScript). */
        .addColumn('landing_path', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('utm_term', 'text')
        .addColumn('utm_content', 'text')
        .addColumn('gclid', 'text')
        .addColumn('fbclid', 'text')
        .execute()
      await db.schema.createIndex('link_clicks_created_idx').on('link_clicks').column('created_at').execute()
    },
  }
}
