import 'server-only'
import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import type { AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { CycleErrorLog, PollingLoop } from '@/lib/server/polling-loop'
import { wibDate } from '@/lib/server/wib'
import { runQuery, type CheckOutcome } from './check'
import type { RankConfig } from './config'
import type { SerpProvider } from './providers'
import { claimQuery, planDay, purgeRankData, requestsOn } from './queries'

export type RunSummary = {
  /** Queries finished with results written. */
  done: number
  /** Runs that ended in a provider error (retried later, or given up for the day). */
  errors: number
  /** Provider requests (result pages) paid for. */
  requests: number
  /** Tracker keyword results written. */
  results: number
  /** True when the day's request budget stopped the run. */
  budgetSpent: boolean
  /** Set when a 429 asked to wait: no query is claimed before it. */
  pausedUntil: Date | null
}

export type RunOptions = {
  database: AppDatabase
  provider: SerpProvider
  config: RankConfig
  now?: () => Date
  workerId?: string
  signal?: AbortSignal
  /** Lanes running queries at once (default config.concurrency). */
  concurrency?: number
  /** Claims nothing before this instant (a provider's Retry-After). */
  pausedUntil?: Date | null
  /** Plan today's queries first (default true; the scheduler plans on its own rhythm). */
  plan?: boolean
}

function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
}

/** Whether today's budget is spent (checks then wait for the next WIB day). */
export async function budgetSpent(database: AppDatabase, config: RankConfig, now: Date): Promise<boolean> {
  return config.dailyBudget > 0 && (await requestsOn(database.db, wibDate(now))) >= config.dailyBudget
}

/**
 * Plans today's queries and runs every due one now, `concurrency` at a time, until none is due, the budget is
 * spent or a 429 asks to wait. Safe next to running schedulers on other instances (queries are leased). For the
 * scheduler's cycles and `npm run leads -- rank run-due`.
 */
export async function runDueChecks(options: RunOptions): Promise<RunSummary> {
  const { database, provider, config } = options
  const now = options.now ?? (() => new Date())
  const workerId = options.workerId ?? newWorkerId()
  const signal = options.signal ?? new AbortController().signal
  const summary: RunSummary = {
    done: 0,
    errors: 0,
    requests: 0,
    results: 0,
    budgetSpent: false,
    pausedUntil: options.pausedUntil ?? null,
  }
  if (options.plan !== false) await planDay(database, now(), provider.supportsDevice)
  const lane = async () => {
    while (!signal.aborted && !summary.budgetSpent) {
      if (summary.pausedUntil && summary.pausedUntil > now()) return
      if (await budgetSpent(database, config, now())) {
        summary.budgetSpent = true
        return
      }
      const query = await claimQuery(database, {
        workerId,
        leaseMs: config.leaseMs,
        maxAttempts: config.maxAttempts,
        now: now(),
      })
      if (!query) return
      const outcome: CheckOutcome = await runQuery({ database, provider, config, workerId, now, signal }, query)
      summary.requests += outcome.requests
      if (outcome.status === 'done') {
        summary.done += 1
        summary.results += outcome.results
      } else if (outcome.status === 'error') {
        summary.errors += 1
        if (outcome.error.kind === 'rate-limited' && outcome.retryAt) {
          // The provider asked the whole account to wait, not just this query.
          if (!summary.pausedUntil || summary.pausedUntil < outcome.retryAt) summary.pausedUntil = outcome.retryAt
        }
      } else if (outcome.status === 'budget') {
        summary.budgetSpent = true
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? config.concurrency) }, lane))
  return summary
}

export type SchedulerOptions = {
  getDatabase: () => Promise<AppDatabase>
  provider: SerpProvider
  config: RankConfig
  now?: () => Date
  workerId?: string
}

/**
 * The server's rank checker: every pollMs (and at once on wake(), e.g. after a confirmation) it runs the due
 * checks; it plans the day on the first cycle of each WIB day and every planEveryMs, and purges old history once
 * a day. Queries are leased in the database, so any number of instances may run it.
 */
export class RankScheduler {
  readonly id: string
  private pausedUntil: Date | null = null
  private purgedDay: string | null = null
  private plannedAt = 0
  private planRequested = true
  private readonly errors = new CycleErrorLog('rank check cycle failed')
  private readonly abort = new AbortController()
  private readonly loop = new PollingLoop(
    () => this.cycle(),
    (woken) => (woken ? 0 : this.options.config.pollMs),
  )

  constructor(private readonly options: SchedulerOptions) {
    this.id = options.workerId ?? newWorkerId()
  }

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  start(): void {
    this.loop.start()
  }

  /** Run a cycle now and plan first (a tracker was confirmed or its keywords changed). */
  wake(): void {
    this.planRequested = true
    this.loop.wake()
  }

  async stop(): Promise<void> {
    const running = this.loop.stop()
    this.abort.abort()
    await running
  }

  private async cycle(): Promise<void> {
    try {
      const database = await this.options.getDatabase()
      const now = this.now()
      const day = wibDate(now)
      const newDay = this.purgedDay !== day
      if (newDay) {
        await purgeRankData(database, now, this.options.config)
        this.purgedDay = day
      }
      // Planning scans every confirmed keyword: on a new day, on wake() and every planEveryMs, not every poll.
      const plan = newDay || this.planRequested || now.getTime() - this.plannedAt >= this.options.config.planEveryMs
      if (plan) {
        this.planRequested = false
        this.plannedAt = now.getTime()
      }
      const summary = await runDueChecks({
        database,
        provider: this.options.provider,
        config: this.options.config,
        now: () => this.now(),
        workerId: this.id,
        signal: this.abort.signal,
        pausedUntil: this.pausedUntil,
        plan,
      })
      this.pausedUntil = summary.pausedUntil
      if (summary.requests > 0 || summary.errors > 0) logger.info({ worker: this.id, ...summary }, 'rank checks ran')
      this.errors.succeeded()
    } catch (error) {
      this.errors.failed(error, { worker: this.id })
    }
  }
}
