// Ports 5640-5649 for this file's throwaway cluster (other test files use other ranges).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import { rankTrackerLeadSuite } from './testing/rank-tracker-suite'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-leads-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
rankTrackerLeadSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') }))

const binaries = findPostgresBinaries()
if (!binaries)
  console.warn('[rank-tracker-leads.test] PostgreSQL binaries not found (PG_BIN_DIR): PostgreSQL tests skipped')
let server: PostgresServer | undefined
let url = ''
beforeAll(async () => {
  if (!binaries) return
  server = await startPostgres({ portRange: [5640, 5649] })
  url = await server.createDatabase('rank_leads_test')
}, 120_000)
afterAll(() => server?.stop())
rankTrackerLeadSuite(
  'PostgreSQL 15',
  () => openDatabase({ dialect: 'postgres', url }),
  () => binaries !== null,
)
