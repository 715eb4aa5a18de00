/**
 * Every file in public/ is served, including one an operator drops in (ads.txt, a search-console verification
 * file, anything under /.well-known/) and what the build generates there (security.txt); unknown addresses stay
 * real 404s and are logged. Next lists public/ when it starts, so the added file gets a server of its own.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { site } from '@/content/site'
import { ephemeralPort } from '../src/lib/db/testing/postgres-server'
import { startNextServer } from './forms-support'
import { runDir } from './helpers'

test.skip(({ isMobile }) => isMobile, 'same at every width: the desktop project covers it')

const publicDir = path.resolve(import.meta.dirname, '..', 'public')

test('a file added to public/ is served, at the root and under /.well-known/; unknown paths are logged 404s', async () => {
  const marker = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const files = {
    [`/google${marker}.html`]: `google-site-verification: google${marker}.html\n`,
    [`/.well-known/e2e-${marker}.txt`]: `operator file ${marker}\n`,
  }
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true })
    writeFileSync(path.join(publicDir, name), body)
  }
  const database = path.join(runDir(), `public-files-${marker}.db`)
  const server = await startNextServer(await ephemeralPort(), { DATABASE_URL: `file:${database}`, LEADS_WORKER: 'off' })
  try {
    for (const [name, body] of Object.entries(files)) {
      const response = await fetch(server.baseURL + name)
      expect(response.status, name).toBe(200)
      expect(await response.text()).toBe(body)
    }
    const missing = await fetch(`${server.baseURL}/tidak-ada-${marker}.txt`)
    expect(missing.status).toBe(404)
    await expect.poll(() => server.output()).toContain(`"path":"/tidak-ada-${marker}.txt"`)
    // The added files are served, never logged as missing (the request log lists them as 200s).
    const notFound = server
      .output()
      .split('\n')
      .flatMap((line) => {
        try {
          const entry = JSON.parse(line) as { event?: string; path?: string }
          return entry.event === 'page_not_found' && entry.path ? [entry.path] : []
        } catch {
          return []
        }
      })
    expect(notFound).toEqual([`/tidak-ada-${marker}.txt`])
    // A traversal out of public/ is not a public file.
    const traversal = await fetch(`${server.baseURL}/..%2fpackage.json`)
    expect(traversal.status).toBe(404)
  } finally {
    await server.stop()
    for (const name of Object.keys(files)) rmSync(path.join(publicDir, name))
    rmSync(database, { force: true })
  }
})

test('security.txt (RFC 9116) is generated from the site config at build', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toBe(readFileSync(path.join(publicDir, '.well-known', 'security.txt'), 'utf8'))
  expect(text).toContain(`Contact: mailto:${site.email}\n`)
  expect(text).toContain('Preferred-Languages: id, en\n')
  expect(text).toContain(`Canonical: ${site.url}/.well-known/security.txt\n`)
  const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]!)
  expect(expires).toBeGreaterThan(Date.now())
  expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000)
})
