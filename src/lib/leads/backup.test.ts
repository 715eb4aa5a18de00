import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ephemeralPort } from '@/lib/db/testing/postgres-server'
import { bundledEntry } from '@/lib/testing/node-bundle'
import { analysisPayload, tempDir } from './testing/fixtures'
import { spawnLeadServer } from './testing/spawn-server'

/** Runs the leads command as the operator would (a separate process beside the running server), bundled once. */
function leadsCommand(
  args: string[],
  databaseUrl: string,
  stdin = '',
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundledEntry('scripts/leads.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, VITEST: '', NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.stdin.end(stdin)
    child.once('exit', (code) => resolve({ code, out, err }))
  })
}

function rows(file: string, query: string): Array<Record<string, unknown>> {
  const db = new SqliteDatabase(file, { readonly: true })
  try {
    return db.prepare(query).all() as Array<Record<string, unknown>>
  } finally {
    db.close()
  }
}

const counts = (file: string) =>
  rows(
    file,
    'select (select count(*) from leads) as leads, (select count(*) from outbox) as outbox, ' +
      '(select count(*) from newsletter_subscribers) as subscribers',
  )[0]

describe('leads backup and restore (SQLite)', () => {
  it('backs up a consistent copy during a burst of writes and restores it into a new database', async () => {
    const dir = tempDir('leads-backup-')
    const live = path.join(dir, 'live.db')
    const backupFile = path.join(dir, 'backup.db')
    const restored = path.join(dir, 'restored.db')
    const server = await spawnLeadServer(await ephemeralPort(), {
      DATABASE_URL: `file:${live}`,
      FORM_TOKEN_SECRET: 'backup-test',
      LEADS_RATE_LIMIT_PER_MINUTE: '0',
      LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook', // an outbox row per lead, never sent (worker off)
      LEADS_WORKER: 'off',
    })
    const acknowledged: string[] = []
    let ackedBeforeBackup: string[] = []
    let backup: Promise<{ code: number | null; out: string; err: string }> | null = null
    let backupDone = false
    let sent = 0
    try {
      // Writes keep coming until well after the backup has finished.
      const lane = async () => {
        let afterBackup = 0
        while (afterBackup < 20 && sent < 3000) {
          const index = sent++
          const response = await fetch(server.url('/api/submit-analysis'), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...analysisPayload, email: `cadangan${index}@contoh.id` }),
          })
          const body = (await response.json()) as { id?: string }
          if (response.status === 201 && body.id) acknowledged.push(body.id)
          if (!backup && acknowledged.length >= 100) {
            ackedBeforeBackup = [...acknowledged]
            backup = leadsCommand(['backup', backupFile], `file:${live}`).finally(() => (backupDone = true))
          }
          if (backupDone) afterBackup += 1
        }
      }
      await Promise.all(Array.from({ length: 6 }, lane))
    } finally {
      expect(await server.kill('SIGTERM')).toBe(0)
    }
    const made = await backup!
    expect(made.err).toBe('')
    expect(made.code).toBe(0)
    const inBackup = counts(backupFile) as { leads: number; outbox: number; subscribers: number }
    expect(made.out).toContain(`${inBackup.leads} lead`)
    // A snapshot: everything acknowledged before it started, not what came after, and whole (every lead has its
    // notification row, written in the same transaction).
    const backupIds = new Set(rows(backupFile, 'select id from leads').map((row) => row.id))
    expect(ackedBeforeBackup.filter((id) => !backupIds.has(id))).toEqual([])
    expect(inBackup.leads).toBeLessThan(acknowledged.length)
    expect(inBackup.outbox).toBe(inBackup.leads)
    expect(rows(backupFile, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }])
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600) // personal data: owner only
    expect((await leadsCommand(['backup', backupFile], `file:${live}`)).code).toBe(1) // never overwritten

    // Restore asks first: anything but "ya" changes nothing.
    const declined = await leadsCommand(['restore', backupFile], `file:${restored}`, 'tidak\n')
    expect(declined.code).toBe(1)
    expect(declined.err).toContain('Dibatalkan')
    expect(fs.existsSync(restored) ? counts(restored)!.leads : 0).toBe(0)
    const confirmed = await leadsCommand(['restore', backupFile], `file:${restored}`, 'ya\n')
    expect(confirmed.code).toBe(0)
    expect(counts(restored)).toEqual(counts(backupFile))
    expect(new Set(rows(restored, 'select id from leads').map((row) => row.id))).toEqual(backupIds)
    // Never into a database that holds leads, even with --yes.
    const again = await leadsCommand(['restore', backupFile, '--yes'], `file:${live}`)
    expect(again.code).toBe(1)
    expect(again.err).toContain('tidak kosong')
    console.info(
      `[figure] backup during a burst: ${acknowledged.length} acknowledged in total, ${ackedBeforeBackup.length} before the backup started, ` +
        `${inBackup.leads} in the backup, ${counts(restored)!.leads} restored`,
    )
  }, 120_000)
})
