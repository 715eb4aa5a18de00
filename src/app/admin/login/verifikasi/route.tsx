import { cookies } from 'next/headers'
import { renderInboxPublicPage } from '@/components/admin/inbox-page'
import { LoginCard, loginButtonClass } from '@/components/admin/login-card'
import { TextField } from '@/components/forms/form-controls'
import { twoFactorCopy } from '@/content/admin-two-factor'
import { LOGIN_PATH, safeNextPath } from '@/lib/admin/access'
import { CODE_STEP_PATH } from '@/lib/admin/login-http'
import { CHALLENGE_COOKIES } from '@/lib/admin/two-factor-login'
import { searchParamsOf } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)
const copy = twoFactorCopy.code

/**
 * Second step of the login for an account with 2FA: a plain form (works without JavaScript) posting to
 * /api/admin/login/verifikasi. Without the challenge of a passed password step it goes back to the login page.
 */
export async function GET(request: Request) {
  const params = searchParamsOf(request)
  const next = safeNextPath(one(params.next))
  const jar = await cookies()
  if (!CHALLENGE_COOKIES.some((name) => jar.has(name)))
    return new Response(null, { status: 307, headers: { location: `${LOGIN_PATH}?next=${encodeURIComponent(next)}` } })
  const backup = one(params.cadangan) === '1'
  const error = one(params.error) === 'kode' ? (backup ? copy.backupInvalid : copy.invalid) : undefined
  const other = `${CODE_STEP_PATH}?${new URLSearchParams(backup ? { next } : { next, cadangan: '1' })}`
  return renderInboxPublicPage(
    request,
    'Kode verifikasi',
    <LoginCard title={copy.title} intro={backup ? copy.backupIntro : copy.intro} error={error}>
      <form method="post" action="/api/admin/login/verifikasi" className="mt-6 space-y-4">
        <input type="hidden" name="next" value={next} />
        <input type="hidden" name="mode" value={backup ? 'cadangan' : 'aplikasi'} />
        {backup ? (
          <TextField
            id="kode-cadangan"
            name="code"
            label={copy.backupLabel}
            autoComplete="off"
            hint={copy.backupHint}
            maxLength={64}
            required
          />
        ) : (
          <TextField
            id="kode-verifikasi"
            name="code"
            label={copy.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            required
          />
        )}
        <button type="submit" className={loginButtonClass}>
          {copy.submit}
        </button>
      </form>
      <div className="mt-5 flex flex-col gap-2 text-sm">
        <a href={other} className="inline-flex min-h-10 items-center font-semibold text-brand-700 underline">
          {backup ? copy.useApp : copy.useBackup}
        </a>
        <a href={LOGIN_PATH} className="inline-flex min-h-10 items-center text-ink-600 underline">
          {copy.back}
        </a>
      </div>
    </LoginCard>,
  )
}
