import { AdminHeader } from '@/components/admin/admin-header'
import { mustSetUpTwoFactor } from '@/lib/admin/access-rules'
import { requireStaffPage } from '@/lib/admin/access'

/**
 * Frame of the signed-in staff pages. Each page checks its own access again (a layout is not a gate): here only
 * the session, so that the 2FA setup page, the one page an admin held by ADMIN_REQUIRE_2FA may open, gets the
 * frame too; such an admin sees no navigation.
 */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const user = await requireStaffPage('staff', { twoFactorSetup: true })
  return (
    <>
      <AdminHeader user={user} navigation={!mustSetUpTwoFactor(user)} />
      <main id="konten" className="mx-auto w-full max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  )
}
