import { site } from '@/content/site'
import { readConfig, type Config } from '@/lib/config'

type TrustProxy = Config['TRUST_PROXY']

/** TRUST_PROXY as the server runs with it; a configuration the start refused trusts no proxy here. */
function configuredTrustProxy(): TrustProxy {
  try {
    return readConfig().TRUST_PROXY
  } catch {
    return null
  }
}

/**
 * The host a reverse proxy of ours says the browser asked for (X-Forwarded-Host), only when TRUST_PROXY says a
 * proxy of ours is in front: otherwise any client could name any host in it. Proxies that append give a list;
 * the entry written by ours is the one TRUST_PROXY's hop count names from the right, as for the client address.
 */
function forwardedHost(headers: Headers, trustProxy: TrustProxy): string | null {
  if (!trustProxy) return null
  const list = (headers.get('x-forwarded-host') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  return list[Math.max(0, list.length - trustProxy.hops)] ?? null
}

/**
 * Cross-site request check for state-changing requests (form posts to pages and route handlers, staff actions).
 * Browsers send Origin on every POST; it must name this site (SITE_URL) or the host the request was sent to
 * (Host, or X-Forwarded-Host from a proxy TRUST_PROXY trusts). A request without Origin is accepted only when the
 * browser's Sec-Fetch-Site says same-origin; anything else (a form on another site, a script elsewhere) is refused.
 */
export function isSameOrigin(
  headers: Headers,
  siteUrl: string = site.url,
  trustProxy: TrustProxy = configuredTrustProxy(),
): boolean {
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return headers.get('sec-fetch-site') === 'same-origin'
  let host: string
  try {
    host = new URL(origin).host.toLowerCase()
  } catch {
    return false
  }
  const allowed = new Set<string>()
  try {
    allowed.add(new URL(siteUrl).host.toLowerCase())
  } catch {
    // A malformed SITE_URL allows nothing extra.
  }
  const requested = headers.get('host')?.trim().toLowerCase()
  if (requested) allowed.add(requested)
  const forwarded = forwardedHost(headers, trustProxy)
  if (forwarded) allowed.add(forwarded)
  return allowed.has(host)
}
