import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Issue 34, finding 4: the deletion action checks Origin itself (the handlers' rule, src/lib/server/origin.ts), so a
 * signed-in admin's session deletes nothing from a request without Origin, whatever screens sit in front of it.
 * Real SQLite, real Better Auth session; only `headers()` of next/headers is set by the test.
 */

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }))

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hapus-data-action-'))
vi.stubEnv('DATABASE_URL', `file:${path.join(dir, 'leads.db')}`)

const { getDatabase, closeDatabase } = await import('@/lib/db/client')
const { addUser } = await import('@/lib/admin/users')
const { attemptLogin } = await import('@/lib/admin/login')
const { deletionAction } = await import('./actions')

let cookie = ''
beforeAll(async () => {
  const database = await getDatabase()
  await addUser(database, { email: 'admin@agency.test', role: 'admin', password: 'Kopi-tubruk-pagi-2026' })
  const outcome = await attemptLogin(database, {
    email: 'admin@agency.test',
    password: 'Kopi-tubruk-pagi-2026',
    ip: '127.0.0.9',
    headers: new Headers({ 'user-agent': 'vitest' }),
  })
  if (outcome.kind !== 'ok') throw new Error(`login: ${outcome.kind}`)
  cookie = outcome.setCookies.map((line) => line.split(';')[0]).join('; ')
})
afterAll(async () => {
  await closeDatabase()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function insertLead(email: string) {
  const now = new Date().toISOString()
  const database = await getDatabase()
  await database.db
    .insertInto('leads')
    .values({
      id: randomUUID(),
      kind: 'analysis',
      status: 'new',
      is_spam: 0,
      raw_payload: '{}',
      created_at: now,
      updated_at: now,
      email,
      name: 'Budi',
    } as never)
    .execute()
}
async function leadsOf(email: string) {
  const database = await getDatabase()
  return (await database.db.selectFrom('leads').select('id').where('email', '=', email).execute()).length
}
function confirm(email: string) {
  const form = new FormData()
  form.set('email', email)
  form.set('confirmation', email)
  form.set('intent', 'confirm')
  return deletionAction({ step: 'confirm', email, leads: 1, subscribers: 0 } as never, form)
}

describe('the UU PDP deletion action', () => {
  beforeEach(() => {
    requestHeaders.current = new Headers()
  })

  it('deletes nothing for a signed-in admin when the request has no Origin (and no Sec-Fetch-Site: same-origin)', async () => {
    const email = `tanpa-origin-${randomUUID().slice(0, 8)}@contoh.id`
    await insertLead(email)
    for (const extra of [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://situs-lain.example' },
      { origin: 'null' },
    ]) {
      requestHeaders.current = new Headers({ cookie, host: 'localhost:3000', ...(extra as Record<string, string>) })
      const state = await confirm(email)
      expect(state.step).toBe('start')
      expect(state.message).toContain('situs ini')
      expect(await leadsOf(email)).toBe(1)
    }
  })

  it('deletes for the same admin posting from the site', async () => {
    const email = `dari-situs-${randomUUID().slice(0, 8)}@contoh.id`
    await insertLead(email)
    requestHeaders.current = new Headers({ cookie, host: 'localhost:3000', origin: 'http://localhost:3000' })
    expect((await confirm(email)).step).toBe('done')
    expect(await leadsOf(email)).toBe(0)
  })
})
