import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

/**
 * Issue 43: the sign-up form of /serpbot-rank-checker is fixed when the page is built. A server whose SERP_PROVIDER
 * disagrees with the build says so: an error in its log at start, and "degraded" with the reason in /api/health.
 * Read from a build output laid out as Next writes it (server/app/serpbot-rank-checker.html), on real SQLite.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-build-check-'))
const build = (name: string, band: string) => {
  const distDir = path.join(dir, name)
  fs.mkdirSync(path.join(distDir, 'server', 'app'), { recursive: true })
  fs.writeFileSync(
    path.join(distDir, 'server', 'app', 'serpbot-rank-checker.html'),
    `<!DOCTYPE html><html lang="id"><body><section id="mulai">${band}</section></body></html>`,
  )
  return distDir
}
const withForm = build('with-form', '<div data-rank-signup="on"><form></form></div>')
const withoutForm = build('without-form', '<div data-rank-signup="off"><div data-tracking="inactive"></div></div>')

vi.stubEnv('DATABASE_URL', `file:${path.join(dir, 'leads.db')}`)
vi.stubEnv('NEXT_DIST_DIR', withForm)
vi.stubEnv('SERP_PROVIDER', '')

const { builtWithSignupForm, checkSignupBuild, signupBuildMismatch } = await import('./build-check')
const { logger } = await import('@/lib/log')
const { handleHealthRequest } = await import('@/lib/leads/endpoints')
const { closeDatabase } = await import('@/lib/db/client')

afterAll(async () => {
  await closeDatabase()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the sign-up page as built against the server settings', () => {
  it('reads from the build whether the page holds the form (unknown without a build)', () => {
    expect(builtWithSignupForm(withForm)).toBe(true)
    expect(builtWithSignupForm(withoutForm)).toBe(false)
    expect(builtWithSignupForm(path.join(dir, 'no-build'))).toBeNull()
  })

  it('is a mismatch both ways, never when they agree or when there is no build to read', () => {
    expect(signupBuildMismatch(true, false)).toBe('built-without-form')
    expect(signupBuildMismatch(false, true)).toBe('form-without-provider')
    expect(signupBuildMismatch(true, true)).toBeNull()
    expect(signupBuildMismatch(false, false)).toBeNull()
    expect(signupBuildMismatch(true, null)).toBeNull()
  })

  it('built with the form, started without SERP_PROVIDER: one error at start, "degraded" in the health check', async () => {
    const errors = vi.spyOn(logger, 'error')
    expect(checkSignupBuild()).toBe('form-without-provider')
    expect(checkSignupBuild()).toBe('form-without-provider')
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![1])).toMatch(/SERP_PROVIDER is not set: every sign-up is refused with 503/)

    const response = await handleHealthRequest({ rankTrackerSignup: checkSignupBuild() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'degraded',
      db: 'ok',
      outbox: { pending: 0, failed: 0 },
      problems: { rankTrackerSignup: 'form-without-provider' },
    })
    expect(await (await handleHealthRequest({ rankTrackerSignup: null })).json()).toMatchObject({ status: 'ok' })
  })
})
