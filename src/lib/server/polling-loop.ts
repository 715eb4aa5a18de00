import 'server-only'
import { classifyDatabaseError } from '@/lib/db/errors'
import { logger } from '@/lib/log'

/**
 * The timer of a background worker (the lead outbox's lanes, the audit worker, the rank scheduler and its mailer):
 * runs `cycle` at start, then again `nextDelayMs(woken)` after each run ends. wake() asks for a run now: at once
 * when idle, or right after the one in progress, so two runs of one loop never overlap. stop() cancels the timer
 * and returns the run in progress, for the owner to wait on (or to abort first). The timer never keeps a process
 * alive on its own (tests, the leads command).
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | null = null
  private current: Promise<void> | null = null
  private wakeRequested = false
  private halted = true

  constructor(
    private readonly cycle: () => Promise<void>,
    /** The pause before the next run; `woken` when wake() was called during the one that just ended. */
    private readonly nextDelayMs: (woken: boolean) => number,
  ) {}

  get stopped(): boolean {
    return this.halted
  }

  /** Whether a run is in progress. */
  get busy(): boolean {
    return this.current !== null
  }

  start(): void {
    if (!this.halted) return
    this.halted = false
    this.schedule(0)
  }

  wake(): void {
    if (this.halted) return
    if (this.current) this.wakeRequested = true
    else this.schedule(0)
  }

  /** No run starts after this; resolves when the one in progress (if any) has ended. */
  stop(): Promise<void> {
    this.halted = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    return this.current ?? Promise.resolve()
  }

  private schedule(delayMs: number): void {
    if (this.halted) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.current = this.cycle().finally(() => {
        this.current = null
        const woken = this.wakeRequested
        this.wakeRequested = false
        this.schedule(this.nextDelayMs(woken))
      })
    }, delayMs)
    this.timer.unref()
  }
}

/**
 * Logs a worker's failed runs without flooding the log: a new message at error level, the same message again (a
 * lasting fault) and the database's own state changes (logged once by lib/db/health) at debug.
 */
export class CycleErrorLog {
  private last: string | null = null

  constructor(private readonly message: string) {}

  failed(error: unknown, details: Record<string, unknown>): void {
    const text = error instanceof Error ? error.message : String(error)
    const repeated = text === this.last || classifyDatabaseError(error) !== null
    this.last = text
    if (repeated) logger.debug({ err: error, ...details }, this.message)
    else logger.error({ err: error, ...details }, this.message)
  }

  succeeded(): void {
    this.last = null
  }
}
