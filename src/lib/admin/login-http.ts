import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { requestClientIp } from '@/lib/server/client-ip'
import { recordStaffEvent } from './audit-log'
import { getAuth } from './auth'
import { LOGIN_PATH, safeNextPath } from './access'
import { attemptLogin } from './login'
import { attemptTwoFactorLogin } from './two-factor-login'
import { readLimited } from '@/lib/server/http'
import { isSameOrigin } from '@/lib/server/origin'
import { ADMIN_RESPONSE_HEADERS } from './session-cookie'
import { staffUserFromHeaders } from './staff'

/** Form posts from the login page: answered with a redirect (303) so the browser shows the next page. */
export function seeOther(location: string, setCookies: string[] = []): Response {
  const headers = new Headers({ Location: location, ...ADMIN_RESPONSE_HEADERS })
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

function loginPage(params: Record<string, string>): string {
  return `${LOGIN_PATH}?${new URLSearchParams(params).toString()}`
}

/** The code step of a login for an account with 2FA (app/admin/login/verifikasi). */
export const CODE_STEP_PATH = `${LOGIN_PATH}/verifikasi`

function codePage(params: Record<string, string>): string {
  return `${CODE_STEP_PATH}?${new URLSearchParams(params).toString()}`
}

function refusedPage(status: number, title: string, text: string, extra: Record<string, string> = {}): Response {
  // Shown only to a browser without JavaScript-free redirect (throttled or cross-site); plain and self-contained.
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;background:#f6f7fb;color:#0f1730;margin:0;padding:2rem 1rem"><main style="max-width:28rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0002"><h1 style="font-size:1.25rem">${title}</h1><p>${text}</p><p><a href="${LOGIN_PATH}" style="color:#1d4ed8">Kembali ke halaman masuk</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...ADMIN_RESPONSE_HEADERS, ...extra },
  })
}

/** 429 with Retry-After once the throttle of ./login.ts holds an account or IP (password or code step). */
function throttledPage(title: string, what: string, retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return refusedPage(
    429,
    title,
    `Demi keamanan, ${what} dari akun atau jaringan ini ditahan sementara. Coba lagi dalam ${minutes} menit.`,
    { 'Retry-After': String(retryAfterSeconds) },
  )
}

/** The login forms carry an e-mail, a password or a code: 16 KB is far more than they need. */
const LOGIN_FORM_LIMIT = 16_384

/**
 * A login form's body, read at most to LOGIN_FORM_LIMIT whatever Content-Length says (a chunked body stops being
 * read there): 'too_large' past it, null when unreadable.
 */
async function readLoginForm(request: Request): Promise<FormData | 'too_large' | null> {
  const bytes = await readLimited(request, LOGIN_FORM_LIMIT)
  if (!bytes) return 'too_large'
  const type = request.headers.get('content-type') ?? ''
  return new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData().catch(() => null)
}

export async function readForm(request: Request): Promise<FormData | null> {
  const form = await readLoginForm(request)
  return form instanceof FormData ? form : null
}

function tooLargePage(): Response {
  return refusedPage(
    413,
    'Data terlalu besar',
    'Isian yang dikirim melebihi batas formulir masuk. Muat ulang halaman lalu coba lagi.',
  )
}

/** POST /api/admin/login: e-mail + password from the login form. */
export async function handleLogin(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) {
    return refusedPage(403, 'Permintaan ditolak', 'Formulir masuk hanya bisa dikirim dari halaman masuk situs ini.')
  }
  const read = await readLoginForm(request)
  if (read === 'too_large') return tooLargePage()
  const form = read
  const next = safeNextPath(typeof form?.get('next') === 'string' ? (form.get('next') as string) : null)
  if (!form) return seeOther(loginPage({ error: 'invalid', next }))
  const database = await getDatabase()
  const outcome = await attemptLogin(database, {
    email: form.get('email'),
    password: form.get('password'),
    ip: requestClientIp(request.headers),
    headers: request.headers,
  })
  switch (outcome.kind) {
    case 'ok':
      return seeOther(next, outcome.setCookies)
    case 'two_factor':
      return seeOther(codePage({ next }), outcome.setCookies)
    case 'invalid':
      return seeOther(loginPage({ error: 'invalid', next }))
    case 'throttled':
      return throttledPage('Terlalu banyak percobaan masuk', 'percobaan masuk', outcome.retryAfterSeconds)
  }
}

/** POST /api/admin/login/verifikasi: the 6-digit code or a backup code, after the right password. */
export async function handleTwoFactorLogin(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) {
    return refusedPage(403, 'Permintaan ditolak', 'Kode verifikasi hanya bisa dikirim dari halaman masuk situs ini.')
  }
  const read = await readLoginForm(request)
  if (read === 'too_large') return tooLargePage()
  const form = read
  const next = safeNextPath(typeof form?.get('next') === 'string' ? (form.get('next') as string) : null)
  const backup: Record<string, string> = form?.get('mode') === 'cadangan' ? { cadangan: '1' } : {}
  const outcome = await attemptTwoFactorLogin(await getDatabase(), {
    code: form?.get('code') ?? null,
    ip: requestClientIp(request.headers),
    headers: request.headers,
  })
  switch (outcome.kind) {
    case 'ok':
      return seeOther(next, outcome.setCookies)
    case 'invalid':
      return seeOther(codePage({ error: 'kode', next, ...backup }))
    case 'expired':
      return seeOther(loginPage({ error: 'kedaluwarsa', next }), outcome.setCookies)
    case 'throttled':
      return throttledPage('Terlalu banyak kode salah', 'verifikasi', outcome.retryAfterSeconds)
  }
}

/** POST /api/admin/logout: ends the session in the database and clears the cookie. */
export async function handleLogout(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) {
    return Response.json(
      { error: 'Permintaan dari situs lain ditolak.' },
      { status: 403, headers: ADMIN_RESPONSE_HEADERS },
    )
  }
  const auth = await getAuth()
  const cookie = request.headers.get('cookie')
  const headers = new Headers(cookie ? { cookie } : {})
  const user = await staffUserFromHeaders(auth, headers)
  const response = await auth.api.signOut({ headers, asResponse: true }).catch(() => null)
  if (user) {
    const database = await getDatabase()
    await recordStaffEvent(database.db, {
      user,
      action: 'logout',
      ip: requestClientIp(request.headers),
    })
  }
  return seeOther(loginPage({ keluar: '1' }), response?.headers.getSetCookie() ?? [])
}
