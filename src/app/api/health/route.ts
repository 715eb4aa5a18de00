import { connection } from 'next/server'
import { handleHealthRequest } from '@/lib/leads/endpoints'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Health check for load balancers and uptime monitors (public; reveals only the database state). */
export async function GET() {
  await connection()
  return handleHealthRequest()
}

export const POST = methodNotAllowed(['GET'])
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
export const OPTIONS = optionsAnswer(['GET'])
