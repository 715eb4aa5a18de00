import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ephemeralPort } from '@/lib/db/testing/postgres-server'
import { analysisPayload, tempDir } from './testing/fixtures'
import { spawnLeadServer } from './testing/spawn-server'

describe('GET /api/health', () => {
  it('answers 200 {status, db, outbox counts} at once, never cached, with nothing else in it', async () => {
    const file = path.join(tempDir('leads-health-'), 'leads.db')
    const server = await spawnLeadServer(await ephemeralPort(), {
      DATABASE_URL: `file:${file}`,
      FORM_TOKEN_SECRET: 'health-test',
      LEADS_RATE_LIMIT_PER_MINUTE: '0',
      // Notifications queue up but nobody sends them, so the counts are known.
      LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      LEADS_WORKER: 'off',
    })
    try {
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(server.url('/api/submit-analysis'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...analysisPayload, email: `sehat${i}@contoh.id` }),
        })
        expect(response.status).toBe(201)
      }
      const db = new SqliteDatabase(file)
      db.prepare("update outbox set status = 'failed' where rowid = (select min(rowid) from outbox)").run()
      db.close()

      const started = performance.now()
      const response = await fetch(server.url('/api/health'))
      const ms = performance.now() - started
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ status: 'ok', db: 'ok', outbox: { pending: 2, failed: 1 } })
      expect(ms).toBeLessThan(100)
    } finally {
      await server.kill('SIGTERM')
    }
  }, 60_000)
})
