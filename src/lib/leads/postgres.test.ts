import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import { storageSuite } from './testing/storage-suite'

const binaries = findPostgresBinaries()
if (!binaries) console.warn('[postgres.test] PostgreSQL binaries not found (PG_BIN_DIR): PostgreSQL tests skipped')

let server: PostgresServer | undefined
let databaseUrl = ''

beforeAll(async () => {
  if (!binaries) return
  server = await startPostgres()
  databaseUrl = await server.createDatabase('leads_test')
}, 120_000)

afterAll(() => server?.stop())

storageSuite('PostgreSQL 15', () => openDatabase({ dialect: 'postgres', url: databaseUrl }), () => binaries !== null)

describe.skipIf(!binaries)('PostgreSQL specifics', () => {
  it('runs migrations once even when two instances start together', async () => {
    const url = await server!.createDatabase('leads_migrate')
    const [a, b] = await Promise.all([openDatabase({ dialect: 'postgres', url }), openDatabase({ dialect: 'postgres', url })])
    const tables = await a.db
      .selectFrom('information_schema.tables' as never)
      .select('table_name' as never)
      .where('table_schema' as never, '=', 'public' as never)
      .execute()
    expect((tables as Array<{ table_name: string }>).map((row) => row.table_name).sort()).toEqual(
      ['kysely_migration', 'kysely_migration_lock', 'leads', 'newsletter_subscribers', 'outbox', 'rate_limits'],
    )
    await Promise.all([a.destroy(), b.destroy()])
  })
})
