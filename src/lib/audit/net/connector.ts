import 'server-only'
import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { bareHostname, isLoopbackName } from './target'

/**
 * The two seams of the fetcher. Production uses the system resolver and node:http(s); tests inject a resolver
 * that returns hostile answers and a connector that records instead of connecting.
 */

export type ResolvedAddress = { address: string; family: 4 | 6 }

/** Every address a hostname resolves to (called once per hop). */
export type Resolver = (hostname: string, signal: AbortSignal) => Promise<ResolvedAddress[]>

export type ConnectRequest = {
  url: URL
  /** The checked address: the connection must go there and nowhere else. */
  address: string
  family: 4 | 6
  method: 'GET' | 'HEAD'
  headers: Record<string, string>
  signal: AbortSignal
}

export type ConnectResponse = {
  status: number
  headers: http.IncomingHttpHeaders
  body: AsyncIterable<Buffer> & NodeJS.ReadableStream
  /** Drops the connection (remaining body unread). */
  close: () => void
}

export type Connector = (request: ConnectRequest) => Promise<ConnectResponse>

/**
 * AUDIT_DNS=off (set by the test command, the E2E server and the benchmarks): names are never looked up, so a test
 * can only reach the loopback addresses it allow-lists; a lead's website such as tokoanda.com ends as unreachable
 * instead of sending a DNS query off this machine.
 */
function dnsDisabled(): boolean {
  return process.env.AUDIT_DNS?.trim().toLowerCase() === 'off'
}

export const systemResolver: Resolver = async (hostname) => {
  // RFC 6761: these names are this machine; no resolver is asked (checkUrl refuses them unless allow-listed).
  if (isLoopbackName(hostname)) return [{ address: '127.0.0.1', family: 4 }]
  if (dnsDisabled()) {
    throw Object.assign(new Error(`DNS lookups are off (AUDIT_DNS=off): ${hostname}`), { code: 'ENOTFOUND' })
  }
  const answers = await dnsLookup(hostname, { all: true, verbatim: true })
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }))
}

/** A lookup that always answers the already-checked address, so the socket cannot be sent elsewhere (rebinding). */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as unknown as LookupFunction
}

export type ConnectorOptions = {
  /** Extra trusted certificate authorities (tests: the fixture's self-signed CA). Never disables verification. */
  ca?: string | Buffer
}

/**
 * node:http(s) with the hostname kept (Host header, TLS SNI and certificate check all use the real name) but the
 * DNS step replaced by the checked address. No connection pooling: a socket is never reused for another host.
 */
export function createConnector(options: ConnectorOptions = {}): Connector {
  return (request) =>
    new Promise<ConnectResponse>((resolve, reject) => {
      const { url } = request
      const secure = url.protocol === 'https:'
      const transport = secure ? https : http
      const req = transport.request({
        protocol: url.protocol,
        hostname: bareHostname(url),
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: request.headers,
        agent: false,
        lookup: pinnedLookup(request.address, request.family),
        signal: request.signal,
        ...(secure ? { servername: isIpLiteral(url) ? undefined : bareHostname(url), ca: options.ca } : {}),
      })
      req.once('response', (res) => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: res,
          close: () => {
            res.destroy()
            req.destroy()
          },
        })
      })
      req.once('error', reject)
      req.end()
    })
}

function isIpLiteral(url: URL): boolean {
  return url.hostname.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(url.hostname)
}
