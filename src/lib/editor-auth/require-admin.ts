import 'server-only'
import { accessDecision } from '@/lib/admin'
import { getAuth } from '@/lib/admin'
import { SESSION_COOKIE_NAMES } from '@/lib/admin'
import { staffUserFromHeaders } from '@/lib/admin'

/**
 * The one gate for staff-only tools (today: the article editor at /keystatic): a signed-in staff account with
 * the admin role (Better Auth session of the inbox, see src/lib/admin/access.ts), else null. Deny by default:
 * no cookie, an expired or revoked session, a disabled account, a staff role or a database error all give null,
 * and so does an admin still without the second factor that ADMIN_REQUIRE_2FA demands (same rule as the inbox).
 */
export type AdminSession = { userId: string; email: string; role: 'admin' }

export const adminLoginPath = '/admin/login'

export async function getAdminSession(headers: Headers): Promise<AdminSession | null> {
  // Without the inbox's session cookie there is nothing to look up (and no reason to touch the database).
  const cookie = headers.get('cookie') ?? ''
  if (!SESSION_COOKIE_NAMES.some((name) => cookie.includes(`${name}=`))) return null
  try {
    const user = await staffUserFromHeaders(await getAuth(), headers)
    return user && accessDecision(user, 'admin') === 'ok' ? { userId: user.id, email: user.email, role: 'admin' } : null
  } catch {
    return null
  }
}
