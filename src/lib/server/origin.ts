import { site } from '@/content/site'

/**
 * Cross-site request check for state-changing admin requests. Browsers send Origin on every POST; it must name
 * this site (SITE_URL) or the host the request was sent to. A request without Origin is accepted only when the
 * browser's Sec-Fetch-Site says same-origin; anything else (a form on another site, a script elsewhere) is refused.
 */
export function isSameOrigin(headers: Headers, siteUrl: string = site.url): boolean {
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
  for (const name of ['x-forwarded-host', 'host']) {
    const value = headers.get(name)?.split(',')[0]?.trim().toLowerCase()
    if (value) allowed.add(value)
  }
  return allowed.has(host)
}
