import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Which URLs and addresses the auditor may contact. A visitor types the URL, so everything here assumes it is
 * hostile: only http(s) on the standard ports, no credentials, and only public unicast addresses.
 */

export type BlockReason = 'invalid-url' | 'scheme' | 'credentials' | 'port' | 'private-address' | 'cloud-metadata'

export class TargetBlockedError extends Error {
  constructor(
    readonly reason: BlockReason,
    /** What was refused (host, address or URL), for logs and the report. */
    readonly target: string,
    /** 0 for the URL the visitor gave, n for the n-th redirect. */
    readonly hop = 0,
  ) {
    super(`audit target blocked (${reason}): ${target}`)
    this.name = 'TargetBlockedError'
  }
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/**
 * Parses what the visitor typed into the URL to audit: scheme added when missing (https), fragment dropped.
 * WHATWG URL parsing also turns numeric host forms (2130706433, 0x7f.1, 017700000001) into dotted IPv4, so the
 * address check below sees 127.0.0.1 whatever spelling was used.
 */
export function normalizeAuditUrl(raw: string): URL {
  const value = raw.trim()
  if (!value || value.length > 2000 || /[\s\u0000-\u001f]/.test(value))
    throw new TargetBlockedError('invalid-url', value)
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d/.test(value) ? value : `https://${value.replace(/^\/\//, '')}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    throw new TargetBlockedError('invalid-url', value)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetBlockedError('scheme', url.protocol)
  if (url.username || url.password) throw new TargetBlockedError('credentials', url.host)
  if (!url.hostname) throw new TargetBlockedError('invalid-url', value)
  url.hash = ''
  return url
}

/** "host:port" with the default port spelled out, e.g. "contoh.com:443", "127.0.0.1:4010", "[::1]:4011". */
export function hostKey(url: URL): string {
  return `${url.hostname}:${url.port || DEFAULT_PORTS[url.protocol] || ''}`
}

/** Hostname without IPv6 brackets, as sockets and DNS want it. */
export function bareHostname(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
}

// Cloud instance-metadata endpoints (AWS/GCP/Azure/OpenStack, AWS ECS, Alibaba, Oracle, AWS IPv6). All of them
// are also inside a blocked range; they are named so the log says what was attempted.
const METADATA_ADDRESSES = new Set([
  '169.254.169.254',
  '169.254.170.2',
  '100.100.100.200',
  '192.0.0.192',
  'fd00:ec2::254',
])

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')
const IPV4_COMPATIBLE_V6 = ipaddr.parseCIDR('::/96')

export type AddressVerdict =
  { allowed: true } | { allowed: false; reason: 'private-address' | 'cloud-metadata'; range: string }

/**
 * Only public unicast addresses pass: loopback, private (RFC 1918, IPv6 ULA), link-local, CGNAT, multicast,
 * broadcast, reserved and documentation ranges, unspecified, IPv4-mapped/compatible and translated IPv6
 * (NAT64, 6to4, Teredo, which can reach an embedded IPv4 address), and anything outside 2000::/3 are refused.
 */
export function classifyAddress(address: string): AddressVerdict {
  // Strict syntax first: ipaddr.js would also accept "0x7f.1"-style IPv4, which a resolver never returns.
  const family = isIP(address)
  if (family === 0) return { allowed: false, reason: 'private-address', range: 'invalid' }
  const parsed = ipaddr.parse(address)
  if (METADATA_ADDRESSES.has(parsed.toNormalizedString()) || METADATA_ADDRESSES.has(parsed.toString())) {
    return { allowed: false, reason: 'cloud-metadata', range: 'cloudMetadata' }
  }
  const range = parsed.range()
  if (range !== 'unicast') return { allowed: false, reason: 'private-address', range }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6
    if (v6.match(IPV4_COMPATIBLE_V6)) return { allowed: false, reason: 'private-address', range: 'ipv4Compatible' }
    if (!v6.match(GLOBAL_UNICAST_V6)) return { allowed: false, reason: 'private-address', range: 'reserved' }
  }
  return { allowed: true }
}

/** `localhost` and every name under `.localhost` mean this machine (RFC 6761), never the network. */
export function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.+$/, '')
  return name === 'localhost' || name.endsWith('.localhost')
}

/** Static checks on a URL before any lookup: scheme, credentials, port, literal addresses, local names. */
export function checkUrl(url: URL, allowHosts: ReadonlySet<string>, hop = 0): { allowlisted: boolean } {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetBlockedError('scheme', url.protocol, hop)
  if (url.username || url.password) throw new TargetBlockedError('credentials', url.host, hop)
  const key = hostKey(url)
  if (allowHosts.has(key)) return { allowlisted: true }
  if (url.port && url.port !== DEFAULT_PORTS[url.protocol]) throw new TargetBlockedError('port', key, hop)
  const host = bareHostname(url).toLowerCase().replace(/\.+$/, '')
  if (isLoopbackName(host)) throw new TargetBlockedError('private-address', host, hop)
  if (isIP(host)) {
    const verdict = classifyAddress(host)
    if (!verdict.allowed) throw new TargetBlockedError(verdict.reason, host, hop)
  }
  return { allowlisted: false }
}

/**
 * AUDIT_ALLOW_HOSTS="127.0.0.1:4010,[::1]:4011,toko.localhost:4012": test fixtures on loopback (a `.localhost`
 * name passes the lead form's website rule, which wants a domain). Only loopback hosts
 * with an explicit port are accepted, so a mistaken production setting cannot open the internal network.
 */
export function parseAllowHosts(value: string | undefined): { allowed: Set<string>; rejected: string[] } {
  const allowed = new Set<string>()
  const rejected: string[] = []
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      const url = new URL(`http://${entry}`)
      const host = bareHostname(url)
      const loopback = isLoopbackName(host) || (isIP(host) !== 0 && ipaddr.parse(host).range() === 'loopback')
      if (!url.port || !loopback || url.pathname !== '/' || url.username) throw new Error('not a loopback host:port')
      allowed.add(`${url.hostname}:${url.port}`)
    } catch {
      rejected.push(entry)
    }
  }
  return { allowed, rejected }
}
