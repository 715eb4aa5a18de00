import { handleTwoFactorLogin } from '@/lib/admin/login-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/**
 * The code step's target. Anyone may call it, but it only completes a login whose password step passed (Better
 * Auth's signed two-factor cookie); throttled per account and per IP (see src/lib/admin/two-factor-login.ts).
 */
export async function POST(request: Request) {
  return handleTwoFactorLogin(request)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
