import 'server-only'
import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { OutboxChannel, OutboxRow } from '@/lib/db/types'
import { logger } from '@/lib/log'
import { CycleErrorLog, PollingLoop } from '@/lib/server/polling-loop'
import { getLeadAuditSummary, type LeadAuditSummary } from '@/lib/audit'
import type { LeadsConfig } from './config'
import { sendLeadEmail } from './notify/email'
import { sendLeadWebhook } from './notify/webhook'
import type { LeadRecord } from './records'
import { getLead } from './repository'

/** What a notification tells besides the lead: the instant audit of an analysis request, when there is one. */
type NotificationExtras = { audit: LeadAuditSummary | null }

/** Delivers one notification; `signal` aborts it when the server shuts down before it finished. */
type Sender = (
  lead: LeadRecord,
  eventId: string,
  config: LeadsConfig,
  signal: AbortSignal,
  extras?: NotificationExtras,
) => Promise<void>
export type Senders = Record<OutboxChannel, Sender>

const defaultSenders: Senders = {
  async email(lead, eventId, config, _signal, extras) {
    if (!config.smtpUrl || config.notifyTo.length === 0) throw new Error('SMTP_URL or LEADS_NOTIFY_TO is not set')
    await sendLeadEmail(
      lead,
      eventId,
      { smtpUrl: config.smtpUrl, to: config.notifyTo, from: config.mailFrom },
      extras?.audit ?? null,
    )
  },
  async webhook(lead, eventId, config, signal, extras) {
    if (!config.webhookUrl) throw new Error('LEADS_WEBHOOK_URL is not set')
    await sendLeadWebhook(
      lead,
      eventId,
      { url: config.webhookUrl, secret: config.webhookSecret, signal },
      extras?.audit ?? null,
    )
  },
}

const CHANNELS: readonly OutboxChannel[] = ['email', 'webhook']

/** Exponential backoff with ±20 % jitter so retries from several instances do not line up. */
function retryDelayMs(attempts: number, config: LeadsConfig['worker'], random: number = Math.random()): number {
  const exponential = config.retryBaseMs * 2 ** Math.max(0, attempts - 1)
  return Math.round(Math.min(config.retryMaxMs, exponential) * (0.8 + 0.4 * random))
}

export type OutboxWorkerOptions = {
  getDatabase: () => Promise<AppDatabase>
  config: LeadsConfig
  senders?: Senders
  workerId?: string
  now?: () => Date
}

/** A stop that cut deliveries off: they are handed back (status pending, attempt not counted). */
class ShutdownAbort extends Error {
  constructor() {
    super('interrupted by shutdown; handed back for the next start')
  }
}

/**
 * One channel's delivery loop: claims that channel's due rows and sends them. Each channel has its own lane, so a
 * webhook that hangs until its timeout never holds up e-mail, and the reverse.
 */
class Lane {
  readonly inFlight = new Set<AbortController>()
  private readonly errors = new CycleErrorLog('outbox cycle failed')
  readonly loop = new PollingLoop(
    () => this.cycle(),
    (woken) => (woken ? 0 : this.worker.config.worker.pollMs),
  )

  constructor(
    readonly channel: OutboxChannel,
    private readonly worker: OutboxWorker,
  ) {}

  private async cycle(): Promise<void> {
    try {
      // Keep going while full batches come back, so a burst drains without waiting for the poll interval.
      while (!this.worker.stopped && (await this.worker.runLane(this)) >= this.worker.config.worker.batchSize) {
        /* next batch */
      }
      this.errors.succeeded()
    } catch (error) {
      this.errors.failed(error, { worker: this.worker.id, channel: this.channel })
    }
  }
}

/**
 * Delivers queued notifications. Rows are claimed with a lease (status 'sending', locked_until); on PostgreSQL
 * the claim uses FOR UPDATE SKIP LOCKED so several instances never pick the same row. A crashed worker's rows
 * come back after the lease. After maxAttempts a row stays as 'failed' (see `npm run leads -- stats`).
 * stop() lets deliveries in flight finish (or hands them back), so a clean shutdown never sends anything twice.
 */
export class OutboxWorker {
  readonly id: string
  readonly config: LeadsConfig
  stopped = true
  private readonly options: OutboxWorkerOptions
  private readonly senders: Senders
  private readonly lanes: Lane[]

  constructor(options: OutboxWorkerOptions) {
    this.options = options
    this.config = options.config
    this.senders = options.senders ?? defaultSenders
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
    this.lanes = CHANNELS.map((channel) => new Lane(channel, this))
  }

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    for (const lane of this.lanes) lane.loop.start()
  }

  /** Run a cycle as soon as possible (a lead was just stored). */
  wake(): void {
    for (const lane of this.lanes) lane.loop.wake()
  }

  /**
   * Stops claiming and waits up to `graceMs` (OUTBOX_SHUTDOWN_GRACE_MS) for deliveries in flight; any still
   * running then are aborted and handed back, so the next start sends them (at least once, same event id).
   */
  async stop(graceMs: number = this.config.worker.shutdownGraceMs): Promise<void> {
    this.stopped = true
    const runs = this.lanes.map((lane) => lane.loop.stop())
    const running = () => Promise.all(runs)
    let timer: NodeJS.Timeout | undefined
    const graceOver = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)))
    const outcome = await Promise.race([running().then(() => 'done' as const), graceOver])
    clearTimeout(timer)
    if (outcome === 'late') {
      for (const lane of this.lanes) for (const controller of lane.inFlight) controller.abort(new ShutdownAbort())
      // A webhook stops at once; an SMTP exchange cannot be aborted and may run to its own timeout. Its row stays
      // claimed and comes back after the lease (at least once, same Message-ID) rather than hold up shutdown.
      const cutOff = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref())
      await Promise.race([running(), cutOff])
    }
  }

  /** Claims up to batchSize due rows of one channel. */
  async claim(channel: OutboxChannel): Promise<OutboxRow[]> {
    const database = await this.options.getDatabase()
    const { batchSize, leaseMs, auditWaitMs } = this.config.worker
    const now = this.now()
    const nowIso = now.toISOString()
    return database.write((trx) => {
      let due = trx
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', channel)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowIso)]),
          ]),
        )
        // An analysis lead's notice waits for its instant audit (docs/audit.md), at most auditWaitMs after the
        // audit was queued, so one message carries the score; a failing or slow audit never holds it longer.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('audit_jobs')
                .select('audit_jobs.id')
                .whereRef('audit_jobs.lead_id', '=', 'outbox.lead_id')
                .where('audit_jobs.status', 'in', ['pending', 'running'])
                .where('audit_jobs.created_at', '>', new Date(now.getTime() - auditWaitMs).toISOString()),
            ),
          ),
        )
        .orderBy('next_attempt_at')
        .limit(batchSize)
      if (database.dialect === 'postgres') due = due.forUpdate().skipLocked()
      return trx
        .updateTable('outbox')
        .set({
          status: 'sending',
          locked_until: new Date(now.getTime() + leaseMs).toISOString(),
          locked_by: this.id,
          attempts: sql<number>`attempts + 1`,
        })
        .where('id', 'in', due)
        .returningAll()
        .execute()
    })
  }

  async runLane(lane: Lane): Promise<number> {
    const rows = await this.claim(lane.channel)
    await Promise.all(
      rows.map(async (row) => {
        const controller = new AbortController()
        lane.inFlight.add(controller)
        try {
          await this.deliver(row, controller.signal)
        } finally {
          lane.inFlight.delete(controller)
        }
      }),
    )
    return rows.length
  }

  /** One claim-and-deliver round per channel (both at once); returns how many rows were handled. */
  async runOnce(): Promise<number> {
    const counts = await Promise.all(this.lanes.map((lane) => this.runLane(lane)))
    return counts.reduce((sum, count) => sum + count, 0)
  }

  private async deliver(row: OutboxRow, signal: AbortSignal): Promise<void> {
    const database = await this.options.getDatabase()
    const config = this.config
    const attempts = Number(row.attempts)
    const lead = await getLead(database.db, row.lead_id)
    try {
      if (!lead) throw new Error('lead no longer exists')
      const audit = lead.kind === 'analysis' ? await auditSummaryOf(database, lead.id) : null
      await this.senders[row.channel](lead, row.id, config, signal, { audit })
      await database.write((trx) =>
        trx
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: this.now().toISOString(), locked_until: null, last_error: null })
          .where('id', '=', row.id)
          .where('locked_by', '=', this.id)
          .execute(),
      )
      logger.info({ outboxId: row.id, leadId: row.lead_id, channel: row.channel, attempts }, 'lead notification sent')
    } catch (error) {
      if (signal.aborted && signal.reason instanceof ShutdownAbort) {
        await this.handBack(database, row)
        return
      }
      const message = error instanceof Error ? error.message : String(error)
      const finalAttempt = attempts >= config.worker.maxAttempts || !lead
      const nextAttempt = new Date(this.now().getTime() + retryDelayMs(attempts, config.worker))
      await database.write((trx) =>
        trx
          .updateTable('outbox')
          .set({
            status: finalAttempt ? 'failed' : 'pending',
            next_attempt_at: nextAttempt.toISOString(),
            locked_until: null,
            last_error: message.slice(0, 1000),
          })
          .where('id', '=', row.id)
          .where('locked_by', '=', this.id)
          .execute(),
      )
      const details = { outboxId: row.id, leadId: row.lead_id, channel: row.channel, attempts, error: message }
      if (finalAttempt) logger.error(details, 'lead notification failed permanently (lead is stored)')
      else logger.warn({ ...details, retryAt: nextAttempt.toISOString() }, 'lead notification failed, will retry')
    }
  }

  /** A delivery cut off by shutdown: due again at once, and the interrupted attempt does not count. */
  private async handBack(database: AppDatabase, row: OutboxRow): Promise<void> {
    await database.write((trx) =>
      trx
        .updateTable('outbox')
        .set({
          status: 'pending',
          attempts: sql<number>`attempts - 1`,
          next_attempt_at: this.now().toISOString(),
          locked_until: null,
          locked_by: null,
          last_error: new ShutdownAbort().message,
        })
        .where('id', '=', row.id)
        .where('locked_by', '=', this.id)
        .execute(),
    )
    logger.info({ outboxId: row.id, leadId: row.lead_id, channel: row.channel }, 'lead notification handed back')
  }
}

/** The lead's audit for its notification; a failure to read it never holds the notification back. */
async function auditSummaryOf(database: AppDatabase, leadId: string): Promise<LeadAuditSummary | null> {
  try {
    return await getLeadAuditSummary(leadId, { database })
  } catch (error) {
    logger.warn({ err: error, leadId }, 'audit summary unavailable; notifying without it')
    return null
  }
}
