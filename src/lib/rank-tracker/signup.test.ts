import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { findFreePort } from '@/lib/db/testing/postgres-server'
import { issueToken } from '@/lib/leads/form-token'
import { TEST_SECRET, testConfig } from '@/lib/leads/testing/fixtures'
import { SmtpPeer } from '@/lib/leads/testing/smtp-peer'
import type { AppDatabase } from '@/lib/db/client'
import { runHousekeeping } from '@/lib/runtime/housekeeping'
import { purgeRankData } from './queries'
import { getTrackerReport } from './report'
import { confirmationView, confirmTrackerSignup, parseSignup, submitTrackerSignup, type SignupDeps } from './signup'
import { handleTrackerSignupRequest } from './signup-endpoint'
import { RankMailer } from './signup-mail'
import { openTempSqlite, testRankConfig } from './testing/fixtures'
import { privateRecordsSuite } from './testing/records-suite'
import { signupStorageSuite } from './testing/signup-suite'

const api = { transport: 'api' as const, ip: '203.0.113.7', userAgent: 'vitest' }
const rankConfig = testRankConfig('serper', 'http://127.0.0.1:9')
const valid = {
  website: 'https://www.TokoSepatuBudi.co.id/koleksi',
  email: 'Budi@TokoSepatuBudi.co.id',
  keywords: 'sepatu kulit bandung\nsepatu pria murah\n\nsepatu kulit bandung',
  location: 'bandung',
  device: 'mobile',
  landingPageUrl: '/serpbot-rank-checker?utm_source=google&utm_campaign=rank',
  referrer: 'https://www.google.co.id/',
  consentVersion: '2026-11-27',
}

let database: AppDatabase
const suiteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-signup-suite-'))
afterAll(() => fs.rmSync(suiteDir, { recursive: true, force: true }))
let cleanup: () => Promise<void>
let peer: SmtpPeer
let now: Date
const deps = (): SignupDeps => ({
  database,
  config: testConfig({ LEADS_MIN_FILL_MS: '0' }),
  secret: TEST_SECRET,
  rankConfig,
  now,
})

beforeAll(async () => {
  ;({ database, cleanup } = await openTempSqlite('rank-signup-'))
  peer = new SmtpPeer(await findFreePort(2640, 2700))
  await peer.start()
  process.env.SMTP_URL = `smtp://127.0.0.1:${peer.port}`
})
afterAll(async () => {
  delete process.env.SMTP_URL
  await peer.stop()
  await cleanup()
})
beforeEach(async () => {
  now = new Date('2026-11-27T03:00:00Z')
  await database.write(async (trx) => {
    await trx.deleteFrom('rank_trackers').execute()
    await trx.deleteFrom('rank_mailbox_mails').execute()
    await trx.deleteFrom('leads').execute()
    await trx.deleteFrom('rate_limits').execute()
  })
  peer.messages.length = 0
})

async function deliverMails(): Promise<void> {
  await new RankMailer({ getDatabase: async () => database, now: () => now }).runOnce()
}

describe('parseSignup', () => {
  it('normalises a valid sign-up: domain without www, lower-case e-mail, keywords without blanks and repeats', () => {
    expect(parseSignup(valid)).toEqual({
      ok: true,
      data: {
        domain: 'tokosepatubudi.co.id',
        email: 'budi@tokosepatubudi.co.id',
        keywords: ['sepatu kulit bandung', 'sepatu pria murah'],
        location: 'bandung',
        device: 'mobile',
        competitors: [],
        businessName: null,
      },
    })
    // Competitors one per line (or a JSON array), by the website's rules, and the name on Google Maps.
    expect(
      parseSignup({
        ...valid,
        competitors: 'https://www.Pesaing.co.id/sepatu\n\npesaing.co.id\nm.tokolain.com',
        businessName: '  Toko\u200b Sepatu   Budi ',
      }),
    ).toMatchObject({
      ok: true,
      data: { competitors: ['pesaing.co.id', 'm.tokolain.com'], businessName: 'Toko Sepatu Budi' },
    })
    expect(parseSignup({ ...valid, competitors: ['pesaing.co.id'] })).toMatchObject({
      ok: true,
      data: { competitors: ['pesaing.co.id'] },
    })
    // JSON clients send an array; location and device have defaults.
    const json = parseSignup({ website: 'tokoku.id', email: 'a@tokoku.id', keywords: ['satu', 'dua'] })
    expect(json).toMatchObject({
      ok: true,
      data: { location: 'indonesia', device: 'mobile', keywords: ['satu', 'dua'] },
    })
  })

  it.each([
    [
      '11 keywords',
      { keywords: Array.from({ length: 11 }, (_, i) => `keyword ${i}`).join('\n') },
      'keywords',
      /Maksimal 10/,
    ],
    ['an 81-character keyword', { keywords: `${'a'.repeat(81)}` }, 'keywords', /maksimal 80 karakter/],
    ['no keyword', { keywords: ' \n ' }, 'keywords', /minimal satu/],
    ['keywords of other types', { keywords: [1, 2] }, 'keywords', /daftar teks/],
    ['localhost', { website: 'http://localhost:3000' }, 'website', /domain website publik/],
    ['an IP address', { website: '203.0.113.9' }, 'website', /domain website publik/],
    ['a bare suffix', { website: 'co.id' }, 'website', /domain website publik/],
    ['a bad e-mail', { email: 'budi@' }, 'email', /email/i],
    ['an unknown location', { location: 'atlantis' }, 'location', /lokasi/],
    ['an unknown device', { device: 'tablet' }, 'device', /perangkat/i],
    // Hostile input: a mail header smuggled into the address, markup and control characters in a keyword.
    ['an e-mail with a line break', { email: 'budi@toko.id\r\nBcc: semua@contoh.id' }, 'email', /email/i],
    ['a keyword with a control character', { keywords: 'sepatu\u0000<script>alert(1)</script>' }, 'keywords', /./],
    ['a keyword with a right-to-left override', { keywords: 'jasa seo\ntoko \u202eoes' }, 'keywords', /teks biasa/],
    ['a website with a line break', { website: 'toko.id\r\nX-Evil: 1' }, 'website', /domain website publik/],
    ['four competitors', { competitors: 'a.co.id\nb.co.id\nc.co.id\nd.co.id' }, 'competitors', /Maksimal 3/],
    ['the own site as competitor', { competitors: 'www.tokosepatubudi.co.id' }, 'competitors', /website Anda sendiri/],
    ['a subdomain of the own site', { competitors: 'blog.tokosepatubudi.co.id' }, 'competitors', /sendiri/],
    ['an IP address as competitor', { competitors: '203.0.113.9' }, 'competitors', /bukan nama domain/],
    ['localhost as competitor', { competitors: 'localhost' }, 'competitors', /bukan nama domain/],
    ['a competitor with markup', { competitors: '<script>alert(1)</script>' }, 'competitors', /bukan nama domain/],
    ['competitors of other types', { competitors: [1, 2] }, 'competitors', /daftar teks/],
    ['a huge competitor list', { competitors: 'a'.repeat(5_000) }, 'competitors', /daftar teks/],
    ['a business name of 101 characters', { businessName: 'a'.repeat(101) }, 'businessName', /maksimal 100/],
    ['a business name with a bidi override', { businessName: 'Toko \u202eidub' }, 'businessName', /teks biasa/],
    ['a business name with a line break', { businessName: 'Toko\r\nBcc: x' }, 'businessName', /teks biasa/],
  ])('refuses %s with a message on that field', (_name, change, field, message) => {
    const result = parseSignup({ ...valid, ...change })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fieldErrors)).toEqual([field])
    expect(result.fieldErrors[field as 'website']).toMatch(message)
  })
})

describe('submitTrackerSignup on SQLite', () => {
  it('stores an unconfirmed tracker with its attribution and mails the confirmation link', async () => {
    const result = await submitTrackerSignup(valid, api, deps())
    expect(result).toMatchObject({ ok: true })
    const tracker = await database.db.selectFrom('rank_trackers').selectAll().executeTakeFirstOrThrow()
    expect(tracker).toMatchObject({
      domain: 'tokosepatubudi.co.id',
      email: 'budi@tokosepatubudi.co.id',
      location: 'bandung',
      device: 'mobile',
      confirmed_at: null,
      lead_id: null,
    })
    expect(JSON.parse(tracker.attribution!)).toEqual({
      landingPageUrl: valid.landingPageUrl,
      referrer: valid.referrer,
      consentVersion: '2026-11-27',
    })
    const keywords = await database.db.selectFrom('rank_tracker_keywords').select('keyword').execute()
    expect(keywords.map((row) => row.keyword).sort()).toEqual(['sepatu kulit bandung', 'sepatu pria murah'])

    await deliverMails()
    const [mail] = await peer.waitFor(1)
    expect(mail!.envelopeTo).toEqual(['budi@tokosepatubudi.co.id'])
    expect(mail!.subject).toBe('Konfirmasi pemantauan ranking tokosepatubudi.co.id')
    expect(mail!.text).toContain(`/serpbot-rank-checker/konfirmasi/${tracker.confirm_token}`)
    expect(mail!.text).toContain('48 jam')
    expect(mail!.html).toContain(`/serpbot-rank-checker/konfirmasi/${tracker.confirm_token}`)
    // One token, one power: the confirmation link is not the tracker page's key.
    expect(tracker.confirm_token).not.toBe(tracker.token)
    expect(`${mail!.text}${mail!.html}`).not.toContain(tracker.token)
    const row = await database.db.selectFrom('rank_mail_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 'confirm', status: 'sent', attempts: 1 })
  })

  it('keeps no private token in the attribution, whatever the first touch or the Referer was', async () => {
    const token = 'Qx7_Tk9-Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd'
    const first = await submitTrackerSignup(
      {
        ...valid,
        landingPageUrl: `/serpbot-rank-checker/pantau/${token}`,
        referrer: `https://x.id/analisis-gratis/hasil/${token}`,
      },
      api,
      deps(),
    )
    const noScript = await submitTrackerSignup(
      { ...valid, email: 'tanpa-js@tokosepatubudi.co.id', landingPageUrl: undefined, referrer: undefined },
      { ...api, referrer: `http://localhost:3000/serpbot-rank-checker/konfirmasi/${token}` },
      deps(),
    )
    expect(first.ok && noScript.ok).toBe(true)
    const rows = await database.db
      .selectFrom('rank_trackers')
      .select(['email', 'attribution'])
      .orderBy('email')
      .execute()
    expect(rows.map((row) => JSON.parse(row.attribution!) as Record<string, string>)).toEqual([
      {
        landingPageUrl: '/serpbot-rank-checker',
        referrer: 'https://x.id/analisis-gratis',
        consentVersion: '2026-11-27',
      },
      { landingPageUrl: '/serpbot-rank-checker', consentVersion: '2026-11-27' },
    ])
  })

  it('sends one mailbox at most 3 mails an hour and 6 a day, however the address is spelled, and answers alike', async () => {
    const answers = []
    // budi+1@…, Budi+2@…: one mailbox. Twenty sign-ups from twenty networks in the first hour.
    for (let i = 0; i < 20; i++) {
      const email = `${i % 2 ? 'Budi' : 'budi'}+${i}@tokosepatubudi.co.id`
      answers.push(await submitTrackerSignup({ ...valid, email }, { ...api, ip: `198.51.100.${i}` }, deps()))
    }
    // The same answer whether a mail went out or not: nothing tells a prober about the address.
    expect(new Set(answers.map((answer) => JSON.stringify({ ...answer, trackerId: null })))).toHaveProperty('size', 1)
    expect(answers[0]).toMatchObject({ ok: true, message: expect.stringMatching(/tautan konfirmasi/i) })
    expect(answers.filter((answer) => answer.ok && answer.trackerId)).toHaveLength(3)
    expect(await database.db.selectFrom('rank_trackers').select('id').execute()).toHaveLength(3)
    await deliverMails()
    expect(await peer.waitFor(3)).toHaveLength(3)
    // Another mailbox is not held up; Gmail ignores dots and googlemail.com is gmail.com.
    expect((await submitTrackerSignup({ ...valid, email: 'sari@tokosari.id' }, api, deps())).ok).toBe(true)
    const gmail = ['b.u.d.i@gmail.com', 'BUDI+x@googlemail.com', 'bu.di@gmail.com', 'budi@gmail.com']
    for (const email of gmail) await submitTrackerSignup({ ...valid, email }, api, deps())
    expect(
      await database.db.selectFrom('rank_trackers').select('id').where('email', 'like', '%mail.com').execute(),
    ).toHaveLength(3)
    // An hour later three more, then the day's six are spent until a day after the first.
    now = new Date(now.getTime() + 3_600_001)
    for (let i = 0; i < 4; i++)
      await submitTrackerSignup({ ...valid, email: `budi+lagi${i}@tokosepatubudi.co.id` }, api, deps())
    now = new Date(now.getTime() + 3_600_001)
    await submitTrackerSignup({ ...valid, email: 'budi@tokosepatubudi.co.id' }, api, deps())
    const budi = () =>
      database.db
        .selectFrom('rank_trackers')
        .select('id')
        .where('email', 'like', 'budi%@tokosepatubudi.co.id')
        .execute()
    expect(await budi()).toHaveLength(6)
    now = new Date(now.getTime() + 22 * 3_600_000)
    await submitTrackerSignup({ ...valid, email: 'budi@tokosepatubudi.co.id' }, api, deps())
    expect(await budi()).toHaveLength(7)
  })

  it('answers a bot like a visitor and stores nothing (honeypot, sent faster than the fill time)', async () => {
    const honeypot = await submitTrackerSignup({ ...valid, fax: 'https://spam.example' }, api, deps())
    expect(honeypot).toMatchObject({ ok: true, trackerId: null })
    const tooFast = await submitTrackerSignup(
      { ...valid, formToken: issueToken(now.getTime() - 500, TEST_SECRET) },
      api,
      { ...deps(), config: testConfig({ LEADS_MIN_FILL_MS: '2000' }) },
    )
    expect(tooFast.ok).toBe(true)
    expect(await database.db.selectFrom('rank_trackers').select('id').execute()).toHaveLength(0)
    expect(await database.db.selectFrom('rank_mail_outbox').select('id').execute()).toHaveLength(0)
  })

  it('refuses every sign-up while no SERP provider is configured', async () => {
    const result = await submitTrackerSignup(valid, api, { ...deps(), rankConfig: { ...rankConfig, provider: null } })
    expect(result).toMatchObject({ ok: false, code: 'inactive' })
    if (!result.ok) expect(result.message).toMatch(/belum aktif/)
  })
})

describe('confirmTrackerSignup', () => {
  async function signUp() {
    expect((await submitTrackerSignup(valid, api, deps())).ok).toBe(true)
    return database.db.selectFrom('rank_trackers').selectAll().executeTakeFirstOrThrow()
  }

  it('confirms once: the tracker page link is mailed and the inbox lead made; a second press changes nothing', async () => {
    const tracker = await signUp()
    now = new Date(now.getTime() + 47 * 3_600_000)
    expect(await confirmationView(database, tracker.confirm_token, now, rankConfig)).toMatchObject({ state: 'pending' })
    const first = await confirmTrackerSignup(database, tracker.confirm_token, now, rankConfig)
    expect(first).toMatchObject({ ok: true, first: true })
    const confirmed = await database.db.selectFrom('rank_trackers').selectAll().executeTakeFirstOrThrow()
    expect(confirmed.confirmed_at).toBe(now.toISOString())
    const lead = await database.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow()
    expect(confirmed.lead_id).toBe(lead.id)
    expect(lead).toMatchObject({ kind: 'rank-tracker', email: 'budi@tokosepatubudi.co.id' })
    expect(lead.landing_page_url).toBe(valid.landingPageUrl)

    await deliverMails()
    const mails = await peer.waitFor(2)
    const link = mails.find((mail) => mail.subject.startsWith('Halaman pantauan'))!
    expect(link.text).toContain(`/serpbot-rank-checker/pantau/${tracker.token}`)

    const second = await confirmTrackerSignup(database, tracker.confirm_token, now, rankConfig)
    expect(second).toMatchObject({ ok: true, first: false })
    // Once used, the link only says so: it opens no tracker page.
    expect(await confirmationView(database, tracker.confirm_token, now, rankConfig)).toEqual({
      state: 'confirmed',
      domain: 'tokosepatubudi.co.id',
    })
    expect(await database.db.selectFrom('rank_mail_outbox').select('kind').execute()).toHaveLength(2)
    expect(await database.db.selectFrom('leads').select('id').execute()).toHaveLength(1)
  })

  it('refuses after 48 hours, and the unconfirmed sign-up is deleted with its mails', async () => {
    const tracker = await signUp()
    now = new Date(now.getTime() + 48 * 3_600_000 + 1000)
    expect(await confirmTrackerSignup(database, tracker.confirm_token, now, rankConfig)).toEqual({
      ok: false,
      code: 'expired',
    })
    // Gone for every address at once, before the purge: the link and (for sign-ups from before issue 40, whose
    // page token was in the link) the tracker page.
    expect(await confirmationView(database, tracker.confirm_token, now, rankConfig)).toEqual({ state: 'unknown' })
    expect(await getTrackerReport(database, rankConfig, tracker.token, now)).toBeNull()
    expect(await confirmTrackerSignup(database, 'x'.repeat(32), now, rankConfig)).toEqual({
      ok: false,
      code: 'expired',
    })
    const purged = await purgeRankData(database, now, rankConfig)
    expect(purged.unconfirmed).toBe(1)
    expect(await database.db.selectFrom('rank_mail_outbox').select('id').execute()).toHaveLength(0)
  })
})

describe('housekeeping', () => {
  it('deletes sign-ups unconfirmed after 48 hours every hour, keeps fresh and confirmed ones', async () => {
    const start = now
    expect((await submitTrackerSignup({ ...valid, email: 'lama@toko.id' }, api, deps())).ok).toBe(true)
    const kept = await submitTrackerSignup({ ...valid, email: 'konfirmasi@toko.id' }, api, deps())
    const token = (
      await database.db
        .selectFrom('rank_trackers')
        .select('confirm_token')
        .where('email', '=', 'konfirmasi@toko.id')
        .executeTakeFirstOrThrow()
    ).confirm_token
    expect(kept.ok && (await confirmTrackerSignup(database, token, start, rankConfig)).ok).toBe(true)
    now = new Date(start.getTime() + 47 * 3_600_000)
    expect((await submitTrackerSignup({ ...valid, email: 'baru@toko.id' }, api, deps())).ok).toBe(true)

    const at = new Date(start.getTime() + 48 * 3_600_000 + 60_000)
    const round = await runHousekeeping(database, at, { retentionMonths: 24, purgeRetention: true })
    expect(round.unconfirmedTrackers).toBe(1)
    const left = await database.db.selectFrom('rank_trackers').select('email').orderBy('email').execute()
    expect(left.map((row) => row.email)).toEqual(['baru@toko.id', 'konfirmasi@toko.id'])
  })

  it('deletes the rows of tracker mails sent over 30 days ago, keeps recent and unsent ones', async () => {
    expect((await submitTrackerSignup({ ...valid, email: 'surat@toko.id' }, api, deps())).ok).toBe(true)
    const tracker = await database.db
      .selectFrom('rank_trackers')
      .select('id')
      .where('email', '=', 'surat@toko.id')
      .executeTakeFirstOrThrow()
    const day = 24 * 3_600_000
    const base = { tracker_id: tracker.id, kind: 'digest', attempts: 1, next_attempt_at: now.toISOString() }
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString()
    await database.db
      .insertInto('rank_mail_outbox')
      .values([
        { ...base, id: 'lama-terkirim', status: 'sent', created_at: at(40 * day), sent_at: at(40 * day) },
        { ...base, id: 'baru-terkirim', status: 'sent', created_at: at(7 * day), sent_at: at(7 * day) },
        { ...base, id: 'lama-gagal', status: 'failed', created_at: at(40 * day), sent_at: null },
      ])
      .execute()
    const round = await runHousekeeping(database, now, { retentionMonths: 24, purgeRetention: true })
    expect(round.sentTrackerMails).toBe(1)
    const left = await database.db
      .selectFrom('rank_mail_outbox')
      .select('id')
      .where('id', 'in', ['lama-terkirim', 'baru-terkirim', 'lama-gagal'])
      .orderBy('id')
      .execute()
    expect(left.map((row) => row.id)).toEqual(['baru-terkirim', 'lama-gagal'])
  })
})

describe('POST /api/rank-tracker', () => {
  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    handleTrackerSignupRequest(
      new Request('http://127.0.0.1/api/rank-tracker', { method: 'POST', headers, body }),
      deps(),
    )

  it('answers like /api/submit-analysis: 201, 422 with fields, 400, 415', async () => {
    const created = await post(JSON.stringify({ ...valid, keywords: ['sepatu kulit bandung'] }))
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ ok: true, message: expect.stringMatching(/tautan konfirmasi/i) })

    const refused = await post(JSON.stringify({ ...valid, website: 'localhost', keywords: ['x'.repeat(81)] }))
    expect(refused.status).toBe(422)
    const body = (await refused.json()) as { ok: boolean; fields: Record<string, string> }
    expect(body.ok).toBe(false)
    expect(Object.keys(body.fields).sort()).toEqual(['keywords', 'website'])

    expect((await post('{"website":')).status).toBe(400)
    expect((await post('x', { 'content-type': 'text/plain' })).status).toBe(415)
  })

  it('refuses hostile bodies without storing anything: huge, deeply nested, wrong types', async () => {
    const huge = await post(JSON.stringify({ ...valid, keywords: ['sepatu'], padding: 'x'.repeat(200_000) }))
    expect(huge.status).toBe(413)
    const nested = `{"website":"toko.id","email":"a@toko.id","keywords":${'['.repeat(5000)}${']'.repeat(5000)}}`
    // Refused by its shape before parsing, as by /api/submit-analysis.
    expect((await post(nested)).status).toBe(400)
    const objects = await post(JSON.stringify({ website: { href: 'toko.id' }, email: ['a@b.id'], keywords: 'x' }))
    expect(objects.status).toBe(422)
    // A formula typed as a keyword is kept as text: the exports write it safely (tracker-page.test.ts).
    const formula = await post(JSON.stringify({ ...valid, email: 'rumus@toko.id', keywords: ['=HYPERLINK("x")'] }))
    expect(formula.status).toBe(201)
    const stored = await database.db.selectFrom('rank_trackers').select('email').execute()
    expect(stored.map((row) => row.email)).toEqual(['rumus@toko.id'])
  })

  it('answers 503 in Indonesian while tracking is not active', async () => {
    const response = await handleTrackerSignupRequest(
      new Request('http://127.0.0.1/api/rank-tracker', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valid),
      }),
      { ...deps(), rankConfig: { ...rankConfig, provider: null } },
    )
    expect(response.status).toBe(503)
    expect(((await response.json()) as { error: string }).error).toMatch(/belum aktif/)
  })
})

signupStorageSuite(
  'SQLite',
  () => openDatabase({ dialect: 'sqlite', file: path.join(suiteDir, 'leads.db') }),
  () => true,
)

privateRecordsSuite(
  'SQLite',
  () => openDatabase({ dialect: 'sqlite', file: path.join(suiteDir, 'leads.db') }),
  () => true,
)
