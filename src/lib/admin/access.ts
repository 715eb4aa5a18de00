import 'server-only'
import { headers } from 'next/headers'
import { forbidden, redirect } from 'next/navigation'
import {
  ACCESS_MESSAGES,
  accessDecision,
  staffRequestAccess,
  TWO_FACTOR_SETUP_PATH,
  type AccessOptions,
} from './access-rules'
import { getAuth } from './auth'
import { ADMIN_PATH_HEADER } from './session-cookie'
import { staffUserFromHeaders, type StaffRole, type StaffUser } from './staff'

export type { StaffRole, StaffUser } from './staff'
export { TWO_FACTOR_SETUP_PATH, type AccessOptions } from './access-rules'

/**
 * The one access contract for staff pages, route handlers and server actions. Every check runs on the server,
 * on every request, against the session in the database (no cached cookie), so a disabled account is out at once.
 *
 * - pages: no session → redirect to /admin/login?next=…; wrong role → 403 page (app/admin/forbidden.tsx)
 * - route handlers: cross-site non-GET → 403, no session → 401, wrong role → 403 (JSON, Indonesian message)
 * - server actions: throws StaffAccessError (status 401/403) for the caller to map
 *
 * With ADMIN_REQUIRE_2FA on, an admin without a second factor is held at the setup page (/admin/keamanan): every
 * other page redirects there, handlers and actions answer 403. Only callers passing `{ twoFactorSetup: true }`
 * (the setup page and its handlers) let such an admin through.
 */
export const LOGIN_PATH = '/admin/login'

export class StaffAccessError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string = status === 401 ? ACCESS_MESSAGES.no_session : ACCESS_MESSAGES.forbidden,
  ) {
    super(message)
  }
}

async function currentStaffUser(): Promise<StaffUser | null> {
  return staffUserFromHeaders(await getAuth(), await headers())
}

/** Where a login may return to: the staff inbox and the article editor (its gate sends admins to the login). */
const RETURN_AREAS = ['/admin', '/keystatic']
const NEXT_BASE = 'http://next.invalid'

/**
 * A safe place to return to after login: parsed as a URL against a placeholder origin and accepted only when it
 * stays on that origin as a path in a staff area, after the parser has resolved `..` and `%2e%2e`. Backslashes and
 * control characters are refused before parsing (the parser would drop a tab or turn `\` into `/`).
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/admin'
  let url: URL
  try {
    url = new URL(value, NEXT_BASE)
  } catch {
    return '/admin'
  }
  if (url.origin !== NEXT_BASE) return '/admin'
  const path = url.pathname
  if (!RETURN_AREAS.some((area) => path === area || path.startsWith(`${area}/`))) return '/admin'
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return '/admin'
  return path + url.search
}

export async function requireStaffPage(role: StaffRole = 'staff', options: AccessOptions = {}): Promise<StaffUser> {
  const requestHeaders = await headers()
  const user = await staffUserFromHeaders(await getAuth(), requestHeaders)
  const here = safeNextPath(requestHeaders.get(ADMIN_PATH_HEADER))
  switch (accessDecision(user, role, options)) {
    case 'no_session':
      redirect(`${LOGIN_PATH}?next=${encodeURIComponent(here)}`)
    case 'two_factor_setup':
      redirect(TWO_FACTOR_SETUP_PATH)
    case 'forbidden':
      forbidden()
    case 'ok':
      return user!
  }
}

export async function requireStaffRequest(
  request: Request,
  role: StaffRole = 'staff',
  options: AccessOptions = {},
): Promise<StaffUser | Response> {
  return staffRequestAccess(await getAuth(), request, role, options)
}

export async function requireStaffAction(role: StaffRole = 'staff', options: AccessOptions = {}): Promise<StaffUser> {
  const user = await currentStaffUser()
  const decision = accessDecision(user, role, options)
  if (decision === 'no_session') throw new StaffAccessError(401)
  if (decision === 'two_factor_setup') throw new StaffAccessError(403, ACCESS_MESSAGES.two_factor_setup)
  if (decision === 'forbidden') throw new StaffAccessError(403)
  return user!
}
