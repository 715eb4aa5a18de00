import { handleNewsletterRequest } from '@/lib/leads/endpoints'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Footer newsletter sign-up as JSON. Anyone may call it; the answer never reveals whether an address was listed. */
export async function POST(request: Request) {
  return handleNewsletterRequest(request)
}

export const GET = methodNotAllowed(['POST'])
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
export const OPTIONS = optionsAnswer(['POST'])
