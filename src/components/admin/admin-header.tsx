import { adminNav } from '@/content/admin'
import type { StaffUser } from '@/lib/admin/access'
import { AdminBrand } from './admin-brand'

/**
 * Header of every staff page: brand, navigation (admin-only entries only for admins), who is signed in, logout.
 * No JavaScript: the navigation wraps onto a second row on a phone (nothing hides off the side of the screen, where a
 * sideways scroll would give no sign of it), logout is a form post. Without navigation while an admin must
 * still set up 2FA (every other page would send them back).
 */
export function AdminHeader({ user, navigation = true }: { user: StaffUser; navigation?: boolean }) {
  const items = adminNav.filter((item) => !item.adminOnly || user.role === 'admin')
  return (
    <header className="border-b border-ink-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <AdminBrand />
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-ink-600 sm:inline">
            {user.email} <span className="text-ink-500">({user.role})</span>
          </span>
          <form method="post" action="/api/admin/logout">
            <button
              type="submit"
              className="min-h-10 rounded-lg px-3 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50"
            >
              Keluar
            </button>
          </form>
        </div>
        {navigation ? (
          <nav aria-label="Navigasi inbox" className="-mx-1 w-full">
            <ul className="flex flex-wrap gap-1 text-sm font-semibold">
              {items.map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className="inline-flex min-h-10 items-center rounded-lg px-3 whitespace-nowrap text-ink-700 hover:bg-ink-50 hover:text-brand-700"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  )
}
