import { handleLeadRequest } from '@/lib/leads/http'

/** JSON endpoint for any client other than the site's own forms (those use server actions). */
export async function POST(request: Request) {
  return handleLeadRequest(request)
}
