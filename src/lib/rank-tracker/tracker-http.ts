import 'server-only'
import { getDatabase, type AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { readLimited } from '@/lib/server/http'
import { isSameOrigin } from '@/lib/server/origin'
import { serverSecret } from '@/lib/server/secret'
import { wibDate } from '@/lib/server/wib'
import { readRankConfig, type RankConfig } from './config'
import { parseBusinessName, parseCompetitors, parseKeywords } from './domain'
import { rankPagePaths, type TrackerNotice } from './page-paths'
import { resendTrackerLink } from './signup'
import { trackerPagePath } from './signup-paths'
import { getTrackerReport, reportCsv, reportJson, type TrackerReport } from './report'
import {
  deleteTrackerByVisitor,
  findTrackerByAlertUnsubscribeToken,
  findTrackerByToken,
  findTrackerByUnsubscribeToken,
  setAlertsOptOut,
  setDigestOptOut,
  setTrackerCompetitors,
  setTrackerKeywords,
  type TrackerRow,
} from './trackers'

/*
 * The private tracker page's endpoints (/serpbot-rank-checker/pantau/TOKEN/…): the exports and the page's form posts.
 * Who may call them: whoever holds the tracker's unguessable token (192 bits; the token is the capability, like a
 * shared-document link). Form posts must also come from this site's own pages (Origin, or Sec-Fetch-Site:
 * same-origin, the rule of src/lib/server/action-origin.ts), so another site cannot make a visitor's browser edit
 * or delete a tracker. Nothing is cached by browsers or proxies, nothing is indexed.
 */

const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const

/** Form posts here are a few short fields; 10 keywords of 80 characters fit many times over. */
const FORM_BODY_LIMIT = 16 * 1024

export type TrackerHttpDeps = { database?: AppDatabase; config?: RankConfig; now?: Date; secret?: string }

const deps = async (given: TrackerHttpDeps) => {
  const database = given.database ?? (await getDatabase())
  return {
    database,
    config: given.config ?? readRankConfig(),
    now: given.now ?? new Date(),
    /** Keys the mailbox budget (mailbox.ts): the server's shared secret. */
    secret: async () => given.secret ?? (await serverSecret(process.env, database)),
  }
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE_HEADERS, ...headers },
  })
}

const NOT_FOUND = 'Pantauan tidak ditemukan. Mungkin sudah dihapus, atau tautannya tidak lengkap.'
const SERVER_ERROR = 'Terjadi kesalahan di server kami. Silakan coba lagi sebentar lagi.'
const CROSS_SITE =
  'Permintaan ini tidak dikirim dari halaman situs ini, jadi tidak kami proses. Buka halaman pantauan Anda lalu coba lagi.'

/** Back to the page after a form post, with the notice to show (a code, so a reload shows the same). */
function backToPage(token: string, notice: TrackerNotice, anchor = ''): Response {
  return new Response(null, {
    status: 303,
    headers: { location: `${trackerPagePath(token)}?hasil=${notice}${anchor}`, ...PRIVATE_HEADERS },
  })
}

type ExportFormat = 'csv' | 'json' | 'pdf'
const isExportFormat = (value: string): value is ExportFormat => value === 'csv' || value === 'json' || value === 'pdf'

/** Renders the PDF report (src/pdf/rank-report.tsx; passed in, since lib does not import pdf). */
export type RankPdfRenderer = (report: TrackerReport, now: Date) => Promise<Buffer>

function exportFileName(report: TrackerReport, format: ExportFormat, now: Date): string {
  const domain = report.tracker.domain.replace(/[^a-z0-9.-]/g, '-').slice(0, 80)
  return `ranking-${domain}-${wibDate(now)}.${format}`
}

/** GET /serpbot-rank-checker/pantau/TOKEN/unduh/{csv,json,pdf}: the same numbers as the page, as a download. */
export async function handleTrackerExport(
  token: string,
  format: string,
  renderPdf: RankPdfRenderer,
  given: TrackerHttpDeps = {},
): Promise<Response> {
  try {
    if (!isExportFormat(format)) return text(404, NOT_FOUND)
    const { database, config, now } = await deps(given)
    const report = await getTrackerReport(database, config, token, now)
    if (!report) return text(404, NOT_FOUND)
    const attachment = { 'content-disposition': `attachment; filename="${exportFileName(report, format, now)}"` }
    if (format === 'csv')
      return text(200, reportCsv(report), { 'content-type': 'text/csv; charset=utf-8', ...attachment })
    if (format === 'json') {
      return text(200, `${JSON.stringify(reportJson(report), null, 2)}\n`, {
        'content-type': 'application/json; charset=utf-8',
        ...attachment,
      })
    }
    const bytes = await renderPdf(report, now)
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(bytes.length),
        ...PRIVATE_HEADERS,
        ...attachment,
      },
    })
  } catch (error) {
    logger.error({ err: error, format }, 'rank tracker export failed')
    return text(500, SERVER_ERROR)
  }
}

/** The page's forms, by the last segment of the address they post to. */
const TRACKER_ACTIONS = ['kata-kunci', 'pesaing', 'kirim-ulang', 'ringkasan', 'peringatan', 'hapus'] as const
type TrackerAction = (typeof TRACKER_ACTIONS)[number]
const isTrackerAction = (value: string): value is TrackerAction =>
  (TRACKER_ACTIONS as readonly string[]).includes(value)

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const body = await readLimited(request, FORM_BODY_LIMIT)
  if (!body) return null
  const type = request.headers.get('content-type') ?? ''
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    const params = new URLSearchParams()
    for (const [key, value] of form) if (typeof value === 'string') params.append(key, value)
    return params
  }
  return new URLSearchParams(new TextDecoder().decode(body))
}

/**
 * POST /serpbot-rank-checker/pantau/TOKEN/{kata-kunci,pesaing,kirim-ulang,ringkasan,peringatan,hapus}: the page's
 * forms (keywords; competitors and the Maps name; the link mailed again; digest and alerts on or off; delete), which work
 * without JavaScript (a plain form post answered with 303 back to the page and a notice).
 */
export async function handleTrackerAction(
  request: Request,
  token: string,
  action: string,
  given: TrackerHttpDeps = {},
): Promise<Response> {
  if (!isSameOrigin(request.headers)) return text(403, CROSS_SITE)
  try {
    if (!isTrackerAction(action)) return text(404, NOT_FOUND)
    const { database, config, now, secret } = await deps(given)
    const tracker = await findTrackerByToken(database.db, token, now, config.confirmWindowMs)
    if (!tracker) return text(404, NOT_FOUND)
    const form = await readForm(request)
    if (!form) return text(413, 'Isian terlalu panjang. Kurangi isinya lalu kirim lagi.')
    switch (action) {
      case 'kata-kunci':
        return await editKeywords(database, tracker, form, now)
      case 'pesaing':
        return await editCompetitors(database, tracker, form, now)
      case 'kirim-ulang':
        return await resendLink(database, tracker, now, await secret())
      case 'peringatan': {
        const optOut = form.get('peringatan') !== 'on'
        await setAlertsOptOut(database, tracker.id, optOut)
        return backToPage(token, optOut ? 'alerts-off' : 'alerts-on', '#peringatan')
      }
      case 'ringkasan': {
        const optOut = form.get('ringkasan') !== 'on'
        await setDigestOptOut(database, tracker.id, optOut)
        return backToPage(token, optOut ? 'digest-off' : 'digest-on', '#ringkasan')
      }
      case 'hapus': {
        // UU PDP: the tracker, its keywords and all history go at once (cascades), and its inbox lead keeps no
        // personal data; the page is then a 404.
        if (form.get('konfirmasi') !== 'hapus') return backToPage(token, 'delete-unconfirmed', '#berhenti')
        await deleteTrackerByVisitor(database, tracker.id, now)
        logger.info({ trackerId: tracker.id }, 'rank tracker deleted by its visitor')
        return new Response(null, {
          status: 303,
          headers: { location: rankPagePaths.deleted, ...PRIVATE_HEADERS },
        })
      }
    }
  } catch (error) {
    logger.error({ err: error, action }, 'rank tracker action failed')
    return text(500, SERVER_ERROR)
  }
}

async function editKeywords(database: AppDatabase, tracker: TrackerRow, form: URLSearchParams, now: Date) {
  const parsed = parseKeywords(form.get('keywords') ?? '')
  if (!parsed.ok) return backToPage(tracker.token, parsed.problem, '#ubah-keyword')
  if ((await setTrackerKeywords(database, tracker.id, parsed.keywords, now)) === 'gone') return text(404, NOT_FOUND)
  // New keywords are checked from the next WIB day (queries.ts): the day's budget is not one tracker's to spend.
  return backToPage(tracker.token, 'saved', '#keyword')
}

async function editCompetitors(database: AppDatabase, tracker: TrackerRow, form: URLSearchParams, now: Date) {
  const competitors = parseCompetitors(form.get('competitors') ?? '', tracker.domain)
  if (!competitors.ok) {
    const notice = competitors.problem === 'too-many' ? 'competitors-too-many' : `competitor-${competitors.problem}`
    return backToPage(tracker.token, notice as TrackerNotice, '#ubah-pesaing')
  }
  const name = parseBusinessName(form.get('businessName') ?? '')
  if (!name.ok) return backToPage(tracker.token, 'business-name-invalid', '#ubah-pesaing')
  const saved = await setTrackerCompetitors(database, tracker.id, competitors.competitors, name.name, now)
  if (saved === 'gone') return text(404, NOT_FOUND)
  // Like keywords, a new competitor is checked from the next WIB day.
  return backToPage(tracker.token, 'competitors-saved', '#keyword')
}

async function resendLink(database: AppDatabase, tracker: TrackerRow, now: Date, secret: string) {
  if (!tracker.confirmed_at) return backToPage(tracker.token, 'not-confirmed', '#kirim-ulang')
  // The mailbox's budget, counted and queued in one transaction (mailbox.ts): parallel clicks cannot pass it.
  const result = await resendTrackerLink(database, tracker.id, now, secret)
  if (result === 'gone') return text(404, NOT_FOUND)
  return backToPage(tracker.token, result === 'sent' ? 'sent' : 'resend-limited', '#kirim-ulang')
}

/** What an unsubscribe token stops: the weekly digest or the alert mails (each has a token of its own). */
export type MailList = 'digest' | 'alerts'

/**
 * The tracker and the mails an unsubscribe token stops: the digest's token (or, for digests sent before issue 40,
 * the page token) the digest, the alert mails' token the alerts. Null for any other token.
 */
async function findUnsubscribeTarget(
  token: string,
  given: TrackerHttpDeps = {},
): Promise<{ tracker: TrackerRow; list: MailList; legacy: boolean } | null> {
  const { database, now, config } = await deps(given)
  const digest = await findTrackerByUnsubscribeToken(database.db, token)
  if (digest) return { tracker: digest, list: 'digest', legacy: false }
  const alerts = await findTrackerByAlertUnsubscribeToken(database.db, token)
  if (alerts) return { tracker: alerts, list: 'alerts', legacy: false }
  const page = await findTrackerByToken(database.db, token, now, config.confirmWindowMs)
  return page ? { tracker: page, list: 'digest', legacy: true } : null
}

/**
 * POST /api/rank-tracker/unsubscribe/TOKEN: RFC 8058 one-click unsubscribe, by the token in the mail's
 * List-Unsubscribe: the digest's unsubscribe token stops the weekly digest, the alerts' token the alert mails, and
 * neither can do anything else (a page token also stops the digest: digests sent before issue 40 carry it).
 * Called by the mail provider (no Origin, no cookie), and by the confirm button of the unsubscribe page
 * (`berhenti-langganan/TOKEN`, a form field `dari=halaman`: answered 303 back to that page, which then says it is
 * done). Stops the mails, never the tracking. Answers 200 also when already unsubscribed (repeated clicks).
 */
export async function handleUnsubscribe(request: Request, token: string, given: TrackerHttpDeps = {}) {
  try {
    const { database } = await deps(given)
    const target = await findUnsubscribeTarget(token, { ...given, database })
    if (!target) return text(404, NOT_FOUND)
    if (target.list === 'alerts') await setAlertsOptOut(database, target.tracker.id, true)
    else await setDigestOptOut(database, target.tracker.id, true)
    const form = await readForm(request)
    if (form?.get('dari') === 'halaman') {
      return new Response(null, {
        status: 303,
        headers: { location: `${rankPagePaths.unsubscribePage(token)}?selesai=1`, ...PRIVATE_HEADERS },
      })
    }
    return text(
      200,
      target.list === 'alerts'
        ? 'Peringatan ranking dihentikan. Pemantauan dan ringkasan mingguan tetap berjalan.'
        : 'Ringkasan mingguan dihentikan. Pemantauan tetap berjalan.',
    )
  } catch (error) {
    logger.error({ err: error }, 'rank mail unsubscribe failed')
    return text(500, SERVER_ERROR)
  }
}

/**
 * Where a person opening a one-click address lands: the unsubscribe page of its unsubscribe token (digest or
 * alerts), or for a page token (a digest sent before issue 40) the tracker page's own unsubscribe page; null when
 * none is known.
 */
export async function unsubscribePageFor(token: string, given: TrackerHttpDeps = {}): Promise<string | null> {
  const target = await findUnsubscribeTarget(token, given)
  if (!target) return null
  return target.legacy ? rankPagePaths.legacyUnsubscribePage(token) : rankPagePaths.unsubscribePage(token)
}
