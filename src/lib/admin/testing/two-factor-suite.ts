import { URI } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { accessDecision, staffRequestAccess } from '../access-rules'
import { authFor } from '../auth'
import { attemptLogin, LOGIN_MAX_FAILURES } from '../login'
import { staffUserFromHeaders, type StaffUser } from '../staff'
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  resetTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../two-factor'
import { attemptTwoFactorLogin } from '../two-factor-login'
import { addUser } from '../users'
import { untilTotpStepHasLeft } from '@/lib/testing/totp-step'

const PASSWORD = 'Teh-manis-sore-2026'
const REQUIRE = { ADMIN_REQUIRE_2FA: '1' }

/** The code an authenticator app shows now, computed by an independent TOTP library from the otpauth address. */
function codeFor(uri: string, offsetSeconds = 0): string {
  return URI.parse(uri).generate({ timestamp: Date.now() + offsetSeconds * 1000 })
}

/** A code that is surely wrong now (none of the codes the ±1 step window accepts). */
function wrongCode(uri: string): string {
  const valid = new Set([-30, 0, 30].map((offset) => codeFor(uri, offset)))
  let n = Number(codeFor(uri))
  do n = (n + 1) % 1_000_000
  while (valid.has(String(n).padStart(6, '0')))
  return String(n).padStart(6, '0')
}

/** TOTP second factor: setup, login code step, throttle, backup codes, ADMIN_REQUIRE_2FA gate, reset-2fa. */
export function twoFactorSuite(label: string, open: () => Promise<AppDatabase>, enabled: () => boolean = () => true) {
  describe.skipIf(!enabled())(`staff two-factor on ${label}`, () => {
    let database: AppDatabase
    beforeAll(async () => {
      database = await open()
    })
    afterAll(async () => database?.destroy())

    const cookieOf = (setCookies: string[]) =>
      setCookies
        .filter((cookie) => !/max-age=0/i.test(cookie))
        .map((cookie) => cookie.split(';')[0])
        .join('; ')
    const headersFor = (cookie: string) => new Headers({ cookie, 'user-agent': 'vitest' })
    const userFor = async (cookie: string) => staffUserFromHeaders(await authFor(database), headersFor(cookie))
    const passwordLogin = async (email: string, ip: string) => {
      const outcome = await attemptLogin(database, { email, password: PASSWORD, ip, headers: headersFor('') })
      return { outcome, cookie: cookieOf('setCookies' in outcome ? outcome.setCookies : []) }
    }
    const codeLogin = async (challenge: string, code: unknown, ip: string) =>
      attemptTwoFactorLogin(database, { code, ip, headers: headersFor(challenge) })

    /** A signed-in account with 2FA switched on; returns its otpauth address, backup codes and session cookie. */
    async function withTwoFactor(email: string, role: 'admin' | 'staff', ip: string) {
      await addUser(database, { email, role, password: PASSWORD })
      const { cookie } = await passwordLogin(email, ip)
      const user = (await userFor(cookie))!
      expect(await startTwoFactorSetup(database, { user, password: PASSWORD, ip, headers: headersFor(cookie) })).toBe(
        'ok',
      )
      const { pending } = await twoFactorStatus(database, user)
      // The previous step's code (still accepted): the current one stays unused for the login that follows.
      await untilTotpStepHasLeft()
      const confirmed = await confirmTwoFactorSetup(database, {
        user,
        code: codeFor(pending!.uri, -30),
        ip,
        headers: headersFor(cookie),
      })
      expect(confirmed.outcome).toBe('ok')
      return { uri: pending!.uri, backupCodes: pending!.backupCodes, cookie: cookieOf(confirmed.setCookies) }
    }

    it('switches 2FA on only after one right code, and holds an admin at the setup page until then', async () => {
      const ip = '203.0.113.40'
      await addUser(database, { email: 'tari@agency.test', role: 'admin', password: PASSWORD })
      const { outcome, cookie } = await passwordLogin('tari@agency.test', ip)
      expect(outcome.kind).toBe('ok')
      const admin = (await userFor(cookie))!
      expect(admin.twoFactorEnabled).toBe(false)

      // ADMIN_REQUIRE_2FA: every handler refuses (403 JSON) but the setup's own; without a session: 401.
      const request = (cookieHeader: string) =>
        new Request('http://127.0.0.1/api/admin/leads/export', { headers: headersFor(cookieHeader) })
      const auth = await authFor(database)
      const held = await staffRequestAccess(auth, request(cookie), 'staff', {}, REQUIRE)
      expect(held).toBeInstanceOf(Response)
      expect((held as Response).status).toBe(403)
      expect(((await (held as Response).json()) as { error: string }).error).toMatch(/verifikasi dua langkah/)
      expect(await staffRequestAccess(auth, request(cookie), 'staff', { twoFactorSetup: true }, REQUIRE)).toMatchObject(
        {
          email: 'tari@agency.test',
        },
      )
      expect(await staffRequestAccess(auth, request(cookie), 'admin', {}, {})).toMatchObject({ role: 'admin' })
      expect(((await staffRequestAccess(auth, request(''), 'staff', {}, REQUIRE)) as Response).status).toBe(401)
      expect(accessDecision(null, 'staff', { twoFactorSetup: true }, REQUIRE)).toBe('no_session')
      const staff: StaffUser = { ...admin, role: 'staff' }
      expect(accessDecision(staff, 'staff', {}, REQUIRE)).toBe('ok')
      expect(accessDecision(admin, 'staff', {}, REQUIRE)).toBe('two_factor_setup')

      const headers = headersFor(cookie)
      expect(await startTwoFactorSetup(database, { user: admin, password: 'salah-sandi-123', ip, headers })).toBe(
        'wrong_password',
      )
      expect(await startTwoFactorSetup(database, { user: admin, password: PASSWORD, ip, headers })).toBe('ok')
      const status = await twoFactorStatus(database, admin)
      expect(status.enabled).toBe(false)
      expect(status.pending!.uri).toMatch(/^otpauth:\/\/totp\/.*tari%40agency\.test\?/)
      expect(status.pending!.secret).toMatch(/^[A-Z2-7]+=*$/)
      expect(status.pending!.backupCodes).toHaveLength(10)
      // Not on yet: still held at the setup page, and a password login needs no code.
      expect((await userFor(cookie))!.twoFactorEnabled).toBe(false)

      for (const code of [
        wrongCode(status.pending!.uri),
        '<script>alert(1)</script>',
        '12\r\n3456',
        '9'.repeat(5000),
      ]) {
        expect((await confirmTwoFactorSetup(database, { user: admin, code, ip, headers })).outcome).toBe('wrong_code')
      }
      const confirmed = await confirmTwoFactorSetup(database, {
        user: admin,
        code: codeFor(status.pending!.uri),
        ip,
        headers,
      })
      expect(confirmed.outcome).toBe('ok')
      const renewed = cookieOf(confirmed.setCookies)
      const enabledAdmin = (await userFor(renewed))!
      expect(enabledAdmin.twoFactorEnabled).toBe(true)
      expect(accessDecision(enabledAdmin, 'admin', {}, REQUIRE)).toBe('ok')
      const after = await twoFactorStatus(database, enabledAdmin)
      expect(after).toMatchObject({ enabled: true, pending: null, backupCodesLeft: 10 })
      const events = await database.db
        .selectFrom('staff_audit_log')
        .select('action')
        .where('subject', '=', 'tari@agency.test')
        .execute()
      expect(events.map((event) => event.action)).toContain('two_factor_enabled')
    })

    it('asks for the code after the password; a wrong or hostile code is refused, the right one signs in', async () => {
      const ip = '203.0.113.41'
      const { uri } = await withTwoFactor('wulan@agency.test', 'staff', ip)
      const step = await passwordLogin('wulan@agency.test', ip)
      expect(step.outcome.kind).toBe('two_factor')
      expect(step.cookie).toMatch(/pd-admin\.two_factor=/)
      expect(step.cookie).not.toMatch(/session_token/)
      // Four wrong tries (each counts toward the throttle: a fifth would lock the account for 15 minutes).
      for (const code of [wrongCode(uri), '<script>alert(1)</script>', 'a\r\nSet-Cookie: x=1', '7'.repeat(100_000)]) {
        expect((await codeLogin(step.cookie, code, ip)).kind).toBe('invalid')
      }
      const ok = await codeLogin(step.cookie, ` ${codeFor(uri).replace(/^(\d{3})/, '$1 ')} `, ip)
      expect(ok.kind).toBe('ok')
      const session = cookieOf(ok.kind === 'ok' ? ok.setCookies : [])
      expect(await userFor(session)).toMatchObject({ email: 'wulan@agency.test', twoFactorEnabled: true })
      // The challenge is used up: the same cookie cannot open a second session.
      expect((await codeLogin(step.cookie, codeFor(uri), ip)).kind).toBe('expired')
      expect((await codeLogin('pd-admin.two_factor=2fa-forged.sig', codeFor(uri), ip)).kind).toBe('expired')
    })

    it('takes each backup code once', async () => {
      const ip = '203.0.113.42'
      const { backupCodes } = await withTwoFactor('yani@agency.test', 'staff', ip)
      const first = await passwordLogin('yani@agency.test', ip)
      const used = await codeLogin(first.cookie, backupCodes[0]!.replace('-', ''), ip)
      expect(used.kind).toBe('ok')
      const second = await passwordLogin('yani@agency.test', ip)
      expect((await codeLogin(second.cookie, backupCodes[0], ip)).kind).toBe('invalid')
      expect((await codeLogin(second.cookie, backupCodes[1], ip)).kind).toBe('ok')
    })

    it('throttles the code step after 5 wrong codes per account, with Retry-After', async () => {
      const ip = '203.0.113.43'
      const { uri } = await withTwoFactor('zaki@agency.test', 'staff', ip)
      const step = await passwordLogin('zaki@agency.test', ip)
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expect((await codeLogin(step.cookie, wrongCode(uri), `198.51.100.${60 + i}`)).kind).toBe('invalid')
      }
      // Even the right code, from a fresh challenge and another IP, waits now.
      const again = await passwordLogin('zaki@agency.test', '198.51.100.70')
      const blocked = await codeLogin(again.cookie, codeFor(uri), '198.51.100.70')
      expect(blocked.kind).toBe('throttled')
      if (blocked.kind === 'throttled') expect(blocked.retryAfterSeconds).toBeGreaterThan(800)
    })

    it('switches 2FA off with the password, and reset-2fa ends the sessions of a lost phone', async () => {
      const ip = '203.0.113.44'
      const { cookie } = await withTwoFactor('agus@agency.test', 'admin', ip)
      const user = (await userFor(cookie))!
      const wrong = await disableTwoFactor(database, {
        user,
        password: 'salah-sandi-123',
        ip,
        headers: headersFor(cookie),
      })
      expect(wrong.outcome).toBe('wrong_password')
      expect((await userFor(cookie))!.twoFactorEnabled).toBe(true)
      const off = await disableTwoFactor(database, { user, password: PASSWORD, ip, headers: headersFor(cookie) })
      expect(off.outcome).toBe('ok')
      expect((await userFor(cookieOf(off.setCookies)))!.twoFactorEnabled).toBe(false)
      expect((await passwordLogin('agus@agency.test', ip)).outcome.kind).toBe('ok')

      const phone = await withTwoFactor('bayu@agency.test', 'admin', ip)
      const bayu = (await userFor(phone.cookie))!
      expect(bayu.twoFactorEnabled).toBe(true)
      expect(await resetTwoFactor(database, 'BAYU@agency.test')).toBe(true)
      expect(await userFor(phone.cookie)).toBeNull()
      const rows = await database.db
        .selectFrom('staff_two_factor' as never)
        .selectAll()
        .execute()
      expect(rows.filter((row) => (row as { userId: string }).userId === bayu.id)).toHaveLength(0)
      const back = await passwordLogin('bayu@agency.test', ip)
      expect(back.outcome.kind).toBe('ok')
      expect(accessDecision(await userFor(back.cookie), 'staff', {}, REQUIRE)).toBe('two_factor_setup')
      await expect(resetTwoFactor(database, 'nobody@agency.test')).rejects.toThrow(/Tidak ada akun/)
    })
  })
}
