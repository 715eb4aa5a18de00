import 'server-only'
import { isIP } from 'node:net'
import { readConfig } from '@/lib/config'

/**
 * Internal header carrying the TCP peer address into route handlers and server actions, which cannot see the
 * socket. It is overwritten on every request (see ./peer-address.ts), so a client cannot forge it.
 */
export const PEER_ADDRESS_HEADER = 'x-puncak-peer-address'

export type HeaderReader = { get(name: string): string | null }

/** TRUST_PROXY, validated (src/lib/config/rules.ts): the header carrying the client IP and how many proxies are ours. */
export type TrustProxy = { header: string; hops: number } | null

function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null
  let ip = value.trim()
  if (ip.startsWith('['))
    ip = ip.slice(1, ip.indexOf(']')) // "[::1]:443"
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':')) // "1.2.3.4:5678"
  if (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7)
  return isIP(ip) ? ip.toLowerCase() : null
}

/**
 * Client IP for rate limiting: the socket address, or with TRUST_PROXY the configured forwarded header
 * (for X-Forwarded-For the n-th address from the right, the one your own proxy appended).
 */
export function clientIp(headers: HeaderReader, trustProxy: TrustProxy): string | null {
  if (trustProxy) {
    const raw = headers.get(trustProxy.header)
    if (raw) {
      const list = raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
      const picked = trustProxy.header === 'x-forwarded-for' ? list[list.length - trustProxy.hops] : list[0]
      const ip = normalizeIp(picked)
      if (ip) return ip
    }
  }
  return normalizeIp(headers.get(PEER_ADDRESS_HEADER))
}

/** The client IP of a request under this server's TRUST_PROXY setting (what every endpoint and action uses). */
export function requestClientIp(headers: HeaderReader): string | null {
  return clientIp(headers, readConfig().TRUST_PROXY)
}
