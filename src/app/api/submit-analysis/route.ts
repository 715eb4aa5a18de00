import { handleLeadRequest } from '@/lib/leads/endpoints'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** JSON endpoint for any client other than the site's own forms (those use server actions). Anyone may call it. */
export async function POST(request: Request) {
  return handleLeadRequest(request)
}

export const GET = methodNotAllowed(['POST'])
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
export const OPTIONS = optionsAnswer(['POST'])
