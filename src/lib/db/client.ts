import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { logger } from '@/lib/log'
import { describeDatabase, resolveDatabaseConfig, type DatabaseConfig } from './config'
import { GroupCommitter } from './group-commit'
import { migrateToLatest } from './migrations'
import type { Database } from './types'

export type AppDatabase = {
  db: Kysely<Database>
  dialect: DatabaseConfig['dialect']
  config: DatabaseConfig
  /**
   * Runs `work` in a transaction and resolves once it is committed. On SQLite concurrent calls share one
   * commit (see GroupCommitter); on PostgreSQL each call is its own transaction.
   */
  write: <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>
  destroy: () => Promise<void>
}

function openSqlite(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SqliteDatabase(file)
  // WAL lets readers (the leads command) work beside the server; FULL fsyncs every commit so an
  // acknowledged lead survives a power cut; the busy timeout makes a second process wait instead of failing.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}

function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX) || 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  })
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', (error) => logger.warn({ err: error }, 'postgres idle client error'))
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/** Opens a database and brings its schema up to date. Callers own the handle (tests, the leads command). */
export async function openDatabase(config: DatabaseConfig = resolveDatabaseConfig()): Promise<AppDatabase> {
  const db = config.dialect === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url)
  try {
    const applied = await migrateToLatest(db as unknown as Kysely<unknown>, config.dialect)
    if (applied.length > 0) logger.info({ database: describeDatabase(config), applied }, 'database migrated')
  } catch (error) {
    await db.destroy().catch(() => undefined)
    throw error
  }
  const committer = config.dialect === 'sqlite' ? new GroupCommitter(db) : null
  return {
    db,
    dialect: config.dialect,
    config,
    write: (work) => (committer ? committer.run(work) : db.transaction().execute(work)),
    destroy: () => db.destroy(),
  }
}

// Next bundles route handlers, server actions and instrumentation separately; the handle lives on globalThis
// so one process keeps exactly one connection pool (and one SQLite handle) whatever bundle asks for it.
const GLOBAL_KEY = Symbol.for('puncak-digital.database')
type GlobalWithDatabase = typeof globalThis & { [GLOBAL_KEY]?: Promise<AppDatabase> }

/** The process-wide database from DATABASE_URL, migrated on first use. */
export function getDatabase(): Promise<AppDatabase> {
  const holder = globalThis as GlobalWithDatabase
  if (!holder[GLOBAL_KEY]) {
    const pending = openDatabase()
    holder[GLOBAL_KEY] = pending
    // A failed start (database down) is retried on the next call instead of being cached forever.
    pending.catch(() => {
      if (holder[GLOBAL_KEY] === pending) delete holder[GLOBAL_KEY]
    })
  }
  return holder[GLOBAL_KEY]
}

/** Closes the process-wide database (tests, graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const holder = globalThis as GlobalWithDatabase
  const pending = holder[GLOBAL_KEY]
  delete holder[GLOBAL_KEY]
  if (pending) await (await pending.catch(() => null))?.destroy()
}
