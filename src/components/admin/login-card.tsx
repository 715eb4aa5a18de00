import { AdminBrand } from './admin-brand'

/** The frame of the login steps (password, then code): brand, one card with title, intro and messages. */
export function LoginCard({
  title,
  intro,
  notice,
  error,
  children,
}: {
  title: string
  intro: string
  notice?: string
  error?: string
  children: React.ReactNode
}) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <div className="mb-6 flex justify-center">
        <AdminBrand href="/" />
      </div>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-ink-600">{intro}</p>
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
        {children}
      </div>
    </main>
  )
}

export const loginButtonClass =
  'min-h-12 w-full rounded-xl bg-brand-700 px-5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800'
