import type { Metadata } from 'next'
import { AdminBrand } from '@/components/admin/admin-brand'
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
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <div className="mb-6 flex justify-center">
        <AdminBrand href="/" />
      </div>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
        <h1 className="text-2xl font-bold">{adminCopy.login.title}</h1>
        <p className="mt-1 text-sm text-ink-600">{adminCopy.login.intro}</p>
        {notice ? (
          <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-800">
            {notice}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
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
          <button
            type="submit"
            className="min-h-12 w-full rounded-xl bg-brand-700 px-5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            Masuk
          </button>
        </form>
        <p className="mt-5 text-xs text-ink-500">{adminCopy.login.help}</p>
      </div>
    </main>
  )
}
