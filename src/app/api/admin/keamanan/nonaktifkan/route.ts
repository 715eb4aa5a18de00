import { handleTwoFactorDisable } from '@/lib/admin/two-factor-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Password confirmed → 2FA off (any signed-in staff member, for their own account; same-origin form post). */
export async function POST(request: Request) {
  return handleTwoFactorDisable(request)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
