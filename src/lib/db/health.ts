import { logger } from '@/lib/log'
import { classifyDatabaseError, type DatabaseProblem } from './errors'

/**
 * What the process last learned about its database, for the health check. Updated by every write (see
 * AppDatabase.write) and by the writability probe at start; reading it never touches the database, so the health
 * check answers at once even while another process holds the write lock.
 */
export type DatabaseHealth = {
  status: 'starting' | 'ok' | DatabaseProblem
  since: string
  /** Short operator-facing reason (error code and message) while not ok. */
  reason?: string
}

const GLOBAL_KEY = Symbol.for('puncak-digital.database-health')
type GlobalWithHealth = typeof globalThis & { [GLOBAL_KEY]?: DatabaseHealth }

function state(): DatabaseHealth {
  const holder = globalThis as GlobalWithHealth
  holder[GLOBAL_KEY] ??= { status: 'starting', since: new Date().toISOString() }
  return holder[GLOBAL_KEY]
}

export function databaseHealth(): DatabaseHealth {
  return { ...state() }
}

const EXPLANATIONS: Record<DatabaseProblem, string> = {
  read_only:
    'lead database is read-only: submissions are refused (503) until it is writable again (check file ownership and permissions, the mount, or PostgreSQL default_transaction_read_only)',
  unavailable: 'lead database is unavailable: submissions are refused (503) until it answers again',
  busy: 'lead database is locked by another process: submissions wait, then are refused (503) while it stays locked',
}

function set(next: DatabaseHealth['status'], reason?: string): void {
  const holder = globalThis as GlobalWithHealth
  const previous = state()
  if (previous.status === next) return
  holder[GLOBAL_KEY] = { status: next, since: new Date().toISOString(), reason }
  // One line per change of state, never one per failed attempt.
  if (next === 'ok') {
    if (previous.status !== 'starting') logger.info({ previous: previous.status }, 'lead database writable again')
  } else if (next !== 'starting') {
    const log = next === 'busy' ? logger.warn.bind(logger) : logger.error.bind(logger)
    log({ reason }, EXPLANATIONS[next])
  }
}

export function reportDatabaseOk(): void {
  set('ok')
}

/**
 * A read succeeded: the database answers again. Clears `unavailable` only; `read_only` and `busy` are about writes,
 * which a read cannot vouch for.
 */
export function reportDatabaseReachable(): void {
  if (state().status === 'unavailable') set('ok')
}

/** Records a failed database call; returns its classification (null: not a database state, e.g. a bug). */
export function reportDatabaseError(error: unknown): DatabaseProblem | null {
  const problem = classifyDatabaseError(error)
  if (problem) {
    const code = (error as { code?: string }).code
    set(problem, `${code}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return problem
}

/** Tests: start from a clean slate. */
export function resetDatabaseHealth(): void {
  delete (globalThis as GlobalWithHealth)[GLOBAL_KEY]
}
