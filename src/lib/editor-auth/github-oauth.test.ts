import { config } from '@keystatic/core'
import { makeRouteHandler } from '@keystatic/next/route-handler'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import keystaticConfig from '@/content/editor/keystatic-config'
import { editorApi } from './editor-api'
import { GITHUB_OAUTH_STATE_COOKIE, withGitHubOAuthState } from './github-oauth'

/**
 * Issue 34, finding 6: Keystatic's GitHub sign-in carries a `state` bound to this browser, and the callback exchanges
 * a code only when the state matches; otherwise a cross-site link could make a signed-in admin's editor use an
 * attacker's GitHub token. Keystatic itself is real here; GitHub is not: `fetch` is replaced, so a test that reaches
 * the token exchange records it instead of leaving this machine.
 */

const githubConfig = config({ storage: { kind: 'github', repo: 'puncakdigital/website' }, collections: {} })
const keystatic = makeRouteHandler({
  config: githubConfig,
  clientId: 'Iv1.uji',
  clientSecret: 'rahasia-uji',
  secret: 'k'.repeat(40),
})
const handle = (request: Request) => withGitHubOAuthState(request, keystatic.GET, { https: true })

let exchanges: string[]
beforeEach(() => {
  exchanges = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    exchanges.push(String(input))
    return new Response('{}', { status: 401 })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

const SITE = 'https://www.puncakdigital.co.id'
const get = (path: string, cookie = '') => new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} })
const cookiePairs = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]!)

describe('GitHub sign-in for the article editor', () => {
  it('the login redirect to GitHub carries a state, and the browser gets the matching cookie', async () => {
    for (const path of ['/api/keystatic/github/login', '/api/keystatic/github/login?from=branch/main/collection/x']) {
      const response = await handle(get(path))
      expect(response.status).toBe(307)
      const location = new URL(response.headers.get('location')!)
      expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
      const state = location.searchParams.get('state')
      expect(state).toMatch(/^[0-9a-f]{20,}$/)
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${GITHUB_OAUTH_STATE_COOKIE}=`))
      expect(cookie).toBe(
        `${GITHUB_OAUTH_STATE_COOKIE}=${state}; Path=/api/keystatic/github; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
      )
    }
    expect(exchanges).toEqual([])
  })

  it('a callback without state, with a foreign state or without the cookie exchanges nothing (403)', async () => {
    const login = await handle(get('/api/keystatic/github/login'))
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!
    const cookie = `${GITHUB_OAUTH_STATE_COOKIE}=${state}`
    for (const [query, sent] of [
      ['code=angreifer', cookie],
      [`code=angreifer&state=close`, cookie],
      [`code=angreifer&state=${'0'.repeat(state.length)}`, cookie],
      [`code=angreifer&state=${state}`, ''],
      [`code=angreifer&state=${state}x`, cookie],
    ] as const) {
      const response = await handle(get(`/api/keystatic/github/oauth/callback?${query}`, sent))
      expect(response.status, query).toBe(403)
      expect(await response.text()).toContain('Masuk dengan GitHub dibatalkan')
      expect(cookiePairs(response).some((pair) => pair.startsWith('keystatic-gh-access-token='))).toBe(false)
    }
    expect(exchanges).toEqual([])
  })

  it('the callback with the state this browser was given goes on to the code exchange, once', async () => {
    const login = await handle(get('/api/keystatic/github/login'))
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!
    const response = await handle(
      get(`/api/keystatic/github/oauth/callback?code=abc123&state=${state}`, `${GITHUB_OAUTH_STATE_COOKIE}=${state}`),
    )
    // GitHub (stubbed) refused the code; what matters is that Keystatic was let through to ask, and the state is spent.
    expect(exchanges).toHaveLength(1)
    expect(new URL(exchanges[0]!).origin).toBe('https://github.com')
    expect(response.status).toBe(401)
    expect(cookiePairs(response)).toContain(`${GITHUB_OAUTH_STATE_COOKIE}=`)
  })

  it('GitHub mode configured at run time but a build with local storage: the API refuses (404), never edits files', async () => {
    for (const [name, value] of Object.entries({
      NODE_ENV: 'production',
      NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'puncakdigital/website',
      KEYSTATIC_GITHUB_CLIENT_ID: 'id',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
      KEYSTATIC_SECRET: 'x'.repeat(40),
    }))
      vi.stubEnv(name, value)
    expect(keystaticConfig.storage.kind).toBe('local')
    const tree = new Request('http://127.0.0.1/api/keystatic/tree', { headers: { 'no-cors': '1' } })
    expect((await editorApi(tree, keystaticConfig)).status).toBe(404)
  })
})
