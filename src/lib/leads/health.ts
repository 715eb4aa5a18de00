import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { databaseHealth, reportDatabaseError, reportDatabaseReachable } from '@/lib/db/health'

/** The health check answers within this, whatever the database does (load balancers time out at about 1–2 s). */
const OUTBOX_COUNT_TIMEOUT_MS = 500

export type HealthBody = {
  status: 'ok' | 'degraded' | 'error'
  /** ok: reads and writes work; busy: another process holds the SQLite write lock (pages and reads still work). */
  db: 'ok' | 'busy' | 'error'
  /** Notifications not yet delivered (pending or being sent) and given up (`npm run leads -- retry-failed`). */
  outbox: { pending: number; failed: number } | null
  /** Only when another part of the site is misconfigured: what, by name (the site still serves, so "degraded"). */
  problems?: Record<string, string>
}

async function outboxCounts(): Promise<{ pending: number; failed: number }> {
  const { db } = await getDatabase()
  // A read: on SQLite (WAL) it never waits for a writer, so it stays fast while another process holds the lock.
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute()
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0)
  return { pending: count('pending') + count('sending'), failed: count('failed') }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * GET /api/health: 200 `{"status":"ok","db":"ok","outbox":{"pending":n,"failed":n}}`; 503 with `"db":"error"` when
 * the database cannot be read or was found read-only or unreachable by the last write. Public: counts only, and the
 * names of the `problems` other features report (null = none), which make the status "degraded".
 */
export async function readHealth(
  reported: Record<string, string | null> = {},
): Promise<{ httpStatus: 200 | 503; body: HealthBody }> {
  const problems = Object.fromEntries(Object.entries(reported).filter(([, problem]) => problem !== null)) as Record<
    string,
    string
  >
  const extra = Object.keys(problems).length ? { problems } : {}
  let outbox: HealthBody['outbox'] = null
  let reachable = true
  try {
    outbox = await withTimeout(outboxCounts(), OUTBOX_COUNT_TIMEOUT_MS)
    // Without this, a database that was unreachable stays "error" here until the next lead is written.
    reportDatabaseReachable()
  } catch (error) {
    reportDatabaseError(error)
    reachable = false
  }
  const { status } = databaseHealth()
  const failing = !reachable || status === 'read_only' || status === 'unavailable'
  if (failing) return { httpStatus: 503, body: { status: 'error', db: 'error', outbox, ...extra } }
  if (status === 'busy') return { httpStatus: 200, body: { status: 'degraded', db: 'busy', outbox, ...extra } }
  return { httpStatus: 200, body: { status: extra.problems ? 'degraded' : 'ok', db: 'ok', outbox, ...extra } }
}
