import 'server-only'
import type { AppDatabase } from './client'

/**
 * The value stored under `key`, created with `create()` by whichever instance asks first. Every instance that
 * shares the database (PostgreSQL behind a load balancer) then reads the same value.
 */
export async function sharedSetting(database: AppDatabase, key: string, create: () => string): Promise<string> {
  const read = async () =>
    (await database.db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst())?.value
  const existing = await read()
  if (existing) return existing
  await database.write((trx) =>
    trx
      .insertInto('app_settings')
      .values({ key, value: create(), updated_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute(),
  )
  // Another instance may have won the race; its value is the one everybody uses.
  const stored = await read()
  if (!stored) throw new Error(`app setting ${key} could not be stored`)
  return stored
}

/** Writes the start time: proves at start that the database accepts writes (a read-only one fails here). */
export async function recordStart(database: AppDatabase, now: Date = new Date()): Promise<void> {
  const iso = now.toISOString()
  await database.write((trx) =>
    trx
      .insertInto('app_settings')
      .values({ key: 'last_started_at', value: iso, updated_at: iso })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: iso, updated_at: iso }))
      .execute(),
  )
}
