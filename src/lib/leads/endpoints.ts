import 'server-only'
import { logger } from '@/lib/log'
import { jsonResponse, readLimited } from '@/lib/server/http'
import { clientIp } from '@/lib/server/client-ip'
import { readHealth } from './health'
import { readLeadsConfig } from './config'
import { issueToken } from './form-token'
import { jsonExceedsDepth, MAX_PAYLOAD_BYTES, MAX_PAYLOAD_DEPTH } from './payload'
import { API_MESSAGES, formDataToObject } from './schema'
import { serverSecret } from '@/lib/server/secret'
import { subscribeNewsletter, type NewsletterResult } from './newsletter'
import { submitLead, type SubmitContext, type SubmitDeps, type SubmitFailure } from './submit-lead'

/*
 * The JSON endpoints (route files in src/app/api/* are one-liners). Every answer is JSON in Indonesian:
 * {"ok":true,...} or {"ok":false,"error":"…","fields":{…}}, never cached.
 */

const json = jsonResponse

function failure(status: number, error: string, fields: Record<string, string> = {}, headers?: Record<string, string>) {
  return json(status, { ok: false, error, fields }, headers)
}

type ParsedBody = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response }

/** Content type, size, nesting and syntax checks shared by the JSON endpoints (415 / 413 / 400). */
export async function parseBody(request: Request): Promise<ParsedBody> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  const mediaType = contentType.split(';')[0]!.trim()
  const isJson = mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType)
  const isForm = mediaType === 'application/x-www-form-urlencoded' || mediaType === 'multipart/form-data'
  if (!isJson && !isForm) return { ok: false, response: failure(415, API_MESSAGES.unsupportedType) }

  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_PAYLOAD_BYTES) {
    return { ok: false, response: failure(413, API_MESSAGES.tooLarge) }
  }
  const bytes = await readLimited(request, MAX_PAYLOAD_BYTES)
  if (!bytes) return { ok: false, response: failure(413, API_MESSAGES.tooLarge) }

  if (isJson) {
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return { ok: false, response: failure(400, API_MESSAGES.malformedJson) }
    }
    // Refused by shape before parsing: a deeply nested body never reaches anything recursive.
    if (jsonExceedsDepth(text, MAX_PAYLOAD_DEPTH))
      return { ok: false, response: failure(400, API_MESSAGES.invalidShape) }
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return { ok: false, response: failure(400, API_MESSAGES.malformedJson) }
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, response: failure(400, API_MESSAGES.malformedJson) }
    }
    return { ok: true, value: value as Record<string, unknown> }
  }
  try {
    const formData = await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData()
    return { ok: true, value: formDataToObject(formData) }
  } catch {
    return { ok: false, response: failure(400, API_MESSAGES.malformedForm) }
  }
}

export function contextFrom(request: Request): SubmitContext {
  const config = readLeadsConfig()
  return {
    transport: 'api',
    ip: clientIp(request.headers, config.trustProxy),
    userAgent: request.headers.get('user-agent'),
    referrer: request.headers.get('referer'),
    idempotencyKey: request.headers.get('idempotency-key'),
  }
}

const STATUS: Record<SubmitFailure['code'], number> = {
  validation: 422,
  too_large: 413,
  malformed: 400,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
}

/** A refused submission as HTTP: status by code, Retry-After where waiting helps. */
function refusal(result: SubmitFailure | Exclude<NewsletterResult, { ok: true }>): Response {
  const headers = 'retryAfterSeconds' in result ? { 'retry-after': String(result.retryAfterSeconds) } : undefined
  const fields = 'fieldErrors' in result ? result.fieldErrors : {}
  return failure(STATUS[result.code], result.message, fields, headers)
}

/** POST /api/submit-analysis: 201 {ok,id,auditUrl?}; 400/409/413/415/422/429/503/500 {ok:false,error,fields}. */
export async function handleLeadRequest(request: Request, deps?: SubmitDeps): Promise<Response> {
  try {
    const body = await parseBody(request)
    if (!body.ok) return body.response
    const result = await submitLead(body.value, contextFrom(request), deps)
    return result.ok
      ? json(201, { ok: true, id: result.id, ...(result.audit ? { auditUrl: result.audit.url } : {}) })
      : refusal(result)
  } catch (error) {
    logger.error({ err: error }, 'lead submission failed')
    return failure(500, API_MESSAGES.server)
  }
}

/**
 * POST /api/newsletter: 200 {ok,message} whether the address is new or already listed (the list cannot be probed
 * through this endpoint); 4xx/503 like the lead endpoint.
 */
export async function handleNewsletterRequest(request: Request, deps?: SubmitDeps): Promise<Response> {
  try {
    const body = await parseBody(request)
    if (!body.ok) return body.response
    const result = await subscribeNewsletter(body.value, contextFrom(request), deps)
    return result.ok ? json(200, { ok: true, message: result.message }) : refusal(result)
  } catch (error) {
    logger.error({ err: error }, 'newsletter subscription failed')
    return failure(500, API_MESSAGES.server)
  }
}

/** GET /api/form-token: a fresh signed start time for the minimum-fill-time check. */
export async function handleFormTokenRequest(): Promise<Response> {
  try {
    return json(200, { token: issueToken(Date.now(), await serverSecret()) })
  } catch (error) {
    // Without a token the form still works (no fill-time check); say so rather than fail loudly.
    logger.warn({ err: error }, 'form token not issued')
    return failure(503, API_MESSAGES.server, {}, { 'retry-after': '5' })
  }
}

/**
 * GET /api/health: 200 while the lead database takes writes (or is only briefly locked by another process),
 * 503 when it is read-only or unreachable. Answers from what the process last saw, without touching the
 * database, so it stays instant while the database is locked. The reason (which may name hosts or paths) is in
 * the server log, not in this public answer.
 */
export async function handleHealthRequest(problems: Record<string, string | null> = {}): Promise<Response> {
  const { httpStatus, body } = await readHealth(problems)
  return json(httpStatus, body)
}
