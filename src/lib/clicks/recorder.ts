import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { uuidv7 } from '@/lib/server/ids'
import { MinuteLimiter } from '@/lib/server/minute-limiter'
import { insertClicks, type NewClick } from './repository'
import type { Click } from './ping'

export type ClickRecorderOptions = {
  getDatabase: () => Promise<AppDatabase>
  /** Clicks counted per client IP (IPv6: per /64) per clock minute; 0 turns the limit off. */
  limitPerMinute: number
  /** How long clicks wait in memory to be written together. */
  flushMs?: number
  now?: () => number
}

/** Clicks waiting beyond this are dropped (logged): a stuck database must not grow the process without end. */
const MAX_PENDING = 20_000

/**
 * Counts clicks without ever making the visitor wait: the endpoint answers 204 first, the click is queued here
 * and written with the others of the last ~250 ms in one transaction. A failed write (locked, read-only or
 * unreachable database) drops that batch and logs it; nothing is retried, nothing reaches the visitor.
 *
 * The per-IP limit lives in this process's memory only and is forgotten every minute: the IP is never stored.
 * Behind several instances each applies it on its own (docs/clicks.md).
 */
export class ClickRecorder {
  private pending: NewClick[] = []
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<void> = Promise.resolve()
  private readonly limiter: MinuteLimiter

  constructor(private readonly options: ClickRecorderOptions) {
    this.limiter = new MinuteLimiter(options.limitPerMinute, 'click', () => this.now())
  }

  private now(): number {
    return this.options.now?.() ?? Date.now()
  }

  /** Queues one click; returns whether it will be counted (false: over the limit or the queue is full). */
  record(click: Click, ip: string | null): boolean {
    if (!this.limiter.admit(ip)) return false
    if (this.pending.length >= MAX_PENDING) {
      logger.warn({ pending: this.pending.length }, 'click queue full; click dropped')
      return false
    }
    const now = this.now()
    this.pending.push({
      id: uuidv7(now),
      created_at: new Date(now).toISOString(),
      page_path: click.pagePath,
      cta: click.cta,
      channel: click.channel,
      landing_path: click.landingPath,
      utm_source: click.campaign.utm_source ?? null,
      utm_medium: click.campaign.utm_medium ?? null,
      utm_campaign: click.campaign.utm_campaign ?? null,
      utm_term: click.campaign.utm_term ?? null,
      utm_content: click.campaign.utm_content ?? null,
      gclid: click.campaign.gclid ?? null,
      fbclid: click.campaign.fbclid ?? null,
    })
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? 250)
    this.timer.unref?.()
    return true
  }

  /** Writes everything queued so far (also on shutdown); resolves once written or dropped, never rejects. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const batch = this.pending
    this.pending = []
    // One write at a time, in order: a slow write is not overtaken by the next batch.
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return
      try {
        const database = await this.options.getDatabase()
        await insertClicks(database, batch)
      } catch (error) {
        logger.warn({ err: error, dropped: batch.length }, 'clicks not stored; batch dropped')
      }
    })
    return this.flushing
  }
}
