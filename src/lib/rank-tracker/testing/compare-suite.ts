import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { addDays, wibDate } from '@/lib/server/wib'
import { AGENCY_TOP10_SETTING, setAgencyTop10Alerts } from '../alerts'
import { queueWeeklyDigests } from '../digest'
import { createProvider } from '../providers'
import { getTrackerReport, reportCsv, reportJson, type TrackerReport } from '../report'
import { runDueChecks } from '../scheduler'
import { RankMailer, type RankMail } from '../signup-mail'
import { getLeadTracker, recordTrackerLead } from '../tracker-lead'
import { handleUnsubscribe } from '../tracker-http'
import type { TrackerRow } from '../trackers'
import { fillerUrl, serp, startFakeProvider, type FakeProvider } from './fake-provider'
import { addTracker, testRankConfig } from './fixtures'

/**
 * Issue 42 on a real database, run by sqlite.test and postgres.test alike: competitors share the query and its
 * pages, the 3-pack is read from page 1 fetched every day for a tracker that follows it, and a day's alert is one
 * mail once the tracker's checks are done, never from a failed check, never twice, never after unsubscribing.
 * Serper's JSON from a loopback fake.
 */
export function compareSuite(
  name: string,
  open: () => Promise<AppDatabase>,
  enabled: () => boolean = () => true,
  /** The PDF report's text (src/pdf, which lib may not import): given by one store's suite, the PDF reads no store. */
  pdfText?: (report: TrackerReport, now: Date) => Promise<string>,
) {
  describe.skipIf(!enabled())(`competitors, 3-pack and alerts on ${name}`, () => {
    let database: AppDatabase
    let second: AppDatabase
    let fake: FakeProvider
    const config = testRankConfig('serper', 'http://127.0.0.1:9')
    // Tuesday 1 December 2026, 08:00 WIB, and the days after it.
    const day1 = new Date('2026-12-01T01:00:00Z')
    const day2 = addDays(day1, 1)
    const day3 = addDays(day1, 2)

    beforeAll(async () => {
      database = await open()
      second = await open()
      fake = await startFakeProvider()
    })
    afterAll(async () => {
      await fake?.close()
      await database?.destroy()
      await second?.destroy()
    })
    beforeEach(async () => {
      fake.reset()
      await database.write(async (trx) => {
        await trx.deleteFrom('rank_trackers').execute()
        await trx.deleteFrom('rank_queries').execute()
        await trx.deleteFrom('rank_usage').execute()
        await trx.deleteFrom('app_settings').where('key', '=', AGENCY_TOP10_SETTING).execute()
      })
    })

    const run = (now: Date, on: AppDatabase = database, overrides: Partial<typeof config> = {}) => {
      const settings = testRankConfig('serper', fake.url, overrides)
      return runDueChecks({
        database: on,
        provider: createProvider(settings)!,
        config: settings,
        now: () => now,
        concurrency: 1,
      })
    }
    const pagesAsked = () => fake.requests.map((request) => request.page)
    const mails = (kind?: string) =>
      database.db
        .selectFrom('rank_mail_outbox')
        .select(['tracker_id', 'kind', 'alert_id'])
        .where('kind', 'in', kind ? [kind] : ['alert', 'agency-alert'])
        .execute()
    const alerts = () => database.db.selectFrom('rank_alerts').select(['tracker_id', 'day', 'changes']).execute()
    /** Delivers every queued tracker mail through the outbox worker, as an SMTP peer would receive them. */
    const deliver = async (now: Date) => {
      const sent: RankMail[] = []
      const mailer = new RankMailer({
        getDatabase: async () => database,
        send: async (mail) => void sent.push(mail),
        now: () => now,
      })
      while ((await mailer.runOnce()) > 0) {
        /* drain */
      }
      return sent
    }

    it('a competitor on page 5 costs pages 1 to 5 once for every tracker sharing the query', async () => {
      const keyword = 'sepatu kulit pria'
      fake.setResults(
        keyword,
        serp(keyword, {
          3: 'https://tokosepatubudi.co.id/pria',
          12: 'https://www.tokolain.co.id/',
          45: 'https://m.pesaing.co.id/sepatu',
        }),
      )
      const budi = await addTracker(database, {
        domain: 'tokosepatubudi.co.id',
        keywords: [keyword],
        competitors: ['pesaing.co.id'],
        now: day1,
      })
      const lain = await addTracker(database, {
        domain: 'tokolain.co.id',
        keywords: [keyword],
        competitors: ['pesaing.co.id', 'tokosepatubudi.co.id'],
        now: day1,
      })
      expect(await run(day1)).toMatchObject({ done: 1, errors: 0, requests: 5 })
      expect(pagesAsked()).toEqual([1, 2, 3, 4, 5])
      const budiReport = (await getTrackerReport(database, config, budi.token, day1))!
      expect(budiReport.keywords[0]!.latest?.position).toBe(3)
      expect(budiReport.keywords[0]!.competitors).toMatchObject([
        { domain: 'pesaing.co.id', latest: { position: 45, url: 'https://m.pesaing.co.id/sepatu' } },
      ])
      const lainReport = (await getTrackerReport(database, config, lain.token, day1))!
      expect(lainReport.keywords[0]!.latest?.position).toBe(12)
      expect(lainReport.keywords[0]!.competitors.map((c) => [c.domain, c.latest?.position])).toEqual([
        ['pesaing.co.id', 45],
        ['tokosepatubudi.co.id', 3],
      ])

      // The next day every site's search starts at the page it ranked on: 1, 2 and 5, not 1 to 5 again.
      fake.reset()
      fake.setResults(
        keyword,
        serp(keyword, {
          3: 'https://tokosepatubudi.co.id/pria',
          12: 'https://www.tokolain.co.id/',
          47: 'https://m.pesaing.co.id/sepatu',
        }),
      )
      expect(await run(day2)).toMatchObject({ done: 1, requests: 3 })
      expect(pagesAsked()).toEqual([1, 2, 5])
      const again = (await getTrackerReport(database, config, budi.token, day2))!
      expect(again.keywords[0]!.competitors[0]).toMatchObject({
        latest: { position: 47 },
        sincePrevious: { by: -2, movement: 'down' },
      })
    })

    it('shows three competitors and the visitor for every keyword, in the page report and all exports', async () => {
      const keywords = ['sepatu kulit bandung', 'sepatu pantofel']
      const placed = (shift: number) => ({
        [1 + shift]: 'https://pesaing-satu.co.id/',
        [4 + shift]: 'https://tokosepatubudi.co.id/kulit',
        [9 + shift]: 'https://pesaing-dua.com/',
      })
      for (const keyword of keywords) fake.setResults(keyword, serp(keyword, placed(0)))
      const tracker = await addTracker(database, {
        domain: 'tokosepatubudi.co.id',
        keywords,
        competitors: ['pesaing-satu.co.id', 'pesaing-dua.com', 'pesaing-tiga.id'],
        now: day1,
      })
      await run(day1)
      for (const keyword of keywords) fake.setResults(keyword, serp(keyword, placed(1)))
      await run(day2)
      const report = (await getTrackerReport(database, config, tracker.token, day2))!
      expect(report.tracker.competitors).toEqual(['pesaing-satu.co.id', 'pesaing-dua.com', 'pesaing-tiga.id'])
      for (const keyword of report.keywords) {
        expect(keyword.history.map((day) => day.position)).toEqual([4, 5])
        expect(keyword.competitors.map((c) => [c.domain, c.history.map((day) => day.position)])).toEqual([
          ['pesaing-satu.co.id', [1, 2]],
          ['pesaing-dua.com', [9, 10]],
          ['pesaing-tiga.id', [null, null]],
        ])
      }
      const json = reportJson(report)
      expect(json.competitors.map((c) => c.domain)).toEqual(report.tracker.competitors)
      expect(json.competitors[1]!.keywords[0]).toMatchObject({
        keyword: 'sepatu kulit bandung',
        position: 10,
        url: 'https://pesaing-dua.com/',
        history: [
          { date: wibDate(day1), position: 9 },
          { date: wibDate(day2), position: 10 },
        ],
      })
      const csv = reportCsv(report)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((line) => line.replace(/"/g, ''))
      expect(csv[0]).toBe('date,keyword,site,location,device,position,url,featured_snippet,local_pack,local_pack_shown')
      // Two keywords × four sites × two days.
      expect(csv).toHaveLength(1 + 2 * 4 * 2)
      expect(csv).toContain(
        `${wibDate(day2)},sepatu pantofel,pesaing-satu.co.id,Bandung,mobile,2,https://pesaing-satu.co.id/,,,`,
      )
      expect(csv).toContain(`${wibDate(day1)},sepatu pantofel,pesaing-tiga.id,Bandung,mobile,,,,,`)
      // The PDF: every keyword with the visitor's position beside each competitor's, and the day's move.
      if (!pdfText) return
      const text = await pdfText(report, day2)
      expect(text).toContain('Dibanding pesaing')
      expect(text).toMatch(/Keyword\s+Website Anda\s+pesaing-satu\.co\.id\s+pesaing-dua\.com\s+pesaing-tiga\.id/)
      expect(text).toMatch(
        /sepatu kulit bandung\s+#5\s+turun 1 posisi\s+#2\s+turun 1 posisi\s+#10\s+turun 1 posisi\s+Tidak masuk 100\s+besar/,
      )
    })

    it('reads the 3-pack from page 1 every day for a business that asked, wherever its site ranks', async () => {
      const keyword = 'toko sepatu bandung'
      const pack = [
        { title: 'Sepatu Murah Jaya' },
        { title: 'PT. Toko Sepatu Budi - Dago' },
        { title: 'Rumah Sepatu', website: 'https://rumahsepatu.id/' },
      ]
      fake.setResults(keyword, serp(keyword, { 23: 'https://tokosepatubudi.co.id/' }), undefined, { localPack: pack })
      const budi = await addTracker(database, {
        domain: 'tokosepatubudi.co.id',
        keywords: [keyword],
        businessName: 'Toko Sepatu Budi',
        now: day1,
      })
      await run(day1)
      expect(pagesAsked()).toEqual([1, 2, 3])
      // The next day the site is looked for on page 3 first, but page 1 (the pack) is asked before it.
      fake.reset()
      fake.setResults(keyword, serp(keyword, { 24: 'https://tokosepatubudi.co.id/' }), undefined, {
        localPack: [pack[2]!, { title: 'Sepatu Murah Jaya' }, { title: 'Toko Lain' }],
      })
      await run(day2)
      expect(pagesAsked()).toEqual([1, 3])
      // Without the pack on page 1, and a place matched by its website alone.
      fake.reset()
      fake.setResults(keyword, serp(keyword, { 24: 'https://tokosepatubudi.co.id/' }))
      await run(day3)
      const report = (await getTrackerReport(database, config, budi.token, day3))!
      expect(report.keywords[0]!.history.map((day) => [day.position, day.localPack])).toEqual([
        [23, 2],
        [24, 0],
        [24, -1],
      ])
      const json = reportJson(report)
      expect(json.keywords[0]!.history.map((day) => [day.localPack, day.localPackShown])).toEqual([
        [2, true],
        [null, true],
        [null, false],
      ])

      // A place matched by its website alone (the name on Maps differs from the one typed), and a tracker that did
      // not ask for the pack: no page 1 for it on the second day, nothing recorded about the pack.
      fake.reset()
      await database.write((trx) => trx.deleteFrom('rank_trackers').execute())
      const plainKeyword = 'sepatu polos'
      const rumahKeyword = 'rumah sepatu bandung'
      fake.setResults(rumahKeyword, serp(rumahKeyword, { 5: 'https://rumahsepatu.id/' }), undefined, {
        localPack: pack,
      })
      fake.setResults(plainKeyword, serp(plainKeyword, { 23: 'https://tokopolos.co.id/' }), undefined, {
        localPack: pack,
      })
      const rumah = await addTracker(database, {
        domain: 'rumahsepatu.id',
        keywords: [rumahKeyword],
        businessName: 'Rumah Sepatu Ibu Sari',
        now: day1,
      })
      const plain = await addTracker(database, { domain: 'tokopolos.co.id', keywords: [plainKeyword], now: day1 })
      await run(day1)
      fake.requests.length = 0
      await run(day2)
      expect(fake.requests.filter((request) => request.query === plainKeyword).map((request) => request.page)).toEqual([
        3,
      ])
      const rumahReport = (await getTrackerReport(database, config, rumah.token, day2))!
      expect(rumahReport.keywords[0]!.latest).toMatchObject({ position: 5, localPack: 3 })
      const plainReport = (await getTrackerReport(database, config, plain.token, day2))!
      expect(plainReport.keywords[0]!.latest).toMatchObject({ position: 23, localPack: null })
    })

    it('mails one alert when a keyword falls from 8 to 14, once the day is done, to the visitor and the agency', async () => {
      vi.stubEnv('LEADS_NOTIFY_TO', 'tim@agensi.test')
      // Never contacted: the test delivers through its own sender.
      vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:9')
      try {
        const [falls, steady] = ['sepatu kulit bandung', 'sandal kulit']
        fake.setResults(falls, serp(falls, { 8: 'https://tokosepatubudi.co.id/kulit' }))
        fake.setResults(steady, serp(steady, { 20: 'https://tokosepatubudi.co.id/sandal' }))
        const tracker = await addTracker(database, {
          domain: 'tokosepatubudi.co.id',
          keywords: [falls, steady],
          now: day1,
        })
        await recordTrackerLead(database, tracker.id, day1)
        await database.write((trx) => setAgencyTop10Alerts(trx, true, day1))
        await run(day1)
        expect(await alerts()).toEqual([])

        fake.setResults(falls, serp(falls, { 14: 'https://tokosepatubudi.co.id/kulit' }))
        // The other keyword's check fails first: the day is not done, so nothing is sent yet.
        fake.failNext({ kind: 'status', status: 500 })
        const first = await run(day2)
        expect(first).toMatchObject({ done: 1, errors: 1 })
        expect(await alerts()).toEqual([])
        await run(new Date(day2.getTime() + 60_000))
        const [alert] = await alerts()
        expect(alert).toMatchObject({ tracker_id: tracker.id, day: wibDate(day2) })
        expect(JSON.parse(alert!.changes)).toEqual([
          { keyword: falls, from: 8, to: 14, packFrom: null, packTo: null, reasons: ['left-top-10', 'down'] },
        ])
        expect((await mails()).map((mail) => mail.kind).sort()).toEqual(['agency-alert', 'alert'])

        const sent = await deliver(new Date(day2.getTime() + 5 * 60_000))
        const visitor = sent.find((mail) => mail.to === tracker.email)!
        expect(visitor.subject).toBe('Peringatan ranking tokosepatubudi.co.id: 1 keyword berubah')
        expect(visitor.text).toContain(`- ${falls}: #8 → #14 (turun 6 posisi, keluar dari 10 besar)`)
        expect(visitor.text).not.toContain(steady)
        // One-click unsubscribe by the alerts' own token: never the digest's, never the page's.
        expect(visitor.headers?.['List-Unsubscribe']).toContain(
          `/api/rank-tracker/unsubscribe/${tracker.alert_unsubscribe_token}`,
        )
        expect(visitor.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
        expect(JSON.stringify(visitor.headers)).not.toContain(tracker.token)
        const agency = sent.find((mail) => mail.to === 'tim@agensi.test')!
        const lead = await database.db
          .selectFrom('rank_trackers')
          .select('lead_id')
          .where('id', '=', tracker.id)
          .executeTakeFirstOrThrow()
        expect(agency.text).toContain(`/admin/leads/${lead.lead_id}`)
        expect(agency.text + agency.html).not.toContain(tracker.token)
        // The inbox's lead page lists the alert with what became of both mails.
        const inbox = await getLeadTracker(database, lead.lead_id!, day2, config)
        expect(inbox?.alerts).toMatchObject([
          {
            day: wibDate(day2),
            changes: [{ keyword: falls, from: 8, to: 14 }],
            visitor: { status: 'sent' },
            agency: { status: 'sent' },
          },
        ])

        // A tracker joining the query later that day re-runs it: still one alert for this tracker.
        await addTracker(database, { domain: 'tokolain.co.id', keywords: [falls], now: day2 })
        await run(new Date(day2.getTime() + 120_000))
        expect(await alerts()).toHaveLength(1)
        expect(await mails()).toHaveLength(2)
      } finally {
        vi.unstubAllEnvs()
      }
    })

    it('sends nothing for a failed check that was retried, nor for a keyword given up for the day', async () => {
      const keyword = 'sepatu kulit bandung'
      const other = 'sandal kulit'
      fake.setResults(keyword, serp(keyword, { 8: 'https://tokosepatubudi.co.id/' }))
      fake.setResults(other, serp(other, { 2: 'https://tokosepatubudi.co.id/sandal' }))
      await addTracker(database, { domain: 'tokosepatubudi.co.id', keywords: [keyword, other], now: day1 })
      await run(day1)
      // Day 2: a 500, then a malformed page, then the same position: two complete results, no change.
      fake.failNext({ kind: 'status', status: 500 }, { kind: 'malformed' })
      await run(day2)
      await run(new Date(day2.getTime() + 60_000))
      await run(new Date(day2.getTime() + 10 * 60_000))
      expect(await alerts()).toEqual([])
      // Day 3: one keyword's check fails for good (one attempt allowed): no result, no drop; the other keyword
      // left the top 3 and still alerts, once the failing one is given up.
      fake.setResults(other, serp(other, { 5: 'https://tokosepatubudi.co.id/sandal' }))
      fake.failNext({ kind: 'status', status: 500 })
      await run(day3, database, { maxAttempts: 1 })
      const [alert] = await alerts()
      expect(JSON.parse(alert!.changes)).toEqual([
        { keyword: other, from: 2, to: 5, packFrom: null, packTo: null, reasons: ['left-top-3'] },
      ])
    })

    it('stops the alerts, not the digest, by the one-click address of the alert mail', async () => {
      const keyword = 'sepatu kulit bandung'
      fake.setResults(keyword, serp(keyword, { 8: 'https://tokosepatubudi.co.id/' }))
      const tracker: TrackerRow = await addTracker(database, {
        domain: 'tokosepatubudi.co.id',
        keywords: [keyword],
        now: day1,
      })
      await run(day1)
      const answer = await handleUnsubscribe(
        new Request(`http://localhost:3000/api/rank-tracker/unsubscribe/${tracker.alert_unsubscribe_token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        tracker.alert_unsubscribe_token,
        { database, config },
      )
      expect(answer.status).toBe(200)
      const flags = await database.db
        .selectFrom('rank_trackers')
        .select(['alerts_opt_out', 'digest_opt_out'])
        .where('id', '=', tracker.id)
        .executeTakeFirstOrThrow()
      expect([Number(flags.alerts_opt_out), Number(flags.digest_opt_out)]).toEqual([1, 0])
      fake.setResults(keyword, serp(keyword, { 40: 'https://tokosepatubudi.co.id/' }))
      await run(day2)
      // The drop is recorded (the inbox shows it) but no mail goes to the visitor.
      expect(await alerts()).toHaveLength(1)
      expect(await mails('alert')).toEqual([])
      // The digest goes on: Monday 7 December.
      expect(await queueWeeklyDigests(database, new Date('2026-12-07T08:00:00+07:00'))).toBe(1)
    })

    it('writes one alert when two instances finish the last two keywords of a tracker at once', async () => {
      const keywords = ['sepatu kulit satu', 'sepatu kulit dua', 'sepatu kulit tiga', 'sepatu kulit empat']
      for (const keyword of keywords) fake.setResults(keyword, serp(keyword, { 2: 'https://tokosepatubudi.co.id/' }))
      await addTracker(database, { domain: 'tokosepatubudi.co.id', keywords, now: day1 })
      await run(day1)
      for (const keyword of keywords) {
        fake.setResults(keyword, [
          ...serp(keyword).slice(0, 20),
          'https://tokosepatubudi.co.id/',
          fillerUrl(keyword, 22),
        ])
      }
      const settings = testRankConfig('serper', fake.url)
      const both = [database, second].map((on) =>
        runDueChecks({
          database: on,
          provider: createProvider(settings)!,
          config: settings,
          now: () => day2,
          concurrency: 2,
        }),
      )
      const summaries = await Promise.all(both)
      expect(summaries.reduce((sum, summary) => sum + summary.done, 0)).toBe(4)
      const [alert] = await alerts()
      expect(await alerts()).toHaveLength(1)
      expect(JSON.parse(alert!.changes)).toHaveLength(4)
      expect(await mails('alert')).toHaveLength(1)
    })
  })
}
