import type { Metadata } from 'next'
import { LoginCard, loginButtonClass } from '@/components/admin/login-card'
import { TextField } from '@/components/forms/form-controls'
import { adminCopy } from '@/content/admin'
import { safeNextPath } from '@/lib/admin/access'
import { messageFor } from '@/lib/admin/format'

export const metadata: Metadata = { title: 'Masuk' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** Staff login: a plain form (works without JavaScript) posting to /api/admin/login. */
export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams
  const next = safeNextPath(one(params.next))
  const errors: Record<string, string> = { invalid: adminCopy.login.invalid, kedaluwarsa: adminCopy.login.expired }
  const error = messageFor(errors, params.error)
  const notice = one(params.keluar) === '1' ? adminCopy.login.loggedOut : undefined
  return (
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
    </LoginCard>
  )
}
