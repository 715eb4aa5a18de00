import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import { issueToken } from '../form-token'
import { OutboxWorker, type Senders } from '../outbox'
import { deleteByEmail, getLead, leadStats, listLeads, purgeExpiredLeads, retentionCutoff } from '../repository'
import { subscribeNewsletter } from '../newsletter'
import { renderLeadEmail } from '../notify/email'
import { buildWebhookEvent } from '../notify/webhook'
import { submitLead, type SubmitDeps } from '../submit-lead'
import { TEST_SECRET, analysisPayload, consultationPayload, contactPayload, testConfig } from './fixtures'

export async function resetTables(database: AppDatabase): Promise<void> {
  const { db } = database
  await db.deleteFrom('outbox').execute()
  await db.deleteFrom('audit_jobs').execute()
  await db.deleteFrom('leads').execute()
  await db.deleteFrom('newsletter_subscribers').execute()
  await db.deleteFrom('rate_limits').execute()
}

async function countLeads(database: AppDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('leads')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const api = { transport: 'api' as const, ip: '203.0.113.7', userAgent: 'vitest' }

/**
 * Hooks shared by the database suites: one handle for the suite, empty tables and fresh deps (e-mail configured,
 * test secret) before each test, handed to `use`.
 */
export function useSuiteDatabase(
  open: () => Promise<AppDatabase>,
  use: (database: AppDatabase, deps: SubmitDeps) => void,
): void {
  let database: AppDatabase | undefined
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database?.destroy()
  })
  beforeEach(async () => {
    await resetTables(database!)
    use(database!, {
      database,
      config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'sales@example.com' }),
      secret: TEST_SECRET,
    })
  })
}

/**
 * The storage behaviour every dialect must show; run by sqlite.test.ts and postgres.test.ts on real databases.
 * `open` returns a fresh handle to the same database each call (a second call simulates another instance).
 */
export function storageSuite(label: string, open: () => Promise<AppDatabase>, isAvailable: () => boolean = () => true) {
  describe.skipIf(!isAvailable())(`lead storage on ${label}`, () => {
    let database: AppDatabase
    let deps: SubmitDeps
    useSuiteDatabase(open, (opened, fresh) => {
      database = opened
      deps = fresh
    })

    it('stores each kind with normalised fields, consent and one outbox row per channel', async () => {
      const withWebhook: SubmitDeps = {
        ...deps,
        config: testConfig({
          SMTP_URL: 'smtp://127.0.0.1:9',
          LEADS_NOTIFY_TO: 'a@b.co',
          LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
        }),
      }
      const analysis = await submitLead({ ...analysisPayload, consentVersion: '2025-01' }, api, withWebhook)
      const contact = await submitLead(contactPayload, { ...api, defaultConsentVersion: '2025-01' }, withWebhook)
      const consultation = await submitLead(consultationPayload, api, withWebhook)
      for (const result of [analysis, contact, consultation]) expect(result.ok).toBe(true)
      if (!analysis.ok || !contact.ok || !consultation.ok) return

      const stored = await getLead(database.db, analysis.id)
      expect(stored).toMatchObject({
        kind: 'analysis',
        status: 'new',
        isSpam: false,
        email: 'budi@tokobunga.co.id',
        phone: '+6281234567890',
        website: 'https://tokobunga.co.id',
        business: 'e-commerce',
        goals: ['traffic', 'local'],
        landingPageUrl: 'https://puncakdigital.co.id/analisis-gratis',
        userAgent: 'vitest',
        consentVersion: '2025-01',
      })
      expect(stored?.consentAt).toMatch(/^\d{4}-\d\d-\d\dT/)
      const raw = await database.db
        .selectFrom('leads')
        .select('raw_payload')
        .where('id', '=', analysis.id)
        .executeTakeFirstOrThrow()
      expect(JSON.parse(raw.raw_payload)).toEqual(analysisPayload)

      expect(await getLead(database.db, contact.id)).toMatchObject({
        kind: 'contact',
        phone: '+622155501234',
        company: 'Klinik Rahma',
        website: null,
        projectType: 'website',
        budget: '10-25 juta',
        timeline: '1 bulan',
        consentVersion: '2025-01',
      })
      expect(await getLead(database.db, consultation.id)).toMatchObject({
        kind: 'konsultasi_gratis',
        industry: 'f&b',
        keywords: 'kopi susu bandung, kedai kopi dago',
        budget: 'Rp 3-5 Juta',
        message: null,
        consentVersion: null,
      })

      const outbox = await database.db.selectFrom('outbox').select(['lead_id', 'channel', 'status']).execute()
      expect(outbox).toHaveLength(6)
      expect(
        outbox
          .filter((row) => row.lead_id === analysis.id)
          .map((row) => row.channel)
          .sort(),
      ).toEqual(['email', 'webhook'])
      expect(outbox.every((row) => row.status === 'pending')).toBe(true)
    })

    it('stores nothing and names each bad field in Indonesian', async () => {
      const result = await submitLead(
        {
          type: 'konsultasi_gratis',
          name: ' ',
          email: 'bukan-email',
          phone: '12',
          website: 'http://',
          budget: 'gratis',
        },
        api,
        deps,
      )
      expect(result).toMatchObject({
        ok: false,
        code: 'validation',
        message: 'Mohon lengkapi field yang wajib diisi (*)',
        fieldErrors: {
          name: 'Nama wajib diisi',
          email: expect.stringContaining('Format email tidak valid'),
          phone: expect.stringContaining('Nomor telepon tidak valid'),
          website: expect.stringContaining('Alamat website tidak valid'),
          budget: expect.stringContaining('pilih salah satu opsi'),
        },
      })
      const tooLong = await submitLead({ ...contactPayload, message: 'x'.repeat(10_000) }, api, deps)
      expect(tooLong).toMatchObject({ ok: false, fieldErrors: { message: 'Pesan maksimal 5000 karakter' } })
      const missing = await submitLead({ type: 'contact', name: 'Siti', email: 'siti@contoh.id' }, api, deps)
      expect(missing).toMatchObject({
        ok: false,
        message: 'Nama, email, dan pesan wajib diisi',
        fieldErrors: { message: 'Pesan wajib diisi' },
      })
      const unknownKind = await submitLead({ ...contactPayload, type: 'lamaran' }, api, deps)
      expect(unknownKind).toMatchObject({ ok: false, fieldErrors: { type: 'Jenis formulir tidak dikenal' } })
      expect(await countLeads(database)).toBe(0)
      expect(await database.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0)
    })

    it('stores hostile and unusual text verbatim', async () => {
      const message = `<script>alert("x")</script>\n'; DROP TABLE leads; --\nRobert"); DELETE FROM outbox;\n🚀🙏🏽 مرحبا بالعالم שלום`
      const result = await submitLead(
        { ...contactPayload, name: '<img src=x onerror=alert(1)> 李雷 👩‍💻', company: "O'Reilly & Sons\u0000", message },
        api,
        deps,
      )
      expect(result.ok).toBe(true)
      if (!result.ok) return
      const stored = await getLead(database.db, result.id)
      expect(stored?.name).toBe('<img src=x onerror=alert(1)> 李雷 👩‍💻')
      expect(stored?.message).toBe(message)
      expect(stored?.company).toBe("O'Reilly & Sons") // NUL stripped: PostgreSQL cannot store it
      expect(await countLeads(database)).toBe(1)
    })

    it('stores a double submit once (idempotency key, or identical payload without one)', async () => {
      const key = 'b1946ac9-2c1d-4c55-9d5b-1d1e9b5b2a10'
      const [first, second] = await Promise.all([
        submitLead({ ...analysisPayload, idempotencyKey: key }, api, deps),
        submitLead({ ...analysisPayload, idempotencyKey: key }, api, deps),
      ])
      expect(first.ok && second.ok).toBe(true)
      if (!first.ok || !second.ok) return
      expect(second.id).toBe(first.id)
      expect([first.duplicate, second.duplicate].sort()).toEqual([false, true])

      const keyless1 = await submitLead(contactPayload, api, deps)
      const keyless2 = await submitLead(contactPayload, api, deps)
      expect(keyless1.ok && keyless2.ok && keyless2.id === keyless1.id).toBe(true)
      const otherNetwork = await submitLead(contactPayload, { ...api, ip: '198.51.100.1' }, deps)
      expect(otherNetwork.ok && keyless1.ok && otherNetwork.id !== keyless1.id).toBe(true)

      expect(await countLeads(database)).toBe(3)
      expect(await database.db.selectFrom('outbox').selectAll().execute()).toHaveLength(3)
    })

    it('keeps bots quiet: honeypot or a too-fast form is a normal success, stored as spam, never notified', async () => {
      const honeypot = await submitLead({ ...analysisPayload, fax: 'http://spam.example' }, api, deps)
      const tooFast = await submitLead(
        { ...contactPayload, formToken: issueToken(Date.now() - 500, TEST_SECRET) },
        api,
        deps,
      )
      const human = await submitLead(
        { ...consultationPayload, formToken: issueToken(Date.now() - 20_000, TEST_SECRET) },
        api,
        deps,
      )
      const forged = await submitLead(
        { ...analysisPayload, email: 'other@contoh.id', formToken: issueToken(Date.now() - 500, 'another-secret') },
        api,
        deps,
      )
      expect(honeypot).toMatchObject({ ok: true, spam: true })
      expect(tooFast).toMatchObject({ ok: true, spam: true })
      expect(human).toMatchObject({ ok: true, spam: false })
      expect(forged).toMatchObject({ ok: true, spam: false })
      const rows = await database.db
        .selectFrom('leads')
        .select(['kind', 'is_spam', 'spam_reason'])
        .orderBy('created_at')
        .execute()
      expect(
        rows
          .filter((row) => Number(row.is_spam) === 1)
          .map((row) => row.spam_reason)
          .sort(),
      ).toEqual(['honeypot', 'too_fast'])
      const outbox = await database.db.selectFrom('outbox').select('lead_id').execute()
      expect(outbox.map((row) => row.lead_id).sort()).toEqual([human, forged].map((r) => (r.ok ? r.id : '')).sort())
      expect(await listLeads(database.db)).toHaveLength(2)
      expect(await listLeads(database.db, { includeSpam: true })).toHaveLength(4)
    })

    it('limits each IP per minute across instances and answers with an Indonesian message', async () => {
      const limited: SubmitDeps = { ...deps, config: testConfig({ LEADS_RATE_LIMIT_PER_MINUTE: '5' }) }
      const other = await open() // a second server instance on the same database
      try {
        const now = new Date('2025-03-03T10:00:10Z')
        const results = []
        for (let i = 0; i < 6; i += 1) {
          const instance = i % 2 === 0 ? limited : { ...limited, database: other }
          results.push(await submitLead({ ...analysisPayload, email: `v${i}@contoh.id` }, api, { ...instance, now }))
        }
        expect(results.slice(0, 5).every((result) => result.ok)).toBe(true)
        expect(results[5]).toMatchObject({
          ok: false,
          code: 'rate_limited',
          message: expect.stringContaining('Terlalu banyak'),
        })
        const elsewhere = await submitLead(analysisPayload, { ...api, ip: '198.51.100.9' }, { ...limited, now })
        expect(elsewhere.ok).toBe(true)
        // Invalid attempts count too.
        const probe = await submitLead({ name: 'x' }, { ...api, ip: '198.51.100.10' }, { ...limited, now })
        expect(probe).toMatchObject({ code: 'validation' })
        // Two minutes later the first IP may send again.
        const later = await submitLead({ ...analysisPayload, email: 'later@contoh.id' }, api, {
          ...limited,
          now: new Date(now.getTime() + 120_000),
        })
        expect(later.ok).toBe(true)
        expect(await countLeads(database)).toBe(7)
        const keys = await database.db.selectFrom('rate_limits').select('key').execute()
        expect(keys.some((row) => row.key.includes('203.0.113.7'))).toBe(false)
      } finally {
        await other.destroy()
      }
    })

    it('subscribes to the newsletter once per address, answering a repeat exactly like a new address', async () => {
      const first = await subscribeNewsletter({ email: 'Pembaca@Contoh.id' }, api, deps)
      const again = await subscribeNewsletter({ email: 'pembaca@contoh.id ' }, api, deps)
      const bad = await subscribeNewsletter({ email: 'pembaca@' }, api, deps)
      const bot = await subscribeNewsletter({ email: 'bot@contoh.id', fax: '1' }, api, deps)
      expect(first).toEqual({ ok: true, message: 'Terima kasih! Anda sudah terdaftar di newsletter kami.' })
      expect(again).toEqual(first)
      expect(bad).toMatchObject({ ok: false, code: 'validation' })
      expect(bot).toMatchObject({ ok: true })
      const rows = await database.db.selectFrom('newsletter_subscribers').select('email').execute()
      expect(rows).toEqual([{ email: 'pembaca@contoh.id' }])
    })

    it('records no private token from a visit that began on a confirmation link: leads, staff mail, newsletter', async () => {
      // The rank tracker's confirmation link, the visit's first page (its referrer policy is same-origin).
      const token = 'Qx7_Tk9-Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd'
      const confirmPath = `/serpbot-rank-checker/konfirmasi/${token}`
      const confirmUrl = `https://www.puncakdigital.co.id${confirmPath}`
      // With JavaScript, the first touch a browser (or any client) sends; without, the Referer stands in.
      const withScript = await submitLead(
        { ...contactPayload, landingPageUrl: confirmPath, referrer: confirmUrl },
        { ...api, referrer: 'https://www.puncakdigital.co.id/contact' },
        deps,
      )
      const withoutScript = await submitLead(
        { ...consultationPayload, email: 'tanpa-js@contoh.id' },
        { ...api, referrer: confirmUrl },
        deps,
      )
      await subscribeNewsletter({ email: 'pembaca@contoh.id' }, { ...api, referrer: confirmUrl }, deps)
      if (!withScript.ok || !withoutScript.ok) throw new Error('the leads were not stored')
      const leads = await database.db.selectFrom('leads').selectAll().orderBy('email').execute()
      expect(leads.map((lead) => [lead.landing_page_url, lead.referrer])).toEqual([
        ['/serpbot-rank-checker', 'https://www.puncakdigital.co.id/serpbot-rank-checker'],
        ['/serpbot-rank-checker', 'https://www.puncakdigital.co.id/serpbot-rank-checker'],
      ])
      const subscribers = await database.db.selectFrom('newsletter_subscribers').selectAll().execute()
      expect(subscribers.map((row) => row.source_page)).toEqual([
        'https://www.puncakdigital.co.id/serpbot-rank-checker',
      ])
      // The agency's mail ("Halaman asal: …") and webhook are made from the stored lead.
      const lead = (await getLead(database.db, withScript.id))!
      const mail = renderLeadEmail(lead)
      expect(mail.text).toMatch(/Halaman asal.*\/serpbot-rank-checker/)
      const everything = JSON.stringify([leads, subscribers, mail, buildWebhookEvent(lead, 'event-1')])
      expect(everything).not.toContain(token)
    })

    it('reports stats and deletes every record of an address on request', async () => {
      await submitLead(analysisPayload, api, deps)
      await submitLead({ ...contactPayload, email: 'budi@tokobunga.co.id' }, api, deps)
      await submitLead(consultationPayload, api, deps)
      await submitLead({ ...consultationPayload, email: 'spam@contoh.id', fax: 'x' }, api, deps)
      await subscribeNewsletter({ email: 'budi@tokobunga.co.id' }, api, deps)
      const stats = await leadStats(database.db)
      expect(stats).toMatchObject({
        total: 3,
        spam: 1,
        byKind: { analysis: 1, contact: 1, konsultasi_gratis: 1 },
        newsletterSubscribers: 1,
        outbox: { pending: 3 },
      })
      expect(await deleteByEmail(database, 'BUDI@tokobunga.co.id')).toMatchObject({ leads: 2, subscribers: 1 })
      expect(await countLeads(database)).toBe(2)
      expect(await database.db.selectFrom('outbox').selectAll().execute()).toHaveLength(1)
    })

    it('purges unconverted leads past the retention period with their outbox rows, keeping clients', async () => {
      const stale = await submitLead({ ...analysisPayload, email: 'lama@contoh.id' }, api, deps)
      const client = await submitLead({ ...contactPayload, email: 'klien@contoh.id' }, api, deps)
      const recent = await submitLead(consultationPayload, api, deps)
      if (!stale.ok || !client.ok || !recent.ok) throw new Error('fixture leads were not stored')
      const now = new Date()
      const cutoff = retentionCutoff(now, 24)
      expect(cutoff.getUTCFullYear()).toBe(now.getUTCFullYear() - 2)
      const lastActivity = new Date(cutoff.getTime() - 24 * 3600_000).toISOString()
      await database.db
        .updateTable('leads')
        .set({ updated_at: lastActivity })
        .where('id', 'in', [stale.id, client.id])
        .execute()
      await database.db.updateTable('leads').set({ status: 'won' }).where('id', '=', client.id).execute()

      expect(await purgeExpiredLeads(database, cutoff, { dryRun: true })).toBe(1)
      expect(await countLeads(database)).toBe(3)
      expect(await purgeExpiredLeads(database, cutoff)).toBe(1)
      expect(await getLead(database.db, stale.id)).toBeNull()
      expect((await getLead(database.db, client.id))?.status).toBe('won')
      expect(await getLead(database.db, recent.id)).not.toBeNull()
      const outboxLeads = await database.db.selectFrom('outbox').select('lead_id').execute()
      expect(outboxLeads.map((row) => row.lead_id).sort()).toEqual([client.id, recent.id].sort())
    })

    it('delivers each outbox row once with two workers, retries failures and keeps failed rows visible', async () => {
      const config = testConfig({
        SMTP_URL: 'smtp://x',
        LEADS_NOTIFY_TO: 'a@b.co',
        OUTBOX_BATCH_SIZE: '3',
        OUTBOX_RETRY_BASE_MS: '1',
        OUTBOX_RETRY_MAX_MS: '1',
        OUTBOX_MAX_ATTEMPTS: '2',
      })
      for (let i = 0; i < 20; i += 1) {
        await submitLead(
          { ...analysisPayload, email: `lead${i}@contoh.id`, name: i === 7 ? 'Gagal Terus' : `Lead ${i}` },
          api,
          { ...deps, config },
        )
      }
      const second = await open()
      const sent: string[] = []
      const senders: Senders = {
        async email(lead, eventId) {
          await new Promise((resolve) => setTimeout(resolve, 5))
          if (lead.name === 'Gagal Terus') throw new Error('SMTP 554 rejected')
          sent.push(eventId)
        },
        async webhook() {
          throw new Error('not configured')
        },
      }
      const workers = [
        new OutboxWorker({ getDatabase: async () => database, config, senders, workerId: 'w1' }),
        new OutboxWorker({ getDatabase: async () => second, config, senders, workerId: 'w2' }),
      ]
      try {
        for (let round = 0; round < 20; round += 1) {
          const handled = await Promise.all(workers.map((worker) => worker.runOnce()))
          if (handled.every((count) => count === 0)) {
            const due = await database.db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute()
            if (due.length === 0) break
            await new Promise((resolve) => setTimeout(resolve, 5))
          }
        }
      } finally {
        await second.destroy()
      }
      expect(sent).toHaveLength(19)
      expect(new Set(sent).size).toBe(19)
      const rows = await database.db.selectFrom('outbox').select(['status', 'attempts', 'last_error']).execute()
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(19)
      expect(rows.filter((row) => row.status === 'failed')).toEqual([
        { status: 'failed', attempts: 2, last_error: 'SMTP 554 rejected' },
      ])
      const stats = await leadStats(database.db)
      expect(stats.failedNotifications).toHaveLength(1)
      expect(stats.total).toBe(20)
    })

    it("holds an analysis lead's notice while its instant audit runs: until it finishes, at most the wait", async () => {
      const config = testConfig({ SMTP_URL: 'smtp://x', LEADS_NOTIFY_TO: 'a@b.co', OUTBOX_AUDIT_WAIT_MS: '30000' })
      const submit = async (email: string) => {
        const result = await submitLead({ ...analysisPayload, email }, api, { ...deps, config })
        if (!result.ok || !result.audit) throw new Error('expected a stored analysis lead with an audit')
        return result.id
      }
      const finished = await submit('selesai@contoh.id')
      const slow = await submit('lambat@contoh.id')
      const contact = await submitLead({ ...contactPayload }, api, { ...deps, config })
      let clock = new Date()
      const worker = new OutboxWorker({ getDatabase: async () => database, config, workerId: 'hold', now: () => clock })
      const claimedLeads = async () => (await worker.claim('email')).map((row) => row.lead_id).sort()

      // Both audits still pending: only the contact lead (no audit) goes out.
      expect(await claimedLeads()).toEqual([contact.ok ? contact.id : 'missing'])
      await database.db.updateTable('audit_jobs').set({ status: 'done' }).where('lead_id', '=', finished).execute()
      expect(await claimedLeads()).toEqual([finished])
      clock = new Date(clock.getTime() + 31_000)
      expect(await claimedLeads()).toEqual([slow])
    })
  })
}
