// Ports: 3104-3107 and 2527-2529 here; other test files use other slices of the range, so files can run in parallel.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import {
  findFreePort,
  findPostgresBinaries,
  startPostgres,
  type PostgresServer,
} from '@/lib/db/testing/postgres-server'
import { burstAndKill } from './testing/crash-burst'
import { analysisPayload } from './testing/fixtures'
import { SmtpPeer } from './testing/smtp-peer'
import { spawnLeadServer, type ServerProcess } from './testing/spawn-server'
import { storageSuite } from './testing/storage-suite'

async function leadIds(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return new Set((await client.query<{ id: string }>('select id from leads')).rows.map((row) => row.id))
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
  server = await startPostgres()
  databaseUrl = await server.createDatabase('leads_test')
}, 120_000)

afterAll(() => server?.stop())

storageSuite(
  'PostgreSQL 15',
  () => openDatabase({ dialect: 'postgres', url: databaseUrl }),
  () => binaries !== null,
)

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
      'audit_jobs',
      'kysely_migration',
      'kysely_migration_lock',
      'leads',
      'newsletter_subscribers',
      'outbox',
      'rate_limits',
    ])
    await Promise.all([a.destroy(), b.destroy()])
  })
})

describe.skipIf(!binaries)('server processes on one PostgreSQL', () => {
  it('keeps every acknowledged lead when a server is SIGKILLed during a burst', async () => {
    const url = await server!.createDatabase('leads_crash')
    const port = await findFreePort(3104, 3107)
    const env = {
      DATABASE_URL: url,
      LEADS_RATE_LIMIT_PER_MINUTE: '0',
      LEADS_WORKER: 'off',
      FORM_TOKEN_SECRET: 'crash-test',
    }
    const outcome = await burstAndKill({ port, env, total: 500, concurrency: 24, killAfter: 120 })
    expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(120)
    expect(outcome.failed).toBeGreaterThan(0)
    const ids = await leadIds(url)
    expect(outcome.acknowledged.filter((id) => !ids.has(id))).toEqual([])
  }, 120_000)

  it('two instances deliver each notification exactly once', async () => {
    const url = await server!.createDatabase('leads_two_instances')
    const smtpPort = await findFreePort(2527, 2529)
    const peer = new SmtpPeer(smtpPort)
    await peer.start()
    const env = {
      DATABASE_URL: url,
      LEADS_RATE_LIMIT_PER_MINUTE: '0',
      FORM_TOKEN_SECRET: 'two-instances',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: 'sales@puncak.test',
      OUTBOX_POLL_MS: '20',
      OUTBOX_BATCH_SIZE: '4',
    }
    const servers: ServerProcess[] = []
    try {
      const portA = await findFreePort(3104, 3106)
      servers.push(await spawnLeadServer(portA, env))
      const portB = await findFreePort(portA + 1, 3107)
      servers.push(await spawnLeadServer(portB, env))
      const total = 40
      const responses = await Promise.all(
        Array.from({ length: total }, (_, index) =>
          fetch(`http://127.0.0.1:${index % 2 === 0 ? portA : portB}/api/submit-analysis`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...analysisPayload, name: `Pelanggan ${index}`, email: `p${index}@contoh.id` }),
          }),
        ),
      )
      expect(responses.map((response) => response.status)).toEqual(Array(total).fill(201))
      await peer.waitFor(total, 30_000)
      // Give a would-be duplicate time to show up.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const leadIdsMailed = peer.messages.map((mail) => mail.headers['x-lead-id'])
      expect(leadIdsMailed).toHaveLength(total)
      expect(new Set(leadIdsMailed).size).toBe(total)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const rows = (
        await client.query<{ status: string; attempts: number; locked_by: string }>(
          'select status, attempts, locked_by from outbox',
        )
      ).rows
      await client.end()
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
      // Both instances took part in delivering.
      expect(new Set(rows.map((row) => row.locked_by.split(':')[1])).size).toBe(2)
    } finally {
      await Promise.all(servers.map((child) => child.kill('SIGTERM')))
      await peer.stop()
    }
  }, 120_000)
})
