import 'server-only'
import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { OutboxRow } from '@/lib/db/types'
import { logger } from '@/lib/log'
import type { LeadsConfig } from './config'
import { sendLeadEmail } from './notify/email'
import { sendLeadWebhook } from './notify/webhook'
import { deleteExpiredRateLimits } from './rate-limit'
import type { LeadRecord } from './records'
import { getLead, purgeExpiredLeads, retentionCutoff } from './repository'

export type Senders = {
  email: (lead: LeadRecord, eventId: string, config: LeadsConfig) => Promise<void>
  webhook: (lead: LeadRecord, eventId: string, config: LeadsConfig) => Promise<void>
}

export const defaultSenders: Senders = {
  async email(lead, eventId, config) {
    if (!config.smtpUrl || config.notifyTo.length === 0) throw new Error('SMTP_URL or LEADS_NOTIFY_TO is not set')
    await sendLeadEmail(lead, eventId, { smtpUrl: config.smtpUrl, to: config.notifyTo, from: config.mailFrom })
  },
  async webhook(lead, eventId, config) {
    if (!config.webhookUrl) throw new Error('LEADS_WEBHOOK_URL is not set')
    await sendLeadWebhook(lead, eventId, { url: config.webhookUrl, secret: config.webhookSecret })
  },
}

/** Exponential backoff with ±20 % jitter so retries from several instances do not line up. */
export function retryDelayMs(attempts: number, config: LeadsConfig['worker'], random: number = Math.random()): number {
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

/**
 * Delivers queued notifications. Rows are claimed with a lease (status 'sending', locked_until); on PostgreSQL
 * the claim uses FOR UPDATE SKIP LOCKED so several instances never pick the same row. A crashed worker's rows
 * come back after the lease. After maxAttempts a row stays as 'failed' (see `npm run leads -- stats`).
 */
export class OutboxWorker {
  readonly id: string
  private readonly options: OutboxWorkerOptions
  private readonly senders: Senders
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private wakeRequested = false
  private stopped = true
  private lastCleanup = 0
  private lastPurge = 0

  constructor(options: OutboxWorkerOptions) {
    this.options = options
    this.senders = options.senders ?? defaultSenders
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  }

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.schedule(0)
  }

  /** Run a cycle as soon as possible (a lead was just stored). */
  wake(): void {
    if (this.stopped) return
    if (this.running) {
      this.wakeRequested = true
      return
    }
    this.schedule(0)
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.running = this.cycle().finally(() => {
        this.running = null
        const again = this.wakeRequested
        this.wakeRequested = false
        this.schedule(again ? 0 : this.options.config.worker.pollMs)
      })
    }, delayMs)
    // Never keep a process alive just for polling (tests, the leads command).
    this.timer.unref()
  }

  private async cycle(): Promise<void> {
    try {
      // Keep going while full batches come back, so a burst drains without waiting for the poll interval.
      while (!this.stopped && (await this.runOnce()) >= this.options.config.worker.batchSize) {
        /* next batch */
      }
      await this.cleanup()
    } catch (error) {
      logger.error({ err: error, worker: this.id }, 'outbox cycle failed')
    }
  }

  private async cleanup(): Promise<void> {
    const now = this.now()
    if (now.getTime() - this.lastCleanup < 60_000) return
    this.lastCleanup = now.getTime()
    const { db } = await this.options.getDatabase()
    const removed = await deleteExpiredRateLimits(db, now)
    if (removed > 0) logger.debug({ removed }, 'expired rate-limit rows removed')
    const { retentionMonths } = this.options.config
    if (retentionMonths > 0 && now.getTime() - this.lastPurge >= 60 * 60_000) {
      this.lastPurge = now.getTime()
      const purged = await purgeExpiredLeads(db, retentionCutoff(now, retentionMonths))
      if (purged > 0) logger.info({ purged, retentionMonths }, 'leads past the retention period deleted')
    }
  }

  /** Claims up to batchSize due rows. */
  async claim(): Promise<OutboxRow[]> {
    const { db, dialect } = await this.options.getDatabase()
    const { batchSize, leaseMs } = this.options.config.worker
    const now = this.now()
    const nowIso = now.toISOString()
    let due = db
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', nowIso)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(batchSize)
    if (dialect === 'postgres') due = due.forUpdate().skipLocked()
    return db
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
  }

  /** One claim-and-deliver round; returns how many rows it handled. */
  async runOnce(): Promise<number> {
    const rows = await this.claim()
    await Promise.all(rows.map((row) => this.deliver(row)))
    return rows.length
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const database = await this.options.getDatabase()
    const { db } = database
    const config = this.options.config
    const attempts = Number(row.attempts)
    const lead = await getLead(db, row.lead_id)
    try {
      if (!lead) throw new Error('lead no longer exists')
      await this.senders[row.channel](lead, row.id, config)
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: this.now().toISOString(), locked_until: null, last_error: null })
        .where('id', '=', row.id)
        .where('locked_by', '=', this.id)
        .execute()
      logger.info({ outboxId: row.id, leadId: row.lead_id, channel: row.channel, attempts }, 'lead notification sent')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const finalAttempt = attempts >= config.worker.maxAttempts || !lead
      const nextAttempt = new Date(this.now().getTime() + retryDelayMs(attempts, config.worker))
      await db
        .updateTable('outbox')
        .set({
          status: finalAttempt ? 'failed' : 'pending',
          next_attempt_at: nextAttempt.toISOString(),
          locked_until: null,
          last_error: message.slice(0, 1000),
        })
        .where('id', '=', row.id)
        .where('locked_by', '=', this.id)
        .execute()
      const details = { outboxId: row.id, leadId: row.lead_id, channel: row.channel, attempts, error: message }
      if (finalAttempt) logger.error(details, 'lead notification failed permanently (lead is stored)')
      else logger.warn({ ...details, retryAt: nextAttempt.toISOString() }, 'lead notification failed, will retry')
    }
  }
}
