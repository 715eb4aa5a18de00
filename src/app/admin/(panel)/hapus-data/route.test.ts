import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * Issue 34, finding 4: the deletion form's post checks Origin itself (the handlers' rule, src/lib/server/origin.ts),
 * so a signed-in admin's session deletes nothing from a request without Origin, whatever screens sit in front of
 * it. The page's own route handler on real SQLite with a real Better Auth session, as the browser posts the form.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hapus-data-action-'))
vi.stubEnv('DATABASE_URL', `file:${path.join(dir, 'leads.db')}`)

const { getDatabase, closeDatabase } = await import('@/lib/db/client')
const { addUser } = await import('@/lib/admin/users')
const { attemptLogin } = await import('@/lib/admin/login')
const { GET, POST } = await import('./route')

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
const PAGE = 'http://localhost:3000/admin/hapus-data'

/** The confirmation step's post, as the browser sends the form, with `headers` besides the session cookie. */
async function confirm(email: string, headers: Record<string, string>) {
  const body = new URLSearchParams({ email, confirmation: email, intent: 'confirm' })
  const response = await POST(
    new Request(PAGE, {
      method: 'POST',
      headers: { cookie, host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    }),
  )
  return { status: response.status, html: await response.text() }
}

describe('the UU PDP deletion page', () => {
  it('deletes nothing for a signed-in admin when the request has no Origin (and no Sec-Fetch-Site: same-origin)', async () => {
    const email = `tanpa-origin-${randomUUID().slice(0, 8)}@contoh.id`
    await insertLead(email)
    for (const extra of [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://situs-lain.example' },
      { origin: 'null' },
    ]) {
      const answer = await confirm(email, extra as Record<string, string>)
      expect(answer.status).toBe(200)
      expect(answer.html).toContain('situs ini')
      expect(answer.html).not.toContain('data-testid="deletion-confirm"')
      expect(await leadsOf(email)).toBe(1)
    }
  })

  it('deletes for the same admin posting from the site', async () => {
    const email = `dari-situs-${randomUUID().slice(0, 8)}@contoh.id`
    await insertLead(email)
    const answer = await confirm(email, { origin: 'http://localhost:3000' })
    expect(answer.html).toMatch(/role="status"[^>]*>[^<]*1 lead/)
    expect(await leadsOf(email)).toBe(0)
  })

  it('checks first, then asks for the address again; without a session it sends the post to the login page', async () => {
    const email = `dua-langkah-${randomUUID().slice(0, 8)}@contoh.id`
    await insertLead(email)
    const check = await POST(
      new Request(PAGE, {
        method: 'POST',
        headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, intent: 'check' }),
      }),
    )
    const html = await check.text()
    expect(html).toContain('data-testid="deletion-confirm"')
    expect(html).toContain(`value="${email}"`)
    expect(await leadsOf(email)).toBe(1)
    // No client framework on the page: the form is a plain post.
    expect(html).not.toMatch(/<script[^>]+src=|self\.__next_f/)
    expect((await GET(new Request(PAGE, { headers: { cookie } }))).status).toBe(200)

    const signedOut = await POST(
      new Request(PAGE, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, confirmation: email, intent: 'confirm' }),
      }),
    )
    expect(signedOut.status).toBe(303)
    expect(signedOut.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fhapus-data')
    expect(await leadsOf(email)).toBe(1)
  })
})
