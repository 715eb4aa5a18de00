/**
 * Database failures the site answers differently from a bug: a busy database (another process holds SQLite's
 * write lock longer than we wait), a read-only one, or one that is unreachable or shut down. All decided by error
 * code, never by message text.
 */
export type DatabaseProblem = 'busy' | 'read_only' | 'unavailable'

/** A write waited `waitedMs` for another process's SQLite write lock and gave up. Nothing was written. */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY'
  constructor(readonly waitedMs: number) {
    super(`database is locked by another process (waited ${waitedMs} ms)`)
  }
}

/** The process-wide database was closed for shutdown; no new work is accepted. */
export class DatabaseClosedError extends Error {
  readonly code = 'DATABASE_CLOSED'
  constructor() {
    super('database closed: the server is shutting down')
  }
}

const PROBLEM_BY_CODE: Record<string, DatabaseProblem> = {
  DATABASE_BUSY: 'busy',
  DATABASE_CLOSED: 'unavailable',
  // SQLite (better-sqlite3 error codes, extended codes start with the primary one)
  SQLITE_BUSY: 'busy',
  SQLITE_READONLY: 'read_only',
  SQLITE_CANTOPEN: 'unavailable',
  SQLITE_FULL: 'unavailable',
  SQLITE_IOERR: 'unavailable',
  // PostgreSQL SQLSTATE
  '25006': 'read_only', // read_only_sql_transaction
  '55P03': 'busy', // lock_not_available
  '53300': 'unavailable', // too_many_connections
  '57P01': 'unavailable', // admin_shutdown
  '57P02': 'unavailable', // crash_shutdown
  '57P03': 'unavailable', // cannot_connect_now
  // File system (opening the SQLite file or creating its folder)
  EROFS: 'read_only',
  EACCES: 'unavailable',
  EPERM: 'unavailable',
  ENOTDIR: 'unavailable',
  ENOSPC: 'unavailable',
  // Network (pg connecting)
  ECONNREFUSED: 'unavailable',
  ECONNRESET: 'unavailable',
  ETIMEDOUT: 'unavailable',
  EHOSTUNREACH: 'unavailable',
}

function codeOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : null
}

export function classifyDatabaseError(error: unknown): DatabaseProblem | null {
  const code = codeOf(error)
  if (!code) return null
  if (PROBLEM_BY_CODE[code]) return PROBLEM_BY_CODE[code]
  if (code.startsWith('SQLITE_')) {
    const primary = code.split('_').slice(0, 2).join('_') // SQLITE_BUSY_SNAPSHOT → SQLITE_BUSY
    return PROBLEM_BY_CODE[primary] ?? null
  }
  if (code.startsWith('08')) return 'unavailable' // PostgreSQL connection_exception class
  return null
}

/** SQLite said another connection holds the lock (the statement did nothing; it may be retried). */
export function isSqliteBusy(error: unknown): boolean {
  return codeOf(error)?.startsWith('SQLITE_BUSY') ?? false
}

/** Seconds a client should wait before retrying after this problem. */
export function retryAfterSeconds(problem: DatabaseProblem): number {
  return problem === 'busy' ? 5 : 30
}
