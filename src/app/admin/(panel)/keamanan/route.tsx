import { renderInboxPage } from '@/components/admin/inbox-page'
import { SetupEnabled, SetupNotice, SetupPending, SetupStart } from '@/components/admin/two-factor-sections'
import { twoFactorCopy } from '@/content/admin-two-factor'
import { mustSetUpTwoFactor } from '@/lib/admin/access-rules'
import { messageFor } from '@/lib/admin/format'
import { twoFactorStatus } from '@/lib/admin/two-factor'
import { getDatabase } from '@/lib/db/client'
import { readConfig } from '@/lib/config'
import { searchParamsOf } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

/**
 * The signed-in member's own second factor: switch on (password → QR code and backup codes → first code) or off.
 * Open to every staff member, and the only page an admin reaches while ADMIN_REQUIRE_2FA waits for their 2FA.
 */
export async function GET(request: Request) {
  return renderInboxPage(
    request,
    'Keamanan akun',
    async (user) => {
      const params = searchParamsOf(request)
      const status = await twoFactorStatus(await getDatabase(), user)
      const notice = messageFor(twoFactorCopy.notices, params.info)
      const error = messageFor(twoFactorCopy.errors, params.error)
      const adminRequired = user.role === 'admin' && readConfig().ADMIN_REQUIRE_2FA
      return (
        <div className="max-w-3xl space-y-5">
          <div>
            <h1 className="text-2xl font-bold">{twoFactorCopy.setup.title}</h1>
            <p className="mt-1 text-ink-600">{twoFactorCopy.setup.intro}</p>
          </div>
          {mustSetUpTwoFactor(user) ? <SetupNotice tone="warning" text={twoFactorCopy.setup.required} /> : null}
          {notice ? <SetupNotice tone="ok" text={notice} /> : null}
          {error ? <SetupNotice tone="error" text={error} /> : null}
          {status.enabled ? (
            <SetupEnabled backupCodesLeft={status.backupCodesLeft} required={adminRequired} />
          ) : status.pending ? (
            <SetupPending pending={status.pending} />
          ) : (
            <SetupStart />
          )}
          <p className="text-xs text-ink-500">{twoFactorCopy.setup.lostPhone}</p>
        </div>
      )
    },
    { twoFactorSetup: true },
  )
}
