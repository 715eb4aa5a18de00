import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { DEMO_TRACKER, ensureDemoTracker } from '../demo'
import { queueWeeklyDigests } from '../digest'
import { getTrackerReport } from '../report'
import { mailboxMailLimits } from '@/content/figures'
import { TEST_SECRET } from '@/lib/leads/testing/fixtures'
import { handleTrackerAction, handleTrackerExport } from '../tracker-http'
import type { TrackerRow } from '../trackers'
import { testRankConfig } from './fixtures'
import { seedTrackerWithResults } from './page-fixtures'

/**
 * What the tracker page, the digest and the demo store, on a real database, run by tracker-page.test (SQLite) and
 * postgres.test alike: two instances (two connections) never queue a week's digest twice nor make two demos, the
 * resend limit counts, and "stop tracking" leaves nothing behind.
 */
export function pageStorageSuite(name: string, open: () => Promise<AppDatabase>, enabled: () => boolean = () => true) {
  describe.skipIf(!enabled())(`tracker page storage on ${name}`, () => {
    let first: AppDatabase
    let second: AppDatabase
    let tracker: TrackerRow
    const config = testRankConfig('serper', 'http://127.0.0.1:9')
    const monday = new Date('2026-11-30T08:00:00+07:00')
    const noPdf = () => Promise.reject(new Error('no PDF here'))

    beforeAll(async () => {
      first = await open()
      second = await open()
    })
    afterAll(async () => {
      await first?.destroy()
      await second?.destroy()
    })
    beforeEach(async () => {
      await first.write((trx) => trx.deleteFrom('rank_trackers').execute())
      await first.write((trx) => trx.deleteFrom('rank_mailbox_mails').execute())
      await first.write((trx) => trx.deleteFrom('app_settings').where('key', '=', 'rank_demo_tracker_token').execute())
      tracker = await seedTrackerWithResults(first)
    })

    const post = (action: string, body: string) =>
      handleTrackerAction(
        new Request(`http://localhost:3000/serpbot-rank-checker/pantau/${tracker.token}/${action}`, {
          method: 'POST',
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
        tracker.token,
        action,
        { database: first, config, now: monday, secret: TEST_SECRET },
      )

    it('100 parallel keyword edits, half through a second instance, leave at most 10 keywords', async () => {
      const edit = (index: number) =>
        handleTrackerAction(
          new Request(`http://localhost:3000/serpbot-rank-checker/pantau/${tracker.token}/kata-kunci`, {
            method: 'POST',
            headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              keywords: Array.from({ length: 10 }, (_, k) => `edit ${index} kata ${k}`).join('\n'),
            }).toString(),
          }),
          tracker.token,
          'kata-kunci',
          { database: index % 2 ? second : first, config, now: monday, secret: TEST_SECRET },
        )
      const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => edit(index)))
      expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(303))
      const keywords = await first.db
        .selectFrom('rank_tracker_keywords')
        .select('keyword')
        .where('tracker_id', '=', tracker.id)
        .execute()
      expect(keywords).toHaveLength(10)
      // One edit's list, whole: the edits ran one after another.
      expect(new Set(keywords.map((row) => row.keyword.split(' kata ')[0])).size).toBe(1)
    })

    it('reports each keyword against its first check even when that is older than the chart', async () => {
      // A ten-day window from Monday 30 November starts on the 21st: the checks of the 20th fall outside it.
      const report = (await getTrackerReport(first, { ...config, historyDays: 10 }, tracker.token, monday))!
      const shown = report.keywords.map(({ keyword, history, sincePrevious, sinceFirst, best, latest }) => ({
        keyword,
        days: history.map((day) => day.date),
        sincePrevious,
        sinceFirst,
        best,
        above: latest?.above.map((result) => result.position),
      }))
      expect(shown).toEqual([
        {
          keyword: 'sepatu kulit bandung',
          days: ['2026-11-23', '2026-11-30'],
          sincePrevious: { by: 5, movement: 'up' },
          sinceFirst: { by: 8, movement: 'up' },
          best: 4,
          above: [3],
        },
        {
          keyword: 'toko sepatu pria',
          days: ['2026-11-23', '2026-11-30'],
          sincePrevious: { by: null, movement: 'left' },
          sinceFirst: { by: null, movement: 'left' },
          best: 7,
          above: [3],
        },
        {
          keyword: expect.stringContaining('HYPERLINK'),
          days: ['2026-11-30'],
          sincePrevious: { by: null, movement: null },
          sinceFirst: { by: 0, movement: 'same' },
          best: 55,
          above: [3],
        },
      ])
    })

    it('queues one digest per tracker and week, from two instances at once', async () => {
      const queued = await Promise.all([queueWeeklyDigests(first, monday), queueWeeklyDigests(second, monday)])
      expect(queued[0] + queued[1]).toBe(1)
      const rows = await first.db.selectFrom('rank_mail_outbox').select(['tracker_id', 'kind', 'status']).execute()
      expect(rows).toEqual([{ tracker_id: tracker.id, kind: 'digest', status: 'pending' }])
    })

    it('makes one demo tracker, whichever instance starts first', async () => {
      const [a, b] = await Promise.all([ensureDemoTracker(first, monday), ensureDemoTracker(second, monday)])
      expect(a).toBe(b)
      const demos = await first.db
        .selectFrom('rank_trackers')
        .select('id')
        .where('domain', '=', 'puncakdigital.co.id')
        .execute()
      expect(demos).toHaveLength(1)
      const keywords = await first.db
        .selectFrom('rank_tracker_keywords')
        .select('keyword')
        .where('tracker_id', '=', demos[0]!.id)
        .execute()
      expect(keywords.map((row) => row.keyword).sort()).toEqual([...DEMO_TRACKER.keywords].sort())
    })

    it("limits resends to the mailbox's budget and deletes everything on stop", async () => {
      for (let index = 0; index < mailboxMailLimits.perHour; index++) {
        expect((await post('kirim-ulang', '')).headers.get('location')).toContain('hasil=sent')
      }
      expect((await post('kirim-ulang', '')).headers.get('location')).toContain('hasil=resend-limited')
      const json = (await (
        await handleTrackerExport(tracker.token, 'json', noPdf, { database: second, config, now: monday })
      ).json()) as {
        keywords: { position: number | null }[]
      }
      expect(json.keywords.map((keyword) => keyword.position)).toEqual([4, null, 55])

      expect((await post('hapus', 'konfirmasi=hapus')).status).toBe(303)
      for (const table of ['rank_trackers', 'rank_tracker_keywords', 'rank_results', 'rank_mail_outbox'] as const) {
        const row = await second.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
        expect(Number(row?.n), table).toBe(0)
      }
    })
  })
}
