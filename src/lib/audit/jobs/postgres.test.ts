// Ports 5470-5479 for this file's throwaway cluster (other test files use other ranges).
import { afterAll, beforeAll } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import { jobsSuite } from '../testing/jobs-suite'

const binaries = findPostgresBinaries()
if (!binaries)
  console.warn('[audit postgres.test] PostgreSQL binaries not found (PG_BIN_DIR): PostgreSQL tests skipped')

let server: PostgresServer | undefined
let databaseUrl = ''

beforeAll(async () => {
  if (!binaries) return
  server = await startPostgres({ portRange: [5470, 5479] })
  databaseUrl = await server.createDatabase('audit_jobs_test')
}, 120_000)

afterAll(() => server?.stop())

jobsSuite(
  'PostgreSQL 15',
  () => openDatabase({ dialect: 'postgres', url: databaseUrl }),
  () => binaries !== null,
)
