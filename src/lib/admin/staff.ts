import 'server-only'
import type { StaffAuth } from './auth'

export type StaffRole = 'admin' | 'staff'
export type StaffUser = {
  id: string
  email: string
  name: string
  role: StaffRole
  /** TOTP second factor switched on (Better Auth two-factor plugin; set up at /admin/keamanan). */
  twoFactorEnabled: boolean
}

export function isStaffRole(value: unknown): value is StaffRole {
  return value === 'admin' || value === 'staff'
}

/** Whether `user` may do what needs `role` (admin covers staff). */
export function hasRole(user: StaffUser, role: StaffRole = 'staff'): boolean {
  return role === 'staff' || user.role === 'admin'
}

/**
 * The signed-in staff member for these request headers (session cookie), or null: no cookie, an unknown,
 * expired or revoked session, a disabled (banned) account, or an account without a staff role.
 */
export async function staffUserFromHeaders(auth: StaffAuth, headers: Headers): Promise<StaffUser | null> {
  let session
  try {
    session = await auth.api.getSession({ headers, query: { disableCookieCache: true } })
  } catch {
    return null
  }
  const user = session?.user as
    | {
        id: string
        email: string
        name: string
        role?: string | null
        banned?: boolean | null
        twoFactorEnabled?: boolean | null
      }
    | undefined
  if (!user || user.banned || !isStaffRole(user.role)) return null
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  }
}
