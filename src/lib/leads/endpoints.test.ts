import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import SqliteDatabase from 'better-sqlite3'
import { openDatabase, type AppDatabase } from '@/lib/db/client'
import { PEER_ADDRESS_HEADER, clientIp } from '@/lib/server/client-ip'
import { checkConfig } from '@/lib/config'
import { methodNotAllowed } from '@/lib/server/http'
import { handleFormTokenRequest, handleLeadRequest, handleNewsletterRequest } from './endpoints'
import { API_MESSAGES } from './schema'
import { verifyToken } from './form-token'
import type { SubmitDeps } from './submit-lead'
import {
  TEST_SECRET,
  analysisPayload,
  consultationPayload,
  contactPayload,
  openTempSqlite,
  testConfig,
} from './testing/fixtures'
import { resetTables } from './testing/storage-suite'

/** TRUST_PROXY as the server validates it (src/lib/config/rules.ts). */
const parseTrustProxy = (value: string | undefined) => checkConfig({ TRUST_PROXY: value }).TRUST_PROXY

const URL_ = 'http://localhost:3101/api/submit-analysis'
let database: AppDatabase
let deps: SubmitDeps

beforeAll(async () => {
  // Keep the test from writing data/form-token.secret into the working tree.
  process.env.FORM_TOKEN_SECRET = TEST_SECRET
  database = await openTempSqlite()
})
afterAll(async () => {
  await database.destroy()
})
beforeEach(async () => {
  await resetTables(database)
  deps = { database, config: testConfig(), secret: TEST_SECRET }
})

function post(body: BodyInit | null, headers: Record<string, string> = {}, init: RequestInit = {}): Request {
  return new Request(URL_, {
    method: 'POST',
    body,
    headers: { [PEER_ADDRESS_HEADER]: '203.0.113.20', ...headers },
    ...init,
    // Node's fetch needs this for streamed bodies.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

function postJson(value: unknown, headers: Record<string, string> = {}): Request {
  return post(JSON.stringify(value), { 'content-type': 'application/json', ...headers })
}

async function stored(): Promise<number> {
  const row = await database.db
    .selectFrom('leads')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('POST /api/submit-analysis', () => {
  it('answers 201 {ok,id} for each payload kind in JSON, with the instant audit report for an analysis', async () => {
    for (const payload of [analysisPayload, contactPayload, consultationPayload]) {
      const response = await handleLeadRequest(postJson(payload), deps)
      expect(response.status).toBe(201)
      expect(response.headers.get('content-type')).toContain('application/json')
      const body = await response.json()
      const id = expect.stringMatching(/^[0-9a-f-]{36}$/)
      expect(body).toEqual(
        payload === analysisPayload
          ? { ok: true, id, auditUrl: expect.stringMatching(/\/analisis-gratis\/hasil\/[\w-]{32}$/) }
          : { ok: true, id },
      )
    }
    expect(await stored()).toBe(3)
  })

  it('accepts urlencoded and multipart form data with repeated goals', async () => {
    const form = new URLSearchParams({ name: 'Dewi', email: 'dewi@contoh.id', website: 'contoh.id' })
    form.append('goals', 'traffic')
    form.append('goals', 'ranking')
    const urlencoded = await handleLeadRequest(
      post(form.toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
      deps,
    )
    expect(urlencoded.status).toBe(201)
    const multipart = new FormData()
    for (const [key, value] of Object.entries(contactPayload)) multipart.append(key, value)
    const request = new Request(URL_, {
      method: 'POST',
      body: multipart,
      headers: { [PEER_ADDRESS_HEADER]: '203.0.113.20' },
    })
    expect((await handleLeadRequest(request, deps)).status).toBe(201)
    const goals = await database.db
      .selectFrom('leads')
      .select('goals')
      .where('email', '=', 'dewi@contoh.id')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(goals.goals!)).toEqual(['traffic', 'ranking'])
  })

  it('rejects a wrong content type with 415', async () => {
    for (const type of ['text/plain', 'application/xml', '']) {
      const response = await handleLeadRequest(
        post(JSON.stringify(analysisPayload), type ? { 'content-type': type } : {}),
        deps,
      )
      expect(response.status).toBe(415)
      expect(await response.json()).toEqual({
        ok: false,
        error: 'Format data tidak didukung. Kirim sebagai JSON atau data formulir.',
        fields: {},
      })
    }
    expect(await stored()).toBe(0)
  })

  it('rejects bodies over 32 KB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ ...analysisPayload, message: 'a'.repeat(40_000) })
    const declared = await handleLeadRequest(postJson(JSON.parse(big)), deps)
    expect(declared.status).toBe(413)
    expect((await declared.json()).error).toContain('terlalu besar')
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(encoder.encode(big.slice(i * 4000, (i + 1) * 4000)))
        controller.enqueue(encoder.encode(big.slice(40_000)))
        controller.close()
      },
    })
    const streamed = await handleLeadRequest(post(stream, { 'content-type': 'application/json' }), deps)
    expect(streamed.status).toBe(413)
    expect(await stored()).toBe(0)
  })

  it('rejects malformed JSON with 400', async () => {
    for (const body of ['{"name": "Budi",', '', '[1,2]', 'null', '"text"']) {
      const response = await handleLeadRequest(post(body, { 'content-type': 'application/json' }), deps)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ ok: false, error: 'Format JSON tidak valid.', fields: {} })
    }
    const invalidUtf8 = await handleLeadRequest(
      post(new Uint8Array([0x7b, 0xff, 0x7d]), { 'content-type': 'application/json' }),
      deps,
    )
    expect(invalidUtf8.status).toBe(400)
  })

  it('answers 422 with an Indonesian message per field and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string | RegExp>]> = [
      [
        { ...analysisPayload, name: '', email: '', website: '' },
        { name: 'Nama wajib diisi', email: 'Email wajib diisi', website: 'Website wajib diisi' },
      ],
      [{ ...analysisPayload, email: 'budi@' }, { email: /Format email tidak valid/ }],
      [{ ...analysisPayload, website: 'bukan website' }, { website: /Alamat website tidak valid/ }],
      [{ ...analysisPayload, website: 'javascript:alert(1)' }, { website: /Alamat website tidak valid/ }],
      [{ ...analysisPayload, phone: '+1 202 555 0100' }, { phone: /Nomor telepon tidak valid/ }],
      [{ ...analysisPayload, goals: ['traffic', 'crypto'] }, { goals: /Tujuan/ }],
      [{ ...analysisPayload, business: 'kasino' }, { business: /pilih salah satu/ }],
      [{ ...contactPayload, projectType: 'hacking' }, { projectType: /pilih salah satu/ }],
      [{ ...contactPayload, budget: 'Rp 1-3 Juta' }, { budget: /pilih salah satu/ }],
      [{ ...contactPayload, timeline: 'kemarin' }, { timeline: /pilih salah satu/ }],
      [{ ...consultationPayload, budget: '5-10 juta' }, { budget: /pilih salah satu/ }],
      [{ ...consultationPayload, industry: 'judi' }, { industry: /pilih salah satu/ }],
      [{ ...consultationPayload, phone: '' }, { phone: 'Nomor telepon wajib diisi' }],
      [{ ...contactPayload, message: '   ' }, { message: 'Pesan wajib diisi' }],
      [{ ...analysisPayload, name: 'N'.repeat(10_000) }, { name: 'Nama maksimal 100 karakter' }],
      [{ ...consultationPayload, keywords: 'k'.repeat(10_000) }, { keywords: 'Kata kunci maksimal 500 karakter' }],
      [{ ...contactPayload, company: 'c'.repeat(10_000) }, { company: 'Nama perusahaan maksimal 150 karakter' }],
      [
        { ...analysisPayload, name: 42, email: ['a@b.co'] },
        { name: /wajib diisi/, email: /wajib diisi/ },
      ],
      [{ ...contactPayload, type: 'unknown' }, { type: 'Jenis formulir tidak dikenal' }],
    ]
    for (const [payload, expected] of cases) {
      const response = await handleLeadRequest(postJson(payload), deps)
      expect(response.status, JSON.stringify(expected)).toBe(422)
      const body = await response.json()
      expect(body.ok).toBe(false)
      expect(body.error).toMatch(/wajib diisi|Mohon periksa kembali|Mohon lengkapi/)
      for (const [field, message] of Object.entries(expected)) {
        if (typeof message === 'string') expect(body.fields[field]).toBe(message)
        else expect(body.fields[field]).toMatch(message)
      }
    }
    expect(await stored()).toBe(0)
  })

  it('stores emoji, RTL text, <script> and SQL-looking strings verbatim', async () => {
    const payload = {
      ...contactPayload,
      name: "Robert'); DROP TABLE leads;-- 😀",
      message: '<script>document.location="https://evil.example"</script>\n1 OR 1=1; --\nمرحبا שלום 👋🏾',
    }
    const response = await handleLeadRequest(postJson(payload), deps)
    expect(response.status).toBe(201)
    const { id } = await response.json()
    const row = await database.db
      .selectFrom('leads')
      .select(['name', 'message', 'raw_payload'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.name).toBe(payload.name)
    expect(row.message).toBe(payload.message)
    expect(JSON.parse(row.raw_payload).message).toBe(payload.message)
  })

  it('answers 429 with Retry-After once the per-IP limit is reached, counting by socket address', async () => {
    const limited = { ...deps, config: testConfig({ LEADS_RATE_LIMIT_PER_MINUTE: '5' }) }
    const statuses: number[] = []
    for (let i = 0; i < 7; i += 1) {
      // A spoofed X-Forwarded-For must not help while TRUST_PROXY is off.
      const response = await handleLeadRequest(
        postJson({ ...analysisPayload, email: `r${i}@contoh.id` }, { 'x-forwarded-for': `10.0.0.${i}` }),
        limited,
      )
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        expect((await response.json()).error).toBe(
          'Terlalu banyak pengiriman dari jaringan Anda. Silakan tunggu satu menit lalu coba lagi.',
        )
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
  })

  it('stores a retried request with the same Idempotency-Key once', async () => {
    const headers = { 'idempotency-key': 'retry-7f3a9c2e-key' }
    const first = await (await handleLeadRequest(postJson(analysisPayload, headers), deps)).json()
    const second = await (await handleLeadRequest(postJson(analysisPayload, headers), deps)).json()
    expect(second.id).toBe(first.id)
    expect(await stored()).toBe(1)
  })

  it('answers 500 with the friendly message when storage fails', async () => {
    const broken = await openTempSqlite()
    await broken.destroy()
    const response = await handleLeadRequest(postJson(analysisPayload), { ...deps, database: broken })
    expect(response.status).toBe(500)
    expect((await response.json()).error).toContain('Terjadi kesalahan')
  })
})

describe('newsletter and form-token endpoints', () => {
  it('answers a new and an already listed address identically (the list cannot be probed)', async () => {
    const request = (email: string) =>
      new Request('http://localhost/api/newsletter', {
        method: 'POST',
        body: JSON.stringify({ email }),
        headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '203.0.113.5' },
      })
    const answer = async (response: Response) => ({ status: response.status, body: await response.text() })
    const fresh = await answer(await handleNewsletterRequest(request('baru@contoh.id'), deps))
    await handleNewsletterRequest(request('lama@contoh.id'), deps)
    const listed = await answer(await handleNewsletterRequest(request('lama@contoh.id'), deps))
    expect(fresh).toEqual({
      status: 200,
      body: JSON.stringify({ ok: true, message: 'Terima kasih! Anda sudah terdaftar di newsletter kami.' }),
    })
    expect(listed).toEqual(fresh)
    const bad = await handleNewsletterRequest(
      new Request('http://localhost/api/newsletter', {
        method: 'POST',
        body: 'email=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      deps,
    )
    expect(bad.status).toBe(422)
  })

  it('issues a token that verifies after the minimum fill time', async () => {
    const response = await handleFormTokenRequest()
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { token } = await response.json()
    expect(verifyToken(token, Date.now(), TEST_SECRET).status).toBe('too_fast')
    expect(verifyToken(token, Date.now() + 5_000, TEST_SECRET).status).toBe('ok')
    const tampered = token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'))
    expect(verifyToken(tampered, Date.now(), TEST_SECRET).status).toBe('invalid')
    expect(verifyToken(token, Date.now() + 2 * 86_400_000, TEST_SECRET).status).toBe('expired')
  })
})

describe('client IP', () => {
  const headers = (values: Record<string, string>) => new Headers(values)
  it('uses the socket address unless TRUST_PROXY names a header', () => {
    const h = headers({
      [PEER_ADDRESS_HEADER]: '::ffff:192.0.2.1',
      'x-forwarded-for': '1.1.1.1, 198.51.100.4',
      'cf-connecting-ip': '2001:db8::1',
    })
    expect(clientIp(h, parseTrustProxy(undefined))).toBe('192.0.2.1')
    expect(clientIp(h, parseTrustProxy('true'))).toBe('198.51.100.4')
    expect(clientIp(h, parseTrustProxy('x-forwarded-for:2'))).toBe('1.1.1.1')
    expect(clientIp(h, parseTrustProxy('cf-connecting-ip'))).toBe('2001:db8::1')
    expect(clientIp(headers({ 'x-forwarded-for': 'garbage' }), parseTrustProxy('true'))).toBeNull()
  })
})

describe('hostile and odd requests (issue 18)', () => {
  it('answers other methods with 405, an Allow header and an Indonesian message', async () => {
    const respond = methodNotAllowed(['POST'])
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = respond(new Request(URL_, { method }))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      expect(await response.json()).toEqual({
        ok: false,
        error: `Metode ${method} tidak didukung di alamat ini. Gunakan POST.`,
        fields: {},
      })
    }
  })

  it('says a broken multipart body is unreadable form data, not JSON', async () => {
    const response = await handleLeadRequest(
      post('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAni', {
        'content-type': 'multipart/form-data; boundary=x',
      }),
      deps,
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe(API_MESSAGES.malformedForm)
  })

  it('refuses deep nesting by shape (400) before parsing, even from a client that is rate limited', async () => {
    const limited = { ...deps, config: testConfig({ LEADS_RATE_LIMIT_PER_MINUTE: '1' }) }
    expect((await handleLeadRequest(postJson(analysisPayload), limited)).status).toBe(201)
    expect((await handleLeadRequest(postJson({ ...analysisPayload, email: 'b@contoh.id' }), limited)).status).toBe(429)
    const deep = `{"name":"Ani","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`
    const response = await handleLeadRequest(post(deep, { 'content-type': 'application/json' }), limited)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe(API_MESSAGES.invalidShape)
    // Shallow extra keys are fine (and ignored).
    const shallow = await handleLeadRequest(
      postJson({ ...analysisPayload, email: 'c@contoh.id', utm: { source: 'x' } }),
      deps,
    )
    expect(shallow.status).toBe(201)
  })

  it('answers 409 when an idempotency key comes back with a different body', async () => {
    const headers = { 'idempotency-key': 'reused-key-0001' }
    expect((await handleLeadRequest(postJson(analysisPayload, headers), deps)).status).toBe(201)
    const other = await handleLeadRequest(postJson({ ...analysisPayload, name: 'Orang Lain' }, headers), deps)
    expect(other.status).toBe(409)
    expect((await other.json()).error).toBe(API_MESSAGES.idempotencyConflict)
    expect(await stored()).toBe(1)
  })

  it('answers 503 with Retry-After while another connection holds the write lock, storing nothing', async () => {
    const file = database.config.dialect === 'sqlite' ? database.config.file : ''
    const impatient = await openDatabase({ dialect: 'sqlite', file, lockWaitMs: 200 })
    const holder = new SqliteDatabase(file)
    holder.exec('begin immediate')
    try {
      const response = await handleLeadRequest(postJson(analysisPayload), { ...deps, database: impatient })
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect((await response.json()).error).toBe(API_MESSAGES.unavailable)
    } finally {
      holder.exec('rollback')
      holder.close()
      await impatient.destroy()
    }
    expect(await stored()).toBe(0)
  })
})
