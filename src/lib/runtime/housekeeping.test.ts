import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { insertClicks } from '@/lib/clicks/repository'
import { submitLead } from '@/lib/leads/submit-lead'
import { analysisPayload, contactPayload, tempDir, testConfig, TEST_SECRET } from '@/lib/leads/testing/fixtures'
import { runHousekeeping } from './housekeeping'

/*
 * The server's housekeeping on a real SQLite file: the retention purge the privacy notice promises (leads and
 * click counts older than LEADS_RETENTION_MONTHS) runs from the server runtime, not from the outbox worker.
 */
const dir = tempDir('housekeeping-')
let database: AppDatabase
const now = new Date('2026-11-27T03:00:00.000Z')
const threeYearsAgo = new Date(now.getTime() - 3 * 365 * 24 * 3600_000).toISOString()

function click(id: string, createdAt: string) {
  return {
    id,
    created_at: createdAt,
    page_path: '/contact',
    cta: 'floating-chat',
    channel: 'whatsapp' as const,
    landing_path: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    gclid: null,
    fbclid: null,
  }
}

beforeAll(async () => {
  database = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') })
  const deps = { database, config: testConfig(), secret: TEST_SECRET }
  const api = { transport: 'api' as const, ip: '203.0.113.9' }
  const old = await submitLead({ ...analysisPayload, email: 'lama@tokobudi.co.id' }, api, deps)
  const fresh = await submitLead({ ...contactPayload, email: 'baru@tokobudi.co.id' }, api, deps)
  expect(old.ok && fresh.ok).toBe(true)
  await database.db
    .updateTable('leads')
    .set({ updated_at: threeYearsAgo })
    .where('email', '=', 'lama@tokobudi.co.id')
    .execute()
  await insertClicks(database, [click('old-click', threeYearsAgo), click('new-click', now.toISOString())])
})

afterAll(async () => {
  await database.destroy()
})

const emails = async () =>
  (await database.db.selectFrom('leads').select('email').orderBy('email').execute()).map((row) => row.email)
const clickIds = async () => (await database.db.selectFrom('link_clicks').select('id').execute()).map((row) => row.id)

describe('server housekeeping', () => {
  it('keeps everything in a round without the retention purge, and with retention switched off', async () => {
    await runHousekeeping(database, now, { retentionMonths: 24, purgeRetention: false })
    await runHousekeeping(database, now, { retentionMonths: 0, purgeRetention: true })
    expect(await emails()).toEqual(['baru@tokobudi.co.id', 'lama@tokobudi.co.id'])
    expect((await clickIds()).sort()).toEqual(['new-click', 'old-click'])
  })

  it('deletes leads and click counts past the retention period, and nothing newer', async () => {
    const result = await runHousekeeping(database, now, { retentionMonths: 24, purgeRetention: true })
    expect(result).toMatchObject({ leads: 1, clicks: 1 })
    expect(await emails()).toEqual(['baru@tokobudi.co.id'])
    expect(await clickIds()).toEqual(['new-click'])
  })
})
