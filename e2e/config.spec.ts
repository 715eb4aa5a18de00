/**
 * A malformed configuration stops the server at start with one message listing every problem (src/lib/config);
 * nothing is served with a silently replaced value.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ephemeralPort } from '../src/lib/db/testing/postgres-server'

test.skip(({ isMobile }) => isMobile, 'not about pages: the desktop project covers it')

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '..')

function run(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const merged: Record<string, string | undefined> = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), ...args], {
    cwd: root,
    env: merged as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((resolve) =>
    child.once('exit', (code: number | null) => {
      clearTimeout(timer)
      resolve({ code, output })
    }),
  )
}

test('the server refuses to start on malformed settings, listing them all at once', async () => {
  const { code, output } = await run(['start', '-p', String(await ephemeralPort()), '-H', '127.0.0.1'], {
    LEADS_RATE_LIMIT_PER_MINUTE: 'lima',
    SMTP_URL: 'mail.contoh.co.id:465',
    LEADS_NOTIFY_TO: 'sales@contoh.co.id',
    TRUST_PROXY: 'ture',
    DATABASE_URL: 'mysql://db/leads',
  })
  expect(code).toBe(1)
  expect(output).toContain('Configuration refused (4 problems)')
  for (const name of ['LEADS_RATE_LIMIT_PER_MINUTE', 'SMTP_URL', 'TRUST_PROXY', 'DATABASE_URL']) {
    expect(output).toContain(`  - ${name}: `)
  }
  expect(output.match(/Configuration refused/g)).toHaveLength(1)
})

test('a production build refuses to run without SITE_URL', async () => {
  // Fails while loading next.config.ts, before anything is compiled or written.
  const { code, output } = await run(['build'], { SITE_URL: undefined, NEXT_DIST_DIR: '.next-config-refusal' })
  expect(code).toBe(1)
  expect(output).toContain('SITE_URL is required for a production build')
})
