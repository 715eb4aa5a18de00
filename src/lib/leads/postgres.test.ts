import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import {
  ephemeralPort,
  findPostgresBinaries,
  startPostgres,
  type PostgresServer,
} from '@/lib/db/testing/postgres-server'
import { burstAndSignal } from './testing/crash-burst'
import { runBackupCommand } from '@/cli/backup-command'
import { submitLead } from './submit-lead'
import { analysisPayload, tempDir, testConfig } from './testing/fixtures'
import { hostileInputSuite } from './testing/hostile-suite'
import { SmtpPeer } from './testing/smtp-peer'
import { postJsonFrom } from './testing/raw-request'
import { expectReadOnlyAnswers } from './testing/read-only-checks'
import { spawnLeadServer, type ServerProcess } from './testing/spawn-server'
import { storageSuite } from './testing/storage-suite'
import { WebhookReceiver } from './testing/webhook-receiver'

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const binaries = findPostgresBinaries()
if (!binaries) console.warn('[postgres.test] PostgreSQL binaries not found (PG_BIN_DIR): PostgreSQL tests skipped')

let server: PostgresServer | undefined
let databaseUrl = ''

beforeAll(async () => {
  if (!binaries) return
  server = await startPostgres({ portRange: [5450, 5459] })
  databaseUrl = await server.createDatabase('leads_test')
}, 120_000)

afterAll(() => server?.stop())

const open = () => openDatabase({ dialect: 'postgres', url: databaseUrl })
storageSuite('PostgreSQL 15', open, () => binaries !== null)
hostileInputSuite('PostgreSQL 15', open, () => binaries !== null)

describe.skipIf(!binaries)('PostgreSQL specifics', () => {
  it('runs migrations once even when two instances start together', async () => {
    const url = await server!.createDatabase('leads_migrate')
    const [a, b] = await Promise.all([
      openDatabase({ dialect: 'postgres', url }),
      openDatabase({ dialect: 'postgres', url }),
    ])
    const tables = await a.db
      .selectFrom('information_schema.tables' as never)
      .select('table_name' as never)
      .where('table_schema' as never, '=', 'public' as never)
      .execute()
    expect((tables as Array<{ table_name: string }>).map((row) => row.table_name).sort()).toEqual([
      'app_settings',
      'audit_jobs',
      'kysely_migration',
      'kysely_migration_lock',
      'lead_notes',
      'lead_status_changes',
      'leads',
      'link_clicks',
      'newsletter_subscribers',
      'outbox',
      'rank_alerts',
      'rank_competitor_results',
      'rank_mail_outbox',
      'rank_mailbox_mails',
      'rank_queries',
      'rank_results',
      'rank_tracker_competitors',
      'rank_tracker_keywords',
      'rank_trackers',
      'rank_usage',
      'rate_limits',
      'staff_account',
      'staff_audit_log',
      'staff_login_attempts',
      'staff_session',
      'staff_totp_used',
      'staff_two_factor',
      'staff_user',
      'staff_verification',
      'web_vitals_daily',
    ])
    await Promise.all([a.destroy(), b.destroy()])
  })
})

describe.skipIf(!binaries)('server processes on one PostgreSQL', () => {
  it('keeps every acknowledged lead when a server is SIGKILLed during a burst', async () => {
    const url = await server!.createDatabase('leads_crash')
    const port = await ephemeralPort()
    const env = {
      DATABASE_URL: url,
      LEADS_RATE_LIMIT_PER_MINUTE: '0',
      LEADS_WORKER: 'off',
      FORM_TOKEN_SECRET: 'crash-test',
    }
    const outcome = await burstAndSignal({
      port,
      env,
      total: 500,
      concurrency: 24,
      signalAfter: 120,
      signal: 'SIGKILL',
    })
    expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(120)
    expect(outcome.failed).toBeGreaterThan(0)
    const ids = new Set((await query<{ id: string }>(url, 'select id from leads')).map((row) => row.id))
    expect(outcome.acknowledged.filter((id) => !ids.has(id))).toEqual([])
    console.info(
      `[figure] PostgreSQL SIGKILL mid-burst: ${outcome.acknowledged.length} acknowledged, ` +
        `${outcome.acknowledged.filter((id) => ids.has(id)).length} of them stored (${ids.size} rows in total)`,
    )
  }, 120_000)
})

describe.skipIf(!binaries)('two server instances on one PostgreSQL, without FORM_TOKEN_SECRET', () => {
  let peer: SmtpPeer
  const hooks = new WebhookReceiver()
  const servers: ServerProcess[] = []
  let url = ''

  beforeAll(async () => {
    url = await server!.createDatabase('leads_two_instances')
    const smtpPort = await ephemeralPort()
    peer = new SmtpPeer(smtpPort)
    await peer.start()
    const env = {
      DATABASE_URL: url,
      // Not set: the first instance generates the secret in app_settings, the second reads it.
      FORM_TOKEN_SECRET: '',
      LEADS_RATE_LIMIT_PER_MINUTE: '5',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: 'sales@puncak.test',
      LEADS_WEBHOOK_URL: await hooks.start(),
      OUTBOX_POLL_MS: '20',
      OUTBOX_BATCH_SIZE: '4',
    }
    servers.push(await spawnLeadServer(await ephemeralPort(), env))
    servers.push(await spawnLeadServer(await ephemeralPort(), env))
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((child) => child.kill('SIGTERM')))
    await peer?.stop()
    await hooks.stop()
  })

  const submit = (index: number, body: unknown, from = '127.0.0.1') =>
    postJsonFrom(from, servers[index % 2]!.url('/api/submit-analysis'), body)

  it('deliver each notification exactly once, by e-mail and by webhook', async () => {
    const total = 40
    // 40 visitors (loopback addresses 127.0.1.x), alternating between the instances.
    const responses = await Promise.all(
      Array.from({ length: total }, (_, index) =>
        submit(
          index,
          { ...analysisPayload, name: `Pelanggan ${index}`, email: `p${index}@contoh.id` },
          `127.0.1.${index + 1}`,
        ),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(total).fill(201))
    await peer.waitFor(total, 30_000)
    await hooks.waitFor(total, 30_000)
    // Give a would-be duplicate time to show up.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const mailed = peer.messages.map((mail) => mail.headers['x-lead-id'])
    const hooked = hooks.received.map((hook) => hook.leadId)
    expect(mailed).toHaveLength(total)
    expect(new Set(mailed).size).toBe(total)
    expect(hooked).toHaveLength(total)
    expect(new Set(hooked).size).toBe(total)
    const rows = await query<{ status: string; attempts: number; locked_by: string }>(
      url,
      'select status, attempts, locked_by from outbox',
    )
    expect(rows).toHaveLength(total * 2)
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    // Both instances took part in delivering.
    expect(new Set(rows.map((row) => row.locked_by.split(':')[1])).size).toBe(2)
    console.info(
      `[figure] two instances on PostgreSQL: ${total} leads → ${mailed.length} e-mails (${new Set(mailed).size} distinct), ` +
        `${hooked.length} webhooks (${new Set(hooked).size} distinct)`,
    )
  }, 120_000)

  it('share one generated secret: one rate limit and one duplicate check across both', async () => {
    // The same keyless payload at both instances: one lead (the duplicate check's key is keyed by the secret).
    const first = await submit(0, { ...analysisPayload, email: 'sama@contoh.id' })
    const second = await submit(1, { ...analysisPayload, email: 'sama@contoh.id' })
    expect([first.status, second.status]).toEqual([201, 201])
    expect(JSON.parse(second.body).id).toBe(JSON.parse(first.body).id)
    // One visitor alternating between the instances: 5 a minute in total, not 5 per instance.
    const statuses = [first.status, second.status]
    for (let i = 2; i < 12; i += 1)
      statuses.push((await submit(i, { ...analysisPayload, email: `v${i}@contoh.id` })).status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
    expect(await query(url, "select key from app_settings where key = 'form_token_secret'")).toHaveLength(1)
    expect(await query(url, "select id from leads where email = 'sama@contoh.id'")).toHaveLength(1)
  }, 60_000)
})

describe.skipIf(!binaries)('PostgreSQL connection lost', () => {
  it('a connection ended inside a transaction fails that transaction, not the process; the next query reconnects', async () => {
    const url = await server!.createDatabase('leads_connection_lost')
    const database = await openDatabase({ dialect: 'postgres', url })
    try {
      let resume!: () => void
      const paused = new Promise<void>((resolve) => (resume = resolve))
      let holding!: () => void
      const held = new Promise<void>((resolve) => (holding = resolve))
      // A transaction that holds its client between two statements, as a lead's write does while it works.
      const transaction = database.write(async (trx) => {
        await trx.selectFrom('leads').select('id').limit(1).execute()
        holding()
        await paused
        return trx.selectFrom('leads').select('id').limit(1).execute()
      })
      await held
      const connectionsOf = `select pid from pg_stat_activity where datname = 'leads_connection_lost' and pid <> pg_backend_pid()`
      await query(url, connectionsOf.replace('select pid', 'select pg_terminate_backend(pid)'))
      // PostgreSQL's FATAL message and the closed socket reach the held client while no statement runs on it.
      await expect.poll(async () => (await query(url, connectionsOf)).length, { timeout: 10_000, interval: 50 }).toBe(0)
      await new Promise((resolve) => setTimeout(resolve, 100))
      resume()
      await expect(transaction).rejects.toThrow()
      // Unheard, the client's 'error' would be an uncaught exception: it fails this file in Vitest, and ends a
      // server's process.
      expect(await database.db.selectFrom('leads').select('id').execute()).toEqual([])
    } finally {
      await database.destroy()
    }
  }, 60_000)
})

describe.skipIf(!binaries)('PostgreSQL health', () => {
  it('answers 503 {"db":"error"} while the database refuses connections, 200 again once it is back', async () => {
    const url = await server!.createDatabase('leads_health')
    const lead = await spawnLeadServer(await ephemeralPort(), { DATABASE_URL: url, FORM_TOKEN_SECRET: 'health' })
    const health = async (): Promise<{ status: number; body: unknown }> => {
      try {
        const response = await fetch(lead.url('/api/health'))
        return { status: response.status, body: await response.json() }
      } catch (error) {
        // The server may close an idle kept-alive connection (5 s) just as the next check reuses it, when the
        // machine is slow between two checks: that is the transport, not an answer, so it is asked again.
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error
        const response = await fetch(lead.url('/api/health'))
        return { status: response.status, body: await response.json() }
      }
    }
    try {
      expect(await health()).toEqual({
        status: 200,
        body: { status: 'ok', db: 'ok', outbox: { pending: 0, failed: 0 } },
      })
      await query(server!.url('postgres'), 'alter database leads_health with allow_connections false')
      await query(
        server!.url('postgres'),
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'leads_health'",
      )
      expect(await health()).toEqual({ status: 503, body: { status: 'error', db: 'error', outbox: null } })
      await query(server!.url('postgres'), 'alter database leads_health with allow_connections true')
      // The pool may still hand out one connection that PostgreSQL terminated; within a second the check is ok again.
      await expect
        .poll(async () => (await health()).body, { timeout: 3_000, interval: 100 })
        .toMatchObject({
          status: 'ok',
          db: 'ok',
        })
    } finally {
      await lead.kill('SIGTERM')
    }
  }, 60_000)
})

describe.skipIf(!binaries)('PostgreSQL backup and restore', () => {
  it('backs up with pg_dump and restores into an empty database with the same rows', async () => {
    const source = await server!.createDatabase('leads_backup_source')
    const target = await server!.createDatabase('leads_backup_target')
    const database = await openDatabase({ dialect: 'postgres', url: source })
    const deps = { database, config: testConfig(), secret: 'pg-backup' }
    try {
      for (let i = 0; i < 5; i += 1)
        await submitLead(
          { ...analysisPayload, email: `pg${i}@contoh.id` },
          { transport: 'api', ip: '203.0.113.9' },
          deps,
        )
    } finally {
      await database.destroy()
    }
    const file = path.join(tempDir('leads-pg-backup-'), 'leads.dump')
    const io = { out: '', err: '' }
    const capture = { out: (text: string) => (io.out += text), err: (text: string) => (io.err += text) }
    const run = (url: string, command: 'backup' | 'restore', yes = true) =>
      runBackupCommand(command, file, {
        yes,
        config: { dialect: 'postgres', url },
        io: capture,
        confirm: async () => false,
      })
    expect(await run(source, 'backup')).toBe(0)
    expect(io.out).toContain('5 lead')
    expect(await run(target, 'restore', false)).toBe(1) // declined at the prompt
    expect(await run(target, 'restore')).toBe(0)
    const ids = (url: string) => query<{ id: string }>(url, 'select id from leads order by id')
    expect(await ids(target)).toEqual(await ids(source))
    expect(await ids(target)).toHaveLength(5)
    expect(await run(source, 'restore')).toBe(1) // never over a database with leads
    expect(io.err).toContain('tidak kosong')
  }, 60_000)
})

describe.skipIf(!binaries)('PostgreSQL read-only', () => {
  it('a read-only database: health 503 and one log line saying why, submissions 503, nothing acknowledged', async () => {
    const url = await server!.createDatabase('leads_read_only')
    const setup = await openDatabase({ dialect: 'postgres', url })
    await setup.destroy()
    await query(url, 'alter database leads_read_only set default_transaction_read_only = on')
    const lead = await spawnLeadServer(await ephemeralPort(), {
      DATABASE_URL: url,
      FORM_TOKEN_SECRET: 'read-only',
      LOG_LEVEL: 'info',
      OUTBOX_POLL_MS: '20',
    })
    try {
      expect((await expectReadOnlyAnswers(lead)).reason).toContain('25006') // read_only_sql_transaction
    } finally {
      await lead.kill('SIGTERM')
    }
  }, 60_000)
})
