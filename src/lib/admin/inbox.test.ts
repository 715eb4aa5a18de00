import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import { inboxSuite } from './testing/inbox-suite'
import { twoFactorSuite } from './testing/two-factor-suite'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
inboxSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') }))
twoFactorSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') }))

const binaries = findPostgresBinaries()
let server: PostgresServer | undefined
let url = ''
beforeAll(async () => {
  if (!binaries) return
  server = await startPostgres({ portRange: [5470, 5479] })
  url = await server.createDatabase('inbox_test')
}, 120_000)
afterAll(() => server?.stop())
inboxSuite(
  'PostgreSQL 15',
  () => openDatabase({ dialect: 'postgres', url }),
  () => binaries !== null,
)
twoFactorSuite(
  'PostgreSQL 15',
  () => openDatabase({ dialect: 'postgres', url }),
  () => binaries !== null,
)
