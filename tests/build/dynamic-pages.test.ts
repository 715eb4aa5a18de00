/**
 * The pages rendered per request (issue 43) with this build's stylesheet (.next/page-document.json, written by
 * scripts/defer-hydration): a rank tracker page with 10 keywords and 90 days of history, and a finished audit
 * report, as their route handlers answer. At most 35 KB compressed (gzip level 6, as `next start` sends them), the
 * stylesheet once, no framework script. Rendered from the routes' source on a throwaway SQLite database.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { seedDynamicPages } from '../../scripts/bench-seed'
import { readPageDocument } from '@/lib/server/page-styles'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-dynamic-pages-'))
vi.stubEnv('DATABASE_URL', `file:${path.join(dir, 'leads.db')}`)
vi.stubEnv('SERP_PROVIDER', '')
vi.stubEnv('AUDIT_DNS', 'off')

const { getDatabase, closeDatabase } = await import('@/lib/db/client')
const trackerRoute = await import('@/app/(site)/serpbot-rank-checker/pantau/[token]/route')
const reportRoute = await import('@/app/(site)/analisis-gratis/hasil/[token]/route')
const seeded = await seedDynamicPages(await getDatabase())

afterAll(async () => {
  await closeDatabase()
  fs.rmSync(dir, { recursive: true, force: true })
  // The build-output files share one process (isolate: false): the next one sees the environment as it was.
  vi.unstubAllEnvs()
})

const BUDGET = 35 * 1024

async function served(route: typeof trackerRoute, address: string, token: string) {
  const response = await route.GET(new Request(`http://localhost:3000${address}`), {
    params: Promise.resolve({ token }),
  })
  expect(response.status).toBe(200)
  const html = await response.text()
  return { wire: gzipSync(html, { level: 6 }).length, html }
}

describe('pages rendered per request, with the build stylesheet', () => {
  test('the build wrote the page document: the root layout attributes and the whole stylesheet, indexed', () => {
    const document = readPageDocument()
    expect(document, '.next/page-document.json').not.toBeNull()
    expect(Object.fromEntries(document!.html)).toMatchObject({ lang: 'id', 'data-brand-font': expect.any(String) })
    expect(document!.stylesheet.rules.length).toBeGreaterThan(500)
  })

  for (const [name, route, address, token] of [
    [
      'a tracker page, 10 keywords × 90 days, 3 competitors and the 3-pack',
      trackerRoute,
      `/serpbot-rank-checker/pantau/${seeded.tracker.token}`,
      seeded.tracker.token,
    ],
    ['a finished audit report', reportRoute, `/analisis-gratis/hasil/${seeded.audit.done}`, seeded.audit.done],
  ] as const) {
    test(`${name}: at most 35 KB gzip, the stylesheet once and cut, no framework script`, async () => {
      const page = await served(route, address, token)
      expect(page.wire, `${page.wire} bytes gzip`).toBeLessThanOrEqual(BUDGET)
      const styles = page.html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? []
      expect(styles).toHaveLength(1)
      // Cut to the page: well under the whole sheet (about 90 KB).
      expect(styles[0]!.length).toBeLessThan(45_000)
      expect(page.html).not.toMatch(/<script[^>]+src=|__next_f|\/_next\/static\/chunks\/[^"]+\.js/)
    })
  }
})
