import { renderInboxPublicPage } from '@/components/admin/inbox-page'
import { LoginCard, loginButtonClass } from '@/components/admin/login-card'
import { TextField } from '@/components/forms/form-controls'
import { adminCopy } from '@/content/admin'
import { safeNextPath } from '@/lib/admin/access'
import { messageFor } from '@/lib/admin/format'
import { searchParamsOf } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** Staff login (anyone may open it): a plain form posting to /api/admin/login. */
export async function GET(request: Request) {
  const params = searchParamsOf(request)
  const next = safeNextPath(one(params.next))
  const errors: Record<string, string> = { invalid: adminCopy.login.invalid, kedaluwarsa: adminCopy.login.expired }
  const error = messageFor(errors, params.error)
  const notice = one(params.keluar) === '1' ? adminCopy.login.loggedOut : undefined
  return renderInboxPublicPage(
    request,
    'Masuk',
    <LoginCard title={adminCopy.login.title} intro={adminCopy.login.intro} notice={notice} error={error}>
      <form method="post" action="/api/admin/login" className="mt-6 space-y-4">
        <input type="hidden" name="next" value={next} />
        <TextField id="login-email" name="email" label="E-mail" type="email" autoComplete="username" required />
        <TextField
          id="login-password"
          name="password"
          label="Kata sandi"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className={loginButtonClass}>
          Masuk
        </button>
      </form>
      <p className="mt-5 text-xs text-ink-500">{adminCopy.login.help}</p>
    </LoginCard>,
  )
}
