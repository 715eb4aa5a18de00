import 'server-only'
import { createOTP } from '@better-auth/utils/otp'
import { symmetricDecrypt } from 'better-auth/crypto'
import type { AppDatabase } from '@/lib/db/client'
import { recordStaffEvent } from './audit-log'
import { authFor, type StaffAuth } from './auth'
import { authHeaders } from './login'
import { reserveAttempt, withAttempt } from './login-throttle'
import type { StaffUser } from './staff'
import { findStaffAccount } from './users'

/**
 * TOTP second factor of a signed-in staff member, through Better Auth's two-factor plugin (table
 * staff_two_factor): switch on with the password → scan the QR code (or type the secret) → confirm one code,
 * only then does 2FA count; switch off with the password. Every step is recorded in the audit log.
 */

const TOTP_DIGITS = 6
const TOTP_PERIOD_SECONDS = 30

export type PendingSetup = {
  /** otpauth:// address for the authenticator app (the QR code encodes it). */
  uri: string
  /** The same secret in base32, for typing it in by hand. */
  secret: string
  backupCodes: string[]
}

export type TwoFactorStatus = { enabled: boolean; pending: PendingSetup | null; backupCodesLeft: number }

type TwoFactorRow = { id: string; secret: string; verified?: boolean | null }

export type AuthCall = { ok: boolean; status: number; code: string | null; setCookies: string[]; body: unknown }

/** Runs a Better Auth endpoint as a Response and reads it: its errors come back as data, never as a throw. */
export async function callAuth(run: () => Promise<Response>): Promise<AuthCall> {
  const response = await run().catch(() => null)
  if (!response) return { ok: false, status: 500, code: null, setCookies: [], body: null }
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null
  return {
    ok: response.ok,
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : null,
    setCookies: response.headers.getSetCookie(),
    body,
  }
}

/**
 * RFC 6238 section 5.2: a code is accepted one step either side (Better Auth's window), so it stays usable for at
 * most three periods after it was first accepted; it is remembered that long.
 */
const TOTP_USED_MS = 3 * TOTP_PERIOD_SECONDS * 1000

/**
 * Marks a TOTP code of this account as used, in the database (every instance sees it). False when it was already
 * used within its window: the caller refuses it. One statement, so two parallel uses cannot both claim it.
 */
export async function claimTotpCode(database: AppDatabase, userId: string, code: string): Promise<boolean> {
  const now = new Date()
  const expires = new Date(now.getTime() + TOTP_USED_MS).toISOString()
  const claimed = await database.write(async (trx) => {
    await trx.deleteFrom('staff_totp_used').where('expires_at', '<=', now.toISOString()).execute()
    const result = await trx
      .insertInto('staff_totp_used')
      .values({ user_id: userId, code, expires_at: expires })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'code'])
          .doUpdateSet({ expires_at: expires })
          .where('staff_totp_used.expires_at', '<=', now.toISOString()),
      )
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0n)
  })
  return claimed > 0
}

/** Gives a claimed code back when it was not accepted (wrong, or the challenge was gone): it was never used. */
export async function releaseTotpCode(database: AppDatabase, userId: string, code: string): Promise<void> {
  await database.write((trx) =>
    trx.deleteFrom('staff_totp_used').where('user_id', '=', userId).where('code', '=', code).execute(),
  )
}

async function twoFactorRow(auth: StaffAuth, userId: string): Promise<TwoFactorRow | null> {
  const ctx = await auth.$context
  return ctx.adapter.findOne<TwoFactorRow>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] })
}

async function backupCodesOf(auth: StaffAuth, userId: string): Promise<string[]> {
  const result = await auth.api.viewBackupCodes({ body: { userId } }).catch(() => null)
  return result?.backupCodes ?? []
}

/** Whether 2FA is on, and while a setup waits for its first code: the QR address, the secret and backup codes. */
export async function twoFactorStatus(database: AppDatabase, user: StaffUser): Promise<TwoFactorStatus> {
  const auth = await authFor(database)
  const row = await twoFactorRow(auth, user.id)
  if (user.twoFactorEnabled || !row || row.verified !== false) {
    return {
      enabled: user.twoFactorEnabled,
      pending: null,
      backupCodesLeft: row ? (await backupCodesOf(auth, user.id)).length : 0,
    }
  }
  const ctx = await auth.$context
  const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret })
  const uri = createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).url(ctx.appName, user.email)
  return {
    enabled: false,
    pending: {
      uri,
      secret: new URL(uri).searchParams.get('secret') ?? '',
      backupCodes: await backupCodesOf(auth, user.id),
    },
    backupCodesLeft: 0,
  }
}

export type SetupOutcome = 'ok' | 'wrong_password' | 'wrong_code' | 'throttled' | 'failed'

/**
 * Wrong passwords typed on the setup page count toward the account's login throttle (someone holding a stolen
 * session could otherwise guess the password here without limit).
 */
async function passwordStep(
  database: AppDatabase,
  user: StaffUser,
  ip: string | null,
  run: () => Promise<AuthCall>,
): Promise<{ outcome: SetupOutcome; call: AuthCall | null }> {
  const reserved = await reserveAttempt(database, { step: 'password', account: user.email, ip, refusedAction: null })
  if (!reserved.ok) return { outcome: 'throttled', call: null }
  const { attempt } = reserved
  return withAttempt(attempt, async () => {
    const call = await run()
    if (call.code === 'INVALID_PASSWORD') {
      await attempt.settle('failed')
      await recordStaffEvent(database.db, { user, action: 'login_failed', subject: user.email, ip })
      return { outcome: 'wrong_password' as const, call }
    }
    await attempt.settle('released')
    return { outcome: call.ok ? ('ok' as const) : ('failed' as const), call }
  })
}

const passwordOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 1024) : '')

/** Step 1: password confirmed → a new secret and backup codes, waiting for the first code (2FA not on yet). */
export async function startTwoFactorSetup(
  database: AppDatabase,
  input: { user: StaffUser; password: unknown; ip: string | null; headers: Headers },
): Promise<SetupOutcome> {
  const auth = await authFor(database)
  const password = passwordOf(input.password)
  if (input.user.twoFactorEnabled) return 'failed'
  const { outcome } = await passwordStep(database, input.user, input.ip, () =>
    callAuth(() =>
      auth.api.enableTwoFactor({ body: { password }, headers: authHeaders(input.headers), asResponse: true }),
    ),
  )
  return outcome
}

/** Step 2: the first code from the app. Better Auth then marks 2FA on and replaces the session (new cookie). */
export async function confirmTwoFactorSetup(
  database: AppDatabase,
  input: { user: StaffUser; code: unknown; ip: string | null; headers: Headers },
): Promise<{ outcome: SetupOutcome; setCookies: string[] }> {
  const code = normalizeTotp(input.code)
  if (!code) return { outcome: 'wrong_code', setCookies: [] }
  const auth = await authFor(database)
  // The confirming code is used up like a login's: it cannot open a login afterwards.
  if (!(await claimTotpCode(database, input.user.id, code))) return { outcome: 'wrong_code', setCookies: [] }
  const call = await callAuth(() =>
    auth.api.verifyTOTP({ body: { code }, headers: authHeaders(input.headers), asResponse: true }),
  )
  if (!call.ok) {
    await releaseTotpCode(database, input.user.id, code)
    return { outcome: call.code === 'INVALID_CODE' ? 'wrong_code' : 'failed', setCookies: [] }
  }
  await recordStaffEvent(database.db, {
    user: input.user,
    action: 'two_factor_enabled',
    subject: input.user.email,
    ip: input.ip,
  })
  return { outcome: 'ok', setCookies: call.setCookies }
}

/** Switches 2FA off (or abandons a setup) after the password; the session is replaced (new cookie). */
export async function disableTwoFactor(
  database: AppDatabase,
  input: { user: StaffUser; password: unknown; ip: string | null; headers: Headers },
): Promise<{ outcome: SetupOutcome; setCookies: string[] }> {
  const auth = await authFor(database)
  const password = passwordOf(input.password)
  const { outcome, call } = await passwordStep(database, input.user, input.ip, () =>
    callAuth(() =>
      auth.api.disableTwoFactor({ body: { password }, headers: authHeaders(input.headers), asResponse: true }),
    ),
  )
  if (outcome === 'ok') {
    await recordStaffEvent(database.db, {
      user: input.user,
      action: 'two_factor_disabled',
      subject: input.user.email,
      ip: input.ip,
    })
  }
  return { outcome, setCookies: call?.setCookies ?? [] }
}

/** A 6-digit code as typed (spaces allowed, as apps show "123 456"), or null. */
export function normalizeTotp(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64) return null
  const digits = value.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null
}

/**
 * `npm run leads -- user reset-2fa EMAIL`: the phone is lost. 2FA off, secret and backup codes gone, every
 * session of the account ended; the member signs in with the password and sets 2FA up again.
 */
export async function resetTwoFactor(database: AppDatabase, email: string): Promise<boolean> {
  const { ctx, user } = await findStaffAccount(database, email)
  const had = Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled)
  await ctx.adapter.deleteMany({ model: 'twoFactor', where: [{ field: 'userId', value: user.id }] })
  await ctx.internalAdapter.updateUser(user.id, { twoFactorEnabled: false })
  await ctx.internalAdapter.deleteUserSessions(user.id)
  await recordStaffEvent(database.db, { user: null, action: 'two_factor_reset', subject: user.email })
  return had
}
