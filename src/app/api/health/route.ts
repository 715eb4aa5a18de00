import { connection } from 'next/server'
import { handleHealthRequest } from '@/lib/leads/endpoints'
import { checkSignupBuild } from '@/lib/rank-tracker'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/**
 * Health check for load balancers and uptime monitors (public; reveals the database state, and a rank tracker
 * sign-up page built with other settings than the server's: "degraded", problems.rankTrackerSignup).
 */
export async function GET() {
  await connection()
  return handleHealthRequest({ rankTrackerSignup: checkSignupBuild() })
}

export const POST = methodNotAllowed(['GET'])
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
export const OPTIONS = optionsAnswer(['GET'])
