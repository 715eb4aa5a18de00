/**
 * Support for the forms E2E: extra production servers with their own throwaway SQLite files, reading leads back.
 * Each server is `next start` on the existing production build (.next), so run `npm run build` first.
 */
import { MIN_FILL_SECONDS } from '@/lib/leads/schema'
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
// The real table type: a new column is known here without a hand copy.
import type { LeadRow } from '../src/lib/db/types'

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '..')

export type NextServer = { baseURL: string; output: () => string; stop: () => Promise<void> }

/** Starts `next start` on `port` with extra environment; resolves when a page answers. */
export async function startNextServer(port: number, env: Record<string, string>): Promise<NextServer> {
  const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: root,
    // AUDIT_DNS: the forms name websites such as tokoanda.com; their audits must stay on loopback.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'info', AUDIT_DNS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // Never leave a server behind if the test runner stops early.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(`${baseURL}/robots.txt`, { signal: AbortSignal.timeout(5000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`next start did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    baseURL,
    output: () => output,
    async stop() {
      process.off('exit', killOnExit)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** Read-only view of the server's SQLite file (WAL: sees every committed lead). */
export function leadsDatabase(file: string) {
  let db: Database.Database | null = null
  const open = () => (db ??= new Database(file, { readonly: true, fileMustExist: true }))
  return {
    leadsByEmail: (email: string) =>
      open().prepare('SELECT * FROM leads WHERE email = ? ORDER BY created_at').all(email) as LeadRow[],
    subscribers: (email: string) =>
      open().prepare('SELECT * FROM newsletter_subscribers WHERE email = ?').all(email) as Array<{
        email: string
        consent_version: string | null
      }>,
    close: () => db?.close(),
  }
}

/** A unique address per test run, so the server's duplicate protection never merges two tests' leads. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@contoh-bisnis.co.id`
}

/**
 * The servers under test mark a form sent faster than LEADS_MIN_FILL_MS after the first focus as spam. The suite
 * sets it to 0 (playwright.config.ts) so no test sleeps; the time trap itself is tested in the backend tests.
 */
const minFillMs = Number(process.env.LEADS_MIN_FILL_MS ?? MIN_FILL_SECONDS * 1000)
const HUMAN_FILL_MS = minFillMs > 0 ? minFillMs + 300 : 0

/** Waits until a human-plausible time has passed since `startedAt` (the first focus in the form). */
export async function waitLikeAHuman(page: Page, startedAt: number) {
  const remaining = HUMAN_FILL_MS - (Date.now() - startedAt)
  if (remaining > 0) await page.waitForTimeout(remaining)
}

/**
 * Holds the form's server-action POSTs until the returned function is called, so a test can watch the submitting
 * state for as long as it needs and then let the request go (no fixed wait).
 */
export async function holdActionPosts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (
      request.method() === 'POST' &&
      request.headers()['next-action'] &&
      (request.postData() ?? '').includes('email')
    ) {
      await released
    }
    await route.continue()
  })
  return release
}
