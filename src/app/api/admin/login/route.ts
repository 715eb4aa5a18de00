import { handleLogin } from '@/lib/admin/login-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** The login form's target. Anyone may call it; throttled per account and per IP (see src/lib/admin/login.ts). */
export async function POST(request: Request) {
  return handleLogin(request)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
