import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { recordStaffEvent } from './audit-log'
import { authFor, type StaffAuth } from './auth'
import { authHeaders, throttled, type LoginOutcome } from './login'
import { reserveAttempt, withAttempt } from './login-throttle'
import { SESSION_COOKIE_PREFIX } from './session-cookie'
import { isStaffRole, type StaffUser } from './staff'
import { callAuth, claimTotpCode, normalizeTotp, releaseTotpCode } from './two-factor'

/**
 * The second step of a login for an account with 2FA: after the right password Better Auth holds a challenge
 * (cookie `pd-admin.two_factor`, 10 minutes); a 6-digit code from the app or one backup code completes it.
 * Throttled like the password step (./login-throttle.ts, reserved before the code is checked): 5 wrong codes in
 * 15 minutes per account or per IP → 429 with Retry-After. A TOTP code that already opened a login or confirmed
 * the setup is refused until its window has passed.
 */

export type CodeOutcome = Exclude<LoginOutcome, { kind: 'two_factor' }> | { kind: 'expired'; setCookies: string[] }

export const CHALLENGE_COOKIES = [`__Secure-${SESSION_COOKIE_PREFIX}.two_factor`, `${SESSION_COOKIE_PREFIX}.two_factor`]

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * Whose login the challenge cookie continues. Used only to pick the throttle counter and the audit subject;
 * the cookie's signature is checked by Better Auth when the code is verified.
 */
async function pendingUser(auth: StaffAuth, headers: Headers): Promise<StaffUser | null> {
  const signed = CHALLENGE_COOKIES.map((name) => cookieValue(headers.get('cookie'), name)).find(Boolean)
  const identifier = signed && signed.length < 512 ? signed.slice(0, signed.lastIndexOf('.')) : ''
  if (!identifier.startsWith('2fa-')) return null
  const ctx = await auth.$context
  const challenge = await ctx.internalAdapter.findVerificationValue(identifier).catch(() => null)
  if (!challenge || new Date(challenge.expiresAt).getTime() < Date.now()) return null
  const user = (await ctx.internalAdapter.findUserById(challenge.value)) as
    (StaffUser & { role?: string | null; banned?: boolean | null }) | null
  if (!user || user.banned || !isStaffRole(user.role)) return null
  return { id: user.id, email: user.email, name: user.name, role: user.role, twoFactorEnabled: true }
}

/** A backup code as Better Auth issues it (`abcde-12345`, letters keep their case), typed with or without the dash. */
function normalizeBackupCode(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64) return null
  const compact = value.replace(/[\s-]/g, '')
  return /^[A-Za-z0-9]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : null
}

export async function attemptTwoFactorLogin(
  database: AppDatabase,
  input: { code: unknown; ip: string | null; headers: Headers },
  now: Date = new Date(),
): Promise<CodeOutcome> {
  const auth = await authFor(database)
  const user = await pendingUser(auth, input.headers)
  if (!user) return { kind: 'expired', setCookies: [] }
  const reserved = await reserveAttempt(
    database,
    { step: 'code', account: user.email, ip: input.ip, refusedAction: 'two_factor_throttled' },
    now,
  )
  if (!reserved.ok) return throttled(reserved.blockedUntil, now)
  const { attempt } = reserved
  return withAttempt(attempt, async (): Promise<CodeOutcome> => {
    const failed = async () => {
      await attempt.settle('failed')
      await recordStaffEvent(database.db, {
        user: null,
        action: 'two_factor_failed',
        subject: user.email,
        ip: input.ip,
      })
    }

    const totp = normalizeTotp(input.code)
    const backup = totp ? null : normalizeBackupCode(input.code)
    // A used code counts as a wrong one (RFC 6238 section 5.2): claimed before the check, given back if refused.
    if ((!totp && !backup) || (totp && !(await claimTotpCode(database, user.id, totp)))) {
      await failed()
      return { kind: 'invalid' }
    }
    const headers = authHeaders(input.headers)
    const call = await callAuth(() =>
      totp
        ? auth.api.verifyTOTP({ body: { code: totp }, headers, asResponse: true })
        : auth.api.verifyBackupCode({ body: { code: backup! }, headers, asResponse: true }),
    )
    if (call.ok) {
      // Recorded as the login: it starts the account's failure counts over, for both steps.
      await attempt.settle('login')
      await recordStaffEvent(database.db, { user, action: 'login', subject: user.email, ip: input.ip })
      return { kind: 'ok', setCookies: call.setCookies, userId: user.id }
    }
    if (totp) await releaseTotpCode(database, user.id, totp)
    switch (call.code) {
      case 'INVALID_CODE':
      case 'INVALID_BACKUP_CODE':
        await failed()
        return { kind: 'invalid' }
      case 'ACCOUNT_TEMPORARILY_LOCKED':
        // Better Auth's own lock: nothing was checked.
        await attempt.settle('released')
        return throttled(new Date(now.getTime() + 15 * 60 * 1000), now)
      case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
        await failed()
        return { kind: 'expired', setCookies: call.setCookies }
      default:
        await attempt.settle('released')
        return { kind: 'expired', setCookies: call.setCookies }
    }
  })
}
