import 'server-only'
import { accessDecision, getAuth, SESSION_COOKIE_NAMES, staffUserFromHeaders } from '@/lib/admin'

/**
 * The gate of the content editor (/keystatic): a signed-in staff account with the editor or admin role (Better Auth
 * session of the inbox, see src/lib/admin/access.ts), else null. Deny by default: no cookie, an expired or revoked
 * session, a disabled account, a staff (inbox) role or a database error all give null, and so does an admin still
 * without the second factor that ADMIN_REQUIRE_2FA demands (same rule as the inbox).
 */
export type EditorSession = { userId: string; email: string; role: 'admin' | 'editor' }

export const adminLoginPath = '/admin/login'

type Auth = Awaited<ReturnType<typeof getAuth>>

/** The decision on given auth (tests pass one over their own database). */
export async function editorSessionFrom(
  auth: Auth | (() => Promise<Auth>),
  headers: Headers,
): Promise<EditorSession | null> {
  // Without the inbox's session cookie there is nothing to look up (and no reason to touch the database).
  const cookie = headers.get('cookie') ?? ''
  if (!SESSION_COOKIE_NAMES.some((name) => cookie.includes(`${name}=`))) return null
  try {
    const user = await staffUserFromHeaders(typeof auth === 'function' ? await auth() : auth, headers)
    if (!user || accessDecision(user, 'editor') !== 'ok') return null
    return { userId: user.id, email: user.email, role: user.role === 'admin' ? 'admin' : 'editor' }
  } catch {
    return null
  }
}

export async function getEditorSession(headers: Headers): Promise<EditorSession | null> {
  return editorSessionFrom(getAuth, headers)
}
