import 'server-only'

const sameSite = (a: URL, b: URL) => a.hostname.replace(/^www\./, '') === b.hostname.replace(/^www\./, '')

/**
 * A page's links sorted as the audit's link check reads them: the distinct internal addresses (same host, `www.`
 * aside; without their #fragment; the page itself left out) and the number of distinct external ones. Only http(s).
 */
export function collectLinks(
  hrefs: readonly string[],
  baseUrl: URL,
  pageUrl: URL,
): { internal: URL[]; external: number } {
  const internal = new Map<string, URL>()
  const external = new Set<string>()
  for (const href of hrefs) {
    let url: URL
    try {
      url = new URL(href, baseUrl)
    } catch {
      continue
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
    url.hash = ''
    if (!sameSite(url, pageUrl)) external.add(url.href)
    else if (url.href !== pageUrl.href) internal.set(url.href, url)
  }
  return { internal: [...internal.values()], external: external.size }
}
