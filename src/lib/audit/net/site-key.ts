import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { getDomain } from 'tldts'
import { bareHostname } from './target'

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/**
 * The site a URL belongs to, for fairness: at most one running audit per site, and the hourly per-site limit.
 * Names are keyed by their registrable domain from the Public Suffix List (tldts), so every subdomain of one
 * attacker's domain shares one key: `a.contoh.co.id`, `www.contoh.co.id` → `contoh.co.id`. The list's private
 * section counts too (`toko.blogspot.com` is its owner's site, as browsers treat it), so one platform's
 * customers do not queue behind each other. `*.localhost` falls back to the last label as suffix
 * (`a.toko-uji.localhost` → `toko-uji.localhost`); a name that is itself a suffix or has one label stays as is.
 * IPv4 literals are keyed by address, IPv6 literals by their /64 (one host usually holds a whole /64).
 * The port is added only when it is not the scheme's default: only allow-listed loopback test fixtures have one,
 * and each fixture port is a separate server.
 */
export function siteKey(url: URL): string {
  const host = bareHostname(url).toLowerCase().replace(/\.+$/, '')
  const port = url.port && url.port !== DEFAULT_PORTS[url.protocol] ? `:${url.port}` : ''
  return `${siteOfHost(host)}${port}`
}

function siteOfHost(host: string): string {
  const family = isIP(host)
  if (family === 4) return host
  if (family === 6) {
    const parsed = ipaddr.IPv6.parse(host)
    // An IPv4-mapped address is that IPv4 address (it is refused anyway, but the key must not split it).
    if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString()
    const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`)
    return `${prefix.toString()}/64`
  }
  return getDomain(host, { allowPrivateDomains: true, validateHostname: false }) ?? host
}
