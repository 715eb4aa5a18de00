import { handleResend } from '@/lib/admin/lead-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Queues one notification of a lead again (staff and admin; same-origin form post). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string; outboxId: string }> }) {
  const { id, outboxId } = await params
  return handleResend(request, id, outboxId)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
