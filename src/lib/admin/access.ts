import 'server-only'
import { headers } from 'next/headers'
import { forbidden, redirect } from 'next/navigation'
import { getAuth } from './auth'
import { isSameOrigin } from './origin'
import { ADMIN_PATH_HEADER } from './session-cookie'
import { adminNeedsTwoFactor, hasRole, staffUserFromHeaders, type StaffRole, type StaffUser } from './staff'

export type { StaffRole, StaffUser } from './staff'

/**
 * The one access contract for staff pages, route handlers and server actions. Every check runs on the server,
 * on every request, against the session in the database (no cached cookie), so a disabled account is out at once.
 *
 * - pages: no session → redirect to /admin/login?next=…; wrong role → 403 page (app/admin/forbidden.tsx)
 * - route handlers: cross-site non-GET → 403, no session → 401, wrong role → 403 (JSON, Indonesian message)
 * - server actions: throws StaffAccessError (status 401/403) for the caller to map
 *
 * Admins without a second factor while ADMIN_REQUIRE_2FA=1 may only open the security page to set one up.
 */
export const LOGIN_PATH = '/admin/login'
export const SECURITY_PATH = '/admin/keamanan'

export class StaffAccessError extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? 'Sesi berakhir. Silakan masuk lagi.' : 'Akun Anda tidak memiliki akses untuk tindakan ini.')
  }
}

export async function currentStaffUser(): Promise<StaffUser | null> {
  return staffUserFromHeaders(await getAuth(), await headers())
}

/** A safe place to return to after login: a path on this site under /admin, never another host. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/admin') || value.startsWith('//') || /[\\\r\n]/.test(value)) return '/admin'
  return value.startsWith(LOGIN_PATH) ? '/admin' : value
}

export async function requireStaffPage(role: StaffRole = 'staff'): Promise<StaffUser> {
  const requestHeaders = await headers()
  const user = await staffUserFromHeaders(await getAuth(), requestHeaders)
  const here = safeNextPath(requestHeaders.get(ADMIN_PATH_HEADER))
  if (!user) redirect(`${LOGIN_PATH}?next=${encodeURIComponent(here)}`)
  if (adminNeedsTwoFactor(user) && !here.startsWith(SECURITY_PATH)) redirect(SECURITY_PATH)
  if (!hasRole(user, role)) forbidden()
  return user
}

function refusal(status: 401 | 403, error: string): Response {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'private, no-store' } })
}

export async function requireStaffRequest(request: Request, role: StaffRole = 'staff'): Promise<StaffUser | Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request.headers)) {
    return refusal(403, 'Permintaan dari situs lain ditolak.')
  }
  const user = await staffUserFromHeaders(await getAuth(), request.headers)
  if (!user) return refusal(401, 'Sesi berakhir. Silakan masuk lagi.')
  if (adminNeedsTwoFactor(user)) return refusal(403, 'Aktifkan verifikasi dua langkah terlebih dahulu.')
  if (!hasRole(user, role)) return refusal(403, 'Akun Anda tidak memiliki akses untuk tindakan ini.')
  return user
}

export async function requireStaffAction(role: StaffRole = 'staff'): Promise<StaffUser> {
  const user = await currentStaffUser()
  if (!user) throw new StaffAccessError(401)
  if (adminNeedsTwoFactor(user) || !hasRole(user, role)) throw new StaffAccessError(403)
  return user
}
