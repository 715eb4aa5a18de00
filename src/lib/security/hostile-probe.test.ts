import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { safeNextPath } from '@/lib/admin/access'
import { proxy } from '@/proxy'

/**
 * Issue 34, findings 4, 6 and 9, at the proxy and the handlers' doors: a cross-site or Origin-less form post to any
 * page (the staff inbox included) gets the Indonesian 403 page; the editor's API is screened like the other routes;
 * a chunked body is cut at the limit; the login `next` is a path on this site.
 */

const SITE = 'http://localhost:3000'
// Nothing here should reach the database; if a regression does, it writes a throwaway file, not the project's.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-probe-'))
vi.stubEnv('DATABASE_URL', `file:${path.join(dir, 'leads.db')}`)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function post(pathname: string, headers: Record<string, string>, body: BodyInit = 'email=budi%40contoh.id') {
  return proxy(
    new NextRequest(`${SITE}${pathname}`, {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]),
  )
}

async function expectIndonesian403(response: Response) {
  expect(response.status).toBe(403)
  const html = await response.text()
  expect(html).toContain('<html lang="id">')
  expect(html).toContain('Formulir dikirim dari situs lain')
}

const passedOn = (response: Response) => response.headers.get('x-middleware-next') === '1'

describe('form posts to pages, /admin included (finding 4)', () => {
  it("a cross-site post to the deletion page gets the Indonesian 403 page, not Next's English 500", async () => {
    await expectIndonesian403(await post('/admin/hapus-data', { origin: 'https://situs-lain.example' }))
    await expectIndonesian403(await post('/contact', { origin: 'https://situs-lain.example' }))
    await expectIndonesian403(await post('/admin/hapus-data', { origin: 'null' }))
  })

  it("a post without Origin is refused unless the browser says same-origin (the handlers' rule)", async () => {
    await expectIndonesian403(await post('/admin/hapus-data', {}))
    await expectIndonesian403(await post('/admin/hapus-data', { 'sec-fetch-site': 'cross-site' }))
    expect(passedOn(await post('/admin/hapus-data', { 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(passedOn(await post('/admin/hapus-data', { origin: SITE }))).toBe(true)
  })

  it('a script calling an action from another site gets JSON 403', async () => {
    const response = await post('/admin/hapus-data', {
      origin: 'https://situs-lain.example',
      'next-action': 'a'.repeat(42),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ ok: false, error: expect.stringContaining('situs ini') })
  })
})

describe('the editor API gets the cross-site screen (finding 6)', () => {
  const request = (pathname: string, method: string, headers: Record<string, string>) =>
    proxy(new NextRequest(`${SITE}${pathname}`, { method, headers: { host: 'localhost:3000', ...headers } }))

  it('refuses a cross-site GET or POST before the editor sees it', async () => {
    for (const pathname of ['/api/keystatic/github/login', '/api/keystatic/github/logout', '/api/keystatic/tree']) {
      expect((await request(pathname, 'GET', { 'sec-fetch-site': 'cross-site' })).status, pathname).toBe(403)
    }
    expect((await request('/api/keystatic/update', 'POST', { origin: 'https://situs-lain.example' })).status).toBe(403)
  })

  it("lets the editor itself through, and GitHub's return to the callback (checked by its state instead)", async () => {
    expect(passedOn(await request('/api/keystatic/tree', 'GET', { 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(passedOn(await request('/api/keystatic/update', 'POST', { origin: SITE }))).toBe(true)
    const callback = await request('/api/keystatic/github/oauth/callback?code=abc&state=x', 'GET', {
      'sec-fetch-site': 'cross-site',
    })
    expect(passedOn(callback)).toBe(true)
  })
})

describe('chunked bodies stop at the limit (finding 9)', () => {
  /** A body sent in 64 KB chunks without Content-Length, counting what the reader pulled. */
  function chunked(total: number) {
    const chunk = new Uint8Array(64 * 1024).fill(120)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return { stream, pulled: () => sent }
  }

  it('a 10 MB chunked action call to a page is answered 413 after reading little more than 1 MB', async () => {
    const body = chunked(10 * 1024 * 1024)
    const response = await post(
      '/contact',
      { origin: SITE, 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' },
      body.stream,
    )
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThan(1.5 * 1024 * 1024)
  })

  it('a chunked 10 MB body to the login handler is answered 413 after reading little more than 16 KB', async () => {
    const { handleLogin, handleTwoFactorLogin } = await import('@/lib/admin/login-http')
    for (const handle of [handleLogin, handleTwoFactorLogin]) {
      const body = chunked(10 * 1024 * 1024)
      const response = await handle(
        new Request(`${SITE}/api/admin/login`, {
          method: 'POST',
          headers: { origin: SITE, host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
          body: body.stream,
          duplex: 'half',
        } as RequestInit & { duplex: 'half' }),
      )
      expect(response.status).toBe(413)
      expect(await response.text()).toContain('lang="id"')
      expect(body.pulled()).toBeLessThanOrEqual(128 * 1024)
    }
  })

  it('a chunked no-JavaScript form post over 1 MB gets the Indonesian 413 page', async () => {
    const body = chunked(3 * 1024 * 1024)
    const response = await post(
      '/contact',
      { origin: SITE, 'content-type': 'multipart/form-data; boundary=x' },
      body.stream,
    )
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('Data formulir terlalu besar')
    expect(body.pulled()).toBeLessThan(1.5 * 1024 * 1024)
  })
})

describe('the login `next` is a path on this site (finding 9)', () => {
  it.each([
    '/adminx/../../x',
    '/admin/../x',
    '/admin/%2e%2e/x',
    '//evil.example/admin',
    '/\\evil.example',
    '/admin/\\evil.example',
    '/admin\tx',
    '/admin/leads\r\nSet-Cookie: a=b',
    '/admin\nx',
    'javascript:alert(1)',
    'https://evil.example/admin',
    '/admin/login?next=/admin',
    '/adminx',
    '',
  ])('refuses %j (falls back to /admin)', (value) => {
    expect(safeNextPath(value)).toBe('/admin')
  })

  it('keeps a path under /admin (normalised, with its query) and the article editor', () => {
    expect(safeNextPath('/admin')).toBe('/admin')
    expect(safeNextPath('/admin/leads?status=baru&q=budi')).toBe('/admin/leads?status=baru&q=budi')
    expect(safeNextPath('/admin/leads/./abc')).toBe('/admin/leads/abc')
    expect(safeNextPath('/keystatic')).toBe('/keystatic')
  })
})
