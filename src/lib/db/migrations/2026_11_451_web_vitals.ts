import type { Kysely, Migration } from 'kysely'

/**
 * Field Core Web Vitals (issue 36, docs/vitals.md): one row per WIB day, page, device class and metric holding the
 * day's histogram of that metric, its views and how many were good, needing improvement or poor, never a row per
 * view. Nothing that identifies a visitor: no IP, user agent, cookie or identifier. Pages that are not pages of
 * the site share the page key `other`.
 */
export function webVitals(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('web_vitals_daily')
        /** YYYY-MM-DD, the day in WIB (Asia/Jakarta) the beacons arrived. */
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('page', 'text', (col) => col.notNull())
        /** mobile | desktop */
        .addColumn('device', 'text', (col) => col.notNull())
        /** LCP | INP | CLS | FCP | TTFB */
        .addColumn('metric', 'text', (col) => col.notNull())
        .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('good', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('needs_improvement', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('poor', 'integer', (col) => col.notNull().defaultTo(0))
        /** Sparse log-scale histogram, "bucket:count,…" (src/lib/vitals/metrics.ts). */
        .addColumn('histogram', 'text', (col) => col.notNull().defaultTo(''))
        /** JSON {selector: count}: the LCP elements (LCP rows) or INP targets with their event (INP rows), capped. */
        .addColumn('targets', 'text', (col) => col.notNull().defaultTo('{}'))
        /** JSON {"nav:navigate": n, "ect:4g": n}: navigation types and connection types of the views. */
        .addColumn('context', 'text', (col) => col.notNull().defaultTo('{}'))
        .addPrimaryKeyConstraint('web_vitals_daily_pk', ['day', 'page', 'device', 'metric'])
        .execute()
    },
  }
}
