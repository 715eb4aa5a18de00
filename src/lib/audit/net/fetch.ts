import 'server-only'
import { isIP } from 'node:net'
import { performance } from 'node:perf_hooks'
import zlib from 'node:zlib'
import type { ConnectResponse, Connector, ResolvedAddress, Resolver } from './connector'
import { TargetBlockedError, bareHostname, checkUrl, classifyAddress } from './target'

/**
 * Fetching a URL a stranger typed: every hop (the URL and each redirect) is checked, resolved once, every address
 * classified, and the connection pinned to the checked address. Bodies are capped after decompression.
 */

export type FetchFailure = 'dns' | 'connect' | 'tls' | 'timeout' | 'too-many-redirects' | 'protocol'

export class FetchFailedError extends Error {
  constructor(
    readonly failure: FetchFailure,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message)
    this.name = 'FetchFailedError'
  }
}

export type SafeFetchDeps = {
  resolver: Resolver
  connector: Connector
  /** Exact "host:port" pairs allowed despite the rules (test fixtures on loopback). */
  allowHosts: ReadonlySet<string>
  userAgent: string
}

export type SafeFetchOptions = {
  method?: 'GET' | 'HEAD'
  accept: string
  /** Decompressed bytes kept; reading stops there and `truncated` is set. */
  maxBytes: number
  maxRedirects?: number
  signal: AbortSignal
  /** Decides from the final response's headers whether to read the body at all (e.g. HTML only). */
  wantBody?: (status: number, headers: ResponseHeaders) => boolean
}

type ResponseHeaders = Record<string, string>

type RedirectHop = { from: string; to: string; status: number }

export type SafeFetchResult = {
  url: string
  status: number
  headers: ResponseHeaders
  body: Buffer
  bodyRead: boolean
  truncated: boolean
  /** Bytes received on the wire (compressed) for the body. */
  wireBytes: number
  /** From the request being sent on the checked address to the response headers, in ms (final hop). */
  ttfbMs: number
  redirects: RedirectHop[]
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

function flattenHeaders(headers: ConnectResponse['headers']): ResponseHeaders {
  const flat: ResponseHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return flat
}

async function resolveChecked(
  url: URL,
  deps: SafeFetchDeps,
  hop: number,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const { allowlisted } = checkUrl(url, deps.allowHosts, hop)
  const host = bareHostname(url)
  const literal = isIP(host)
  let addresses: ResolvedAddress[]
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }]
  } else {
    try {
      addresses = await deps.resolver(host, signal)
    } catch (error) {
      if (signal.aborted) throw new FetchFailedError('timeout', 'timed out resolving the host', error)
      throw new FetchFailedError('dns', `could not resolve ${host}`, error)
    }
    if (addresses.length === 0) throw new FetchFailedError('dns', `no address for ${host}`)
  }
  // Every answer must be public: one private address among public ones is how rebinding-style tricks start.
  if (!allowlisted) {
    for (const { address } of addresses) {
      const verdict = classifyAddress(address)
      if (!verdict.allowed) throw new TargetBlockedError(verdict.reason, `${host} → ${address}`, hop)
    }
  }
  return addresses[0]!
}

function decoderFor(encoding: string): NodeJS.ReadWriteStream | null {
  switch (encoding.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip()
    case 'deflate':
      return zlib.createInflate()
    case 'br':
      return zlib.createBrotliDecompress()
    default:
      return null
  }
}

async function readCapped(
  response: ConnectResponse,
  encoding: string | undefined,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean; wireBytes: number }> {
  let wireBytes = 0
  response.body.on('data', (chunk: Buffer) => (wireBytes += chunk.length))
  const decoder = encoding && encoding !== 'identity' ? decoderFor(encoding) : null
  if (encoding && encoding !== 'identity' && !decoder) {
    response.close()
    throw new FetchFailedError('protocol', `unsupported content encoding ${encoding}`)
  }
  const source = (decoder ? response.body.pipe(decoder) : response.body) as AsyncIterable<Buffer>
  if (decoder) response.body.once('error', (error) => decoder.emit('error', error))
  const chunks: Buffer[] = []
  let size = 0
  let truncated = false
  try {
    for await (const chunk of source) {
      const room = maxBytes - size
      if (chunk.length > room) {
        if (room > 0) chunks.push(chunk.subarray(0, room))
        size = maxBytes
        truncated = true
        break
      }
      chunks.push(chunk)
      size += chunk.length
    }
  } catch (error) {
    if (error instanceof Error && /abort/i.test(error.name + error.message)) {
      throw new FetchFailedError('timeout', 'timed out reading the body', error)
    }
    throw new FetchFailedError('protocol', 'could not read the body', error)
  } finally {
    if (truncated) response.close()
  }
  return { body: Buffer.concat(chunks), truncated, wireBytes }
}

function connectFailure(error: unknown, signal: AbortSignal): FetchFailedError {
  if (error instanceof FetchFailedError) return error
  if (signal.aborted) return new FetchFailedError('timeout', 'timed out', error)
  const code = (error as { code?: string })?.code ?? ''
  if (/CERT|SSL|TLS|EPROTO|ERR_TLS|UNABLE_TO|SELF_SIGNED|DEPTH_ZERO/i.test(code)) {
    return new FetchFailedError('tls', `TLS error (${code})`, error)
  }
  return new FetchFailedError('connect', `could not connect (${code || 'error'})`, error)
}

/**
 * GET or HEAD with manual redirects (each hop re-checked; at most `maxRedirects`), no cookies, no credentials,
 * a named user agent. Throws TargetBlockedError when a hop is refused and FetchFailedError when the site cannot
 * be reached; an HTTP error status is a normal result.
 */
export async function safeFetch(input: URL, options: SafeFetchOptions, deps: SafeFetchDeps): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? 5
  const method = options.method ?? 'GET'
  const redirects: RedirectHop[] = []
  let url = new URL(input.href)
  for (let hop = 0; ; hop += 1) {
    const target = await resolveChecked(url, deps, hop, options.signal)
    const headers: Record<string, string> = {
      'user-agent': deps.userAgent,
      accept: options.accept,
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'id-ID,id;q=0.9,en;q=0.6',
    }
    const started = performance.now()
    let response: ConnectResponse
    try {
      response = await deps.connector({
        url,
        address: target.address,
        family: target.family,
        method,
        headers,
        signal: options.signal,
      })
    } catch (error) {
      throw connectFailure(error, options.signal)
    }
    const ttfbMs = performance.now() - started
    const responseHeaders = flattenHeaders(response.headers)
    const location = responseHeaders.location
    if (REDIRECT_STATUSES.has(response.status) && location) {
      response.close()
      if (hop >= maxRedirects) throw new FetchFailedError('too-many-redirects', `more than ${maxRedirects} redirects`)
      let next: URL
      try {
        next = new URL(location, url)
      } catch {
        throw new FetchFailedError('protocol', 'invalid redirect location')
      }
      next.hash = ''
      redirects.push({ from: url.href, to: next.href, status: response.status })
      url = next
      continue
    }
    const wantBody = method === 'GET' && (options.wantBody?.(response.status, responseHeaders) ?? true)
    if (!wantBody) {
      response.close()
      return {
        url: url.href,
        status: response.status,
        headers: responseHeaders,
        body: Buffer.alloc(0),
        bodyRead: false,
        truncated: false,
        wireBytes: 0,
        ttfbMs,
        redirects,
      }
    }
    const read = await readCapped(response, responseHeaders['content-encoding'], options.maxBytes)
    return {
      url: url.href,
      status: response.status,
      headers: responseHeaders,
      ...read,
      bodyRead: true,
      ttfbMs,
      redirects,
    }
  }
}
