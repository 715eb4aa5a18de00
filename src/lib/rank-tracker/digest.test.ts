import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { ephemeralPort } from '@/lib/db/testing/postgres-server'
import { SmtpPeer } from '@/lib/leads/testing/smtp-peer'
import { isDigestTime, queueWeeklyDigests, renderDigest, renderTrackerDigest } from './digest'
import { getTrackerReport } from './report'
import { RankMailer } from './signup-mail'
import { addTracker, openTempSqlite, testRankConfig } from './testing/fixtures'
import { seedTrackerWithResults } from './testing/page-fixtures'
import { handleTrackerAction, handleTrackerExport, handleUnsubscribe, unsubscribePageFor } from './tracker-http'
import { setDigestOptOut, type TrackerRow } from './trackers'

/* The weekly digest: Monday morning WIB, once per tracker and week, the week's movements, RFC 8058 unsubscribe. */

const config = testRankConfig('serper', 'http://127.0.0.1:9')
// Monday 30 November 2026 in WIB (UTC+7).
const mondayAt = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00+07:00`)

let database: AppDatabase
let cleanup: () => Promise<void>
let tracker: TrackerRow

beforeAll(async () => {
  ;({ database, cleanup } = await openTempSqlite('rank-digest-'))
})
afterAll(() => cleanup())
beforeEach(async () => {
  await database.write((trx) => trx.deleteFrom('rank_trackers').execute())
  tracker = await seedTrackerWithResults(database)
})

const digestRows = () =>
  database.db.selectFrom('rank_mail_outbox').select(['tracker_id', 'kind']).where('kind', '=', 'digest').execute()

describe('schedule', () => {
  it('is Monday from 07:00 WIB, whatever the server clock says', () => {
    expect(isDigestTime(mondayAt('06:59'))).toBe(false)
    expect(isDigestTime(mondayAt('07:00'))).toBe(true)
    expect(isDigestTime(mondayAt('23:59'))).toBe(true)
    // 00:30 UTC on Monday is still 07:30 WIB Monday; 23:00 UTC Sunday is 06:00 WIB Monday.
    expect(isDigestTime(new Date('2026-11-30T00:30:00Z'))).toBe(true)
    expect(isDigestTime(new Date('2026-11-29T23:00:00Z'))).toBe(false)
    expect(isDigestTime(new Date('2026-12-01T08:00:00+07:00'))).toBe(false)
  })

  it('queues one digest per subscribed, confirmed tracker with results, once a week', async () => {
    const optedOut = await seedTrackerWithResults(database, 'lain@contoh.co.id')
    await setDigestOptOut(database, optedOut.id, true)
    await addTracker(database, {
      domain: 'belumkonfirmasi.co.id',
      keywords: ['a'],
      confirmed: false,
      now: mondayAt('06:00'),
    })
    await addTracker(database, { domain: 'belumadahasil.co.id', keywords: ['b'], now: mondayAt('06:00') })

    expect(await queueWeeklyDigests(database, mondayAt('06:30'))).toBe(0)
    expect(await queueWeeklyDigests(database, mondayAt('07:05'))).toBe(1)
    // Every 10 minutes, on every instance: still one this week.
    expect(
      await Promise.all([
        queueWeeklyDigests(database, mondayAt('07:15')),
        queueWeeklyDigests(database, mondayAt('09:00')),
      ]),
    ).toEqual([0, 0])
    expect(await digestRows()).toEqual([{ tracker_id: tracker.id, kind: 'digest' }])
    expect(await queueWeeklyDigests(database, new Date('2026-12-07T07:10:00+07:00'))).toBe(1)
  })
})

describe('the mail', () => {
  it('counts what improved and declined over the week and shows the whole table', async () => {
    const report = (await getTrackerReport(database, config, tracker.token, mondayAt('08:00')))!
    const mail = renderDigest(report, { page: tracker.token, unsubscribe: tracker.unsubscribe_token })
    expect(mail.counts).toEqual({ improved: 1, declined: 1, same: 1 })
    expect(mail.subject).toBe('Ranking mingguan tokosepatubudi.co.id: 1 naik, 1 turun')
    expect(mail.text).toContain('- sepatu kulit bandung: #4 (▲ naik 5 posisi)')
    expect(mail.text).toContain('- toko sepatu pria: Tidak masuk 100 besar (▼ keluar dari 100 besar)')
    expect(mail.text).toContain('(belum ada pembanding)')
    expect(mail.text).toContain(`http://localhost:3000/serpbot-rank-checker/pantau/${tracker.token}`)
    expect(mail.html).toContain('▲ naik 5 posisi')
    expect(mail.html).toContain('=HYPERLINK(&quot;http://evil.example&quot;,&quot;klik&quot;)')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/rank-tracker/unsubscribe/${tracker.unsubscribe_token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    // The mail provider reads the header and the footer link: they carry the token that only unsubscribes.
    expect(mail.text).toContain(
      `http://localhost:3000/serpbot-rank-checker/berhenti-langganan/${tracker.unsubscribe_token}`,
    )
    expect(mail.headers['List-Unsubscribe']).not.toContain(tracker.token)
    expect(mail.html.match(new RegExp(tracker.token, 'g'))).toHaveLength(1)
  })

  it('the unsubscribe token stops the digest and opens nothing else', async () => {
    const token = tracker.unsubscribe_token
    const deps = { database, config, now: mondayAt('08:00') }
    expect(await getTrackerReport(database, config, token, mondayAt('08:00'))).toBeNull()
    for (const action of ['kata-kunci', 'kirim-ulang', 'ringkasan', 'hapus']) {
      const post = new Request(`http://localhost:3000/serpbot-rank-checker/pantau/${token}/${action}`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'keywords=judi&konfirmasi=hapus',
      })
      expect((await handleTrackerAction(post, token, action, deps)).status, action).toBe(404)
    }
    expect((await handleTrackerExport(token, 'csv', () => Promise.reject(new Error('no pdf')), deps)).status).toBe(404)
    // The unsubscribe page's button (a same-site form post) comes back to that page, which says it is done.
    const fromPage = await handleUnsubscribe(
      new Request(`http://localhost:3000/api/rank-tracker/unsubscribe/${token}`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'dari=halaman',
      }),
      token,
      deps,
    )
    expect(fromPage.status).toBe(303)
    expect(fromPage.headers.get('location')).toBe(`/serpbot-rank-checker/berhenti-langganan/${token}?selesai=1`)
    const after = await database.db
      .selectFrom('rank_trackers')
      .selectAll()
      .where('id', '=', tracker.id)
      .executeTakeFirstOrThrow()
    expect(Number(after.digest_opt_out)).toBe(1)
    expect(
      await database.db
        .selectFrom('rank_tracker_keywords')
        .select('keyword')
        .where('tracker_id', '=', tracker.id)
        .execute(),
    ).toHaveLength(3)
    expect(await unsubscribePageFor(token, deps)).toBe(`/serpbot-rank-checker/berhenti-langganan/${token}`)
    // A digest sent before issue 40 carries the page token: its one-click address still works.
    expect(await unsubscribePageFor(tracker.token, deps)).toBe(
      `/serpbot-rank-checker/pantau/${tracker.token}/berhenti-langganan`,
    )
    const legacy = new Request(`http://localhost:3000/api/rank-tracker/unsubscribe/${tracker.token}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect((await handleUnsubscribe(legacy, tracker.token, deps)).status).toBe(200)
  })

  it('escapes markup a keyword carries', async () => {
    const report = (await getTrackerReport(database, config, tracker.token, mondayAt('08:00')))!
    report.keywords[0]!.keyword = '<img src=x onerror=alert(1)>'
    const mail = renderDigest(report, { page: tracker.token, unsubscribe: tracker.unsubscribe_token })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('goes through the outbox to a real SMTP peer with the one-click headers; after unsubscribing, none', async () => {
    const port = await ephemeralPort()
    const peer = new SmtpPeer(port)
    await peer.start()
    const previous = process.env.SMTP_URL
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    try {
      const mailer = new RankMailer({ getDatabase: async () => database, now: () => mondayAt('07:10') })
      await queueWeeklyDigests(database, mondayAt('07:05'))
      expect(await mailer.runOnce()).toBe(1)
      const [mail] = await peer.waitFor(1)
      expect(mail!.envelopeTo).toEqual(['budi@tokosepatubudi.co.id'])
      expect(mail!.subject).toBe('Ranking mingguan tokosepatubudi.co.id: 1 naik, 1 turun')
      expect(mail!.headers['list-unsubscribe']).toBe(
        `<http://localhost:3000/api/rank-tracker/unsubscribe/${tracker.unsubscribe_token}>`,
      )
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

      // The one-click POST a mail provider sends: no Origin, no cookie.
      const request = new Request(`http://localhost:3000/api/rank-tracker/unsubscribe/${tracker.unsubscribe_token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect((await handleUnsubscribe(request, tracker.unsubscribe_token, { database, config })).status).toBe(200)
      expect(await queueWeeklyDigests(database, new Date('2026-12-07T07:10:00+07:00'))).toBe(0)
      // A digest queued before the click is closed without a mail.
      const fresh = (await database.db
        .selectFrom('rank_trackers')
        .selectAll()
        .where('id', '=', tracker.id)
        .executeTakeFirst())!
      expect(await renderTrackerDigest(database, config, fresh, mondayAt('08:00'))).toBeNull()
      expect(peer.messages).toHaveLength(1)
    } finally {
      if (previous === undefined) delete process.env.SMTP_URL
      else process.env.SMTP_URL = previous
      await peer.stop()
    }
  })
})
