/**
 * Every page is valid HTML under the Nu HTML Checker (vnu-jar, needs Java: scripts/ensure-system.sh installs it):
 * each registered route, the 404 page and a page rendered per request, as the server sends them, checked in one
 * run of the checker (starting Java once is the slow part). The checker's CSS messages are filtered out: its CSS
 * grammar predates what Tailwind 4 writes into the inlined stylesheet (@property, margin-trim, custom properties
 * in transition-property), which every supported browser reads; the HTML itself must have zero errors.
 *
 * One HTML message is set aside, narrowly: the checker wants an absolute URL in `ping` (it reads "a valid URL whose
 * scheme is HTTP(S)" as "has a scheme of its own"), while our click pings are the relative `/api/click?cta=…`
 * (content/click-targets.ts) on purpose: a relative ping goes to the origin the visitor is on (www or apex, any
 * port), so CSP connect-src 'self' allows it and the browser sends Ping-From. Every browser resolves it.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { articleRoutes } from '@/content/articles/routes'
import { routes } from '@/content/routes'

test.skip(({ isMobile }) => isMobile, 'the HTML is the same at every width: the desktop project covers it')

const require = createRequire(import.meta.url)
const vnuJar = String(require('vnu-jar'))

const relativeClickPing = /^Bad value “\/api\/click\?cta=[a-z-]+” for attribute “ping” on element “a”/

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

test('every page is valid HTML (Nu HTML Checker: zero errors)', async ({ request }) => {
  test.setTimeout(120_000)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  try {
    const pages = [
      ...[...routes, ...(await articleRoutes())].map((route) => ({ path: route.path, status: 200 })),
      { path: '/halaman-yang-tidak-ada', status: 404 },
      { path: '/analisis-gratis/hasil/tokenyangtidakada0000000000', status: 404 },
    ]
    const files = new Map<string, string>()
    for (const [index, page] of pages.entries()) {
      const response = await request.get(page.path)
      expect(response.status(), page.path).toBe(page.status)
      const file = path.join(dir, `${index}.html`)
      writeFileSync(file, await response.body())
      files.set(`file:${file}`, page.path)
    }
    // Exit code 1 means "errors found": the JSON report says which.
    const { stderr } = await promisify(execFile)(
      'java',
      // One short run: the quick compiler only and a serial collector take half the processor time of the defaults
      // (which compile for a long-running server); the checker asks for a larger thread stack then.
      [
        '-Xss8m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        vnuJar,
        '--errors-only',
        '--filterpattern',
        'CSS: .*',
        '--format',
        'json',
        dir,
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string; code?: number }) => {
      if (error.code !== 1 || !error.stderr) throw error
      return { stderr: error.stderr }
    })
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !relativeClickPing.test(message.message))
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message} [${m.extract ?? ''}]`)
    expect(errors).toEqual([])
    expect(files.size).toBe(pages.length)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
