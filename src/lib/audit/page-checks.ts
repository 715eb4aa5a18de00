import 'server-only'
import type { AuditContext, Probe } from './checks/context'
import * as content from './checks/content'
import type { CheckId } from './checks/definitions'
import { checkLinks } from './checks/site'
import { extractPageFacts } from './html-facts'
import { collectLinks } from './links'
import type { CheckResult } from './result'

/**
 * The audit's page checks on HTML the site made itself, with no request: the checks of the free SEO audit that look
 * at one page (title and description length, one h1, heading order, image alt texts, language, viewport, canonical,
 * indexability, structured data, Open Graph, word count) plus its link check, where an internal link is tested
 * against the addresses the site serves instead of being fetched. The build-output tests run it on every
 * prerendered page and `npm run content:check` on the pages an edit touched, so the agency's own site passes the
 * audit it sells, with the audit's own Indonesian findings.
 */
export type PageAuditOptions = {
  /** The page's public address (canonical and links are judged against it). */
  url: URL
  /** Whether the site answers this path (a page, a file under public/, a handler): an internal link to it works. */
  servesPath?: (path: string) => boolean
  /** Response headers the page is served with (X-Robots-Tag). */
  headers?: Record<string, string>
  /** Only these checks (content:check audits a page's body without the layout's head). */
  only?: readonly CheckId[]
}

export async function auditPageHtml(html: string, options: PageAuditOptions): Promise<CheckResult[]> {
  const facts = await extractPageFacts(html)
  const { url } = options
  const ctx = {
    startUrl: url,
    finalUrl: url,
    page: { url: url.href, status: 200, headers: options.headers ?? {}, body: Buffer.alloc(0), truncated: false },
    httpsProblem: null,
    facts,
    robots: null,
    sitemap: null,
    sitemapSource: 'default',
    favicon: null,
    faviconDeclared: false,
    links: { internal: [], external: 0, checked: [] },
  } as unknown as AuditContext
  const input = { facts, finalUrl: url, baseUrl: url, ctx }
  // Mixed content is only judged on an https page (the engine reports it "not assessed" on http).
  const results = content.PAGE_CONTENT_CHECKS.filter(
    (check) => check !== content.checkMixedContent || url.protocol === 'https:',
  ).map((check) => check(input))
  if (options.servesPath)
    results.push(checkLinks({ ...ctx, links: internalLinks(facts.links, url, options.servesPath) }))
  return options.only ? results.filter((check) => options.only!.includes(check.id)) : results
}

/** Every internal link of the page, each "answered" 200 when the site serves its path and 404 when not. */
function internalLinks(hrefs: readonly string[], page: URL, servesPath: (path: string) => boolean) {
  const { internal, external } = collectLinks(hrefs, page, page)
  const checked: Probe[] = internal.map((url) => ({
    state: 'ok',
    url: url.href,
    status: servesPath(decodeURI(url.pathname)) ? 200 : 404,
    headers: {},
    body: Buffer.alloc(0),
    truncated: false,
  }))
  return { internal: internal.map((url) => url.href), external, checked }
}
