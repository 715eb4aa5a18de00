import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import SqliteDatabase from 'better-sqlite3'
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type QueryResult,
} from 'kysely'
import { DatabaseBusyError, isSqliteBusy } from './errors'
import type { Database } from './types'

/** Lets the single connection go while a refused statement waits, and takes it back before the next try. */
type ConnectionHandOver = { release: () => Promise<void>; reacquire: () => Promise<void> }

/**
 * A statement outside a transaction that finds the write lock held by another process (the leads command, a
 * backup) is tried again with timers for up to `busyWaitMs`, as a transaction's BEGIN is by `write`: Better Auth's
 * statements (a login's challenge, its attempt counter) otherwise failed at once with SQLITE_BUSY and a staff
 * login fell through as "expired". A refused statement did nothing, so repeating it is safe. While it waits, the
 * process's one connection is free for others (a health check's read must not queue behind it). Inside a
 * transaction (which holds the lock since BEGIN IMMEDIATE) nothing is repeated.
 */
class BusyRetryingConnection implements DatabaseConnection {
  inTransaction = false
  constructor(
    readonly inner: DatabaseConnection,
    private readonly busyWaitMs: number,
    private readonly handOver: ConnectionHandOver,
  ) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction || this.busyWaitMs <= 0) return this.inner.executeQuery<R>(query)
    return retryWhileBusy(
      () => this.inner.executeQuery<R>(query),
      this.busyWaitMs,
      async (delayMs) => {
        await this.handOver.release()
        try {
          await sleep(delayMs)
        } finally {
          await this.handOver.reacquire()
        }
      },
    )
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize)
  }
}

/**
 * Every transaction takes the write lock when it begins (BEGIN IMMEDIATE). A lock held by another process then
 * shows up at once, before any work, so the whole transaction can be retried safely (AppDatabase.write does), and
 * a read-then-write transaction can never fail half-way with SQLITE_BUSY_SNAPSHOT.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  private wrapped: BusyRetryingConnection | null = null
  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    private readonly busyWaitMs: number,
  ) {
    super(config)
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection()
    if (this.wrapped?.inner !== connection) {
      this.wrapped = new BusyRetryingConnection(connection, this.busyWaitMs, {
        release: () => super.releaseConnection(),
        reacquire: async () => void (await super.acquireConnection()),
      })
    }
    return this.wrapped
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await unwrap(connection).executeQuery(CompiledQuery.raw('begin immediate'))
    if (connection instanceof BusyRetryingConnection) connection.inTransaction = true
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(connection)
    } finally {
      if (connection instanceof BusyRetryingConnection) connection.inTransaction = false
    }
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection)
    } finally {
      if (connection instanceof BusyRetryingConnection) connection.inTransaction = false
    }
  }
}

const unwrap = (connection: DatabaseConnection) =>
  connection instanceof BusyRetryingConnection ? connection.inner : connection

class ImmediateTransactionDialect extends SqliteDialect {
  constructor(
    private readonly database: SqliteDatabase.Database,
    private readonly busyWaitMs: number,
  ) {
    super({ database })
  }
  override createDriver() {
    return new ImmediateTransactionDriver({ database: this.database }, this.busyWaitMs)
  }
}

let commandLockWaitMs = 0

/**
 * For one-shot commands (`npm run leads`), which answer no visitor: SQLite's own busy handler may then wait up to
 * `ms` for another process's write lock, for every statement (streamed reads and checkpoints included), when
 * `leads user add` runs beside a server taking leads. Servers never call this: they wait with timers.
 */
export function allowCommandLockWait(ms: number) {
  commandLockWaitMs = ms
}

/** `busyWaitMs`: how long a single statement waits for another process's write lock (BusyRetryingConnection). */
export function openSqlite(file: string, busyWaitMs = 0): Kysely<Database> {
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
  return new Kysely<Database>({ dialect: new ImmediateTransactionDialect(sqlite, busyWaitMs) })
}

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY, waiting with timers in between (2, 4, 8 … 50 ms), for
 * at most `waitMs`; then throws DatabaseBusyError. Only for work that did nothing when it was refused: a
 * transaction refused at BEGIN IMMEDIATE, or a single statement.
 */
export async function retryWhileBusy<T>(
  attempt: () => Promise<T>,
  waitMs: number,
  pause: (delayMs: number) => Promise<unknown> = sleep,
): Promise<T> {
  const deadline = Date.now() + waitMs
  let delay = 2
  for (;;) {
    try {
      return await attempt()
    } catch (error) {
      if (!isSqliteBusy(error)) throw error
      if (Date.now() + delay > deadline) throw new DatabaseBusyError(waitMs)
      await pause(delay)
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
