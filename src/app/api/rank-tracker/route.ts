import { handleTrackerSignupRequest } from '@/lib/rank-tracker'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** The rank tracker's sign-up as JSON (the site's own form uses a server action). Anyone may call it. */
export async function POST(request: Request) {
  return handleTrackerSignupRequest(request)
}

export const GET = methodNotAllowed(['POST'])
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
export const OPTIONS = optionsAnswer(['POST'])
