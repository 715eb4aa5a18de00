/*
 * Guards shared by the endpoints that browsers call on their own from this site's pages (click pings, Core Web
 * Vitals beacons): which origins count as this site, and which requests are not a visitor at all (prefetches,
 * crawlers, headless browsers, scripted clients). Knows no feature.
 */

/** Origins a beacon may come from: SITE_URL's, and on a loopback SITE_URL (development) the request's own. */
export function allowedOrigins(siteUrl: string, requestUrl: URL, hostHeader: string | null): Set<string> {
  const origins = new Set<string>()
  const site = new URL(siteUrl)
  origins.add(site.origin)
  if (isLoopback(site.hostname)) {
    const own = hostHeader ? `${requestUrl.protocol}//${hostHeader}` : requestUrl.origin
    try {
      if (isLoopback(new URL(own).hostname)) origins.add(new URL(own).origin)
    } catch {
      // a malformed Host header adds nothing
    }
  }
  return origins
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}

/**
 * The browser's own word on where a request comes from: refused when Origin names another site or Sec-Fetch-Site
 * is anything but same-origin. `requireOne`: refused as well when the request carries neither (every browser
 * sends Origin on a POST; a client that sends neither is not a page of this site).
 */
export function crossSiteReason(
  request: Request,
  siteUrl: string,
  { requireOne = false } = {},
): 'cross_site_origin' | 'cross_site_fetch' | 'no_origin' | null {
  const origins = allowedOrigins(siteUrl, new URL(request.url), request.headers.get('host'))
  const origin = request.headers.get('origin')
  if (origin !== null && !origins.has(origin)) return 'cross_site_origin'
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && fetchSite !== 'same-origin') return 'cross_site_fetch'
  if (requireOne && origin === null && fetchSite === null) return 'no_origin'
  return null
}

/** Prefetch and prerender requests (Sec-Purpose, Purpose, X-Purpose, X-Moz) are never a visitor's action. */
export function isSpeculative(headers: Headers): boolean {
  const purpose = [headers.get('sec-purpose'), headers.get('purpose'), headers.get('x-purpose'), headers.get('x-moz')]
  return purpose.some((value) => value !== null && /prefetch|prerender|preview/i.test(value))
}

// Search engines, link previews, monitors, headless browsers (Lighthouse, HeadlessChrome, PhantomJS) and scripted
// clients; what they do is not a visitor's.
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|whatsapp\/|telegram|embedly|preview|lighthouse|headlesschrome|phantomjs|curl\/|wget|python-requests|httpclient|go-http-client|node-fetch|axios|okhttp|java\//i

export function isCrawler(userAgent: string | null): boolean {
  return !userAgent || CRAWLER.test(userAgent)
}
