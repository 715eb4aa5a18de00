/*
 * Response headers of every answer (set in next.config.ts), Mozilla Observatory's rules as the reference
 * (docs/security.md). The Content-Security-Policy is per response (src/lib/security/csp.ts, set by src/proxy.ts).
 */

export type Header = { key: string; value: string }

/** Two years, subdomains included: what Observatory and the HSTS preload list ask for. */
const hstsValue = 'max-age=63072000; includeSubDomains'

export function staticSecurityHeaders({ https = false }: { https?: boolean } = {}): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The fallback for browsers without CSP frame-ancestors; the site is never framed, not even by itself.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ]
  // Only on an https site: sent over plain http (a local build) it would be ignored, or pin localhost to https.
  if (https) headers.push({ key: 'Strict-Transport-Security', value: hstsValue })
  return headers
}
