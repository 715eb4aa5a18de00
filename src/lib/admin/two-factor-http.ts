import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { requestClientIp } from '@/lib/server/client-ip'
import { requireStaffRequest, TWO_FACTOR_SETUP_PATH } from './access'
import { readForm, seeOther } from './login-http'
import type { StaffUser } from './staff'
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup, type SetupOutcome } from './two-factor'

/**
 * Form posts of the setup page /admin/keamanan (no JavaScript needed): each checks origin and session (an admin
 * held by ADMIN_REQUIRE_2FA may use them: they are the way out), then answers 303 back to the page with a notice
 * or an error key, carrying Better Auth's new session cookie when it replaced the session.
 */

const ERROR_KEYS: Record<Exclude<SetupOutcome, 'ok'>, string> = {
  wrong_password: 'sandi',
  wrong_code: 'kode',
  throttled: 'ditahan',
  failed: 'gagal',
}

function back(outcome: SetupOutcome, okNotice: string | null, setCookies: string[] = []): Response {
  const query = outcome === 'ok' ? (okNotice ? `?info=${okNotice}` : '') : `?error=${ERROR_KEYS[outcome]}`
  return seeOther(`${TWO_FACTOR_SETUP_PATH}${query}`, setCookies)
}

type Step = (input: { user: StaffUser; form: FormData; ip: string | null; headers: Headers }) => Promise<Response>

async function setupStep(request: Request, step: Step): Promise<Response> {
  const user = await requireStaffRequest(request, 'staff', { twoFactorSetup: true })
  if (user instanceof Response) return user
  const form = (await readForm(request)) ?? new FormData()
  return step({ user, form, ip: requestClientIp(request.headers), headers: request.headers })
}

/** POST /api/admin/keamanan/aktifkan: password → a pending setup (QR code, secret, backup codes on the page). */
export function handleTwoFactorStart(request: Request): Promise<Response> {
  return setupStep(request, async ({ user, form, ip, headers }) =>
    back(await startTwoFactorSetup(await getDatabase(), { user, password: form.get('password'), ip, headers }), null),
  )
}

/** POST /api/admin/keamanan/konfirmasi: the first code from the app; 2FA counts only from here. */
export function handleTwoFactorConfirm(request: Request): Promise<Response> {
  return setupStep(request, async ({ user, form, ip, headers }) => {
    const result = await confirmTwoFactorSetup(await getDatabase(), { user, code: form.get('code'), ip, headers })
    return back(result.outcome, 'aktif', result.setCookies)
  })
}

/** POST /api/admin/keamanan/nonaktifkan: password → 2FA off (or a pending setup abandoned). */
export function handleTwoFactorDisable(request: Request): Promise<Response> {
  return setupStep(request, async ({ user, form, ip, headers }) => {
    const result = await disableTwoFactor(await getDatabase(), { user, password: form.get('password'), ip, headers })
    return back(result.outcome, 'nonaktif', result.setCookies)
  })
}
