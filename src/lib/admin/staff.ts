import 'server-only'
import type { StaffAuth } from './auth'

/**
 * What a staff account may do: `staff` works the lead inbox, `editor` edits the site's content at /keystatic (and
 * sees no lead), `admin` does both and manages the inbox's data. Stored in the account's `role` column.
 */
export type StaffRole = 'admin' | 'staff' | 'editor'
export type StaffUser = {
  id: string
  email: string
  name: string
  role: StaffRole
  /** TOTP second factor switched on (Better Auth two-factor plugin; set up at /admin/keamanan). */
  twoFactorEnabled: boolean
}

const STAFF_ROLES: readonly StaffRole[] = ['admin', 'staff', 'editor']

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole)
}

/** Whether `user` may do what needs `role`: the role itself, or admin, which covers the others. */
export function hasRole(user: StaffUser, role: StaffRole = 'staff'): boolean {
  return user.role === 'admin' || user.role === role
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
