import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { ephemeralPort } from '@/lib/db/testing/postgres-server'
import { tempDir } from './testing/fixtures'
import { expectReadOnlyAnswers } from './testing/read-only-checks'
import { spawnLeadServer } from './testing/spawn-server'

/**
 * A database file the server may read but not write (restored by another user, read-only mount): the file is made
 * read-only. As root, file permissions do not bind, so the server then runs without the capabilities that bypass
 * them (still as root: another user such as `nobody` could not read a checkout under /root or in a `mktemp -d`
 * folder). The folder stays writable, as it usually is (SQLite needs it for its -wal and -shm files).
 */
describe('read-only SQLite database', () => {
  it('is reported at start and by the health check (503), once in the log, and refuses submissions with 503', async () => {
    const dir = tempDir('leads-readonly-')
    const file = path.join(dir, 'leads.db')
    await (await openDatabase({ dialect: 'sqlite', file })).destroy()
    fs.chmodSync(file, 0o444)
    const server = await spawnLeadServer(
      await ephemeralPort(),
      { DATABASE_URL: `file:${file}`, FORM_TOKEN_SECRET: 'read-only', LOG_LEVEL: 'info', OUTBOX_POLL_MS: '20' },
      { honourFilePermissions: process.getuid?.() === 0 },
    )
    try {
      expect((await expectReadOnlyAnswers(server)).reason).toContain('SQLITE_READONLY')
    } finally {
      await server.kill('SIGTERM')
      fs.chmodSync(file, 0o644)
    }
  }, 60_000)
})
