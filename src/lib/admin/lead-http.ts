import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { requestClientIp } from '@/lib/server/client-ip'
import { readLimited } from '@/lib/server/http'
import { requireStaffRequest } from './access'
import { addLeadNote, changeLeadStatus, isLeadStatus, resendNotification } from './lead-workflow'
import { ADMIN_RESPONSE_HEADERS } from './session-cookie'

/**
 * Form posts from the lead page (no JavaScript needed). Each checks origin, session and role through
 * requireStaffRequest, then answers 303 back to the lead page with a short notice, or an Indonesian JSON error.
 */

const MAX_FORM_BYTES = 64 * 1024

function backToLead(id: string, notice: string, anchor = ''): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `/admin/leads/${encodeURIComponent(id)}?info=${notice}${anchor}`, ...ADMIN_RESPONSE_HEADERS },
  })
}

function failure(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: ADMIN_RESPONSE_HEADERS })
}

async function formOf(request: Request): Promise<FormData | null> {
  // Read at most to the limit, also when the body is chunked (no Content-Length).
  const bytes = await readLimited(request, MAX_FORM_BYTES)
  if (!bytes) return null
  const type = request.headers.get('content-type') ?? ''
  return new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData().catch(() => null)
}

const ipOf = (request: Request) => requestClientIp(request.headers)

export async function handleStatusChange(request: Request, id: string): Promise<Response> {
  const user = await requireStaffRequest(request)
  if (user instanceof Response) return user
  const form = await formOf(request)
  const status = form?.get('status')
  if (!isLeadStatus(status)) return failure(400, 'Status tidak dikenal.')
  const outcome = await changeLeadStatus(await getDatabase(), id, status, user, ipOf(request))
  if (outcome === 'not_found') return failure(404, 'Lead tidak ditemukan.')
  return backToLead(id, outcome === 'changed' ? 'status' : 'status-sama', '#status')
}

export async function handleNote(request: Request, id: string): Promise<Response> {
  const user = await requireStaffRequest(request)
  if (user instanceof Response) return user
  const form = await formOf(request)
  if (!form) return failure(413, 'Catatan terlalu panjang.')
  const body = form.get('body')
  if (typeof body !== 'string' || !body.trim()) return backToLead(id, 'catatan-kosong', '#catatan')
  const saved = await addLeadNote(await getDatabase(), id, body, user, ipOf(request))
  if (!saved) return failure(404, 'Lead tidak ditemukan.')
  return backToLead(id, 'catatan', '#catatan')
}

export async function handleResend(request: Request, id: string, outboxId: string): Promise<Response> {
  const user = await requireStaffRequest(request)
  if (user instanceof Response) return user
  const queued = await resendNotification(await getDatabase(), id, outboxId, user, ipOf(request))
  return backToLead(id, queued ? 'kirim-ulang' : 'kirim-ulang-gagal', '#notifikasi')
}
