import 'server-only'
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { PollingLoop } from '@/lib/server/polling-loop'
import type { AuditConfig } from '../config'
import { runAudit, type AuditOutcome } from '../engine'
import { failedMessage } from '../outcome-messages'
import { emitAuditFinished } from './signal'
import { claimJob, expireJobs, failStaleJobs, findReusableJob, finishJob, parseResult } from './store'
import type { AuditJobRow } from '@/lib/db/types'

/** Runs one audit; the default is the real engine with this process's allow-list. */
export type AuditRunner = (url: string, signal: AbortSignal) => Promise<AuditOutcome>

export type AuditWorkerOptions = {
  getDatabase: () => Promise<AppDatabase>
  config: AuditConfig
  runner?: AuditRunner
  workerId?: string
  now?: () => Date
}

const HOUSEKEEPING_MS = 60 * 60_000
/** How long past its budget an audit may take to wrap up before the worker ends it itself. */
const BUDGET_GRACE_MS = 1000

/** What a job that overran its budget stores: failed, "terlalu lama merespons", with the budget named. */
function overrunOutcome(url: string, budgetMs: number): AuditOutcome {
  return {
    status: 'failed',
    url,
    result: {
      version: 1,
      finalUrl: null,
      score: null,
      checks: [],
      reason: failedMessage('timeout', budgetMs),
      reasonCode: 'timeout',
      durationMs: budgetMs + BUDGET_GRACE_MS,
    },
  }
}

/**
 * The audit queue's consumer in one server process: at most `concurrency` audits at once, each claimed with a
 * lease (like the outbox), so with several instances each job runs once; a job whose worker died runs again
 * after its lease (up to maxAttempts), and stale jobs are failed, so nothing stays pending forever.
 * Fairness (docs/audit.md): audits mostly wait on the network, so the default concurrency is high; the claim
 * never starts a second job for a site that already has one running (all instances); and every job ends within
 * its time budget, so slow hostile sites cannot hold the slots an honest visitor's audit needs.
 */
export class AuditWorker {
  readonly id: string
  private readonly options: AuditWorkerOptions
  private readonly runner: AuditRunner
  private readonly inFlight = new Map<string, AbortController>()
  private lastHousekeeping = 0
  /** Cycles failed in a row (database down): the worker backs off and logs only now and then. */
  private failures = 0
  private readonly loop = new PollingLoop(
    () => this.fill(),
    (woken) => {
      const { pollMs } = this.options.config.worker
      if (this.failures > 0) return Math.min(30_000, pollMs * 2 ** this.failures)
      return woken ? 0 : pollMs
    },
  )

  constructor(options: AuditWorkerOptions) {
    this.options = options
    this.runner =
      options.runner ??
      ((url, signal) =>
        runAudit(url, { allowHosts: options.config.allowHosts, signal, timeoutMs: options.config.worker.budgetMs }))
    this.id = options.workerId ?? `${hostname()}:${process.pid}:audit:${randomBytes(3).toString('hex')}`
  }

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  get running(): number {
    return this.inFlight.size
  }

  start(): void {
    this.loop.start()
  }

  /** Look for work now (a job was queued, or a slot came free). */
  wake(): void {
    this.loop.wake()
  }

  /** Stops claiming and abandons running audits without storing them: their lease expires and they run again. */
  async stop(): Promise<void> {
    const filling = this.loop.stop()
    for (const controller of this.inFlight.values()) controller.abort()
    await filling
  }

  private get stopped(): boolean {
    return this.loop.stopped
  }

  /** Claims jobs one at a time until every slot is busy (one by one, so two jobs for one site are never paired). */
  private async fill(): Promise<void> {
    try {
      await this.housekeeping()
      while (!this.stopped && this.inFlight.size < this.options.config.worker.concurrency) {
        const job = await this.claim()
        if (!job) break
        this.execute(job)
      }
      this.failures = 0
    } catch (error) {
      this.failures += 1
      if (this.failures === 1 || this.failures % 20 === 0)
        logger.error({ err: error, worker: this.id, failures: this.failures }, 'audit worker cycle failed; backing off')
    }
  }

  async claim(): Promise<AuditJobRow | null> {
    const { db, dialect } = await this.options.getDatabase()
    const { leaseMs, maxAttempts } = this.options.config.worker
    return claimJob(db, { dialect, workerId: this.id, leaseMs, maxAttempts, now: this.now() })
  }

  private async housekeeping(): Promise<void> {
    const { db } = await this.options.getDatabase()
    const now = this.now()
    const { jobTimeoutMs, maxAttempts } = this.options.config.worker
    const failed = await failStaleJobs(db, { now, jobTimeoutMs, maxAttempts })
    if (failed > 0) logger.warn({ failed }, 'audit jobs timed out')
    if (now.getTime() - this.lastHousekeeping >= HOUSEKEEPING_MS) {
      this.lastHousekeeping = now.getTime()
      const expired = await expireJobs(db, now)
      if (expired.wiped + expired.deleted > 0) logger.info(expired, 'expired audit reports cleaned up')
    }
  }

  private execute(job: AuditJobRow): void {
    const controller = new AbortController()
    this.inFlight.set(job.id, controller)
    this.process(job, controller)
      .catch((error: unknown) => logger.error({ err: error, jobId: job.id }, 'audit job failed to store'))
      .finally(() => {
        this.inFlight.delete(job.id)
        this.wake()
      })
  }

  /**
   * The runner within the job's budget. The engine keeps to the budget itself; this is the backstop for an
   * audit that does not (a bug, a request that ignores its abort signal): past budget + grace the slot is freed
   * and the job stored as timed out, whatever the runner still does.
   */
  private async runWithinBudget(url: string, controller: AbortController): Promise<AuditOutcome> {
    const { budgetMs } = this.options.config.worker
    let timer: NodeJS.Timeout | undefined
    const overrun = new Promise<AuditOutcome>((resolve) => {
      timer = setTimeout(() => {
        logger.warn({ url, budgetMs }, 'audit overran its time budget; stopped by the worker')
        controller.abort()
        resolve(overrunOutcome(url, budgetMs))
      }, budgetMs + BUDGET_GRACE_MS)
      timer.unref()
    })
    const running = this.runner(url, controller.signal)
    // A runner that fails after the backstop answered must not become an unhandled rejection.
    running.catch(() => undefined)
    try {
      return await Promise.race([running, overrun])
    } finally {
      clearTimeout(timer)
    }
  }

  private async process(job: AuditJobRow, controller: AbortController): Promise<void> {
    const { db } = await this.options.getDatabase()
    const reuseMs = this.options.config.limits.reuseMs
    // Another job for the same URL may have finished while this one waited in the queue.
    const reusable = reuseMs > 0 ? await findReusableJob(db, job.url, new Date(this.now().getTime() - reuseMs)) : null
    const reused = reusable ? parseResult(reusable) : null
    let stored: { status: 'done' | 'failed' | 'blocked'; reusedFrom: string | null }
    let saved: boolean
    if (reusable && reused) {
      stored = { status: 'done', reusedFrom: reusable.id }
      saved = await finishJob(
        db,
        { id: job.id, workerId: this.id },
        { status: 'done', result: reused, reusedFrom: reusable.id },
        this.now(),
      )
    } else {
      const outcome = await this.runWithinBudget(job.url, controller)
      if (this.stopped) return
      stored = { status: outcome.status, reusedFrom: null }
      saved = await finishJob(db, { id: job.id, workerId: this.id }, outcome, this.now())
      logger.info(
        {
          jobId: job.id,
          leadId: job.lead_id,
          status: outcome.status,
          score: outcome.result.score,
          reason: outcome.result.reasonCode,
          durationMs: outcome.result.durationMs,
          attempts: Number(job.attempts),
        },
        'audit finished',
      )
    }
    if (!saved) {
      logger.warn({ jobId: job.id, worker: this.id }, 'audit result dropped: the job lease was taken over')
      return
    }
    emitAuditFinished({ jobId: job.id, leadId: job.lead_id, status: stored.status })
  }
}
