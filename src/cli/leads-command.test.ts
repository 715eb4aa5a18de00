import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { keepWriteLockBusy } from '@/lib/db/testing/lock-holder'
import { bundledEntry } from '@/lib/testing/node-bundle'
import { runLeadsCli } from './leads-command'
import { confirmTracker, createTracker } from '@/lib/rank-tracker'
import { getLead } from '@/lib/leads/repository'
import { subscribeNewsletter } from '@/lib/leads/newsletter'
import { submitLead } from '@/lib/leads/submit-lead'
import {
  TEST_SECRET,
  analysisPayload,
  consultationPayload,
  contactPayload,
  tempDir,
  testConfig,
} from '@/lib/leads/testing/fixtures'

const dir = tempDir('leads-cli-')
const file = path.join(dir, 'leads.db')
let database: AppDatabase
let previousUrl: string | undefined

async function cli(...args: string[]) {
  let out = ''
  let err = ''
  const code = await runLeadsCli(args, { out: (text) => (out += text), err: (text) => (err += text) })
  return { code, out, err }
}

beforeAll(async () => {
  previousUrl = process.env.DATABASE_URL
  process.env.DATABASE_URL = `file:${file}`
  database = await openDatabase({ dialect: 'sqlite', file })
  const deps = { database, config: testConfig(), secret: TEST_SECRET }
  const api = { transport: 'api' as const, ip: '203.0.113.1' }
  await submitLead(
    { ...analysisPayload, name: '=HYPERLINK("http://evil.example","klik")', message: 'Baris satu\n"dikutip", koma' },
    api,
    deps,
  )
  await submitLead({ ...contactPayload, company: '@SUM(A1:A9)', message: '-2+3 <script>x</script>' }, api, deps)
  await submitLead(consultationPayload, api, deps)
  await submitLead({ ...consultationPayload, email: 'bot@spam.example', fax: 'filled' }, api, deps)
  await subscribeNewsletter({ email: 'siti@klinikrahma.id' }, api, deps)
})

afterAll(async () => {
  await database.destroy()
  if (previousUrl === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = previousUrl
})

describe('npm run leads', () => {
  it('exports CSV with a BOM, Indonesian headers and formula cells neutralised', async () => {
    const { code, out } = await cli('export')
    expect(code).toBe(0)
    expect(out.startsWith('\uFEFF"ID","Diterima (UTC)","Jenis","Status","Nama","Email",')).toBe(true)
    const rows = out.slice(1).trimEnd().split('\r\n')
    expect(rows).toHaveLength(4) // header + 3 leads; the spam one only with --include-spam
    expect(out).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`)
    expect(out).toContain("'@SUM(A1:A9)")
    expect(out).toContain("'-2+3 <script>x</script>")
    expect(out).toContain("'+6281234567890")
    expect(out).toContain('"Baris satu\n""dikutip"", koma"')
    expect(out).toContain('Pembuatan Website')
    expect(out).not.toContain('bot@spam.example')
    expect((await cli('export', '--include-spam')).out).toContain('bot@spam.example')
    // Indonesian Excel splits on ';': the same file with that delimiter, and nothing else accepted.
    expect((await cli('export', '--delimiter', ';')).out.startsWith('\uFEFF"ID";"Diterima (UTC)";')).toBe(true)
    expect((await cli('export', '--delimiter', '|')).code).toBe(2)
  })

  it('exports JSON as one array, filtered by kind and date', async () => {
    const all = JSON.parse((await cli('export', '--format', 'json')).out)
    expect(Array.isArray(all)).toBe(true)
    expect(all).toHaveLength(3)
    const contact = JSON.parse((await cli('export', '--format', 'json', '--kind', 'contact')).out)
    expect(contact).toHaveLength(1)
    expect(contact[0]).toMatchObject({ kind: 'contact', company: '@SUM(A1:A9)', budget: '10-25 juta' })
    expect(JSON.parse((await cli('export', '--format', 'json', '--since', '2999-01-01')).out)).toEqual([])
    expect((await cli('export', '--since', '01-01-2025')).code).toBe(2)
    expect((await cli('export', '--kind', 'lamaran')).code).toBe(2)
  })

  it('lists WhatsApp and phone clicks in stats: one JSON row per combination, a summary in the plain output', async () => {
    const click = (page_path: string, cta: string, channel: 'whatsapp' | 'phone', source: string | null) => ({
      id: `click-${Math.random()}`,
      created_at: new Date().toISOString(),
      page_path,
      cta,
      channel,
      utm_source: source,
      utm_campaign: source ? 'seo-jakarta' : null,
    })
    await database.db
      .insertInto('link_clicks')
      .values([
        click('/contact', 'contact-card-whatsapp', 'whatsapp', 'google'),
        click('/contact', 'contact-card-whatsapp', 'whatsapp', 'google'),
        click('/', 'header-phone', 'phone', null),
      ])
      .execute()
    const { out, err, code } = await cli('stats', '--json', '--since', '2026-01-01')
    expect(code).toBe(0)
    expect(err).toBe('')
    expect(JSON.parse(out).clicks).toEqual([
      {
        page: '/contact',
        channel: 'whatsapp',
        cta: 'contact-card-whatsapp',
        source: 'google',
        campaign: 'seo-jakarta',
        count: 2,
      },
      { page: '/', channel: 'phone', cta: 'header-phone', source: null, campaign: null, count: 1 },
    ])
    expect(JSON.parse((await cli('stats', '--json', '--since', '2999-01-01')).out).clicks).toEqual([])
    expect((await cli('stats', '--since', 'kemarin')).code).toBe(2)
    const plain = (await cli('stats')).out
    expect(plain).toContain('Klik: WhatsApp 2, telepon 1')
    expect(plain).toContain('  /contact: WhatsApp 2, telepon 0')
    await database.db.deleteFrom('link_clicks').execute()
  })

  it('prints stats, changes status and deletes a visitor on request', async () => {
    const stats = JSON.parse((await cli('stats', '--json')).out)
    expect(stats).toMatchObject({ total: 3, spam: 1, newsletterSubscribers: 1 })
    expect((await cli('stats')).out).toContain('Lead tersimpan: 3')

    const [first] = JSON.parse((await cli('export', '--format', 'json')).out)
    expect((await cli('status', first.id, 'contacted')).code).toBe(0)
    expect((await getLead(database.db, first.id))?.status).toBe('contacted')
    // Recorded like a change in the inbox: history row (no user = the command line) and first-contact stamp.
    const history = await database.db
      .selectFrom('lead_status_changes')
      .select(['from_status', 'to_status', 'user_email'])
      .where('lead_id', '=', first.id)
      .execute()
    expect(history).toEqual([{ from_status: 'new', to_status: 'contacted', user_email: null }])
    const stamped = await database.db
      .selectFrom('leads')
      .select('first_contacted_at')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    expect(stamped.first_contacted_at).not.toBeNull()
    expect((await cli('status', first.id, 'maybe')).code).toBe(2)

    const removed = await cli('delete', '--email', 'SITI@klinikrahma.id')
    expect(removed.out).toContain('Dihapus: 1 lead, 1 data newsletter dan 0 pelacak ranking')
    expect(JSON.parse((await cli('export', '--format', 'json')).out)).toHaveLength(2)
    expect((await cli('delete')).code).toBe(2)
    expect((await cli('frobnicate')).code).toBe(2)
  })

  it("user reset-2fa switches a lost phone's second factor off and ends its sessions", async () => {
    const readPassword = async () => 'Rendang-padang-2026'
    const run = async (...args: string[]) => {
      let out = ''
      let err = ''
      const code = await runLeadsCli(args, { out: (t) => (out += t), err: (t) => (err += t), readPassword })
      return { code, out, err }
    }
    expect((await run('user', 'add', 'rina@agency.test', '--role', 'admin')).code).toBe(0)
    const user = await database.db
      .selectFrom('staff_user' as never)
      .select('id' as never)
      .where('email' as never, '=', 'rina@agency.test' as never)
      .executeTakeFirstOrThrow()
    const userId = (user as { id: string }).id
    // As after a finished setup: 2FA on, a secret row, a live session.
    await database.db
      .updateTable('staff_user' as never)
      .set({ twoFactorEnabled: 1 } as never)
      .execute()
    const now = new Date().toISOString()
    await database.db
      .insertInto('staff_two_factor' as never)
      .values({ id: 'tf-1', secret: 'x', backupCodes: 'y', userId, verified: 1 } as never)
      .execute()
    await database.db
      .insertInto('staff_session' as never)
      .values({
        id: 's-1',
        token: 'tok-1',
        userId,
        expiresAt: '2099-01-01T00:00:00.000Z',
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute()
    expect((await run('user', 'list')).out).toMatch(/rina@agency\.test\tadmin\taktif, 2FA\t/)

    const reset = await run('user', 'reset-2fa', 'Rina@Agency.test')
    expect(reset).toMatchObject({ code: 0, err: '' })
    expect(reset.out).toContain('dimatikan; semua sesinya berakhir')
    expect((await run('user', 'list')).out).toMatch(/rina@agency\.test\tadmin\taktif, tanpa 2FA\t/)
    expect(
      await database.db
        .selectFrom('staff_two_factor' as never)
        .selectAll()
        .execute(),
    ).toEqual([])
    expect(
      await database.db
        .selectFrom('staff_session' as never)
        .selectAll()
        .execute(),
    ).toEqual([])
    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('subject', '=', 'rina@agency.test')
      .execute()
    expect(audit.map((row) => row.action)).toContain('two_factor_reset')

    const unknown = await run('user', 'reset-2fa', 'siapa@agency.test')
    expect(unknown.code).toBe(2)
    expect(unknown.err).toContain('Tidak ada akun dengan e-mail siapa@agency.test')
    expect((await run('user', 'reset-2fa')).code).toBe(2)
  })

  it('leaves no readable copy of a deleted visitor in the database file or its WAL', async () => {
    const marker = 'jejak-rahasia-7f3c9a'
    const email = `${marker}@contoh.id`
    const deps = { database, config: testConfig(), secret: TEST_SECRET }
    const api = { transport: 'api' as const, ip: '203.0.113.2' }
    const first = await submitLead({ ...contactPayload, email, message: `Pesan ${marker} `.repeat(150) }, api, deps)
    expect(first).toMatchObject({ ok: true })
    await subscribeNewsletter({ email }, api, deps)
    // Part of it already checkpointed into the main file, part still only in the WAL: both must be wiped.
    await sql`pragma wal_checkpoint(PASSIVE)`.execute(database.db)
    const second = await submitLead({ ...consultationPayload, email, message: `Lagi ${marker}` }, api, deps)
    expect(second).toMatchObject({ ok: true })
    const onDisk = () =>
      [file, `${file}-wal`].filter((name) => fs.existsSync(name)).some((name) => fs.readFileSync(name).includes(marker))
    expect(onDisk()).toBe(true)

    const removed = await cli('delete', '--email', email)
    expect(removed.out).toContain('Dihapus: 2 lead, 1 data newsletter dan 0 pelacak ranking')
    expect(removed.err).toBe('')
    expect(onDisk()).toBe(false)
  })

  it('runs as `npm run leads` through tsx against DATABASE_URL', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/leads.ts', 'export', '--format', 'json'], {
      env: { ...process.env, DATABASE_URL: `file:${file}`, LOG_LEVEL: 'info' },
      timeout: 60_000,
    })
    const leads = JSON.parse(stdout)
    expect(leads.map((lead: { kind: string }) => lead.kind).sort()).toEqual(['analysis', 'konsultasi_gratis'])
  })

  it('waits for a write lock another process holds (a server committing leads) instead of failing', async () => {
    // `user add` writes through Better Auth, outside retryWhileBusy: it meets the lock at a random moment.
    const writer = await keepWriteLockBusy(file, 4000)
    const result = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [bundledEntry('scripts/leads.ts'), 'user', 'add', 'kunci@staf.example.com', '--role', 'staff'],
        {
          env: { ...process.env, DATABASE_URL: `file:${file}`, LOG_LEVEL: 'error' },
        },
      )
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.once('close', (code) => resolve({ code, out }))
      child.stdin.end('Puncak-uji-kunci-2026!\n')
    })
    await writer.done
    expect(result, result.out).toMatchObject({ code: 0 })
    const users = await sql<{
      email: string
    }>`select email from staff_user where email = 'kunci@staf.example.com'`.execute(database.db)
    expect(users.rows).toEqual([{ email: 'kunci@staf.example.com' }])
  })

  it('purges what --dry-run announced: leads inactive for longer than the retention period', async () => {
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 24 * 3600_000).toISOString()
    await database.db.updateTable('leads').set({ updated_at: threeYearsAgo }).execute()
    const stored = (await database.db.selectFrom('leads').select('id').execute()).length
    expect(stored).toBeGreaterThan(0)
    expect((await cli('purge', '--dry-run')).out).toMatch(new RegExp(`^${stored} lead akan dihapus`))
    expect((await cli('purge')).out).toMatch(new RegExp(`^Dihapus: ${stored} lead`))
    expect(await database.db.selectFrom('leads').select('id').execute()).toEqual([])
  })

  it("lists rank trackers, refuses run-due without a SERP provider, and deletes a visitor's tracker with its history", async () => {
    expect((await cli('rank', 'list')).out).toBe('Belum ada pelacak ranking\n')
    const tracker = await createTracker(database, {
      domain: 'tokosepatubudi.co.id',
      email: 'Budi@TokoSepatuBudi.co.id',
      location: 'bandung',
      device: 'mobile',
      keywords: ['sepatu kulit bandung', 'toko sepatu bandung'],
      now: new Date(),
    })
    expect(await confirmTracker(database, tracker.confirm_token, new Date(), 48 * 3600_000)).not.toBeNull()
    const list = await cli('rank', 'list')
    expect(list.out).toMatch(
      /tokosepatubudi\.co\.id {2}budi@tokosepatubudi\.co\.id {2}bandung\/mobile {2}2 keyword {2}aktif sejak/,
    )
    const stats = JSON.parse((await cli('stats', '--json')).out)
    expect(stats.rankTrackers).toMatchObject({
      provider: null,
      confirmed: 1,
      pending: 0,
      keywords: 2,
      requestsToday: 0,
    })

    const run = await cli('rank', 'run-due')
    expect(run.code).toBe(1)
    expect(run.err).toContain('SERP_PROVIDER belum diatur')
    expect((await cli('rank', 'delete')).code).toBe(2)

    expect((await cli('rank', 'delete', '--email', 'budi@tokosepatubudi.co.id')).out).toContain(
      'Dihapus: 1 pelacak ranking',
    )
    expect((await cli('rank', 'list')).out).toBe('Belum ada pelacak ranking\n')
    const left = await database.db.selectFrom('rank_tracker_keywords').select('id').execute()
    expect(left).toEqual([])
  })
})
