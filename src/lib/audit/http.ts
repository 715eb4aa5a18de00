import 'server-only'
import { logger } from '@/lib/log'
import type { AppDatabase } from '@/lib/db/client'
import { REPORT_TOKEN_PATTERN } from './jobs/store'
import { reportPath } from './paths'
import { displayHost } from './present'
import { getAuditReport, reportJson, type AuditReport } from './report'

/**
 * The report's HTTP endpoints. Public: whoever holds the unguessable token may read its report (the token is the
 * capability, as with a shared-document link). Nothing is cached by browsers or proxies, nothing is indexed.
 */

const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...PRIVATE_HEADERS },
  })
}

type Deps = { database?: AppDatabase; now?: Date }

/** Renders a finished report as PDF bytes (src/pdf/audit-report.tsx; passed in, since lib does not import pdf). */
export type AuditPdfRenderer = (report: AuditReport) => Promise<Buffer>

async function readReport(token: string, deps: Deps): Promise<AuditReport | null> {
  if (!REPORT_TOKEN_PATTERN.test(token)) return null
  return getAuditReport(token, deps)
}

/** GET /api/audit/TOKEN → {"status","url","finalUrl","score","checks":[{id,status,value,message}]}. */
export async function handleAuditStatusRequest(token: string, deps: Deps = {}): Promise<Response> {
  try {
    const report = await readReport(token, deps)
    if (!report || report.expired) return json(404, { error: 'Laporan tidak ditemukan atau sudah kedaluwarsa.' })
    return json(200, reportJson(report))
  } catch (error) {
    logger.error({ err: error }, 'audit status request failed')
    return json(500, { error: 'Terjadi kesalahan di server kami. Silakan coba lagi.' })
  }
}

// Rendering a PDF takes about half a second of CPU on this event loop: keep the last few (by token and finish
// time), and render one at a time so simultaneous downloads never stack up in front of lead submissions.
const pdfCache = new Map<string, Buffer>()
const PDF_CACHE_SIZE = 20
let renderQueue: Promise<unknown> = Promise.resolve()

async function pdfFor(report: AuditReport, renderAuditPdf: AuditPdfRenderer): Promise<Buffer> {
  const key = `${report.token}:${report.finishedAt}`
  const cached = pdfCache.get(key)
  if (cached) return cached
  const render = renderQueue.then(async () => {
    const again = pdfCache.get(key)
    if (again) return again
    const bytes = await renderAuditPdf(report)
    pdfCache.set(key, bytes)
    if (pdfCache.size > PDF_CACHE_SIZE) pdfCache.delete(pdfCache.keys().next().value!)
    return bytes
  })
  renderQueue = render.catch(() => undefined)
  return render
}

function pdfFileName(report: AuditReport): string {
  const host = displayHost(report.finalUrl ?? report.url)
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .slice(0, 60)
  return `analisis-seo-${host || 'website'}.pdf`
}

/** GET /analisis-gratis/hasil/TOKEN/pdf: the finished report as a PDF download; otherwise back to the page. */
export async function handleAuditPdfRequest(
  token: string,
  renderAuditPdf: AuditPdfRenderer,
  deps: Deps = {},
): Promise<Response> {
  try {
    const report = await readReport(token, deps)
    if (!report)
      return new Response('Laporan tidak ditemukan.', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE_HEADERS },
      })
    if (report.expired || report.status !== 'done') {
      // Nothing to download (yet): the page explains why.
      return new Response(null, { status: 303, headers: { location: reportPath(token), ...PRIVATE_HEADERS } })
    }
    const bytes = await pdfFor(report, renderAuditPdf)
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdfFileName(report)}"`,
        'content-length': String(bytes.length),
        ...PRIVATE_HEADERS,
      },
    })
  } catch (error) {
    logger.error({ err: error }, 'audit PDF request failed')
    return new Response('Terjadi kesalahan di server kami. Silakan coba lagi.', {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE_HEADERS },
    })
  }
}
