import path from 'node:path'
import { readConfig, type Env } from '@/lib/config'

export type { Env } from '@/lib/config'

export type DatabaseConfig =
  | {
      dialect: 'sqlite'
      file: string
      /** How long a write waits for another process's write lock (default SQLITE_BUSY_TIMEOUT_MS). */
      lockWaitMs?: number
    }
  | { dialect: 'postgres'; url: string }

/** SQLITE_BUSY_TIMEOUT_MS (default 5000): how long a write waits, with timers, for another process's lock. */
export function sqliteLockWaitMs(env: Env = process.env): number {
  return readConfig(env).SQLITE_BUSY_TIMEOUT_MS
}

/** Folder for the embedded database and generated secrets (DATA_DIR, default ./data). */
function dataDir(env: Env = process.env): string {
  // Runtime location, not a build input: keep Next's file tracing from pulling in the whole project.
  return path.resolve(/*turbopackIgnore: true*/ readConfig(env).DATA_DIR || path.join(process.cwd(), 'data'))
}

/**
 * DATABASE_URL rule shared by the server, the leads command and the benchmark:
 * unset → data/leads.db; file:/abs/path.db or file:relative.db → SQLite; postgres:// or postgresql:// → PostgreSQL.
 */
export function resolveDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const url = readConfig(env).DATABASE_URL
  if (!url) return { dialect: 'sqlite', file: path.join(dataDir(env), 'leads.db') }
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url }
  if (url.startsWith('file:')) {
    let file = url.slice('file:'.length)
    if (file.startsWith('//')) file = new URL(url).pathname // file:///abs/path.db
    if (!file) throw new Error('DATABASE_URL=file: needs a path, e.g. file:./data/leads.db')
    return { dialect: 'sqlite', file: path.resolve(/*turbopackIgnore: true*/ decodeURIComponent(file)) }
  }
  throw new Error('DATABASE_URL must start with file: or postgres:// (got an unsupported scheme)')
}

/** For logs: never print a password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.dialect === 'sqlite') return `sqlite:${config.file}`
  const url = new URL(config.url)
  if (url.password) url.password = '***'
  return url.toString()
}
