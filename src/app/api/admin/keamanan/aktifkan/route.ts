import { handleTwoFactorStart } from '@/lib/admin/two-factor-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Password confirmed → a pending TOTP setup (any signed-in staff member, for their own account; same-origin form post). */
export async function POST(request: Request) {
  return handleTwoFactorStart(request)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
