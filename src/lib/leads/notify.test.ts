import http from 'node:http'
import net from 'node:net'
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { ephemeralPort, findFreePort } from '@/lib/db/testing/postgres-server'
import { renderLeadEmail } from './notify/email'
import { OutboxWorker } from './outbox'
import type { LeadRecord } from './records'
import { getLead } from './repository'
import { submitLead } from './submit-lead'
import { TEST_SECRET, contactPayload, openTempSqlite, testConfig } from './testing/fixtures'
import { SmtpPeer } from './testing/smtp-peer'
import { WebhookReceiver } from './testing/webhook-receiver'
import { resetTables } from './testing/storage-suite'

const api = { transport: 'api' as const, ip: '203.0.113.50', userAgent: 'vitest' }
const hostileMessage = 'Halo <script>alert("x")</script> & <b>tebal</b>\nBaris kedua 🚀 مرحبا'

let database: AppDatabase
beforeAll(async () => {
  database = await openTempSqlite()
})
afterAll(async () => {
  await database.destroy()
})
beforeEach(async () => {
  await resetTables(database)
})

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function outboxRow(leadId: string) {
  return database.db.selectFrom('outbox').selectAll().where('lead_id', '=', leadId).executeTakeFirst()
}

describe('e-mail notification over real SMTP', () => {
  it('arrives with every field, escaped HTML and Reply-To the visitor', async () => {
    const port = await findFreePort(2525, 2526)
    const peer = new SmtpPeer(port)
    await peer.start()
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_NOTIFY_TO: 'sales@puncak.test, owner@puncak.test',
      LEADS_MAIL_FROM: 'Website Puncak <web@puncak.test>',
      OUTBOX_POLL_MS: '50',
    })
    const worker = new OutboxWorker({ getDatabase: async () => database, config })
    try {
      const result = await submitLead({ ...contactPayload, message: hostileMessage }, api, {
        database,
        config,
        secret: TEST_SECRET,
      })
      expect(result.ok).toBe(true)
      if (!result.ok) return
      worker.start()
      const [mail] = await peer.waitFor(1)
      expect(mail!.envelopeTo).toEqual(['sales@puncak.test', 'owner@puncak.test'])
      expect(mail!.envelopeFrom).toBe('web@puncak.test')
      expect(mail!.headers['reply-to']).toContain('<siti@klinikrahma.id>')
      expect(mail!.headers['x-lead-id']).toBe(result.id)
      expect(mail!.subject).toBe('Lead baru: Pesan dari Halaman Kontak - Siti Rahma (Klinik Rahma)')
      for (const line of [
        'Nama: Siti Rahma',
        'Email: siti@klinikrahma.id',
        'Nomor telepon/WhatsApp: +622155501234',
        'Nama perusahaan: Klinik Rahma',
        'Jenis proyek: Pembuatan Website',
        'Anggaran: Rp 10-25 juta',
        'Timeline: 1 bulan',
        `Pesan:\n${hostileMessage}`,
        `ID lead: ${result.id}`,
      ]) {
        expect(mail!.text).toContain(line)
      }
      expect(mail!.html).toContain(
        'Halo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;tebal&lt;/b&gt;',
      )
      expect(mail!.html).not.toMatch(/<script|<b>tebal/)
      expect(mail!.html).toContain('Pembuatan Website')
      const row = await until(async () => {
        const current = await outboxRow(result.id)
        return current?.status === 'sent' ? current : undefined
      })
      expect(row.attempts).toBe(1)
    } finally {
      await worker.stop()
      await peer.stop()
    }
  })

  it('keeps the lead while SMTP is down and delivers once it is back', async () => {
    const port = await findFreePort(2525, 2526)
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_NOTIFY_TO: 'sales@puncak.test',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '300',
    })
    const worker = new OutboxWorker({ getDatabase: async () => database, config })
    const peer = new SmtpPeer(port)
    try {
      const result = await submitLead(contactPayload, api, { database, config, secret: TEST_SECRET })
      expect(result.ok).toBe(true)
      if (!result.ok) return
      worker.start()
      const failing = await until(async () => {
        const row = await outboxRow(result.id)
        return row && row.attempts >= 2 && row.status === 'pending' ? row : undefined
      })
      expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i)
      expect((await getLead(database.db, result.id))?.email).toBe('siti@klinikrahma.id')

      await peer.start()
      const [mail] = await peer.waitFor(1)
      expect(mail!.text).toContain('Nama: Siti Rahma')
      const sent = await until(async () => {
        const row = await outboxRow(result.id)
        return row?.status === 'sent' ? row : undefined
      })
      expect(sent.last_error).toBeNull()
      expect(peer.messages).toHaveLength(1)
    } finally {
      await worker.stop()
      await peer.stop()
    }
  })
})

describe('webhook notification', () => {
  it('retries with the same event id and signs the body', async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = []
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
        response.writeHead(received.length === 1 ? 503 : 200).end()
      })
    })
    const port = await findFreePort(3108, 3109)
    await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve))
    const config = testConfig({
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/leads`,
      LEADS_WEBHOOK_SECRET: 'hook-secret',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '50',
      OUTBOX_RETRY_MAX_MS: '100',
    })
    const worker = new OutboxWorker({ getDatabase: async () => database, config })
    try {
      const result = await submitLead({ ...contactPayload, message: hostileMessage }, api, {
        database,
        config,
        secret: TEST_SECRET,
      })
      if (!result.ok) throw new Error('submit failed')
      worker.start()
      const row = await until(async () => {
        const current = await outboxRow(result.id)
        return current?.status === 'sent' ? current : undefined
      })
      expect(received).toHaveLength(2)
      expect(received.map((hit) => hit.headers['x-event-id'])).toEqual([row.id, row.id])
      const [first, second] = received
      expect(second!.body).toBe(first!.body)
      const event = JSON.parse(second!.body)
      expect(event).toMatchObject({
        id: row.id,
        type: 'lead.created',
        lead: { id: result.id, kind: 'contact', message: hostileMessage, budget: '10-25 juta' },
      })
      expect(event.lead.userAgent).toBeUndefined()
      expect(event.fields).toContainEqual({ key: 'projectType', label: 'Jenis proyek', value: 'Pembuatan Website' })
      const timestamp = String(second!.headers['x-signature-timestamp'])
      const expected = createHmac('sha256', 'hook-secret').update(`${timestamp}.${second!.body}`).digest('hex')
      expect(second!.headers['x-signature']).toBe(`sha256=${expected}`)
    } finally {
      await worker.stop()
      await new Promise((resolve) => receiver.close(resolve))
    }
  })
})

const templateLead: LeadRecord = {
  id: 'lead-1',
  kind: 'analysis',
  status: 'new',
  isSpam: false,
  spamReason: null,
  name: '"><img src=x onerror=alert(1)>',
  email: 'a@b.co',
  phone: null,
  company: null,
  website: 'https://contoh.com/?q=<x>',
  business: 'f&b',
  industry: null,
  goals: ['ranking', 'competitor'],
  keywords: null,
  projectType: null,
  budget: null,
  timeline: null,
  message: null,
  landingPageUrl: '/analisis-gratis',
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  gclid: null,
  fbclid: null,
  firstContactedAt: null,
  userAgent: null,
  consentVersion: '2025-01',
  consentAt: '2025-01-06T07:05:00.000Z',
  createdAt: '2025-01-06T07:05:00.000Z',
  updatedAt: '2025-01-06T07:05:00.000Z',
}

describe('notification e-mail template', () => {
  it('escapes every visitor value and labels options in Indonesian', () => {
    const mail = renderLeadEmail(templateLead)
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('https://contoh.com/?q=&lt;x&gt;')
    expect(mail.text).toContain('Jenis bisnis: F&B (Makanan & Minuman)')
    expect(mail.text).toContain('Tujuan: Naik ke halaman 1 Google, Mengalahkan kompetitor')
    expect(mail.text).toContain('Diterima: Senin, 6 Januari 2025 pukul 14.05 WIB')
    expect(mail.text).toContain('Persetujuan kebijakan privasi: versi 2025-01')
  })

  it('keeps bidi overrides out of the subject even for rows stored before they were stripped', () => {
    const lead = {
      ...templateLead,
      name: 'Budi\u202Egnp.exe',
      company: 'PT \u2067Maju',
    }
    const mail = renderLeadEmail(lead)
    expect(mail.subject).toBe('Lead baru: Permintaan Analisis SEO Gratis - Budignp.exe (PT Maju)')
  })

  it('carries the instant audit: score, the worst problems as text and the report link, or that it still runs', () => {
    const reportUrl = 'https://puncakdigital.co.id/analisis-gratis/hasil/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    const done = renderLeadEmail(templateLead, {
      status: 'done',
      score: 62,
      url: 'https://contoh.com/',
      finalUrl: 'https://contoh.com/',
      reportUrl,
      reason: null,
      topProblems: [
        {
          id: 'title',
          label: 'Judul halaman',
          status: 'fail',
          impact: 'high',
          value: '<script>alert(1)</script>',
          message: 'Judul <b>kosong</b>.',
        },
      ],
    })
    expect(done.text).toContain('Analisis otomatis: skor 62/100')
    expect(done.text).toContain('- Judul halaman: Judul <b>kosong</b>.')
    expect(done.text).toContain(`Laporan lengkap: ${reportUrl}`)
    expect(done.html).toContain('Judul &lt;b&gt;kosong&lt;/b&gt;.')
    expect(done.html).toContain(`href="${reportUrl}"`)
    const running = renderLeadEmail(templateLead, {
      status: 'pending',
      score: null,
      url: 'https://contoh.com/',
      finalUrl: null,
      reportUrl,
      reason: null,
      topProblems: [],
    })
    expect(running.text).toContain('Analisis otomatis masih berjalan')
    expect(renderLeadEmail(templateLead).text).not.toContain('Analisis otomatis')
  })
})

describe('channels are delivered independently', () => {
  const leads = 30

  async function submitMany(config: ReturnType<typeof testConfig>) {
    for (let i = 0; i < leads; i += 1) {
      const result = await submitLead({ ...contactPayload, email: `kanal${i}@contoh.id` }, api, {
        database,
        config,
        secret: TEST_SECRET,
      })
      expect(result.ok).toBe(true)
    }
  }

  it('a hanging webhook never delays e-mail', async () => {
    const smtpPort = await ephemeralPort()
    const peer = new SmtpPeer(smtpPort)
    await peer.start()
    const hooks = new WebhookReceiver()
    hooks.mode = 'hang' // each request ends only by the sender's 10 s timeout
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: 'sales@puncak.test',
      LEADS_WEBHOOK_URL: await hooks.start(),
      OUTBOX_POLL_MS: '50',
    })
    const worker = new OutboxWorker({ getDatabase: async () => database, config })
    try {
      await submitMany(config)
      const started = performance.now()
      worker.start()
      // Within one webhook timeout (10 s): no e-mail batch waited for a webhook.
      await peer.waitFor(leads, 9500)
      const seconds = (performance.now() - started) / 1000
      expect(peer.messages).toHaveLength(leads)
      console.info(
        `[figure] e-mail with a hanging webhook: ${leads} e-mails in ${seconds.toFixed(2)} s (${(leads / seconds).toFixed(0)}/s)`,
      )
    } finally {
      await worker.stop(0)
      await hooks.stop()
      await peer.stop()
    }
  })

  it('a hanging SMTP server never delays webhooks', async () => {
    // Accepts the connection and never greets: nodemailer waits for its greeting timeout (10 s).
    const sockets = new Set<net.Socket>()
    const silent = net.createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const hooks = new WebhookReceiver()
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`,
      LEADS_NOTIFY_TO: 'sales@puncak.test',
      LEADS_WEBHOOK_URL: await hooks.start(),
      OUTBOX_POLL_MS: '50',
    })
    const worker = new OutboxWorker({ getDatabase: async () => database, config })
    try {
      await submitMany(config)
      worker.start()
      await hooks.waitFor(leads, 9500) // within nodemailer's 10 s greeting timeout
      expect(new Set(hooks.received.map((hook) => hook.leadId)).size).toBe(leads)
    } finally {
      await worker.stop(0)
      await hooks.stop()
      await new Promise((resolve) => {
        silent.close(resolve)
        for (const socket of sockets) socket.destroy()
      })
    }
  })
})
