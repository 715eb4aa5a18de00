import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { URI } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import { authFor } from './auth'
import { attemptLogin, LOGIN_MAX_FAILURES, type LoginOutcome } from './login'
import { staffUserFromHeaders } from './staff'
import { confirmTwoFactorSetup, startTwoFactorSetup, twoFactorStatus } from './two-factor'
import { attemptTwoFactorLogin } from './two-factor-login'
import { addUser } from './users'
import { untilTotpStepHasLeft } from '@/lib/testing/totp-step'

/**
 * Issue 34, findings 1, 2, 5 and 8: the login throttles under parallel requests (at most LOGIN_MAX_FAILURES
 * guesses checked, whatever the concurrency), used TOTP codes refused, throttled attempts coalesced in the audit log.
 */

const PASSWORD = 'Es-teler-siang-2026'
const codeFor = (uri: string, offsetSeconds = 0) =>
  URI.parse(uri).generate({ timestamp: Date.now() + offsetSeconds * 1000 })

function wrongCode(uri: string, salt: number): string {
  const valid = new Set([-30, 0, 30].map((offset) => codeFor(uri, offset)))
  let n = (Number(codeFor(uri)) + 1 + salt * 7919) % 1_000_000
  while (valid.has(String(n).padStart(6, '0'))) n = (n + 1) % 1_000_000
  return String(n).padStart(6, '0')
}

function throttleSuite(label: string, open: () => Promise<AppDatabase>, enabled: () => boolean = () => true) {
  describe.skipIf(!enabled())(`staff login throttle under parallel requests on ${label}`, () => {
    let database: AppDatabase
    beforeAll(async () => {
      database = await open()
    })
    afterAll(async () => database?.destroy())

    const headersFor = (cookie = '') => new Headers({ cookie, 'user-agent': 'vitest' })
    const cookieOf = (setCookies: string[]) =>
      setCookies
        .filter((cookie) => !/max-age=0/i.test(cookie))
        .map((cookie) => cookie.split(';')[0])
        .join('; ')
    const login = (email: string, password: string, ip: string) =>
      attemptLogin(database, { email, password, ip, headers: headersFor() })
    const throttledRows = (action: string, where: { subject?: string; ip?: string }) => {
      let query = database.db.selectFrom('staff_audit_log').selectAll().where('action', '=', action)
      if (where.subject) query = query.where('subject', '=', where.subject)
      if (where.ip) query = query.where('ip', '=', where.ip)
      return query.execute()
    }

    /** Counts Better Auth's password checks (scrypt verify, or the dummy hash for an unknown e-mail) during `run`. */
    async function countPasswordChecks<T>(
      run: () => Promise<T>,
    ): Promise<{ result: T; checks: number; mostAtOnce: number }> {
      const password = (await (await authFor(database)).$context).password
      const { verify, hash } = password
      let checks = 0
      let running = 0
      let mostAtOnce = 0
      const counted = async <R>(check: () => Promise<R>): Promise<R> => {
        checks += 1
        running += 1
        mostAtOnce = Math.max(mostAtOnce, running)
        try {
          return await check()
        } finally {
          running -= 1
        }
      }
      password.verify = (input) => counted(() => verify(input))
      password.hash = (value) => counted(() => hash(value))
      try {
        return { result: await run(), checks, mostAtOnce }
      } finally {
        password.verify = verify
        password.hash = hash
      }
    }

    /** An account with 2FA switched on (confirmed with the previous step's code, so the current one is unused). */
    async function withTwoFactor(email: string, ip: string) {
      await addUser(database, { email, role: 'staff', password: PASSWORD })
      const first = await login(email, PASSWORD, ip)
      const cookie = cookieOf(first.kind === 'ok' ? first.setCookies : [])
      const user = (await staffUserFromHeaders(await authFor(database), headersFor(cookie)))!
      expect(await startTwoFactorSetup(database, { user, password: PASSWORD, ip, headers: headersFor(cookie) })).toBe(
        'ok',
      )
      const uri = (await twoFactorStatus(database, user)).pending!.uri
      await untilTotpStepHasLeft()
      const setupCode = codeFor(uri, -30)
      const confirmed = await confirmTwoFactorSetup(database, {
        user,
        code: setupCode,
        ip,
        headers: headersFor(cookie),
      })
      expect(confirmed.outcome).toBe('ok')
      return { uri, setupCode, user }
    }
    const challenge = async (email: string, ip: string) => {
      const step = await login(email, PASSWORD, ip)
      expect(step.kind).toBe('two_factor')
      return cookieOf(step.kind === 'two_factor' ? step.setCookies : [])
    }

    it('checks at most 5 of 99 parallel wrong passwords for one account from 99 addresses; then the right one gets 429', async () => {
      await addUser(database, { email: 'rina@agency.test', role: 'staff', password: PASSWORD })
      // 99 wrong guesses at once, then the right password while their failures hold the account (sent after them:
      // a right password that wins a place among the first five checked is rightly let in).
      const { result, checks, mostAtOnce } = await countPasswordChecks(async () => {
        const guesses = await Promise.all(
          Array.from({ length: 99 }, (_, i) => login('rina@agency.test', `salah-sandi-${i}`, `198.18.1.${i + 1}`)),
        )
        return [...guesses, await login('rina@agency.test', PASSWORD, '198.18.1.100')]
      })
      expect(checks).toBeGreaterThan(0)
      expect(checks).toBeLessThanOrEqual(LOGIN_MAX_FAILURES)
      // One check of the account at a time.
      expect(mostAtOnce).toBe(1)
      expect(result[99]!.kind).toBe('throttled')
      expect(result.filter((outcome) => outcome.kind === 'ok')).toHaveLength(0)
      expect(result.filter((outcome) => outcome.kind === 'invalid')).toHaveLength(checks)
      const refused = result.filter((outcome) => outcome.kind === 'throttled') as Array<
        LoginOutcome & { kind: 'throttled' }
      >
      expect(refused).toHaveLength(100 - checks)
      expect(Math.min(...refused.map((outcome) => outcome.retryAfterSeconds))).toBeGreaterThan(800)
      // The window has not passed: the right password from a fresh address still waits.
      expect((await login('rina@agency.test', PASSWORD, '198.18.2.1')).kind).toBe('throttled')
    })

    it('checks at most 5 of 29 parallel logins on 29 accounts from one address; then the right one gets 429', async () => {
      await addUser(database, { email: 'sinta@agency.test', role: 'staff', password: PASSWORD })
      const ip = '198.18.3.1'
      const { result, checks } = await countPasswordChecks(async () => {
        const guesses = await Promise.all(
          Array.from({ length: 29 }, (_, i) => login(`tamu${i}@agency.test`, 'salah-sandi-1', ip)),
        )
        return [...guesses, await login('sinta@agency.test', PASSWORD, ip)]
      })
      expect(checks).toBeGreaterThan(0)
      expect(checks).toBeLessThanOrEqual(LOGIN_MAX_FAILURES)
      expect(result[29]!.kind).toBe('throttled')
      expect(result.filter((outcome) => outcome.kind === 'throttled')).toHaveLength(30 - checks)
      // Another address is not held: the account itself had no failure.
      expect((await login('sinta@agency.test', PASSWORD, '198.18.3.2')).kind).toBe('ok')
    })

    it('checks at most 5 of 9 parallel wrong second-factor codes, each on its own challenge; then the right code gets 429', async () => {
      const { uri } = await withTwoFactor('tegar@agency.test', '198.18.4.1')
      // 10 password steps (right password: each only opens a challenge and counts no failure): nine guesses at once,
      // almost twice the limit (more would only cost scrypt time), then the right code on the tenth challenge. Sent
      // after the guesses, because a right code that wins a place among the first five is rightly let in.
      const challenges: string[] = []
      for (let i = 0; i < 10; i += 1) challenges.push(await challenge('tegar@agency.test', '198.18.4.2'))
      const guesses = await Promise.all(
        challenges.slice(0, 9).map((cookie, i) =>
          attemptTwoFactorLogin(database, {
            code: wrongCode(uri, i),
            ip: `198.18.5.${i + 1}`,
            headers: headersFor(cookie),
          }),
        ),
      )
      const checked = guesses.filter((outcome) => outcome.kind !== 'throttled')
      expect(checked.length).toBeGreaterThan(0)
      expect(checked.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES)
      expect(checked.every((outcome) => outcome.kind === 'invalid')).toBe(true)
      const right = await attemptTwoFactorLogin(database, {
        code: codeFor(uri),
        ip: '198.18.5.10',
        headers: headersFor(challenges[9]),
      })
      expect(right.kind).toBe('throttled')
    })

    it('refuses a TOTP code used once, also on another instance and after the setup confirmation', async () => {
      const { uri, setupCode } = await withTwoFactor('umar@agency.test', '198.18.6.1')
      // The code that confirmed the setup is used: it does not open a login.
      expect(
        (
          await attemptTwoFactorLogin(database, {
            code: setupCode,
            ip: '198.18.6.2',
            headers: headersFor(await challenge('umar@agency.test', '198.18.6.2')),
          })
        ).kind,
      ).toBe('invalid')

      const code = codeFor(uri)
      const [a, b] = await Promise.all(
        [await challenge('umar@agency.test', '198.18.6.3'), await challenge('umar@agency.test', '198.18.6.4')].map(
          (cookie, i) =>
            attemptTwoFactorLogin(database, { code, ip: `198.18.6.${3 + i}`, headers: headersFor(cookie) }),
        ),
      )
      expect([a!.kind, b!.kind].sort()).toEqual(['invalid', 'ok'])

      // A second server on the same database knows it too.
      const other = await open()
      try {
        const step = await attemptLogin(other, {
          email: 'umar@agency.test',
          password: PASSWORD,
          ip: '198.18.6.5',
          headers: headersFor(),
        })
        const cookie = cookieOf(step.kind === 'two_factor' ? step.setCookies : [])
        expect((await attemptTwoFactorLogin(other, { code, ip: '198.18.6.5', headers: headersFor(cookie) })).kind).toBe(
          'invalid',
        )
        // An unused code of the window still works.
        expect(
          (
            await attemptTwoFactorLogin(other, {
              code: codeFor(uri, 30),
              ip: '198.18.6.5',
              headers: headersFor(cookie),
            })
          ).kind,
        ).toBe('ok')
      } finally {
        await other.destroy()
      }
    })

    it('writes one audit row with a count for 100 throttled logins, per account and per address', async () => {
      await addUser(database, { email: 'vina@agency.test', role: 'staff', password: PASSWORD })
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expect((await login('vina@agency.test', 'salah-sandi-2', `198.18.7.${i + 1}`)).kind).toBe('invalid')
      }
      const byAccount = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login('vina@agency.test', PASSWORD, `198.18.8.${i + 1}`)),
      )
      expect(byAccount.every((outcome) => outcome.kind === 'throttled')).toBe(true)
      const accountRows = await throttledRows('login_throttled', { subject: 'vina@agency.test' })
      expect(accountRows).toHaveLength(1)
      expect(accountRows[0]!.count).toBe(100)

      const ip = '198.18.9.1'
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expect((await login(`orang${i}@agency.test`, 'salah-sandi-3', ip)).kind).toBe('invalid')
      }
      const byAddress = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login(`acak${i}@contoh.test`, 'salah-sandi-4', ip)),
      )
      expect(byAddress.every((outcome) => outcome.kind === 'throttled')).toBe(true)
      const addressRows = await throttledRows('login_throttled', { ip })
      expect(addressRows).toHaveLength(1)
      expect(addressRows[0]!.count).toBe(100)
    })
  })
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'throttle-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
throttleSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') }))

const binaries = findPostgresBinaries()
let server: PostgresServer | undefined
let url = ''
beforeAll(async () => {
  if (!binaries) return
  server = await startPostgres({ portRange: [5520, 5529] })
  url = await server.createDatabase('throttle_test')
}, 120_000)
afterAll(() => server?.stop())
throttleSuite(
  'PostgreSQL 15',
  () => openDatabase({ dialect: 'postgres', url }),
  () => binaries !== null,
)
