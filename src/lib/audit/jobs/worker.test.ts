import { describe, expect, it } from 'vitest'
import { readAuditConfig } from '../config'
import { AuditWorker } from './worker'

describe('AuditWorker without a database', () => {
  it('backs off instead of retrying every poll while the database is down', async () => {
    let attempts = 0
    const base = readAuditConfig({})
    const worker = new AuditWorker({
      getDatabase: async () => {
        attempts += 1
        throw new Error('database down')
      },
      config: { ...base, worker: { ...base.worker, pollMs: 10 } },
    })
    worker.start()
    await new Promise((resolve) => setTimeout(resolve, 400))
    await worker.stop()
    // Every 10 ms would be about 40 attempts; doubling waits (10, 20, 40, 80, 160 ms…) make it about 6.
    expect(attempts).toBeGreaterThanOrEqual(3)
    expect(attempts).toBeLessThanOrEqual(8)
  })
})
