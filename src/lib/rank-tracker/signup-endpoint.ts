import 'server-only'
import { API_MESSAGES, apiSubmitContext, parseSubmissionBody } from '@/lib/leads'
import { logger } from '@/lib/log'
import { jsonResponse } from '@/lib/server/http'
import { submitTrackerSignup, type SignupDeps, type SignupResult } from './signup'

const STATUS: Record<Exclude<SignupResult, { ok: true }>['code'], number> = {
  validation: 422,
  too_large: 413,
  malformed: 400,
  rate_limited: 429,
  unavailable: 503,
  inactive: 503,
}

/**
 * POST /api/rank-tracker: the sign-up as JSON (or form data), answered like /api/submit-analysis: 201
 * {ok:true,message}; 400/413/415/422/429/503/500 {ok:false,error,fields}, Retry-After where waiting helps. 503 in
 * Indonesian while no SERP provider is configured. Cross-site browser calls are refused before this (src/proxy.ts).
 */
export async function handleTrackerSignupRequest(request: Request, deps?: SignupDeps): Promise<Response> {
  try {
    const body = await parseSubmissionBody(request)
    if (!body.ok) return body.response
    const result = await submitTrackerSignup(body.value, apiSubmitContext(request), deps)
    if (result.ok) return jsonResponse(201, { ok: true, message: result.message })
    const headers = 'retryAfterSeconds' in result ? { 'retry-after': String(result.retryAfterSeconds) } : undefined
    const fields = 'fieldErrors' in result ? result.fieldErrors : {}
    return jsonResponse(STATUS[result.code], { ok: false, error: result.message, fields }, headers)
  } catch (error) {
    logger.error({ err: error }, 'rank tracker sign-up failed')
    return jsonResponse(500, { ok: false, error: API_MESSAGES.server, fields: {} })
  }
}
