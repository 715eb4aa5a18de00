/**
 * The one gate for staff-only tools (today: the article editor at /keystatic).
 *
 * Deny by default: until the staff inbox and its Better Auth sign-in exist, nobody is an admin, so
 * this returns null for every request. The inbox work wires it: look up the session from the request
 * headers (cookie) and return it only when the signed-in user has the admin role.
 */
export type AdminSession = { userId: string; email: string; role: 'admin' }

export const adminLoginPath = '/admin/login'

export async function getAdminSession(headers: Headers): Promise<AdminSession | null> {
  void headers
  return null
}
