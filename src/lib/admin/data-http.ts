import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { requestClientIp } from '@/lib/server/client-ip'
import { readLimited } from '@/lib/server/http'
import { requireStaffRequest } from './access'
import { recordStaffEvent } from './audit-log'
import { attributionCsv } from './clicks'
import { loadDashboard } from './dashboard'
import { exportLeads, parseLeadExportFilter } from './lead-export'
import { removeSubscriber, subscribersCsv } from './newsletter'
import { loadVitalsReport, vitalsCsv } from '@/lib/vitals'

/*
 * Route handlers of the admin's data actions (files in src/app/api/admin/* are one-liners). Each is a same-origin
 * POST from a form on an admin page, admin role only (requireStaffRequest: cross-site 403, no session 401, staff
 * 403); each is recorded in the staff audit log.
 */

const MAX_FORM_BYTES = 8 * 1024

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return null
  // Read at most to the limit, also when the body is chunked (no Content-Length).
  const bytes = await readLimited(request, MAX_FORM_BYTES)
  return bytes ? new URLSearchParams(new TextDecoder().decode(bytes)) : null
}

function badRequest(): Response {
  return Response.json({ error: 'Permintaan tidak valid.' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
}

function download(body: string, filename: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

const ipOf = (request: Request) => requestClientIp(request.headers)

/** POST /api/admin/leads/export: format=csv|json plus the list's filter fields. */
export async function handleLeadExport(request: Request): Promise<Response> {
  const user = await requireStaffRequest(request, 'admin')
  if (user instanceof Response) return user
  const form = await readForm(request)
  const format = form?.get('format')
  if (!form || (format !== 'csv' && format !== 'json')) return badRequest()
  const file = await exportLeads(await getDatabase(), parseLeadExportFilter(form), format, { user, ip: ipOf(request) })
  return download(file.body, file.filename, file.contentType)
}

/**
 * POST /api/admin/dashboard/export: table=pages|sources, the dashboard's table of leads, won leads, WhatsApp and
 * phone clicks as CSV (the same numbers as on screen).
 */
export async function handleAttributionExport(request: Request): Promise<Response> {
  const user = await requireStaffRequest(request, 'admin')
  if (user instanceof Response) return user
  const form = await readForm(request)
  const table = form?.get('table')
  if (table !== 'pages' && table !== 'sources') return badRequest()
  const database = await getDatabase()
  const csv = await attributionCsv(database, await loadDashboard(database), table)
  await recordStaffEvent(database.db, { user, action: 'export', subject: `dasbor csv: ${table}`, ip: ipOf(request) })
  const day = new Date().toISOString().slice(0, 10)
  return download(csv, `dasbor-${table === 'pages' ? 'halaman' : 'sumber'}-${day}.csv`, 'text/csv; charset=utf-8')
}

/**
 * POST /api/admin/vitals/export: the dashboard's field Core Web Vitals per page, device and metric as CSV (the numbers
 * on screen, docs/vitals.md). Takes no input: whatever the body holds is ignored.
 */
export async function handleVitalsExport(request: Request): Promise<Response> {
  const user = await requireStaffRequest(request, 'admin')
  if (user instanceof Response) return user
  const database = await getDatabase()
  const report = await loadVitalsReport(database.db)
  await recordStaffEvent(database.db, {
    user,
    action: 'export',
    subject: 'dasbor csv: core web vitals',
    ip: ipOf(request),
  })
  return download(vitalsCsv(report), `core-web-vitals-${report.to}.csv`, 'text/csv; charset=utf-8')
}

/** POST /api/admin/newsletter/export: q (the list's search). */
export async function handleNewsletterExport(request: Request): Promise<Response> {
  const user = await requireStaffRequest(request, 'admin')
  if (user instanceof Response) return user
  const form = await readForm(request)
  if (!form) return badRequest()
  const database = await getDatabase()
  const q = form.get('q') ?? undefined
  const { csv, count } = await subscribersCsv(database.db, q)
  await recordStaffEvent(database.db, {
    user,
    action: 'export',
    subject: `newsletter csv: ${q?.trim() ? `q=${q.trim()}` : 'semua'} (${count} alamat)`,
    ip: ipOf(request),
  })
  return download(csv, `newsletter-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv; charset=utf-8')
}

/** POST /api/admin/newsletter/remove: id; back to the list (303) with a notice. */
export async function handleNewsletterRemove(request: Request): Promise<Response> {
  const user = await requireStaffRequest(request, 'admin')
  if (user instanceof Response) return user
  const form = await readForm(request)
  const id = form?.get('id')
  if (!id || id.length > 100) return badRequest()
  const database = await getDatabase()
  const removed = await removeSubscriber(database, id)
  // The audit log says a subscriber was removed, not which address (the removal is the subscriber's wish).
  if (removed)
    await recordStaffEvent(database.db, { user, action: 'newsletter_remove', subject: null, ip: ipOf(request) })
  const back = new URL('/admin/newsletter', request.url)
  back.searchParams.set('removed', removed ? '1' : '0')
  return new Response(null, { status: 303, headers: { Location: `${back.pathname}${back.search}` } })
}
