import { connection } from 'next/server'
import { handleFormTokenRequest } from '@/lib/leads/http'

/** Signed start time for the forms' minimum-fill-time check (see src/lib/leads/schema.ts). */
export async function GET() {
  // A token carries the moment it was issued: never prerender or cache it.
  await connection()
  return handleFormTokenRequest()
}
