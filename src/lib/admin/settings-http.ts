import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { setAgencyTop10Alerts } from '@/lib/rank-tracker'
import { requestClientIp } from '@/lib/server/client-ip'
import { readLimited } from '@/lib/server/http'
import { requireStaffRequest } from './access'
import { recordStaffEvent } from './audit-log'
import { ADMIN_RESPONSE_HEADERS } from './session-cookie'

/*
 * The dashboard's settings (route handlers; files in src/app/api/admin/* are one-liners). Admins only, same-origin
 * form POST (requireStaffRequest: cross-site 403, no session 401, the staff role 403), recorded in the staff audit
 * log, answered 303 back to the dashboard with a notice.
 */

const MAX_FORM_BYTES = 1024

function badRequest(): Response {
  return Response.json({ error: 'Permintaan tidak valid.' }, { status: 400, headers: ADMIN_RESPONSE_HEADERS })
}

/**
 * POST /api/admin/dashboard/rank-alerts: `notify=on|off`, whether the team is mailed (LEADS_NOTIFY_TO) when a
 * rank-tracker lead's keyword leaves the top 10 (src/lib/rank-tracker/alerts.ts). Anything else is refused.
 */
export async function handleRankAlertSetting(request: Request): Promise<Response> {
  const user = await requireStaffRequest(request, 'admin')
  if (user instanceof Response) return user
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return badRequest()
  const bytes = await readLimited(request, MAX_FORM_BYTES)
  if (!bytes) {
    return Response.json({ error: 'Isian terlalu panjang.' }, { status: 413, headers: ADMIN_RESPONSE_HEADERS })
  }
  const notify = new URLSearchParams(new TextDecoder().decode(bytes)).getAll('notify')
  if (notify.length !== 1 || (notify[0] !== 'on' && notify[0] !== 'off')) return badRequest()
  const on = notify[0] === 'on'
  const database = await getDatabase()
  const now = new Date()
  await database.write(async (trx) => {
    await setAgencyTop10Alerts(trx, on, now)
    await recordStaffEvent(trx, {
      user,
      action: 'setting',
      subject: `notifikasi rank tracker keluar 10 besar: ${on ? 'aktif' : 'nonaktif'}`,
      ip: requestClientIp(request.headers),
      at: now,
    })
  })
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/admin?info=${on ? 'rank-alert-on' : 'rank-alert-off'}#notifikasi-rank`,
      ...ADMIN_RESPONSE_HEADERS,
    },
  })
}
