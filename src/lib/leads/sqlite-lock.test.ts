import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { holdWriteLock } from '@/lib/db/testing/lock-holder'
import { ephemeralPort } from '@/lib/db/testing/postgres-server'
import { API_MESSAGES } from './schema'
import { analysisPayload, tempDir } from './testing/fixtures'
import { spawnLeadServer } from './testing/spawn-server'

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; response: Response }> {
  const started = performance.now()
  const response = await fetch(url, init)
  await response.arrayBuffer().catch(() => undefined)
  return { ms: performance.now() - started, response }
}

function submit(email: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...analysisPayload, email }),
  }
}

describe('SQLite locked by another process', () => {
  it('keeps the server responsive, answers 503 + Retry-After when the lock outlasts the wait, and recovers', async () => {
    const file = path.join(tempDir('leads-lock-'), 'leads.db')
    await (await openDatabase({ dialect: 'sqlite', file })).destroy()
    const server = await spawnLeadServer(await ephemeralPort(), {
      DATABASE_URL: `file:${file}`,
      FORM_TOKEN_SECRET: 'lock-test',
      SQLITE_BUSY_TIMEOUT_MS: '1500',
      // The worker polls (a write) every 50 ms: before, each poll froze the event loop for the whole busy timeout.
      OUTBOX_POLL_MS: '50',
      LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
    })
    try {
      const lock = await holdWriteLock(file)
      const refused = timed(server.url('/api/submit-analysis'), submit('terkunci@contoh.id'))
      const latencies: number[] = []
      for (let i = 0; i < 20; i += 1) {
        const { ms, response } = await timed(server.url('/api/health'))
        expect(response.status).toBe(200)
        latencies.push(ms)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const { ms, response } = await refused
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(ms).toBeGreaterThan(1400) // it waited for the lock before giving up
      expect(ms).toBeLessThan(5000)

      // A submission arriving while the lock is held waits and succeeds once it is released in time.
      const waiting = timed(server.url('/api/submit-analysis'), submit('sabar@contoh.id'))
      await new Promise((resolve) => setTimeout(resolve, 400))
      await lock.release()
      const waited = await waiting
      expect(waited.response.status).toBe(201)

      const after = await timed(server.url('/api/submit-analysis'), submit('lancar@contoh.id'))
      expect(after.response.status).toBe(201)
      const health = await (await fetch(server.url('/api/health'))).json()
      expect(health).toMatchObject({ status: 'ok', db: 'ok', outbox: { pending: expect.any(Number), failed: 0 } })

      // A poll that froze the event loop would hold a health check for the busy timeout (1,500 ms); half of it
      // leaves room for a loaded machine without letting a freeze pass.
      expect(Math.max(...latencies)).toBeLessThan(750)
      console.info(
        `[figure] SQLite locked by another process: /api/health max ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length} requests; ` +
          `submission answered 503 after ${ms.toFixed(0)} ms`,
      )
    } finally {
      await server.kill('SIGTERM')
    }
  }, 60_000)

  it('answers the 503 with the Indonesian message and stores nothing it did not acknowledge', async () => {
    const file = path.join(tempDir('leads-lock-'), 'leads.db')
    const server = await spawnLeadServer(await ephemeralPort(), {
      DATABASE_URL: `file:${file}`,
      FORM_TOKEN_SECRET: 'lock-test',
      SQLITE_BUSY_TIMEOUT_MS: '300',
      LEADS_WORKER: 'off',
    })
    const lock = await holdWriteLock(file)
    try {
      const response = await fetch(server.url('/api/submit-analysis'), submit('tidak@contoh.id'))
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ ok: false, error: API_MESSAGES.unavailable, fields: {} })
    } finally {
      await lock.release()
      await server.kill('SIGTERM')
    }
    const database = await openDatabase({ dialect: 'sqlite', file })
    try {
      expect(await database.db.selectFrom('leads').select('id').execute()).toEqual([])
    } finally {
      await database.destroy()
    }
  }, 60_000)
})
