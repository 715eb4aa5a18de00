import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { recordStaffEvent } from './audit-log'
import { authFor } from './auth'
import { reserveAttempt, withAttempt } from './login-throttle'
import { isStaffRole } from './staff'

/** After this many failed logins within the window, per account and per IP, logins are refused with 429. */
export { LOGIN_MAX_FAILURES } from './login-throttle'

export type LoginOutcome =
  | { kind: 'ok'; setCookies: string[]; userId: string }
  | { kind: 'two_factor'; setCookies: string[] }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number }

export function throttled(blockedUntil: Date, now: Date): LoginOutcome & { kind: 'throttled' } {
  return {
    kind: 'throttled',
    retryAfterSeconds: Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000)),
  }
}

/** Only the headers Better Auth needs: our own origin check has run already (its own would need SITE_URL). */
export function authHeaders(from: Headers): Headers {
  const headers = new Headers()
  for (const name of ['cookie', 'user-agent']) {
    const value = from.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

function normalizeLoginEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : ''
}

/**
 * One login attempt: reserved against the throttles first (./login-throttle.ts; held: 429), then Better Auth's
 * e-mail/password sign-in (scrypt hashes, disabled accounts refused). Unknown e-mail, wrong password and disabled
 * account all get the same answer. Recorded in the audit log.
 */
export async function attemptLogin(
  database: AppDatabase,
  input: { email: unknown; password: unknown; ip: string | null; headers: Headers },
  now: Date = new Date(),
): Promise<LoginOutcome> {
  const email = normalizeLoginEmail(input.email)
  const password = typeof input.password === 'string' ? input.password.slice(0, 1024) : ''
  const reserved = await reserveAttempt(
    database,
    { step: 'password', account: email || null, ip: input.ip, refusedAction: 'login_throttled' },
    now,
  )
  if (!reserved.ok) return throttled(reserved.blockedUntil, now)
  const { attempt } = reserved
  return withAttempt(attempt, async () => {
    const auth = await authFor(database)
    let response: Response | null = null
    if (email && password) {
      response = await auth.api
        .signInEmail({
          body: { email, password, rememberMe: true },
          headers: authHeaders(input.headers),
          asResponse: true,
        })
        .catch(() => null)
    }
    const body = response?.ok
      ? ((await response.json().catch(() => null)) as {
          twoFactorRedirect?: boolean
          user?: { id: string; email: string; name: string; role?: string }
        } | null)
      : null
    if (!response || !body || (!body.twoFactorRedirect && (!body.user || !isStaffRole(body.user.role)))) {
      await attempt.settle('failed')
      await recordStaffEvent(database.db, { user: null, action: 'login_failed', subject: email, ip: input.ip })
      return { kind: 'invalid' }
    }
    const setCookies = response.headers.getSetCookie()
    if (body.twoFactorRedirect) {
      // The password was right; the login is not done yet (the code step has its own budget).
      await attempt.settle('released')
      return { kind: 'two_factor', setCookies }
    }
    const user = body.user!
    await attempt.settle('login')
    await recordStaffEvent(database.db, {
      user: { id: user.id, email: user.email, name: user.name, role: user.role as 'staff', twoFactorEnabled: false },
      action: 'login',
      subject: email,
      ip: input.ip,
    })
    return { kind: 'ok', setCookies, userId: user.id }
  })
}
