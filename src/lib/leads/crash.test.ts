import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ephemeralPort } from '@/lib/db/testing/postgres-server'
import { burstAndSignal } from './testing/crash-burst'
import { analysisPayload, tempDir } from './testing/fixtures'
import { spawnLeadServer } from './testing/spawn-server'

describe('crash safety on SQLite', () => {
  it('keeps every acknowledged lead when the server is SIGKILLed during a burst', async () => {
    const dir = tempDir('leads-crash-')
    const file = path.join(dir, 'leads.db')
    const port = await ephemeralPort()
    const env = {
      DATABASE_URL: `file:${file}`,
      LEADS_RATE_LIMIT_PER_MINUTE: '0',
      LEADS_WORKER: 'off',
      FORM_TOKEN_SECRET: 'crash-test',
    }

    const outcome = await burstAndSignal({
      port,
      env,
      total: 600,
      concurrency: 24,
      signalAfter: 150,
      signal: 'SIGKILL',
    })
    expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(150)
    // The kill landed mid-burst: some requests never got an answer.
    expect(outcome.failed).toBeGreaterThan(0)

    // Restart on the same file: recovery and migrations run, and the server takes new leads.
    const restarted = await spawnLeadServer(port, env)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/submit-analysis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...analysisPayload, email: 'after-crash@contoh.id' }),
      })
      expect(response.status).toBe(201)
    } finally {
      await restarted.kill('SIGTERM')
    }

    const sqlite = new SqliteDatabase(file, { readonly: true })
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
      const ids = new Set((sqlite.prepare('select id from leads').all() as Array<{ id: string }>).map((row) => row.id))
      const missing = outcome.acknowledged.filter((id) => !ids.has(id))
      expect(missing).toEqual([])
      expect(ids.size).toBeGreaterThanOrEqual(outcome.acknowledged.length + 1)
      console.info(
        `[figure] SQLite SIGKILL mid-burst: ${outcome.acknowledged.length} acknowledged, ` +
          `${outcome.acknowledged.length - missing.length} of them stored (${ids.size - 1} burst rows in total)`,
      )
    } finally {
      sqlite.close()
    }
  }, 120_000)
})
