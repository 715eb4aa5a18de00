import { handleTwoFactorConfirm } from '@/lib/admin/two-factor-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** The first code from the authenticator app switches 2FA on (any signed-in staff member, for their own account; same-origin form post). */
export async function POST(request: Request) {
  return handleTwoFactorConfirm(request)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
