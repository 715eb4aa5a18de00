import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export const runDir = () => process.env.E2E_RUN_DIR as string
/** The SQLite file the E2E server writes leads to (unless the run is on PostgreSQL: e2eDatabaseUrl). */
export const e2eDatabaseFile = () => path.join(runDir(), 'leads.db')
/**
 * The E2E server's database, for the leads command and the seeding helpers: the SQLite file, or the PostgreSQL
 * database of `npm run test:e2e:postgres` (scripts/e2e-postgres.ts).
 */
export const e2eDatabaseUrl = () => process.env.E2E_DATABASE_URL ?? `file:${e2eDatabaseFile()}`
export const serverLogFile = () => path.join(runDir(), 'server.log')

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] }

/** Runs axe-core (WCAG 2.0-2.2 A/AA rules) on the current page and fails with a readable list. */
/**
 * axe on the whole page, or only on the parts matching `include` (selectors; those absent are skipped): a form's
 * error and success states are checked where they change, the rest of the page by the route sweep.
 */
export async function expectNoAxeViolations(page: Page, context = 'page', include?: readonly string[]) {
  // Evaluated through the DevTools protocol, not as an inline <script>: the page's Content-Security-Policy
  // (rightly) refuses an injected inline script.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async (selectors) => {
    const present = selectors?.filter((selector) => document.querySelector(selector))
    const scope = present ? { include: present.map((selector) => [selector]) } : document
    // @ts-expect-error injected global
    const result = await window.axe.run(scope, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Only violations are read: axe then skips collecting node details for the passes (same rules run).
      resultTypes: ['violations'],
    })
    return result.violations as AxeViolation[]
  }, include)
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `   ${n.target.join(' ')} — ${n.failureSummary}`).join('\n')}`,
  )
  expect(summary, `axe violations on ${context}`).toEqual([])
}

/** Collects every request that would leave this machine's test server. */
export function trackExternalRequests(page: Page, baseURL: string): string[] {
  const external: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(baseURL) && !url.startsWith('data:') && !url.startsWith('blob:')) external.push(url)
  })
  return external
}

/** Number of pages in a PDF, from its page objects. */
export function pdfPageCount(bytes: Buffer): number {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
}

/**
 * Loads and hydrates the app the way a visitor's first form interaction does (scripts are deferred
 * by scripts/defer-hydration.ts), then waits until React has taken over.
 */
export async function hydrate(page: Page) {
  await page.evaluate(() => (window as unknown as { __loadApp?: () => void }).__loadApp?.())
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * Starts recording every node added to or removed from the body, and every text changed in it, outside `exempt`
 * (the forms, which hydrate and may render again). Hydrating must change nothing there: the deferred flight data
 * no longer carries that markup (scripts/defer-hydration/static-markup.ts), so a page React rendered again would
 * lose it. Returns a reader of what was recorded.
 */
export async function watchMarkupChanges(page: Page, exempt = 'form'): Promise<() => Promise<string[]>> {
  await page.evaluate((exempt) => {
    const changes: string[] = []
    const name = (node: Node) =>
      node instanceof Element ? `<${node.localName}${node.id ? `#${node.id}` : ''}>` : node.nodeName.toLowerCase()
    const inExempt = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(exempt) != null
    new MutationObserver((records) => {
      for (const record of records) {
        if (inExempt(record.target)) continue
        if (record.type === 'characterData') changes.push(`text changed in ${name(record.target.parentNode!)}`)
        for (const node of record.removedNodes) changes.push(`${name(node)} removed from ${name(record.target)}`)
        for (const node of record.addedNodes) {
          // What the framework adds beside the page: chunk scripts, and the App Router's live region for route changes.
          if (node instanceof Element && /^(script|link|next-route-announcer)$/.test(node.localName)) continue
          changes.push(`${name(node)} added to ${name(record.target)}`)
        }
      }
    }).observe(document.body, { childList: true, characterData: true, subtree: true })
    ;(window as unknown as { __markupChanges: string[] }).__markupChanges = changes
  }, exempt)
  return () => page.evaluate(() => (window as unknown as { __markupChanges: string[] }).__markupChanges)
}

export type PageProblems = { violations: () => Promise<string[]>; consoleErrors: string[] }

/** Records CSP violations (from the page itself, before any of its scripts) and console errors. */
export async function watchPageProblems(page: Page): Promise<PageProblems> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`),
    )
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`))
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  }
}

/** Requests only the client router makes: RSC payloads and prefetches. */
export function trackRouterRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    if (request.url().includes('_rsc=') || headers['rsc'] || headers['next-router-prefetch'])
      seen.push(`${request.method()} ${request.url()}`)
  })
  return seen
}

/** The words the site uses to tell a screen reader that a link opens a new tab. */
const NEW_TAB_NOTICE = /\(membuka tab baru\)/

/**
 * Every link on the page that opens a new tab says so, and has rel=noopener. Links rendered through
 * SiteLink/ButtonLink carry the notice as their accessible description (their name stays the visible label); a
 * link may also carry it in its name, as the forms' success view and the footer's social icons do.
 */
export async function expectNewTabLinksAnnounced(page: Page): Promise<number> {
  const links = await page.locator('a[target="_blank"]').all()
  for (const link of links) {
    const label = `${await link.innerText()} → ${await link.getAttribute('href')}`
    await expect(link, label).toHaveAttribute('rel', /noopener/)
    if (await link.getAttribute('aria-describedby'))
      await expect(link, label).toHaveAccessibleDescription(NEW_TAB_NOTICE)
    else await expect(link, label).toHaveAccessibleName(NEW_TAB_NOTICE)
  }
  return links.length
}
