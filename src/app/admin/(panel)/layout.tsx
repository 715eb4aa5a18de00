import { AdminHeader } from '@/components/admin/admin-header'
import { requireStaffPage } from '@/lib/admin/access'

/** Frame of the signed-in staff pages. Each page checks its own access again (a layout is not a gate). */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const user = await requireStaffPage()
  return (
    <>
      <AdminHeader user={user} />
      <main id="konten" className="mx-auto w-full max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  )
}
