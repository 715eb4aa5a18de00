import 'server-only'
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely'
import pg from 'pg'
import { logger } from '@/lib/log'
import { readConfig } from '@/lib/config'
import { describeDatabase, resolveDatabaseConfig, sqliteLockWaitMs, type DatabaseConfig } from './config'
import { DatabaseClosedError } from './errors'
import { reportDatabaseError, reportDatabaseOk } from './health'
import { GroupCommitter } from './group-commit'
import { migrateToLatest } from './migrations'
import { checkpointTruncate, openSqlite, retryWhileBusy } from './sqlite'
import type { Database } from './types'

export type AppDatabase = {
  db: Kysely<Database>
  dialect: DatabaseConfig['dialect']
  config: DatabaseConfig
  /**
   * Runs `work` in one transaction and resolves once it is committed. On SQLite the transaction takes the write
   * lock first; while another process holds it, the call waits with timers (the event loop stays free) for up to
   * SQLITE_BUSY_TIMEOUT_MS, then rejects with DatabaseBusyError having written nothing.
   */
  write: <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>
  /**
   * After deleting personal data: on SQLite, checkpoint and truncate the WAL so the deleted rows are gone from
   * every file (secure_delete zeroes the freed pages). PostgreSQL keeps dead rows until VACUUM (see
   * docs/backend.md). Returns false if the WAL could not be truncated right now.
   */
  afterDeletion: () => Promise<boolean>
  destroy: () => Promise<void>
}

function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: readConfig().PG_POOL_MAX,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  })
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (error) => logger.warn({ err: error }, 'postgres idle client error'))
  // The pool listens only to idle clients. A client held by a transaction between two statements when PostgreSQL
  // ends its connection (a restart, a failover, pg_terminate_backend) would emit an 'error' nobody hears, an
  // uncaught exception that ends the process. Heard here, the error reaches the transaction instead: its next
  // statement fails, the transaction rejects, and the pool drops the client on release.
  pool.on('connect', (client) => client.on('error', () => undefined))
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/** Opens a database and brings its schema up to date. Callers own the handle (tests, the leads command). */
export async function openDatabase(config: DatabaseConfig = resolveDatabaseConfig()): Promise<AppDatabase> {
  const sqlite = config.dialect === 'sqlite'
  const lockWaitMs = sqlite ? (config.lockWaitMs ?? sqliteLockWaitMs()) : 0
  const db = sqlite ? openSqlite(config.file, lockWaitMs) : openPostgres(config.url)
  try {
    // Another process may hold the lock while we start (a backup, the leads command): wait for it, with timers.
    const migrate = () => migrateToLatest(db as unknown as Kysely<unknown>, config.dialect)
    const applied = sqlite ? await retryWhileBusy(migrate, Math.max(lockWaitMs, 30_000)) : await migrate()
    if (applied.length > 0) logger.info({ database: describeDatabase(config), applied }, 'database migrated')
  } catch (error) {
    await db.destroy().catch(() => undefined)
    throw error
  }

  // Group commit (group-commit.ts): one plain transaction per lead stayed under 300 leads/s with p99 over 100 ms
  // under `next start` (docs/backend.md has the figures), so concurrent writes share a commit unless turned off.
  const committer = sqlite && readConfig().SQLITE_GROUP_COMMIT ? new GroupCommitter(db) : null
  const transaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    committer ? (committer.run(work as never) as Promise<T>) : db.transaction().execute(work)
  const write = async <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
    try {
      // BEGIN IMMEDIATE fails before `work` runs, so a refused attempt wrote nothing and can be repeated.
      const result = sqlite ? await retryWhileBusy(() => transaction(work), lockWaitMs) : await transaction(work)
      reportDatabaseOk()
      return result
    } catch (error) {
      reportDatabaseError(error)
      throw error
    }
  }
  return {
    db,
    dialect: config.dialect,
    config,
    write,
    afterDeletion: async () => {
      if (!sqlite) return true
      // The search index (FTS5) keeps deleted entries in older segments until they are merged: merge them now.
      await write((trx) => sql`insert into leads_search(leads_search) values ('optimize')`.execute(trx))
      return checkpointTruncate(db)
    },
    async destroy() {
      if (sqlite) await checkpointTruncate(db, 500).catch(() => false)
      await db.destroy()
    },
  }
}

// Next bundles route handlers, server actions and instrumentation separately; the handle lives on globalThis
// so one process keeps exactly one connection pool (and one SQLite handle) whatever bundle asks for it.
const GLOBAL_KEY = Symbol.for('puncak-digital.database')
type Holder = { pending?: Promise<AppDatabase>; closed?: boolean }
type GlobalWithDatabase = typeof globalThis & { [GLOBAL_KEY]?: Holder }

function holder(): Holder {
  const global = globalThis as GlobalWithDatabase
  global[GLOBAL_KEY] ??= {}
  return global[GLOBAL_KEY]
}

/** The process-wide database from DATABASE_URL, migrated on first use. Rejects once closed for shutdown. */
export function getDatabase(): Promise<AppDatabase> {
  const state = holder()
  if (state.closed) return Promise.reject(new DatabaseClosedError())
  if (!state.pending) {
    const pending = openDatabase()
    state.pending = pending
    // A failed start (database down) is retried on the next call instead of being cached forever.
    pending.catch((error: unknown) => {
      reportDatabaseError(error)
      if (state.pending === pending) delete state.pending
    })
  }
  return state.pending
}

/** Closes the process-wide database for good (shutdown): checkpoints SQLite's WAL, ends PostgreSQL's pool. */
export async function closeDatabase(): Promise<void> {
  const state = holder()
  state.closed = true
  const pending = state.pending
  delete state.pending
  if (pending) await (await pending.catch(() => null))?.destroy()
}
