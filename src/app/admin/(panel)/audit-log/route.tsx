import { renderInboxPage } from '@/components/admin/inbox-page'
import { formatWib } from '@/lib/server/wib'
import { getDatabase } from '@/lib/db/client'
import { toIso } from '@/lib/db/types'

export const dynamic = 'force-dynamic'

const actionLabels: Record<string, string> = {
  login: 'Masuk',
  login_failed: 'Gagal masuk',
  login_throttled: 'Masuk ditahan (terlalu banyak percobaan)',
  logout: 'Keluar',
  status_change: 'Ubah status',
  note: 'Catatan',
  notification_resend: 'Kirim ulang notifikasi',
  user_add: 'Akun dibuat',
  user_disable: 'Akun dinonaktifkan',
  user_password: 'Kata sandi diganti',
  two_factor_enabled: 'Verifikasi dua langkah diaktifkan',
  two_factor_disabled: 'Verifikasi dua langkah dimatikan',
  two_factor_failed: 'Kode verifikasi salah',
  two_factor_throttled: 'Verifikasi ditahan (terlalu banyak kode salah)',
  two_factor_reset: 'Verifikasi dua langkah direset (perintah server)',
}

/** The latest 200 staff events (admin only), newest first. Rows are text; nothing is rendered as HTML. */
export async function GET(request: Request) {
  return renderInboxPage(
    request,
    'Log audit',
    async () => {
      const rows = await (
        await getDatabase()
      ).db
        .selectFrom('staff_audit_log')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute()
      return (
        <div className="space-y-5">
          <h1 className="text-2xl font-bold">Log audit</h1>
          <p className="text-sm text-ink-600">200 kejadian terakhir: siapa, kapan, apa, dari IP mana.</p>
          <ul className="divide-y divide-ink-100 rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
            {rows.map((row) => (
              <li
                key={row.id}
                className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[12rem_12rem_minmax(0,1fr)] sm:gap-4"
              >
                <time dateTime={toIso(row.created_at)} className="text-ink-600">
                  {formatWib(toIso(row.created_at))}
                </time>
                <span className="font-semibold text-ink-900">{actionLabels[row.action] ?? row.action}</span>
                <span className="min-w-0 [overflow-wrap:anywhere] text-ink-700">
                  {row.user_email ?? 'perintah baris / tamu'}
                  {row.subject ? ` · ${row.subject}` : ''}
                  {row.ip ? ` · IP ${row.ip}` : ''}
                  {/* Throttled attempts are coalesced: one row per account or address and 15 minutes. */}
                  {row.count > 1 ? ` · ${row.count} kali` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )
    },
    { role: 'admin' },
  )
}
