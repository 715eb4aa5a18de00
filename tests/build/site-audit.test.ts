/**
 * The site passes its own SEO audit: the audit's page checks (src/lib/audit/page-checks.ts: title and description
 * length, one h1, heading order, image alt texts, language, viewport, canonical, indexability, structured data,
 * Open Graph, word count, and internal links that resolve) run on every page the build prerendered, and every check
 * passes, except where a page's content writes down why not (src/content/audit-exceptions.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { auditExceptions } from '@/content/audit-exceptions'
import { pageAuditChecks } from '@/content/schema/records/parts'
import { site } from '@/content/site'
import { CHECKS } from '@/lib/audit/checks/definitions'
import { auditPageHtml } from '@/lib/audit/page-checks'
import { root, servedFromBuild } from './support/build-output'

const appDir = path.join(root, '.next', 'server', 'app')
const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8')) as {
  routes: Record<string, { initialStatus?: number }>
}
const htmlOf = (route: string) => path.join(appDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/**
 * Every prerendered page: the routes with HTML. Next's own error pages (/_not-found, /_global-error) are only ever
 * served with a 404 or 500 status, and the audit does not assess the content of a page that is not a 2xx answer.
 */
const pages = Object.entries(manifest.routes)
  .filter(([route, info]) => existsSync(htmlOf(route)) && !route.startsWith('/_') && (info.initialStatus ?? 200) < 300)
  .map(([route]) => route)
  .sort()

const exceptions = auditExceptions()

describe('the site passes its own SEO audit on every prerendered page', () => {
  test('covers the whole build', () => {
    expect(pages.length).toBeGreaterThan(40)
    expect(pages).toEqual(expect.arrayContaining(['/', '/contact', '/jasa-seo-jakarta', '/artikel']))
  })

  for (const route of pages) {
    test(route, async () => {
      const results = await auditPageHtml(readFileSync(htmlOf(route), 'utf8'), {
        url: new URL(route, `${site.url}/`),
        servesPath: servedFromBuild,
      })
      const excepted = new Set((exceptions.get(route) ?? []).map((exception) => exception.check))
      const problems = results
        .filter((result) => result.status !== 'pass' && !excepted.has(result.id))
        .map((result) => `${result.id} (${result.status}): ${result.finding} ${result.fix}`.trim())
      expect(problems).toEqual([])
      // An exception is only written down where the check really does not pass (none left over after a fix).
      const unneeded = results
        .filter((result) => excepted.has(result.id) && result.status === 'pass')
        .map((result) => result.id)
      expect(unneeded, `exceptions of ${route} no longer needed`).toEqual([])
    })
  }

  test('every exception names a page of the build and a check the audit makes', () => {
    for (const [route, list] of exceptions) {
      expect(pages, route).toContain(route)
      for (const exception of list) {
        expect(Object.keys(CHECKS), `${route}: ${exception.check}`).toContain(exception.check)
        expect(exception.reason.length, `${route}: ${exception.check}`).toBeGreaterThanOrEqual(20)
      }
    }
    for (const { value } of pageAuditChecks) expect(Object.keys(CHECKS)).toContain(value)
  })
})
