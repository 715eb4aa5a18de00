import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { authFor } from './auth'
import { attemptLogin } from './login'
import { SESSION_COOKIE_NAMES } from './session-cookie'
import { staffUserFromHeaders } from './staff'
import { CHALLENGE_COOKIES } from './two-factor-login'
import { addUser } from './users'

/**
 * Issue 34, finding 9: under https the session cookie carries the `__Host-` prefix (Secure, Path=/, no Domain, so
 * neither a subdomain nor plain http can set or shadow it); on http (localhost, the E2E server) it stays plain and
 * login still works. The names the proxy and the editor gate look for follow.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-cookie-'))
const opened: AppDatabase[] = []
afterAll(async () => {
  await Promise.all(opened.map((database) => database.destroy()))
  fs.rmSync(dir, { recursive: true, force: true })
})

async function signIn(siteUrl: string, file: string) {
  const database = await openDatabase({ dialect: 'sqlite', file: path.join(dir, file) })
  opened.push(database)
  const auth = await authFor(database, { SITE_URL: siteUrl })
  await addUser(database, { email: 'rina@agency.test', role: 'staff', password: 'Nasi-uduk-pagi-2026' })
  const outcome = await attemptLogin(database, {
    email: 'rina@agency.test',
    password: 'Nasi-uduk-pagi-2026',
    ip: '127.0.0.7',
    headers: new Headers({ 'user-agent': 'vitest' }),
  })
  if (outcome.kind !== 'ok') throw new Error(`login: ${outcome.kind}`)
  const session = outcome.setCookies.find((line) => /session_token=/.test(line))!
  const user = await staffUserFromHeaders(auth, new Headers({ cookie: session.split(';')[0]! }))
  return { session, user }
}

describe('the staff session cookie', () => {
  it('is __Host- prefixed under https: Secure, Path=/, no Domain; the session it names works', async () => {
    const { session, user } = await signIn('https://www.puncakdigital.co.id', 'https.db')
    expect(session).toMatch(/^__Host-pd-admin\.session_token=/)
    expect(session).toMatch(/; Secure/i)
    expect(session).toMatch(/; Path=\/(;|$)/i)
    expect(session).not.toMatch(/Domain=/i)
    expect(session).toMatch(/; HttpOnly/i)
    expect(session).toMatch(/; SameSite=Lax/i)
    expect(user?.email).toBe('rina@agency.test')
    expect(SESSION_COOKIE_NAMES).toContain(session.slice(0, session.indexOf('=')))
  })

  it('stays a plain cookie over http (localhost), and login works', async () => {
    const { session, user } = await signIn('http://localhost:3000', 'http.db')
    expect(session).toMatch(/^pd-admin\.session_token=/)
    expect(session).not.toMatch(/; Secure/i)
    expect(user?.email).toBe('rina@agency.test')
    expect(SESSION_COOKIE_NAMES).toContain('pd-admin.session_token')
  })

  it('the second-factor challenge keeps the names the code step reads', async () => {
    const database = await openDatabase({ dialect: 'sqlite', file: path.join(dir, 'names.db') })
    opened.push(database)
    const context = await (await authFor(database, { SITE_URL: 'https://www.puncakdigital.co.id' })).$context
    expect(CHALLENGE_COOKIES).toContain(context.createAuthCookie('two_factor').name)
    expect(context.createAuthCookie('two_factor').attributes.secure).toBe(true)
  })
})
