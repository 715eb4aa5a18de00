// Ports 5560-5569 for this file's throwaway cluster (other test files use other ranges).
import { afterAll, beforeAll } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import { compareSuite } from './testing/compare-suite'
import { leaseSuite } from './testing/lease-suite'
import { pageStorageSuite } from './testing/page-suite'
import { privateRecordsSuite } from './testing/records-suite'
import { signupStorageSuite } from './testing/signup-suite'

const binaries = findPostgresBinaries()
if (!binaries) console.warn('[rank postgres.test] PostgreSQL binaries not found (PG_BIN_DIR): PostgreSQL tests skipped')

let server: PostgresServer | undefined
let databaseUrl = ''

beforeAll(async () => {
  if (!binaries) return
  server = await startPostgres({ portRange: [5560, 5569] })
  databaseUrl = await server.createDatabase('rank_test')
}, 120_000)

afterAll(() => server?.stop())

leaseSuite(
  'PostgreSQL',
  () => openDatabase({ dialect: 'postgres', url: databaseUrl }),
  () => binaries !== null,
)

pageStorageSuite(
  'PostgreSQL',
  () => openDatabase({ dialect: 'postgres', url: databaseUrl }),
  () => binaries !== null,
)

signupStorageSuite(
  'PostgreSQL',
  () => openDatabase({ dialect: 'postgres', url: databaseUrl }),
  () => binaries !== null,
)

privateRecordsSuite(
  'PostgreSQL',
  () => openDatabase({ dialect: 'postgres', url: databaseUrl }),
  () => binaries !== null,
)

compareSuite(
  'PostgreSQL',
  () => openDatabase({ dialect: 'postgres', url: databaseUrl }),
  () => binaries !== null,
)
