import { handleVitalsExport } from '@/lib/admin/data-http'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Admin only, same-origin form POST (see src/lib/admin/data-http.ts). */
export async function POST(request: Request) {
  return handleVitalsExport(request)
}

export const GET = methodNotAllowed(['POST'])
export const OPTIONS = optionsAnswer(['POST'])
