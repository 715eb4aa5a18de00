import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export const runDir = () => process.env.E2E_RUN_DIR as string
/** The SQLite file the E2E server writes leads to. */
export const e2eDatabaseFile = () => path.join(runDir(), 'leads.db')
export const serverLogFile = () => path.join(runDir(), 'server.log')

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] }

/** Runs axe-core (WCAG 2.0-2.2 A/AA rules) on the current page and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, context = 'page') {
  // Evaluated through the DevTools protocol, not as an inline <script>: the page's Content-Security-Policy
  // (rightly) refuses an injected inline script.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    // @ts-expect-error injected global
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })
    return result.violations as AxeViolation[]
  })
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
