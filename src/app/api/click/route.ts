import { handleClickPing } from '@/lib/clicks/http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Click pings of WhatsApp and phone links (HTML ping attribute); see docs/clicks.md. */
export async function POST(request: Request) {
  return handleClickPing(request)
}

export const GET = methodNotAllowed(['POST'])
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
export const OPTIONS = optionsAnswer(['POST'])
