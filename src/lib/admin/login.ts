import 'server-only'
import { sql } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import { toIso } from '@/lib/db/types'
import { recordStaffEvent } from './audit-log'
import { authFor } from './auth'
import { isStaffRole } from './staff'

/** After this many failed logins within the window, per account and per IP, logins are refused with 429. */
export const LOGIN_MAX_FAILURES = 5
export const LOGIN_WINDOW_MS = 15 * 60 * 1000

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

export function normalizeLoginEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : ''
}

/**
 * When logins for this account or IP open again (null: not throttled). Counts failed logins in the audit log
 * over the last 15 minutes; an account's count starts over after its last successful login. The password step
 * counts `login_failed`, the second-factor step `two_factor_failed` (./two-factor-login.ts): each its own budget.
 */
export async function loginBlockedUntil(
  database: AppDatabase,
  email: string,
  ip: string | null,
  now: Date = new Date(),
  failure: 'login_failed' | 'two_factor_failed' = 'login_failed',
): Promise<Date | null> {
  const db = database.db
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString()
  const lastSuccess = await db
    .selectFrom('staff_audit_log')
    .select(sql<Date | string | null>`max(created_at)`.as('at'))
    .where('action', '=', 'login')
    .where('subject', '=', email)
    .where('created_at', '>', windowStart)
    .executeTakeFirst()
  const accountStart = lastSuccess?.at ? toIso(lastSuccess.at) : windowStart
  const fifthLatest = (column: 'subject' | 'ip', value: string, since: string) =>
    db
      .selectFrom('staff_audit_log')
      .select('created_at')
      .where('action', '=', failure)
      .where(column, '=', value)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(1)
      .offset(LOGIN_MAX_FAILURES - 1)
      .executeTakeFirst()
  const hits = await Promise.all([
    email ? fifthLatest('subject', email, accountStart) : undefined,
    ip ? fifthLatest('ip', ip, windowStart) : undefined,
  ])
  const until = hits
    .filter((row) => row !== undefined)
    .map((row) => new Date(toIso(row.created_at)).getTime() + LOGIN_WINDOW_MS)
  return until.length ? new Date(Math.max(...until)) : null
}

/**
 * One login attempt: throttle check, then Better Auth's e-mail/password sign-in (scrypt hashes, disabled accounts
 * refused). Unknown e-mail, wrong password and disabled account all get the same answer. Recorded in the audit log.
 */
export async function attemptLogin(
  database: AppDatabase,
  input: { email: unknown; password: unknown; ip: string | null; headers: Headers },
  now: Date = new Date(),
): Promise<LoginOutcome> {
  const email = normalizeLoginEmail(input.email)
  const password = typeof input.password === 'string' ? input.password.slice(0, 1024) : ''
  const blockedUntil = await loginBlockedUntil(database, email, input.ip, now)
  if (blockedUntil) {
    await recordStaffEvent(database.db, { user: null, action: 'login_throttled', subject: email, ip: input.ip })
    return throttled(blockedUntil, now)
  }
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
    await recordStaffEvent(database.db, { user: null, action: 'login_failed', subject: email, ip: input.ip })
    return { kind: 'invalid' }
  }
  const setCookies = response.headers.getSetCookie()
  if (body.twoFactorRedirect) return { kind: 'two_factor', setCookies }
  const user = body.user!
  await recordStaffEvent(database.db, {
    user: { id: user.id, email: user.email, name: user.name, role: user.role as 'staff', twoFactorEnabled: false },
    action: 'login',
    subject: email,
    ip: input.ip,
  })
  return { kind: 'ok', setCookies, userId: user.id }
}
