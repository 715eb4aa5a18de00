import 'server-only'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import type { DatabaseConfig } from '@/lib/db/config'

/*
 * `npm run leads -- backup FILE` and `restore FILE`. SQLite: the online backup API (better-sqlite3 `backup()`),
 * which copies a consistent snapshot while the server keeps writing (WAL: the copy reads, it never blocks
 * writers). PostgreSQL: pg_dump / pg_restore when they are installed, otherwise the exact command to run.
 */

/** Row counts that say what a backup holds (printed after a backup and a restore, compared by the tests). */
export type TableCounts = { leads: number; newsletter_subscribers: number; outbox: number }

export class BackupError extends Error {}

function countSqliteRows(file: string): TableCounts {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true })
  try {
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map(
        (row) => row.name,
      ),
    )
    const count = (table: string) =>
      tables.has(table) ? (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n : 0
    return { leads: count('leads'), newsletter_subscribers: count('newsletter_subscribers'), outbox: count('outbox') }
  } finally {
    db.close()
  }
}

function refuseExisting(file: string): void {
  if (fs.existsSync(file)) throw new BackupError(`${file} sudah ada; pilih nama file baru (backup tidak ditimpa)`)
  if (!fs.existsSync(path.dirname(path.resolve(file))))
    throw new BackupError(`Folder ${path.dirname(path.resolve(file))} tidak ada`)
}

/** A consistent copy of a live SQLite database into `target` (a new file, readable by its owner only). */
export async function backupSqlite(source: string, target: string): Promise<TableCounts> {
  refuseExisting(target)
  if (!fs.existsSync(source)) throw new BackupError(`Database ${source} tidak ditemukan`)
  const db = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 })
  try {
    // All pages in one step, inside one read transaction: a write from the server between two steps would make
    // SQLite restart the copy, over and over during a busy hour.
    await db.backup(target, { progress: () => 0x7fffffff })
  } finally {
    db.close()
  }
  fs.chmodSync(target, 0o600)
  const check = new SqliteDatabase(target, { readonly: true })
  try {
    const result = check.pragma('integrity_check', { simple: true })
    if (result !== 'ok') throw new BackupError(`Backup ${target} rusak: ${String(result)}`)
  } finally {
    check.close()
  }
  return countSqliteRows(target)
}

/** Whether a database holds no leads and no subscribers (a fresh server start creates the empty tables). */
export function sqliteIsEmpty(file: string): boolean {
  if (!fs.existsSync(file)) return true
  const counts = countSqliteRows(file)
  return counts.leads === 0 && counts.newsletter_subscribers === 0
}

/** Copies a backup into the (empty) database file `target`; the caller migrates it afterwards. */
export async function restoreSqlite(backup: string, target: string): Promise<TableCounts> {
  if (!fs.existsSync(backup)) throw new BackupError(`File backup ${backup} tidak ditemukan`)
  const source = new SqliteDatabase(backup, { readonly: true, fileMustExist: true })
  try {
    const result = source.pragma('integrity_check', { simple: true })
    if (result !== 'ok') throw new BackupError(`File ${backup} bukan backup yang utuh: ${String(result)}`)
    const hasLeads = source.prepare("select 1 from sqlite_master where type = 'table' and name = 'leads'").get()
    if (!hasLeads) throw new BackupError(`File ${backup} bukan backup database lead (tabel leads tidak ada)`)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    // The backup API writes into the target under SQLite's own locks, so a server that has the empty database
    // open sees either the old empty tables or the restored ones, never a half-copied file.
    await source.backup(target, { progress: () => 0x7fffffff })
  } finally {
    source.close()
  }
  return countSqliteRows(target)
}

const PG_BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin']

/** pg_dump or pg_restore from PATH or Debian's PostgreSQL folders; null when not installed. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore'): string | null {
  const onPath = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' })
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim()
  const dir = PG_BIN_DIRS.find((candidate) => fs.existsSync(path.join(candidate, tool)))
  return dir ? path.join(dir, tool) : null
}

/** The commands, for the operator to run where the tools are (the URL stays in the environment, not the shell history). */
export function pgCommand(tool: 'pg_dump' | 'pg_restore', file: string): string {
  const quoted = `'${file.replaceAll("'", `'\\''`)}'`
  return tool === 'pg_dump'
    ? `pg_dump --format=custom --no-owner --file ${quoted} "$DATABASE_URL"`
    : `pg_restore --clean --if-exists --no-owner --single-transaction --dbname "$DATABASE_URL" ${quoted}`
}

/** Runs pg_dump or pg_restore with the URL passed through the environment (never on a command line `ps` shows). */
export function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  binary: string,
  config: Extract<DatabaseConfig, { dialect: 'postgres' }>,
  file: string,
): { ok: boolean; stderr: string } {
  const url = new URL(config.url)
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    ...Object.fromEntries([...url.searchParams].filter(([key]) => key === 'sslmode').map(([, v]) => ['PGSSLMODE', v])),
  }
  const args =
    tool === 'pg_dump'
      ? ['--format=custom', '--no-owner', '--file', file]
      : ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', env.PGDATABASE, file]
  const result = spawnSync(binary, args, { env, encoding: 'utf8' })
  if (result.status === 0 && tool === 'pg_dump') fs.chmodSync(file, 0o600)
  return { ok: result.status === 0, stderr: `${result.stderr ?? ''}${result.error?.message ?? ''}` }
}
