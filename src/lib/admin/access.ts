import 'server-only'
import { accessDecision, staffRequestAccess, TWO_FACTOR_SETUP_PATH, type AccessOptions } from './access-rules'
import { getAuth } from './auth'
import { staffUserFromHeaders, type StaffRole, type StaffUser } from './staff'

export type { StaffRole, StaffUser } from './staff'
export { TWO_FACTOR_SETUP_PATH, type AccessOptions } from './access-rules'

/**
 * The one access contract for staff pages and route handlers (the inbox has no server actions). Every check runs
 * on the server, on every request, against the session in the database (no cached cookie), so a disabled account
 * is out at once.
 *
 * - pages: no session → redirect to /admin/login?next=…; wrong role → 403 page (staffPageAccess)
 * - route handlers: cross-site non-GET → 403, no session → 401, wrong role → 403 (JSON, Indonesian message)
 *
 * With ADMIN_REQUIRE_2FA on, an admin without a second factor is held at the setup page (/admin/keamanan): every
 * other page redirects there, handlers answer 403. Only callers passing `{ twoFactorSetup: true }`
 * (the setup page and its handlers) let such an admin through.
 */
export const LOGIN_PATH = '/admin/login'

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

/** What a staff page shows: the page for `user`, a redirect (login or 2FA setup), or the 403 page. */
export type StaffPageAccess = { user: StaffUser } | { redirect: string } | { forbidden: true }

/**
 * A staff page's access (pages are route handlers that render server markup: components/admin/inbox-page.tsx):
 * no session → the login page with the way back here, an admin held by ADMIN_REQUIRE_2FA → the setup page, wrong
 * role → the 403 page.
 */
export async function staffPageAccess(
  request: Request,
  role: StaffRole = 'staff',
  options: AccessOptions = {},
): Promise<StaffPageAccess> {
  const user = await staffUserFromHeaders(await getAuth(), request.headers)
  const url = new URL(request.url)
  const here = safeNextPath(url.pathname + url.search)
  switch (accessDecision(user, role, options)) {
    case 'no_session':
      return { redirect: `${LOGIN_PATH}?next=${encodeURIComponent(here)}` }
    case 'two_factor_setup':
      return { redirect: TWO_FACTOR_SETUP_PATH }
    case 'forbidden':
      return { forbidden: true }
    case 'ok':
      return { user: user! }
  }
}

export async function requireStaffRequest(
  request: Request,
  role: StaffRole = 'staff',
  options: AccessOptions = {},
): Promise<StaffUser | Response> {
  return staffRequestAccess(await getAuth(), request, role, options)
}
