import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/api/click/route'
import { holdWriteLock } from '@/lib/db/testing/lock-holder'
import { openDatabase } from '@/lib/db/client'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import { openTempSqlite, tempDir } from '@/lib/leads/testing/fixtures'
import { handleClickPing } from './http'
import { ClickRecorder } from './recorder'
import { clickEndpointSuite, ping, SITE, storedClicks } from './testing/endpoint-suite'

clickEndpointSuite('SQLite', () => openTempSqlite())

const binaries = findPostgresBinaries()
let server: PostgresServer | undefined
clickEndpointSuite(
  'PostgreSQL 15',
  async () => {
    server = await startPostgres({ portRange: [5490, 5499] })
    const url = await server.createDatabase('clicks_test')
    const database = await openDatabase({ dialect: 'postgres', url })
    const destroy = database.destroy
    return { ...database, destroy: async () => (await destroy(), server?.stop()) }
  },
  () => binaries !== null,
)

describe('click endpoint, outside the database', () => {
  it('answers any other method 405 with Allow: POST', async () => {
    const response = GET(new Request('http://127.0.0.1:3250/api/click?cta=hotline'))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('never makes the visitor wait for a locked SQLite database: 204 at once, the batch dropped', async () => {
    const dir = tempDir('clicks-lock-')
    const file = path.join(dir, 'leads.db')
    const database = await openDatabase({ dialect: 'sqlite', file, lockWaitMs: 200 })
    const recorder = new ClickRecorder({ getDatabase: async () => database, limitPerMinute: 30, flushMs: 5 })
    const lock = await holdWriteLock(file)
    try {
      const started = performance.now()
      const response = await handleClickPing(ping('cta=hotline'), { recorder, siteUrl: SITE, trustProxy: null })
      expect(response.status).toBe(204)
      expect(performance.now() - started).toBeLessThan(100)
      await recorder.flush()
    } finally {
      await lock.release()
    }
    expect(await storedClicks(database)).toHaveLength(0)
    await database.destroy()
  })
})
