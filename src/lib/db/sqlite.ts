import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, sql, type DatabaseConnection } from 'kysely'
import { DatabaseBusyError, isSqliteBusy } from './errors'
import type { Database } from './types'

/**
 * Every transaction takes the write lock when it begins (BEGIN IMMEDIATE). A lock held by another process then
 * shows up at once, before any work, so the whole transaction can be retried safely, and a read-then-write
 * transaction can never fail half-way with SQLITE_BUSY_SNAPSHOT.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class ImmediateTransactionDialect extends SqliteDialect {
  constructor(private readonly database: SqliteDatabase.Database) {
    super({ database })
  }
  override createDriver() {
    return new ImmediateTransactionDriver({ database: this.database })
  }
}

let commandLockWaitMs = 0

/**
 * For one-shot commands (`npm run leads`), which answer no visitor: SQLite's own busy handler may then wait up to
 * `ms` for another process's write lock. It covers the statements that do not go through retryWhileBusy, such as
 * Better Auth's when `leads user add` runs beside a server taking leads. Servers never call this.
 */
export function allowCommandLockWait(ms: number) {
  commandLockWaitMs = ms
}

export function openSqlite(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // better-sqlite3 is synchronous: a busy timeout would make SQLite sleep inside the event loop (the whole site
  // freezes while another process holds the lock). In servers it is 0 and waiting happens in retryWhileBusy, with
  // timers; only commands set one (allowCommandLockWait).
  const sqlite = new SqliteDatabase(file, { timeout: commandLockWaitMs })
  // WAL lets readers (the leads command) work beside the server; FULL fsyncs every commit so an acknowledged
  // lead survives a power cut; secure_delete overwrites deleted rows (privacy deletions leave no readable trace).
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma(`busy_timeout = ${commandLockWaitMs}`)
  sqlite.pragma('secure_delete = ON')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<Database>({ dialect: new ImmediateTransactionDialect(sqlite) })
}

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY, waiting with timers in between (2, 4, 8 … 50 ms), for
 * at most `waitMs`; then throws DatabaseBusyError. Only for work that did nothing when it was refused: a
 * transaction refused at BEGIN IMMEDIATE, or a single statement.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs
  let delay = 2
  for (;;) {
    try {
      return await attempt()
    } catch (error) {
      if (!isSqliteBusy(error)) throw error
      if (Date.now() + delay > deadline) throw new DatabaseBusyError(waitMs)
      await sleep(delay)
      delay = Math.min(delay * 2, 50)
    }
  }
}

/**
 * Copies the WAL into the database file and truncates it, so deleted rows no longer sit in the WAL (with
 * secure_delete the freed pages are already zeroed). Returns false if readers kept it from completing.
 */
export async function checkpointTruncate(db: Kysely<Database>, waitMs = 2000): Promise<boolean> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const result = await retryWhileBusy(
      () => sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db),
      Math.max(0, deadline - Date.now()),
    ).catch(() => null)
    if (result && Number(result.rows[0]?.busy) === 0) return true
    if (Date.now() > deadline) return false
    await sleep(25)
  }
}
