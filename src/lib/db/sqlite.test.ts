import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { tempDir } from '@/lib/leads/testing/fixtures'
import { openDatabase } from './client'
import { holdWriteLock } from './testing/lock-holder'

/*
 * A single statement outside `write` (as Better Auth issues them during a staff login) while another process holds
 * SQLite's write lock: it waits for the lock with timers instead of failing at once with SQLITE_BUSY.
 */
describe('SQLite statements while another process holds the write lock', () => {
  it('wait for the lock, leaving the connection to others meanwhile, and succeed once it is released in time', async () => {
    const file = path.join(tempDir('sqlite-busy-'), 'leads.db')
    const database = await openDatabase({ dialect: 'sqlite', file, lockWaitMs: 3000 })
    try {
      const lock = await holdWriteLock(file)
      const started = performance.now()
      const statement =
        sql`insert into app_settings (key, value, updated_at) values ('uji-kunci', '1', '2026-11-27T00:00:00.000Z')`.execute(
          database.db,
        )
      // Meanwhile the process's connection is free: a read (a health check) does not queue behind the waiting write.
      await new Promise((resolve) => setTimeout(resolve, 50))
      const readStarted = performance.now()
      await sql`select count(*) as n from app_settings`.execute(database.db)
      expect(performance.now() - readStarted).toBeLessThan(100)
      setTimeout(() => void lock.release(), 250)
      await statement
      expect(performance.now() - started).toBeGreaterThan(250)
      const row = await sql<{ value: string }>`select value from app_settings where key = 'uji-kunci'`.execute(
        database.db,
      )
      expect(row.rows[0]?.value).toBe('1')
    } finally {
      await database.destroy()
    }
  })

  it('give up with SQLITE_BUSY once the wait has passed, having written nothing', async () => {
    const file = path.join(tempDir('sqlite-busy-'), 'leads.db')
    const database = await openDatabase({ dialect: 'sqlite', file, lockWaitMs: 200 })
    const lock = await holdWriteLock(file)
    try {
      const started = performance.now()
      await expect(
        sql`insert into app_settings (key, value, updated_at) values ('uji-kunci', '1', '2026-11-27T00:00:00.000Z')`.execute(
          database.db,
        ),
      ).rejects.toThrow()
      expect(performance.now() - started).toBeGreaterThan(150)
    } finally {
      await lock.release()
    }
    const row = await sql<{ n: number }>`select count(*) as n from app_settings where key = 'uji-kunci'`.execute(
      database.db,
    )
    expect(Number(row.rows[0]?.n)).toBe(0)
    await database.destroy()
  })
})
