import { adminCopy } from '@/content/admin'

/** 403 for a signed-in staff member on an admin-only page (forbidden() in src/lib/admin/access.ts). */
export default function AdminForbidden() {
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{adminCopy.forbidden.title}</h1>
      <p className="mt-2 text-ink-600">{adminCopy.forbidden.text}</p>
      <a href="/admin/leads" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Kembali ke daftar lead
      </a>
    </main>
  )
}
