import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * The dashboard's rank-tracker notice switch (POST /api/admin/dashboard/rank-alerts): admins only, on real SQLite
 * with real Better Auth sessions. Refused without a session, for the staff role, from another site and for any
 * body but `notify=on|off`; an admin's switch is stored and recorded in the audit log.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-alert-setting-'))
vi.stubEnv('DATABASE_URL', `file:${path.join(dir, 'leads.db')}`)

const { getDatabase, closeDatabase } = await import('@/lib/db/client')
const { addUser } = await import('./users')
const { attemptLogin } = await import('./login')
const { agencyTop10Alerts } = await import('@/lib/rank-tracker')
const { handleRankAlertSetting } = await import('./settings-http')

const origin = 'http://localhost:3000'
const cookies: Record<'admin' | 'staff', string> = { admin: '', staff: '' }

async function signIn(email: string, role: 'admin' | 'staff') {
  const database = await getDatabase()
  await addUser(database, { email, role, password: 'Es-teh-manis-2026' })
  const outcome = await attemptLogin(database, {
    email,
    password: 'Es-teh-manis-2026',
    ip: role === 'admin' ? '127.0.0.21' : '127.0.0.22',
    headers: new Headers({ 'user-agent': 'vitest' }),
  })
  if (outcome.kind !== 'ok') throw new Error(`login: ${outcome.kind}`)
  return outcome.setCookies.map((line) => line.split(';')[0]).join('; ')
}

beforeAll(async () => {
  cookies.admin = await signIn('admin@agensi.test', 'admin')
  cookies.staff = await signIn('staf@agensi.test', 'staff')
})
afterAll(async () => {
  await closeDatabase()
  fs.rmSync(dir, { recursive: true, force: true })
})

function post(body: string, headers: Record<string, string> = {}) {
  return handleRankAlertSetting(
    new Request(`${origin}/api/admin/dashboard/rank-alerts`, {
      method: 'POST',
      headers: { origin, host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    }),
  )
}
const stored = async () => agencyTop10Alerts((await getDatabase()).db)

describe('the rank-tracker team notice switch', () => {
  it('is refused without a session (401) and for the staff role (403), and changes nothing', async () => {
    expect((await post('notify=on')).status).toBe(401)
    expect((await post('notify=on', { cookie: cookies.staff })).status).toBe(403)
    expect(await stored()).toBe(false)
  })

  it('refuses a post from another site or without Origin, even with an admin session', async () => {
    const crossSite = await post('notify=on', { cookie: cookies.admin, origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const noOrigin = await handleRankAlertSetting(
      new Request(`${origin}/api/admin/dashboard/rank-alerts`, {
        method: 'POST',
        headers: { cookie: cookies.admin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'notify=on',
      }),
    )
    expect(noOrigin.status).toBe(403)
    expect(await stored()).toBe(false)
  })

  it('refuses hostile bodies: other values, script, CRLF, repeated fields, JSON, a huge body', async () => {
    const admin = { cookie: cookies.admin }
    for (const body of [
      'notify=yes',
      'notify=<script>alert(1)</script>',
      'notify=on%0d%0aSet-Cookie:%20x=1',
      'notify=on&notify=off',
      '=on',
      '',
    ]) {
      expect((await post(body, admin)).status, body).toBe(400)
    }
    expect((await post('{"notify":"on"}', { ...admin, 'content-type': 'application/json' })).status).toBe(400)
    expect((await post(`notify=on&x=${'a'.repeat(5_000)}`, admin)).status).toBe(413)
    expect(await stored()).toBe(false)
  })

  it("stores an admin's switch, answers back to the dashboard, and records who did it", async () => {
    const answer = await post('notify=on', { cookie: cookies.admin })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/admin?info=rank-alert-on#notifikasi-rank')
    expect(await stored()).toBe(true)
    expect((await post('notify=off', { cookie: cookies.admin })).headers.get('location')).toContain('rank-alert-off')
    expect(await stored()).toBe(false)
    const log = await (
      await getDatabase()
    ).db
      .selectFrom('staff_audit_log')
      .select(['user_email', 'action', 'subject'])
      .where('action', '=', 'setting')
      .orderBy('created_at')
      .execute()
    expect(log.map((row) => [row.user_email, row.subject])).toEqual([
      ['admin@agensi.test', 'notifikasi rank tracker keluar 10 besar: aktif'],
      ['admin@agensi.test', 'notifikasi rank tracker keluar 10 besar: nonaktif'],
    ])
  })
})
