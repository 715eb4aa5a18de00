import { handleLogout } from '@/lib/admin/login-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Logout button of the staff pages. Same-origin POST only; without a session it just clears the cookie. */
export async function POST(request: Request) {
  return handleLogout(request)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
