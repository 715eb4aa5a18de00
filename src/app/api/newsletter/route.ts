import { handleNewsletterRequest } from '@/lib/leads/http'

export async function POST(request: Request) {
  return handleNewsletterRequest(request)
}
