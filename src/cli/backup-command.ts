import 'server-only'
import fs from 'node:fs'
import readline from 'node:readline/promises'
import { sql } from 'kysely'
import { describeDatabase, type DatabaseConfig } from '@/lib/db/config'
import { openDatabase } from '@/lib/db/client'
import {
  backupSqlite,
  BackupError,
  findPgTool,
  pgCommand,
  restoreSqlite,
  runPgTool,
  sqliteIsEmpty,
  type TableCounts,
} from '@/lib/leads/backup'

type Io = { out: (text: string) => void; err: (text: string) => void }

function describeCounts(counts: TableCounts): string {
  return `${counts.leads} lead, ${counts.newsletter_subscribers} pelanggan newsletter, ${counts.outbox} notifikasi`
}

async function countTables(config: DatabaseConfig): Promise<TableCounts> {
  const database = await openDatabase(config)
  try {
    const count = async (table: 'leads' | 'newsletter_subscribers' | 'outbox') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    return {
      leads: await count('leads'),
      newsletter_subscribers: await count('newsletter_subscribers'),
      outbox: await count('outbox'),
    }
  } finally {
    await database.destroy()
  }
}

/** Asks on the terminal (stderr) and reads one line from stdin; anything but "ya" cancels. */
async function askToConfirm(question: string): Promise<boolean> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await Promise.race([
      rl.question(`${question} Ketik "ya" untuk melanjutkan: `),
      new Promise<string>((resolve) => rl.once('close', () => resolve(''))),
    ])
    return answer.trim().toLowerCase() === 'ya'
  } finally {
    rl.close()
  }
}

/** `backup FILE` and `restore FILE [--yes]`; returns the exit code. */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  file: string | undefined,
  options: { yes: boolean; config: DatabaseConfig; io: Io; confirm?: (question: string) => Promise<boolean> },
): Promise<number> {
  const { config, io } = options
  if (!file) {
    io.err(`${command} membutuhkan nama file, mis. npm run leads -- ${command} backup/leads-2026-11-23.db\n`)
    return 2
  }
  const where = describeDatabase(config)
  try {
    if (command === 'backup') {
      if (config.dialect === 'sqlite') {
        const counts = await backupSqlite(config.file, file)
        io.out(`Backup ${where} → ${file}: ${describeCounts(counts)}\n`)
        return 0
      }
      if (fs.existsSync(file)) throw new BackupError(`${file} sudah ada; pilih nama file baru (backup tidak ditimpa)`)
      const pgDump = findPgTool('pg_dump')
      if (!pgDump) {
        io.err(
          `pg_dump tidak terpasang di sini. Jalankan (PostgreSQL client, versi ≥ server):\n  ${pgCommand('pg_dump', file)}\n`,
        )
        return 1
      }
      const result = runPgTool('pg_dump', pgDump, config, file)
      if (!result.ok) {
        io.err(`pg_dump gagal:\n${result.stderr}\n`)
        return 1
      }
      io.out(`Backup ${where} → ${file} (pg_dump, format custom): ${describeCounts(await countTables(config))}\n`)
      return 0
    }

    // restore: only into an empty database, after a yes.
    if (!fs.existsSync(file)) throw new BackupError(`File backup ${file} tidak ditemukan`)
    const empty =
      config.dialect === 'sqlite'
        ? sqliteIsEmpty(config.file)
        : await countTables(config).then((counts) => counts.leads === 0 && counts.newsletter_subscribers === 0)
    if (!empty) {
      io.err(
        `Database ${where} tidak kosong; restore hanya ke database kosong (tidak ada data yang ditimpa). ` +
          'Arahkan DATABASE_URL ke database baru.\n',
      )
      return 1
    }
    const confirm = options.confirm ?? askToConfirm
    if (!options.yes && !(await confirm(`Pulihkan ${file} ke ${where}?`))) {
      io.err('Dibatalkan; tidak ada yang diubah.\n')
      return 1
    }
    if (config.dialect === 'postgres') {
      const pgRestore = findPgTool('pg_restore')
      if (!pgRestore) {
        io.err(`pg_restore tidak terpasang di sini. Jalankan:\n  ${pgCommand('pg_restore', file)}\n`)
        return 1
      }
      const result = runPgTool('pg_restore', pgRestore, config, file)
      if (!result.ok) {
        io.err(`pg_restore gagal (tidak ada yang diubah):\n${result.stderr}\n`)
        return 1
      }
    } else {
      await restoreSqlite(file, config.file)
    }
    // An older backup gets the newer schema (migrations) before the server uses it.
    const counts = await countTables(config)
    io.out(`Dipulihkan ${file} → ${where}: ${describeCounts(counts)}\n`)
    return 0
  } catch (error) {
    if (error instanceof BackupError) {
      io.err(`${error.message}\n`)
      return 1
    }
    throw error
  }
}
