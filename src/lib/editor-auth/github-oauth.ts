import { randomBytes, timingSafeEqual } from 'node:crypto'

/*
 * Keystatic's GitHub sign-in (GitHub storage mode) as shipped sends `state` only when it has a page to return to,
 * and its callback exchanges any `code` it is given without comparing `state` with anything: a link to the callback
 * with an attacker's code, opened by a signed-in admin, would make the editor work with the attacker's GitHub token
 * (and commit content there). Here every redirect to GitHub carries a state that is also set in a cookie for this
 * browser only, and a callback whose state does not match that cookie is refused before Keystatic sees it, so no
 * code is ever exchanged for a request this browser did not start. Keystatic's `state=close` (its fork-install
 * flow, which starts at GitHub, not here) is refused too.
 */

export const GITHUB_OAUTH_STATE_COOKIE = 'pd-keystatic-oauth-state'
const COOKIE_PATH = '/api/keystatic/github'
const STATE_SECONDS = 10 * 60
const AUTHORIZE_URL = 'https://github.com/login/oauth/authorize'

const REFUSED =
  'Masuk dengan GitHub dibatalkan: tautan ini tidak dimulai dari editor artikel di peramban ini, atau sudah kedaluwarsa. ' +
  'Buka /keystatic lalu pilih masuk dengan GitHub sekali lagi.'

type Handler = (request: Request) => Promise<Response>

function stateCookie(value: string, https: boolean, maxAge = STATE_SECONDS): string {
  return `${GITHUB_OAUTH_STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly${https ? '; Secure' : ''}; SameSite=Lax`
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}

function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function withCookie(response: Response, cookie: string, location?: string): Response {
  const headers = new Headers(response.headers)
  headers.append('set-cookie', cookie)
  if (location) headers.set('location', location)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** Runs Keystatic's handler for GitHub storage with the sign-in bound to this browser by `state`. */
export async function withGitHubOAuthState(request: Request, handler: Handler, options: { https: boolean }) {
  const url = new URL(request.url)
  if (url.pathname === `${COOKIE_PATH}/oauth/callback`) {
    const state = url.searchParams.get('state')
    const expected = cookieValue(request.headers.get('cookie'), GITHUB_OAUTH_STATE_COOKIE)
    if (!state || !expected || !/^[0-9a-f]{20,64}$/.test(expected) || !sameState(state, expected)) {
      return new Response(REFUSED, {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      })
    }
    // A state is spent once: the answer (success or not) clears it.
    return withCookie(await handler(request), stateCookie('', options.https, 0))
  }
  const response = await handler(request)
  const location = response.headers.get('location')
  if (!location?.startsWith(`${AUTHORIZE_URL}?`)) return response
  const authorize = new URL(location)
  // Keystatic's own state (80 random bits, naming the page to return to in its ks-<state> cookie) is kept when it
  // sent one; otherwise the redirect gets a fresh 128-bit one.
  const state = authorize.searchParams.get('state') ?? randomBytes(16).toString('hex')
  authorize.searchParams.set('state', state)
  return withCookie(response, stateCookie(state, options.https), authorize.toString())
}
