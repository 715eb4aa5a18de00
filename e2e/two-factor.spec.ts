import { expect, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { untilTotpStepHasLeft } from '@/lib/testing/totp-step'
import { signedInAs, STAFF_PASSWORD } from './helpers/admin'

/** The code an authenticator app would show for this secret (independent TOTP library, RFC 6238). */
function appCode(secret: string, offsetSeconds = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 })
}

/** A 6-digit code the server surely refuses now (outside the ±30 s window it accepts). */
function wrongCode(secret: string): string {
  const valid = new Set([-30, 0, 30].map((offset) => appCode(secret, offset)))
  let n = Number(appCode(secret))
  do n = (n + 1) % 1_000_000
  while (valid.has(String(n).padStart(6, '0')))
  return String(n).padStart(6, '0')
}

test.describe('two-factor login', () => {
  test('an admin sets up 2FA, logs out, logs in again with password and code; guessed codes hit 429', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Real scrypt checks and several round trips on a busy two-core machine.
    test.setTimeout(90_000)
    const email = await signedInAs(page, 'admin', 'totp')
    await page.getByRole('link', { name: 'Keamanan Akun' }).click()
    await expect(page).toHaveURL(/\/admin\/keamanan$/)
    await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah belum aktif' })).toBeVisible()

    await page.getByLabel('Kata sandi Anda').fill('bukan-sandi-yang-benar')
    await page.getByRole('button', { name: 'Lanjutkan' }).click()
    await expect(page.locator('main [role=alert]')).toContainText('Kata sandi salah')
    await page.getByLabel('Kata sandi Anda').fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Lanjutkan' }).click()

    await expect(page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible()
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    const backupCodes = await page.getByTestId('backup-codes').locator('li').allTextContents()
    expect(backupCodes).toHaveLength(10)

    await page.getByLabel('Kode 6 angka').fill(wrongCode(secret))
    await page.getByRole('button', { name: 'Aktifkan 2FA' }).click()
    await expect(page.locator('main [role=alert]')).toContainText('Kode salah')
    // The previous step's code (still accepted): a used code is refused until its window has passed, and the
    // login below types the current one.
    await untilTotpStepHasLeft()
    await page.getByLabel('Kode 6 angka').fill(appCode(secret, -30))
    await page.getByRole('button', { name: 'Aktifkan 2FA' }).click()
    await expect(page.getByRole('status')).toContainText('Verifikasi dua langkah aktif')
    await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah aktif' })).toBeVisible()
    // Shown during the setup only.
    await expect(page.getByTestId('backup-codes')).toHaveCount(0)
    await expect(page.getByTestId('totp-secret')).toHaveCount(0)

    await page.getByRole('button', { name: 'Keluar' }).click()
    await expect(page).toHaveURL(/\/admin\/login\?keluar=1/)
    await page.goto('/admin/leads')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads/)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Kata sandi').fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page).toHaveURL(/\/admin\/login\/verifikasi\?next=%2Fadmin%2Fleads/)
    // The password alone opens nothing.
    expect((await page.request.get('/admin/leads', { maxRedirects: 0 })).status()).toBe(307)

    // Hostile input gets the Indonesian error, never a 500.
    await page.getByLabel('Kode verifikasi').fill('<script>alert(1)</script>')
    await page.getByRole('button', { name: 'Verifikasi' }).click()
    await expect(page.locator('main [role=alert]')).toContainText('Kode salah atau sudah berganti')
    const verify = (code: string) =>
      page.request.post('/api/admin/login/verifikasi', {
        form: { code, next: '/admin/leads' },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      })
    const crlf = await verify('12\r\n3456\r\nSet-Cookie: x=1')
    expect(crlf.status()).toBe(303)
    expect(crlf.headers().location).toContain('/admin/login/verifikasi?error=kode')
    expect(crlf.headers()['set-cookie'] ?? '').not.toContain('x=1')
    // A body past the login forms' 16 KB limit is refused before it is parsed (issue 34), in Indonesian.
    const huge = await verify('9'.repeat(100_000))
    expect(huge.status()).toBe(413)
    expect(await huge.text()).toContain('Data terlalu besar')

    await page.getByRole('link', { name: 'Ponsel tidak ada? Pakai kode cadangan' }).click()
    await expect(page.getByLabel('Kode cadangan')).toBeVisible()
    await page.getByRole('link', { name: 'Pakai kode dari aplikasi' }).click()
    await page.getByLabel('Kode verifikasi').fill(appCode(secret))
    await page.getByRole('button', { name: 'Verifikasi' }).click()
    await expect(page).toHaveURL(/\/admin\/leads$/)
    await expect(page.getByTestId('new-lead-count')).toBeVisible()

    // Guessing codes: five wrong ones (from five addresses) and the account's code step answers 429.
    // Addresses of this run only: a retry or another project never finds them throttled already.
    const net = `10.78.${Math.floor(Math.random() * 250)}`
    const guesser = await browser.newContext({ extraHTTPHeaders: { 'x-real-ip': `${net}.1` } })
    const password = await guesser.request.post('/api/admin/login', {
      form: { email, password: STAFF_PASSWORD, next: '/admin' },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    })
    expect(password.headers().location).toContain('/admin/login/verifikasi')
    const guess = (code: string, ip: string) =>
      guesser.request.post('/api/admin/login/verifikasi', {
        form: { code, next: '/admin' },
        headers: { origin: baseURL!, 'x-real-ip': ip },
        maxRedirects: 0,
      })
    for (const host of [2, 3, 4, 5, 6]) {
      const wrong = await guess(wrongCode(secret), `${net}.${host}`)
      expect(wrong.status()).toBe(303)
      expect(wrong.headers().location).toContain('/admin/login/verifikasi?error=kode')
    }
    const refused = await guess(appCode(secret), `${net}.7`)
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(800)
    expect(await refused.text()).toContain('Terlalu banyak kode salah')
    await guesser.close()
  })
})
