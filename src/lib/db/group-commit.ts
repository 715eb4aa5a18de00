import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { Database } from './types'

type Work<T> = (trx: Kysely<Database>) => Promise<T>
type Pending = { work: Work<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }

const MAX_BATCH = 64

/**
 * Group commit for SQLite. With synchronous=FULL every commit waits for an fsync (a few ms on this class of
 * disk, and better-sqlite3 blocks the event loop meanwhile), which caps one-commit-per-lead at a few hundred
 * per second. Writes that arrive together share one transaction instead: each runs inside its own SAVEPOINT
 * (a failing one is rolled back alone), then one COMMIT makes the whole batch durable, and only then is any
 * caller answered. Durability per acknowledged lead is unchanged.
 */
export class GroupCommitter {
  private queue: Pending[] = []
  private scheduled = false

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work: work as Work<unknown>, resolve: resolve as (value: unknown) => void, reject })
      if (!this.scheduled) {
        this.scheduled = true
        // Let requests already read from the network join this batch.
        setImmediate(() => void this.drain())
      }
    })
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        await this.commit(this.queue.splice(0, MAX_BATCH))
        // Yield to I/O so the next batch collects everything that arrived during this commit.
        await new Promise((resolve) => setImmediate(resolve))
      }
    } finally {
      this.scheduled = false
      if (this.queue.length > 0) {
        this.scheduled = true
        setImmediate(() => void this.drain())
      }
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = []
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const item of batch) {
          await sql`savepoint lead_write`.execute(trx)
          try {
            const value = await item.work(trx)
            await sql`release savepoint lead_write`.execute(trx)
            outcomes.push({ ok: true, value })
          } catch (error) {
            await sql`rollback to savepoint lead_write`.execute(trx)
            await sql`release savepoint lead_write`.execute(trx)
            outcomes.push({ ok: false, error })
          }
        }
      })
    } catch (error) {
      // The commit itself failed: nothing in the batch is stored, so nobody gets a success.
      for (const item of batch) item.reject(error)
      return
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!
      if (outcome.ok) item.resolve(outcome.value)
      else item.reject(outcome.error)
    })
  }
}
