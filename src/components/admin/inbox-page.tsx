import 'server-only'
import type { ReactNode } from 'react'
import { renderServerPage, type ServerPageOptions } from '@/components/document/server-page'
import { adminCopy } from '@/content/admin'
import { site } from '@/content/site'
import { staffPageAccess, type AccessOptions, type StaffRole, type StaffUser } from '@/lib/admin/access'
import { mustSetUpTwoFactor } from '@/lib/admin/access-rules'
import { AdminHeader } from './admin-header'

/*
 * The staff inbox's pages: route handlers that check access and render server markup with no client framework
 * (components/document/server-page.tsx); every form on them is a plain post. Private and noindex headers come from
 * the proxy (src/lib/admin/proxy.ts).
 */

const inboxTitle = (title: string) => `${title} | Inbox ${site.name}`

const head = (title: string) => ({ title: inboxTitle(title), robots: 'noindex, nofollow' })

/** The background of every inbox page, the login steps included. */
function InboxBody({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-ink-50">{children}</div>
}

const backToLeads = (
  <a href="/admin/leads" className="mt-6 inline-block font-semibold text-brand-700 underline">
    Kembali ke daftar lead
  </a>
)

/** A page outside the signed-in frame: the login steps. */
export function renderInboxPublicPage(request: Request, title: string, content: ReactNode) {
  return renderServerPage(request, head(title), <InboxBody>{content}</InboxBody>)
}

/**
 * A signed-in page: access first (login, 2FA setup, or the 403 page for a staff member on an admin-only page), then
 * the inbox header and `<main>` around what `page` renders for the user; `null` from it is the inbox's 404.
 */
export async function renderInboxPage(
  request: Request,
  title: string,
  page: (user: StaffUser) => Promise<ReactNode | null>,
  access: AccessOptions & { role?: StaffRole } = {},
  options?: ServerPageOptions,
): Promise<Response> {
  const decision = await staffPageAccess(request, access.role ?? 'staff', access)
  if ('redirect' in decision) {
    // A form post whose session ended is sent to the login page as a GET.
    const status = request.method === 'GET' || request.method === 'HEAD' ? 307 : 303
    return new Response(null, { status, headers: { location: decision.redirect } })
  }
  if ('forbidden' in decision) {
    return renderServerPage(
      request,
      head(adminCopy.forbidden.title),
      <InboxBody>
        <main id="konten" className="mx-auto max-w-md px-4 py-16 text-center">
          <h1 className="text-2xl font-bold">{adminCopy.forbidden.title}</h1>
          <p className="mt-2 text-ink-600">{adminCopy.forbidden.text}</p>
          {backToLeads}
        </main>
      </InboxBody>,
      { status: 403 },
    )
  }
  const { user } = decision
  const content = await page(user)
  return renderServerPage(
    request,
    head(content === null ? 'Halaman Tidak Ditemukan' : title),
    <InboxBody>
      <AdminHeader user={user} navigation={!mustSetUpTwoFactor(user)} />
      <main id="konten" className="mx-auto w-full max-w-6xl px-4 py-6">
        {content ?? (
          <div className="py-10 text-center">
            <h1 className="text-2xl font-bold">Halaman tidak ditemukan</h1>
            <p className="mt-2 text-ink-600">
              Yang Anda buka tidak ada di inbox: alamatnya salah, atau datanya sudah dihapus.
            </p>
            {backToLeads}
          </div>
        )}
      </main>
    </InboxBody>,
    { ...options, status: content === null ? 404 : options?.status },
  )
}
