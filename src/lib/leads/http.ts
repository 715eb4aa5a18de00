import 'server-only'
import { logger } from '@/lib/log'
import { clientIp } from './client-ip'
import { readLeadsConfig } from './config'
import { issueToken } from './form-token'
import { API_MESSAGES, formDataToObject } from './schema'
import { MAX_PAYLOAD_BYTES, subscribeNewsletter, submitAnalysis, type SubmitContext, type SubmitDeps } from './submit'

/** JSON answer of every lead endpoint: {"ok":true,...} or {"ok":false,"error":"…","fields":{…}}. */
function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

function failure(status: number, error: string, fields: Record<string, string> = {}, headers?: Record<string, string>) {
  return json(status, { ok: false, error, fields }, headers)
}

type ParsedBody = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response }

async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** Content type, size and syntax checks shared by the JSON endpoints (415 / 413 / 400). */
async function parseBody(request: Request): Promise<ParsedBody> {
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
    let value: unknown
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
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
    return { ok: false, response: failure(400, API_MESSAGES.malformedJson) }
  }
}

function contextFrom(request: Request): SubmitContext {
  const config = readLeadsConfig()
  return {
    transport: 'api',
    ip: clientIp(request.headers, config.trustProxy),
    userAgent: request.headers.get('user-agent'),
    referrer: request.headers.get('referer'),
    idempotencyKey: request.headers.get('idempotency-key'),
  }
}

/** POST /api/submit-analysis: 201 {ok,id}; 400/413/415/422/429/500 {ok:false,error,fields}. */
export async function handleLeadRequest(request: Request, deps?: SubmitDeps): Promise<Response> {
  try {
    const body = await parseBody(request)
    if (!body.ok) return body.response
    const result = await submitAnalysis(body.value, contextFrom(request), deps)
    if (result.ok) return json(201, { ok: true, id: result.id })
    if (result.code === 'rate_limited') {
      return failure(429, result.message, {}, { 'retry-after': String(result.retryAfterSeconds) })
    }
    const tooLarge = result.fieldErrors.form === API_MESSAGES.tooLarge
    return failure(tooLarge ? 413 : 422, tooLarge ? API_MESSAGES.tooLarge : result.message, result.fieldErrors)
  } catch (error) {
    logger.error({ err: error }, 'lead submission failed')
    return failure(500, API_MESSAGES.server)
  }
}

/** POST /api/newsletter: 201 new subscriber, 200 already subscribed, 4xx like the lead endpoint. */
export async function handleNewsletterRequest(request: Request, deps?: SubmitDeps): Promise<Response> {
  try {
    const body = await parseBody(request)
    if (!body.ok) return body.response
    const result = await subscribeNewsletter(body.value, contextFrom(request), deps)
    if (result.ok) return json(result.already ? 200 : 201, { ok: true, message: result.message })
    if (result.code === 'rate_limited') {
      return failure(429, result.message, {}, { 'retry-after': String(result.retryAfterSeconds) })
    }
    return failure(422, result.message, result.fieldErrors)
  } catch (error) {
    logger.error({ err: error }, 'newsletter subscription failed')
    return failure(500, API_MESSAGES.server)
  }
}

/** GET /api/form-token: a fresh signed start time for the minimum-fill-time check. */
export function handleFormTokenRequest(): Response {
  return json(200, { token: issueToken() })
}
