import 'server-only'
import { readConfig, type Env } from '@/lib/config'
import type { StaffAuth } from './auth'
import { isSameOrigin } from '@/lib/server/origin'
import { ADMIN_RESPONSE_HEADERS } from './session-cookie'
import { hasRole, staffUserFromHeaders, type StaffRole, type StaffUser } from './staff'

/**
 * The decisions behind src/lib/admin/access.ts, apart from Next's request APIs so that they can be tested on a
 * real database: who may pass, and what a refused caller gets.
 */

/** Where an admin without a second factor is sent while ADMIN_REQUIRE_2FA is on (the only page left open). */
export const TWO_FACTOR_SETUP_PATH = '/admin/keamanan'

export type AccessOptions = {
  /** The 2FA setup page and its handlers: open to an admin who still has to switch 2FA on. */
  twoFactorSetup?: boolean
}

export type AccessDecision = 'ok' | 'no_session' | 'forbidden' | 'two_factor_setup'

const ACCESS_MESSAGES = {
  no_session: 'Sesi berakhir. Silakan masuk lagi.',
  forbidden: 'Akun Anda tidak memiliki akses untuk tindakan ini.',
  two_factor_setup: `Akun admin wajib memakai verifikasi dua langkah. Aktifkan dulu di ${TWO_FACTOR_SETUP_PATH}.`,
  cross_site: 'Permintaan dari situs lain ditolak.',
} as const

/** Whether this account must switch 2FA on before anything else: admins, when ADMIN_REQUIRE_2FA is on. */
export function mustSetUpTwoFactor(user: StaffUser, env: Env = process.env): boolean {
  return user.role === 'admin' && !user.twoFactorEnabled && readConfig(env).ADMIN_REQUIRE_2FA
}

export function accessDecision(
  user: StaffUser | null,
  role: StaffRole = 'staff',
  options: AccessOptions = {},
  env: Env = process.env,
): AccessDecision {
  if (!user) return 'no_session'
  if (!options.twoFactorSetup && mustSetUpTwoFactor(user, env)) return 'two_factor_setup'
  if (!hasRole(user, role)) return 'forbidden'
  return 'ok'
}

function refusal(status: 401 | 403, error: string): Response {
  return Response.json({ error }, { status, headers: ADMIN_RESPONSE_HEADERS })
}

/** Route handlers: cross-site non-GET → 403, no session → 401, admin still without required 2FA or wrong role → 403. */
export async function staffRequestAccess(
  auth: StaffAuth,
  request: Request,
  role: StaffRole = 'staff',
  options: AccessOptions = {},
  env: Env = process.env,
): Promise<StaffUser | Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request.headers)) {
    return refusal(403, ACCESS_MESSAGES.cross_site)
  }
  const user = await staffUserFromHeaders(auth, request.headers)
  const decision = accessDecision(user, role, options, env)
  if (decision === 'ok') return user!
  return refusal(decision === 'no_session' ? 401 : 403, ACCESS_MESSAGES[decision])
}
