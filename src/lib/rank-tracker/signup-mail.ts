import 'server-only'
import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { rankSignupCopy } from './signup-copy'
import { site } from '@/content/site'
import type { AppDatabase } from '@/lib/db/client'
import { readLeadsConfig, smtpTransport } from '@/lib/leads'
import { logger } from '@/lib/log'
import { CycleErrorLog, PollingLoop } from '@/lib/server/polling-loop'
import { readRankConfig } from './config'
import { renderTrackerAlert } from './alert-mail'
import { renderTrackerDigest } from './digest'
import { RANK_MAILER_KEY } from './mail-queue'
import { trackerConfirmPath, trackerPagePath } from './signup-paths'
import { escapeHtml } from '@/lib/server/html'

/*
 * Mails to a tracker's visitor, through an outbox of their own (rank_mail_outbox): queued in the transaction that
 * creates or confirms the tracker, delivered by a worker with leases (FOR UPDATE SKIP LOCKED on PostgreSQL, one
 * statement under the write lock on SQLite) and retried with backoff, like the lead outbox. A visitor mail cannot
 * use the lead outbox: before the confirmation there is no lead. The mail is rendered at delivery from the tracker
 * as it is then; a deleted tracker takes its queued mails with it (cascade).
 */

const POLL_MS = 5_000
const LEASE_MS = 60_000
const BATCH = 10
const MAX_ATTEMPTS = 8
const RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 30 * 60_000

/** How long a sent mail's row is kept: the once-a-week digest reads the recent ones. */
const SENT_MAIL_KEPT_MS = 30 * 24 * 60 * 60_000

/** Deletes the rows of mails sent more than 30 days ago (each digest adds one per tracker and week). */
export async function purgeSentRankMail(database: AppDatabase, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SENT_MAIL_KEPT_MS).toISOString()
  const deleted = await database.write((trx) =>
    trx.deleteFrom('rank_mail_outbox').where('status', '=', 'sent').where('sent_at', '<', cutoff).executeTakeFirst(),
  )
  return Number(deleted.numDeletedRows)
}

export type RankMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> }

type MailTracker = { token: string; confirm_token: string; domain: string; email: string; keywords: number }

/** Plain text and HTML with the same words: paragraphs, one link, more paragraphs. */
function compose(to: string, subject: string, before: string[], link: { url: string; label: string }, after: string[]) {
  const copy = rankSignupCopy.mail
  const text = [...before, '', link.url, '', ...after, '', copy.signature, site.name, site.url].join('\n')
  const paragraph = (line: string) => `<p style="margin:0 0 14px">${escapeHtml(line)}</p>`
  const html =
    `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.55;color:#0f1730">` +
    `<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">` +
    `<p style="margin:0 0 16px;font-weight:700;color:#1d41c9">${escapeHtml(site.name)}</p>` +
    before.map(paragraph).join('') +
    `<p style="margin:0 0 18px"><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#2553e6;color:#fff;font-weight:700;text-decoration:none;padding:12px 20px;border-radius:10px">${escapeHtml(link.label)}</a></p>` +
    `<p style="margin:0 0 14px;font-size:13px;color:#414c64;word-break:break-all">${escapeHtml(link.url)}</p>` +
    after.map(paragraph).join('') +
    `<p style="margin:18px 0 0">${escapeHtml(copy.signature)}<br>${escapeHtml(site.name)}</p></div></body></html>`
  return { to, subject, text, html }
}

function renderRankMail(kind: 'confirm' | 'tracker-link', tracker: MailTracker): RankMail {
  const copy = rankSignupCopy.mail
  if (kind === 'confirm') {
    return compose(
      tracker.email,
      copy.confirmSubject(tracker.domain),
      [copy.confirmIntro(tracker.domain, tracker.keywords), copy.confirmAction],
      { url: `${site.url}${trackerConfirmPath(tracker.confirm_token)}`, label: rankSignupCopy.confirm.button },
      [copy.confirmExpiry, copy.confirmIgnore],
    )
  }
  return compose(
    tracker.email,
    copy.linkSubject(tracker.domain),
    [copy.linkIntro(tracker.domain), copy.linkAction],
    { url: `${site.url}${trackerPagePath(tracker.token)}`, label: 'Buka halaman pantauan' },
    [copy.linkPrivate],
  )
}

/** Delivers one rendered mail; replaced in tests. */
export type RankMailSender = (mail: RankMail, messageId: string) => Promise<void>

const smtpSender: RankMailSender = async (mail, messageId) => {
  const config = readLeadsConfig()
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set: visitor mails of the rank tracker cannot be sent')
  const from = config.mailFrom ?? `"${site.name}" <${site.email}>`
  const domain = from.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'localhost'
  await smtpTransport(config.smtpUrl).sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${messageId}@${domain}>`,
    headers: mail.headers,
  })
}

export type RankMailerOptions = {
  getDatabase: () => Promise<AppDatabase>
  send?: RankMailSender
  now?: () => Date
}

/** The worker: claims due mails with a lease, sends them, marks them sent or schedules a retry. */
export class RankMailer {
  private readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  private readonly errors = new CycleErrorLog('rank mail cycle failed')
  private readonly send: RankMailSender
  private readonly loop = new PollingLoop(
    () => this.cycle(),
    (woken) => (woken ? 0 : POLL_MS),
  )

  constructor(private readonly options: RankMailerOptions) {
    this.send = options.send ?? smtpSender
  }

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  start(): void {
    this.loop.start()
  }

  wake(): void {
    this.loop.wake()
  }

  async stop(): Promise<void> {
    await this.loop.stop()
  }

  private async cycle(): Promise<void> {
    try {
      while (!this.loop.stopped && (await this.runOnce()) >= BATCH) {
        /* a burst drains without waiting for the poll */
      }
      this.errors.succeeded()
    } catch (error) {
      this.errors.failed(error, { worker: this.id })
    }
  }

  /** One claim-and-deliver round; returns how many mails were handled. */
  async runOnce(): Promise<number> {
    const database = await this.options.getDatabase()
    const now = this.now()
    const nowIso = now.toISOString()
    const rows = await database.write((trx) => {
      let due = trx
        .selectFrom('rank_mail_outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowIso)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(BATCH)
      if (database.dialect === 'postgres') due = due.forUpdate().skipLocked()
      return trx
        .updateTable('rank_mail_outbox')
        .set({
          status: 'sending',
          locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
          locked_by: this.id,
          attempts: sql<number>`attempts + 1`,
        })
        .where('id', 'in', due)
        .returningAll()
        .execute()
    })
    await Promise.all(rows.map((row) => this.deliver(database, row)))
    return rows.length
  }

  private async deliver(
    database: AppDatabase,
    row: { id: string; tracker_id: string; kind: string; attempts: number; alert_id: string | null },
  ): Promise<void> {
    const attempts = Number(row.attempts)
    const finish = (values: Record<string, string | null>) =>
      database.write((trx) =>
        trx
          .updateTable('rank_mail_outbox')
          .set({ locked_until: null, ...values })
          .where('id', '=', row.id)
          .where('locked_by', '=', this.id)
          .execute(),
      )
    try {
      const tracker = await database.db
        .selectFrom('rank_trackers as t')
        .selectAll('t')
        .select((eb) =>
          eb
            .selectFrom('rank_tracker_keywords as k')
            .whereRef('k.tracker_id', '=', 't.id')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .as('keywords'),
        )
        .where('t.id', '=', row.tracker_id)
        .executeTakeFirst()
      if (!tracker) throw new Error('tracker no longer exists')
      let mail: RankMail | null
      if (row.kind === 'digest') {
        const digest = await renderTrackerDigest(database, readRankConfig(), tracker, this.now())
        mail = digest && { to: tracker.email, ...digest }
      } else if (row.kind === 'alert' || row.kind === 'agency-alert') {
        mail = await renderTrackerAlert(database, tracker, row, readLeadsConfig().notifyTo)
      } else if (row.kind === 'confirm' || row.kind === 'tracker-link') {
        mail = renderRankMail(row.kind, { ...tracker, keywords: Number(tracker.keywords ?? 0) })
      } else throw new Error(`unknown mail kind ${row.kind}`)
      // A digest or alert with nothing to say any more (unsubscribed since it was queued) is done without a mail.
      if (mail) await this.send(mail, row.id)
      await finish({ status: 'sent', sent_at: this.now().toISOString(), last_error: mail ? null : 'nothing to send' })
      logger.info(
        { mailId: row.id, trackerId: row.tracker_id, kind: row.kind, attempts, sent: Boolean(mail) },
        'rank mail done',
      )
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const final = attempts >= MAX_ATTEMPTS
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1)) * (0.8 + 0.4 * Math.random())
      await finish({
        status: final ? 'failed' : 'pending',
        next_attempt_at: new Date(this.now().getTime() + delay).toISOString(),
        last_error: message.slice(0, 1000),
      })
      const details = { mailId: row.id, trackerId: row.tracker_id, kind: row.kind, attempts, error: message }
      if (final) logger.error(details, 'rank mail failed permanently')
      else logger.warn(details, 'rank mail failed, will retry')
    }
  }
}

const GLOBAL_KEY = RANK_MAILER_KEY
type GlobalWithMailer = typeof globalThis & { [GLOBAL_KEY]?: RankMailer }

/** Starts the process's mail worker once (from the rank runtime, so only where tracking is on). */
export function startRankMailer(getDatabase: () => Promise<AppDatabase>): void {
  const holder = globalThis as GlobalWithMailer
  if (holder[GLOBAL_KEY]) return
  const mailer = new RankMailer({ getDatabase })
  holder[GLOBAL_KEY] = mailer
  mailer.start()
  if (!readLeadsConfig().smtpUrl) {
    logger.warn('SMTP_URL is not set: rank tracker sign-ups cannot receive their confirmation mail')
  }
}

export async function stopRankMailer(): Promise<void> {
  await (globalThis as GlobalWithMailer)[GLOBAL_KEY]?.stop()
}
