import 'server-only'
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { describeDatabase, resolveDatabaseConfig } from '@/lib/db/config'
import { openDatabase } from '@/lib/db/client'
import { LEAD_STATUSES, type LeadStatus } from '@/lib/db/types'
import { clickCounts, summarizeClicks } from '@/lib/clicks/repository'
import { vitalsStats } from '@/lib/vitals'
import { deleteTrackers, listTrackers, rankTrackerStats, readRankConfig, runDueChecksNow } from '@/lib/rank-tracker'
import { runBackupCommand } from './backup-command'
import { CSV_DELIMITERS, type CsvDelimiter } from '@/lib/server/csv'
import { leadsToCsv, leadsToJson } from '@/lib/leads/export'
import { readLeadsConfig } from '@/lib/leads/config'
import {
  deleteByEmail,
  leadStats,
  listLeads,
  purgeExpiredLeads,
  retentionCutoff,
  retryFailedNotifications,
} from '@/lib/leads/repository'
import { STORED_LEAD_KINDS } from '@/lib/leads/schema'
import { changeLeadStatus } from '@/lib/admin/lead-workflow'
import { runUserCommand, stdinPasswordReader, USER_USAGE, type PasswordReader } from './user-command'

const USAGE = `Penggunaan: npm run leads -- <perintah> [opsi]

  export [--format csv|json] [--kind analysis|contact|konsultasi_gratis|rank-tracker] [--since YYYY-MM-DD]
         [--include-spam] [--delimiter ';'] [--output file]
                         Cetak lead tersimpan (CSV: UTF-8 dengan BOM untuk Excel; JSON: satu array)
  stats [--json] [--since YYYY-MM-DD]
                         Ringkasan jumlah lead, status, newsletter, notifikasi dan klik WhatsApp/telepon
                         dan Core Web Vitals per halaman (28 hari terakhir)
                         (--since membatasi klik dan vitals sejak tanggal itu; --json hanya mencetak JSON)
  delete --email ALAMAT  Hapus semua data seorang pengunjung (permintaan penghapusan UU PDP), termasuk
                         pelacak ranking-nya
  rank list              Daftar pelacak ranking: domain, e-mail, lokasi, perangkat, jumlah keyword
  rank run-due           Jalankan sekarang pengecekan ranking yang jatuh tempo hari ini (butuh SERP_PROVIDER)
  rank delete --email ALAMAT
                         Hapus pelacak ranking seorang pengunjung beserta seluruh riwayatnya
  status ID new|contacted|won|lost
                         Ubah status tindak lanjut sebuah lead
  retry-failed           Antrekan ulang notifikasi yang gagal (setelah SMTP/webhook diperbaiki)
  purge [--dry-run]      Hapus lead yang tidak menjadi klien (status selain won) dan tidak aktif lebih
                         dari LEADS_RETENTION_MONTHS bulan (default sesuai Kebijakan Privasi); server
                         juga menjalankannya otomatis setiap jam
  backup FILE            Salinan utuh database saat server tetap berjalan (SQLite: file .db baru;
                         PostgreSQL: pg_dump format custom)
  restore FILE [--yes]   Pulihkan backup ke database kosong (DATABASE_URL); meminta konfirmasi
                         kecuali dengan --yes
${USER_USAGE}

Database: DATABASE_URL (kosong = data/leads.db), sama dengan server.`

class UsageError extends Error {}

function parseSince(value: string | undefined): Date | undefined {
  if (!value) return undefined
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new UsageError(`--since harus berformat YYYY-MM-DD (diberikan: ${value})`)
  }
  // Dates are meant in the agency's time zone (WIB, UTC+7).
  return new Date(`${value}T00:00:00+07:00`)
}

/** Runs one command; returns the process exit code. Output goes to `out`, messages to `err`. */
export async function runLeadsCli(
  argv: string[],
  io: { out: (text: string) => void; err: (text: string) => void; readPassword?: PasswordReader } = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  },
): Promise<number> {
  const [command, ...rest] = argv
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.out(`${USAGE}\n`)
    return command ? 0 : 1
  }
  let parsed
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'csv' },
        kind: { type: 'string' },
        since: { type: 'string' },
        'include-spam': { type: 'boolean', default: false },
        delimiter: { type: 'string', default: ',' },
        output: { type: 'string' },
        email: { type: 'string' },
        json: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        yes: { type: 'boolean', default: false },
        role: { type: 'string' },
        name: { type: 'string' },
      },
    })
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}\n`)
    return 2
  }
  const { values, positionals } = parsed
  const config = resolveDatabaseConfig()
  if (command === 'backup' || command === 'restore') {
    return runBackupCommand(command, positionals[0], { yes: values.yes, config, io })
  }
  let database
  try {
    database = await openDatabase(config)
  } catch (error) {
    io.err(`Tidak bisa membuka database ${describeDatabase(config)}: ${(error as Error).message}\n`)
    return 1
  }
  try {
    switch (command) {
      case 'export': {
        if (values.format !== 'csv' && values.format !== 'json') throw new UsageError('--format harus csv atau json')
        if (values.kind && !(STORED_LEAD_KINDS as readonly string[]).includes(values.kind)) {
          throw new UsageError(`--kind harus salah satu dari: ${STORED_LEAD_KINDS.join(', ')}`)
        }
        const delimiter = values.delimiter === '\\t' ? '\t' : values.delimiter
        if (!isCsvDelimiter(delimiter)) throw new UsageError("--delimiter harus ',', ';' atau '\\t'")
        const leads = await listLeads(database.db, {
          kind: values.kind,
          since: parseSince(values.since),
          includeSpam: values['include-spam'],
        })
        const text = values.format === 'json' ? leadsToJson(leads) : leadsToCsv(leads, delimiter)
        if (values.output) {
          fs.writeFileSync(values.output, text)
          io.err(`${leads.length} lead ditulis ke ${values.output}\n`)
        } else {
          io.out(text)
        }
        return 0
      }
      case 'stats': {
        const since = parseSince(values.since)
        const [stats, clicks, vitals, rankTrackers] = await Promise.all([
          leadStats(database.db),
          clickCounts(database.db, since),
          vitalsStats(database.db, since),
          rankTrackerStats(database, readRankConfig()),
        ])
        if (values.json) {
          io.out(`${JSON.stringify({ ...stats, clicks, vitals, rankTrackers }, null, 2)}\n`)
          return 0
        }
        const clickSummary = summarizeClicks(clicks)
        const lines = [
          `Database: ${describeDatabase(config)}`,
          `Lead tersimpan: ${stats.total} (7 hari terakhir: ${stats.last7Days}), ditandai spam: ${stats.spam}`,
          `Per jenis: ${
            Object.entries(stats.byKind)
              .map(([kind, n]) => `${kind} ${n}`)
              .join(', ') || '-'
          }`,
          `Per status: ${
            Object.entries(stats.byStatus)
              .map(([status, n]) => `${status} ${n}`)
              .join(', ') || '-'
          }`,
          `Pelanggan newsletter: ${stats.newsletterSubscribers}`,
          `Notifikasi: ${
            Object.entries(stats.outbox)
              .map(([status, n]) => `${status} ${n}`)
              .join(', ') || '-'
          }`,
          ...stats.failedNotifications.map(
            (row) =>
              `  GAGAL ${row.channel} untuk lead ${row.leadId} setelah ${row.attempts} percobaan: ${row.lastError ?? ''}`,
          ),
          `Klik${values.since ? ` sejak ${values.since}` : ''}: WhatsApp ${clickSummary.whatsapp}, telepon ${clickSummary.phone}`,
          ...clickSummary.topPages.map((row) => `  ${row.page}: WhatsApp ${row.whatsapp}, telepon ${row.phone}`),
          `Core Web Vitals${values.since ? ` sejak ${values.since}` : ' 28 hari terakhir'} (persentil ke-75, LCP/INP/CLS): ${
            vitals.length ? '' : '-'
          }`,
          ...vitals
            .filter((row) => row.metric === 'LCP' || row.metric === 'INP' || row.metric === 'CLS')
            .slice(0, 30)
            .map((row) => `  ${row.page} ${row.device} ${row.metric} ${row.p75} (${row.views} kunjungan)`),
        ]
        io.out(`${lines.join('\n')}\n`)
        return 0
      }
      case 'delete': {
        if (!values.email || !values.email.includes('@'))
          throw new UsageError('delete membutuhkan --email alamat@contoh.com')
        const removed = await deleteByEmail(database, values.email)
        const trackers = await deleteTrackers(database, { email: values.email })
        io.out(
          `Dihapus: ${removed.leads} lead, ${removed.subscribers} data newsletter dan ${trackers} pelacak ranking untuk ${values.email.trim().toLowerCase()}\n`,
        )
        if (!removed.wiped) {
          // The rows are gone from the tables; a reader kept SQLite from rewriting its WAL file just now.
          io.err(
            'Peringatan: salinan lama di file WAL belum terhapus (database sedang dibaca). Jalankan ulang perintah ini.\n',
          )
        }
        if (database.dialect === 'postgres') {
          io.err('PostgreSQL: baris yang dihapus baru hilang dari disk setelah VACUUM (lihat docs/backend.md).\n')
        }
        return 0
      }
      case 'status': {
        const [id, status] = positionals
        if (!id || !status || !LEAD_STATUSES.includes(status as LeadStatus)) {
          throw new UsageError(`status membutuhkan ID dan salah satu dari: ${LEAD_STATUSES.join(', ')}`)
        }
        // Same path as the inbox: status history, first-contact stamp and audit log; user null = the command line.
        const outcome = await changeLeadStatus(database, id, status as LeadStatus, null)
        if (outcome === 'not_found') {
          io.err(`Lead ${id} tidak ditemukan\n`)
          return 1
        }
        io.out(outcome === 'unchanged' ? `Lead ${id} sudah berstatus ${status}\n` : `Lead ${id} → ${status}\n`)
        return 0
      }
      case 'retry-failed': {
        io.out(`${await retryFailedNotifications(database)} notifikasi diantrekan ulang\n`)
        return 0
      }
      case 'purge': {
        const { retentionMonths } = readLeadsConfig()
        if (retentionMonths === 0) {
          io.out('LEADS_RETENTION_MONTHS=0: lead disimpan tanpa batas waktu, tidak ada yang dihapus\n')
          return 0
        }
        const cutoff = retentionCutoff(new Date(), retentionMonths)
        const count = await purgeExpiredLeads(database, cutoff, { dryRun: values['dry-run'] })
        const when = cutoff.toISOString().slice(0, 10)
        io.out(
          values['dry-run']
            ? `${count} lead akan dihapus (tidak aktif sejak sebelum ${when})\n`
            : `Dihapus: ${count} lead yang tidak aktif sejak sebelum ${when}\n`,
        )
        return 0
      }
      case 'rank':
        return await runRankCommand(database, positionals[0], values.email, io)
      case 'user':
        return await runUserCommand(database, positionals, values, io, io.readPassword ?? stdinPasswordReader())
      default:
        throw new UsageError(`Perintah tidak dikenal: ${command}`)
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}\n`)
      return 2
    }
    throw error
  } finally {
    await database.destroy()
  }
}

function isCsvDelimiter(value: string): value is CsvDelimiter {
  return (CSV_DELIMITERS as readonly string[]).includes(value)
}

/** `npm run leads -- rank list|run-due|delete --email` (docs/rank-tracker.md). */
async function runRankCommand(
  database: Awaited<ReturnType<typeof openDatabase>>,
  subcommand: string | undefined,
  email: string | undefined,
  io: { out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  switch (subcommand) {
    case 'list': {
      const trackers = await listTrackers(database.db)
      if (trackers.length === 0) {
        io.out('Belum ada pelacak ranking\n')
        return 0
      }
      for (const tracker of trackers) {
        const state = tracker.confirmedAt ? `aktif sejak ${tracker.confirmedAt.slice(0, 10)}` : 'menunggu konfirmasi'
        io.out(
          `${tracker.id}  ${tracker.domain}  ${tracker.email}  ${tracker.location}/${tracker.device}  ` +
            `${tracker.keywords} keyword  ${state}\n`,
        )
      }
      return 0
    }
    case 'run-due': {
      const summary = await runDueChecksNow(database)
      if (!summary) {
        io.err(
          'SERP_PROVIDER belum diatur: tidak ada pengecekan ranking yang dijalankan (lihat docs/rank-tracker.md)\n',
        )
        return 1
      }
      io.out(
        `Selesai: ${summary.done} query, ${summary.results} hasil keyword, ${summary.requests} permintaan SERP, ` +
          `${summary.errors} gagal (dicoba lagi nanti)` +
          (summary.budgetSpent ? '; kuota harian habis, sisanya menunggu besok' : '') +
          (summary.pausedUntil ? `; penyedia meminta jeda sampai ${summary.pausedUntil.toISOString()}` : '') +
          '\n',
      )
      return 0
    }
    case 'delete': {
      if (!email || !email.includes('@')) throw new UsageError('rank delete membutuhkan --email alamat@contoh.com')
      const removed = await deleteTrackers(database, { email })
      io.out(`Dihapus: ${removed} pelacak ranking beserta riwayatnya untuk ${email.trim().toLowerCase()}\n`)
      return 0
    }
    default:
      throw new UsageError('rank membutuhkan list, run-due atau delete --email ALAMAT')
  }
}
