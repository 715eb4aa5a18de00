import 'server-only'

/*
 * HTTP plumbing shared by every route handler (lead endpoints, staff API, click pings, audit): JSON answers that
 * are never cached, body reading with a hard size limit, and the 405 answer. Knows no feature.
 */

/** A JSON answer that no cache keeps. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/**
 * Reads a request's (or a fetched response's) body up to `limit` bytes and stops reading past it (null), whatever
 * Content-Length says, so a chunked body is never buffered beyond the limit.
 */
export async function readLimited(request: Pick<Request, 'body'>, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Not awaited: cancelling one branch of a cloned (teed) body settles only once the other branch is cancelled.
      void reader.cancel().catch(() => undefined)
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

/** 405 message, naming the methods the address does accept. */
function methodNotAllowedMessage(method: string, allowed: readonly string[]): string {
  return `Metode ${method} tidak didukung di alamat ini. Gunakan ${allowed.join(' atau ')}.`
}

/** Handler for every method an endpoint does not serve: 405 with `Allow` and an Indonesian JSON message. */
export function methodNotAllowed(allowed: readonly string[]) {
  return (request: Request): Response =>
    jsonResponse(
      405,
      { ok: false, error: methodNotAllowedMessage(request.method, allowed), fields: {} },
      { allow: allowed.join(', ') },
    )
}

/**
 * OPTIONS handler naming the methods that answer (HEAD with GET, and OPTIONS), for routes that export other methods
 * only to answer 405: Next's automatic OPTIONS would list those too.
 */
export function optionsAnswer(allowed: readonly string[]) {
  const methods = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS']
  return (): Response =>
    new Response(null, { status: 204, headers: { allow: methods.join(', '), 'cache-control': 'no-store' } })
}

/**
 * A request's query as Next hands it to a page (`searchParams`): one value as a string, a repeated name as an array.
 * For the pages that route handlers render (components/document/server-page.tsx).
 */
export function searchParamsOf(request: Request): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  for (const [name, value] of new URL(request.url).searchParams) {
    const seen = params[name]
    params[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
  }
  return params
}

/**
 * A plain form post's fields (urlencoded or multipart; files left out), read to at most `limit` bytes whatever
 * Content-Length says; null past it or when unreadable.
 */
export async function readFormFields(request: Request, limit: number): Promise<URLSearchParams | null> {
  const body = await readLimited(request, limit)
  if (!body) return null
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) return new URLSearchParams(new TextDecoder().decode(body))
  try {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    const fields = new URLSearchParams()
    for (const [key, value] of form) if (typeof value === 'string') fields.append(key, value)
    return fields
  } catch {
    return null
  }
}
