import { describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { testConfig, TEST_SECRET } from '@/lib/leads/testing/fixtures'
import { confirmTrackerSignup, purgeUnconfirmedTrackers, resendTrackerLink, submitTrackerSignup } from '../signup'
import { RankMailer, type RankMail } from '../signup-mail'
import { confirmTracker, createTracker, deleteTrackers } from '../trackers'
import { testRankConfig } from './fixtures'

/**
 * The sign-up's storage on one database (run on PostgreSQL by ../postgres.test.ts; SQLite in ../signup.test.ts):
 * two mail workers never send one mail twice, two presses of "Konfirmasi" at once queue one link mail and one lead,
 * and unconfirmed sign-ups go after 48 hours with their mails.
 */
export function signupStorageSuite(name: string, open: () => Promise<AppDatabase>, enabled: () => boolean) {
  describe.skipIf(!enabled())(`rank tracker sign-up storage (${name})`, () => {
    const rankConfig = testRankConfig('serper', 'http://127.0.0.1:9')
    const now = new Date('2026-11-27T03:00:00Z')
    const deps = (database: AppDatabase) => ({
      database,
      config: testConfig({ LEADS_MIN_FILL_MS: '0' }),
      secret: TEST_SECRET,
      rankConfig,
      now,
    })
    const signUp = (database: AppDatabase, index: number) =>
      submitTrackerSignup(
        { website: `toko${index}.co.id`, email: `pemilik${index}@toko${index}.co.id`, keywords: 'sepatu\nsandal' },
        { transport: 'api', ip: `198.51.100.${index}` },
        deps(database),
      )

    it('sends each visitor mail once, with two workers claiming at once', async () => {
      const database = await open()
      try {
        for (let index = 0; index < 6; index++) expect((await signUp(database, index)).ok).toBe(true)
        const sent: string[] = []
        const send = async (mail: RankMail, id: string) => void sent.push(`${id} ${mail.to}`)
        const workers = [1, 2].map(() => new RankMailer({ getDatabase: async () => database, send, now: () => now }))
        await Promise.all(workers.map((worker) => worker.runOnce()))
        await Promise.all(workers.map((worker) => worker.runOnce()))
        expect(sent).toHaveLength(6)
        expect(new Set(sent).size).toBe(6)
        const statuses = await database.db.selectFrom('rank_mail_outbox').select('status').execute()
        expect(statuses.map((row) => row.status)).toEqual(Array(6).fill('sent'))
      } finally {
        await database.destroy()
      }
    })

    it('two presses of "Konfirmasi" at once queue one link mail and make one lead', async () => {
      const database = await open()
      try {
        expect((await signUp(database, 50)).ok).toBe(true)
        const { id, confirm_token: token } = await database.db
          .selectFrom('rank_trackers')
          .select(['id', 'confirm_token'])
          .where('email', '=', 'pemilik50@toko50.co.id')
          .executeTakeFirstOrThrow()
        const presses = await Promise.all([1, 2, 3].map(() => confirmTrackerSignup(database, token, now, rankConfig)))
        expect(presses.filter((press) => press.ok && press.first)).toHaveLength(1)
        const links = await database.db
          .selectFrom('rank_mail_outbox')
          .select('id')
          .where('tracker_id', '=', id)
          .where('kind', '=', 'tracker-link')
          .execute()
        expect(links).toHaveLength(1)
        const tracker = await database.db
          .selectFrom('rank_trackers')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        expect(tracker.lead_id).not.toBeNull()
        expect(JSON.parse(tracker.attribution ?? '{}')).toEqual({})
      } finally {
        await database.destroy()
      }
    })

    it('30 parallel sign-ups for one mailbox queue at most 3 mails, and all get the same answer', async () => {
      const database = await open()
      try {
        await database.write((trx) => trx.deleteFrom('rank_mailbox_mails').execute())
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            submitTrackerSignup(
              { website: `paralel${index}.co.id`, email: `Sari+${index}@paralel.co.id`, keywords: 'sepatu' },
              { transport: 'api', ip: `203.0.113.${index + 1}` },
              deps(database),
            ),
          ),
        )
        expect(answers.every((answer) => answer.ok)).toBe(true)
        const mails = await database.db
          .selectFrom('rank_mail_outbox as m')
          .innerJoin('rank_trackers as t', 't.id', 'm.tracker_id')
          .select('m.id')
          .where('t.email', 'like', 'sari+%@paralel.co.id')
          .where('m.kind', '=', 'confirm')
          .execute()
        expect(mails).toHaveLength(3)
      } finally {
        await database.destroy()
      }
    })

    it("30 parallel requests for the tracker page's link send the mailbox 3 mails", async () => {
      const database = await open()
      try {
        await database.write((trx) => trx.deleteFrom('rank_mailbox_mails').execute())
        const created = await createTracker(database, {
          domain: 'kirimulang.co.id',
          email: 'pemilik@kirimulang.co.id',
          location: 'indonesia',
          device: 'mobile',
          keywords: ['sepatu'],
          now,
        })
        await confirmTracker(database, created.confirm_token, now, rankConfig.confirmWindowMs)
        const results = await Promise.all(
          Array.from({ length: 30 }, () => resendTrackerLink(database, created.id, now, TEST_SECRET)),
        )
        expect(results.filter((result) => result === 'sent')).toHaveLength(3)
        expect(results.filter((result) => result === 'limited')).toHaveLength(27)
        const links = await database.db
          .selectFrom('rank_mail_outbox')
          .select('id')
          .where('tracker_id', '=', created.id)
          .where('kind', '=', 'tracker-link')
          .execute()
        expect(links).toHaveLength(3)
      } finally {
        await database.destroy()
      }
    })

    it('a tracker deleted while it is being confirmed is simply gone: no error, "not found" for the visitor', async () => {
      const database = await open()
      try {
        await database.write((trx) => trx.deleteFrom('rank_mailbox_mails').execute())
        const tokens: { id: string; confirmToken: string }[] = []
        for (let index = 0; index < 12; index++) {
          const created = await createTracker(database, {
            domain: `balapan${index}.co.id`,
            email: `balapan${index}@contoh.co.id`,
            location: 'indonesia',
            device: 'mobile',
            keywords: ['sepatu', 'sandal'],
            now,
          })
          tokens.push({ id: created.id, confirmToken: created.confirm_token })
        }
        const outcomes = await Promise.allSettled(
          tokens.flatMap(({ id, confirmToken }) => [
            confirmTrackerSignup(database, confirmToken, now, rankConfig),
            deleteTrackers(database, { id }),
            confirmTrackerSignup(database, confirmToken, now, rankConfig),
          ]),
        )
        expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([])
        const left = await database.db
          .selectFrom('rank_trackers')
          .select('id')
          .where('domain', 'like', 'balapan%')
          .execute()
        expect(left).toEqual([])
        for (const { confirmToken } of tokens) {
          expect(await confirmTrackerSignup(database, confirmToken, now, rankConfig)).toEqual({
            ok: false,
            code: 'expired',
          })
        }
      } finally {
        await database.destroy()
      }
    })

    it('deletes sign-ups unconfirmed after 48 hours with their mails', async () => {
      const database = await open()
      try {
        expect((await signUp(database, 90)).ok).toBe(true)
        const later = new Date(now.getTime() + 48 * 3_600_000 + 1)
        expect(await purgeUnconfirmedTrackers(database, later)).toBeGreaterThanOrEqual(1)
        const left = await database.db
          .selectFrom('rank_trackers')
          .select('id')
          .where('confirmed_at', 'is', null)
          .execute()
        expect(left).toHaveLength(0)
        const mails = await database.db
          .selectFrom('rank_mail_outbox as m')
          .leftJoin('rank_trackers as t', 't.id', 'm.tracker_id')
          .select('m.id')
          .where('t.id', 'is', null)
          .execute()
        expect(mails).toHaveLength(0)
      } finally {
        await database.destroy()
      }
    })
  })
}
