import { afterEach, describe, expect, it, vi } from 'vitest'
import { editorAccess, editorMode } from './editor-access'
import { editorApi } from './editor-api'
import keystaticConfig from '@/content/editor/keystatic-config'
import { getEditorSession } from './require-editor'

const github = {
  NODE_ENV: 'production',
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'puncakdigital/website',
  KEYSTATIC_GITHUB_CLIENT_ID: 'id',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
  KEYSTATIC_SECRET: 'x'.repeat(40),
}

/** Requests a visitor could send: none, a forged session cookie, hostile headers. */
const visitors: [string, HeadersInit][] = [
  ['no session', {}],
  ['a forged session cookie', { cookie: 'better-auth.session_token=admin; role=admin' }],
  [
    'hostile headers',
    {
      cookie: '"><script>alert(1)</script>',
      'x-forwarded-user': 'admin%0d%0arole: admin',
      'x-long': 'a'.repeat(16_000),
      'x-role': 'admin',
    },
  ],
]

afterEach(() => vi.unstubAllEnvs())

describe('who may open the article editor', () => {
  it('is off in a production build unless GitHub mode is fully configured', () => {
    expect(editorMode({ NODE_ENV: 'production' })).toBe('off')
    expect(editorMode({ ...github, KEYSTATIC_SECRET: undefined })).toBe('off')
    expect(editorMode(github)).toBe('github')
    expect(editorMode({ NODE_ENV: 'development' })).toBe('dev')
  })

  it('denies every request without a staff session', async () => {
    for (const [, headers] of visitors) expect(await getEditorSession(new Headers(headers))).toBeNull()
  })

  for (const [who, headers] of visitors) {
    it(`answers 404 to ${who} when off, and sends them to the admin login when on`, async () => {
      expect(await editorAccess(new Headers(headers), { NODE_ENV: 'production' })).toEqual({
        allow: false,
        status: 404,
      })
      expect(await editorAccess(new Headers(headers), github)).toEqual({
        allow: false,
        status: 302,
        location: '/admin/login?next=%2Fkeystatic',
      })
    })
  }

  it('keeps the file API closed: 404 when off, 401 without an admin when on, for reads and writes', async () => {
    const update = () =>
      new Request('http://127.0.0.1/api/keystatic/update', {
        method: 'POST',
        headers: { 'no-cors': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ additions: [{ path: 'content/articles/x.mdoc', contents: 'aGFjaw==' }], deletions: [] }),
      })
    const tree = () => new Request('http://127.0.0.1/api/keystatic/tree', { headers: { 'no-cors': '1' } })
    vi.stubEnv('NODE_ENV', 'production')
    expect((await editorApi(update(), keystaticConfig)).status).toBe(404)
    expect((await editorApi(tree(), keystaticConfig)).status).toBe(404)
    for (const [name, value] of Object.entries(github)) vi.stubEnv(name, value)
    // The build's storage must be GitHub too (a local-storage build refuses GitHub mode: github-oauth.test.ts).
    const githubBuild = {
      ...keystaticConfig,
      storage: { kind: 'github' as const, repo: 'puncakdigital/website' as const },
    }
    const denied = await editorApi(update(), githubBuild)
    expect(denied.status).toBe(401)
    expect(await denied.json()).toEqual({ error: expect.stringContaining('admin') })
    expect((await editorApi(tree(), githubBuild)).status).toBe(401)
  })
})
