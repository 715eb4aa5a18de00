import { handleStatusChange } from '@/lib/admin/lead-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Status change of a lead (staff and admin; same-origin form post). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleStatusChange(request, (await params).id)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
