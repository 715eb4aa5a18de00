import { connection } from 'next/server'
import { handleFormTokenRequest } from '@/lib/leads/endpoints'
import { methodNotAllowed, optionsAnswer } from '@/lib/server/http'

/** Signed start time for the forms' minimum-fill-time check (see src/lib/leads/schema/contract.ts). Public. */
export async function GET() {
  // A token carries the moment it was issued: never prerender or cache it.
  await connection()
  return handleFormTokenRequest()
}

export const POST = methodNotAllowed(['GET'])
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
export const OPTIONS = optionsAnswer(['GET'])
