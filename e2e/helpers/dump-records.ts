/**
 * Prints, as JSON, the records a visit can leave in the E2E server's database (DATABASE_URL, SQLite or PostgreSQL):
 * the leads and newsletter entries of the given addresses, the rank trackers of the first, and every click since
 * an instant. Usage: tsx e2e/helpers/dump-records.ts <since ISO> <email>...
 */
import { allowServerOnlyImports } from '../../src/lib/db/allow-server-only'

process.env.LOG_DESTINATION ??= 'stderr'
process.env.LOG_LEVEL ??= 'error'
allowServerOnlyImports()

const { openDatabase } = await import('../../src/lib/db/client')

const [since, ...emails] = process.argv.slice(2)
if (!since || emails.length === 0) throw new Error('usage: dump-records.ts <since> <email>...')

const database = await openDatabase()
try {
  const { db } = database
  const records = {
    leads: await db.selectFrom('leads').selectAll().where('email', 'in', emails).execute(),
    subscribers: await db.selectFrom('newsletter_subscribers').selectAll().where('email', 'in', emails).execute(),
    trackers: await db
      .selectFrom('rank_trackers')
      .select(['id', 'domain', 'attribution', 'lead_id'])
      .where('email', 'in', emails)
      .execute(),
    clicks: await db.selectFrom('link_clicks').selectAll().where('created_at', '>=', since).execute(),
  }
  process.stdout.write(`${JSON.stringify(records)}\n`)
} finally {
  await database.destroy()
}
