import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { findFreePort } from '@/lib/db/testing/postgres-server'
import { OutboxWorker } from '@/lib/leads/outbox'
import { testConfig } from '@/lib/leads/testing/fixtures'
import { SmtpPeer } from '@/lib/leads/testing/smtp-peer'
import { ERASED_LEAD_NAME, deleteByEmail, readLeadsConfig } from '@/lib/leads'
import {
  confirmTracker,
  createTracker,
  deleteTrackerByVisitor,
  getLeadTracker,
  readRankConfig,
  recordTrackerLead,
  weekChange,
  type RankLocationId,
} from '@/lib/rank-tracker'
import { loadDashboard } from '../dashboard'
import { deleteVisitorData } from '../deletion'
import { exportLeads, parseLeadExportFilter } from '../lead-export'
import { listLeadPage, parseLeadFilter } from '../lead-list'

/** Notifications go to an SMTP peer and a webhook (never contacted here: only the outbox rows are checked). */
const notifyingConfig = readLeadsConfig({
  SMTP_URL: 'smtp://127.0.0.1:2525',
  LEADS_NOTIFY_TO: 'tim@puncakdigital.test',
  LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/lead',
})
const rankConfig = readRankConfig({ SERP_PROVIDER: 'serper', SERP_API_KEY: 'test-key' })
const WINDOW_MS = 48 * 3_600_000

/** Thursday 3 December 2026, 10:00 WIB: the week (from Monday 30 November) has had four check days. */
const THURSDAY = new Date('2026-12-03T03:00:00Z')

let sequence = 0

/**
 * The agency side of the rank tracker on a real database, run by rank-tracker-leads.test on SQLite and a
 * throwaway PostgreSQL alike: the inbox lead made on confirmation, the "positions fell this week" filter and the
 * dashboard's weekly count.
 */
export function rankTrackerLeadSuite(
  label: string,
  open: () => Promise<AppDatabase>,
  enabled: () => boolean = () => true,
) {
  describe.skipIf(!enabled())(`rank-tracker leads on ${label}`, () => {
    let database: AppDatabase
    beforeAll(async () => {
      database = await open()
    })
    afterAll(async () => database?.destroy())

    /** A tracker signed up and confirmed at `now`, with its inbox lead. */
    async function confirmedTracker(options: {
      keywords: string[]
      now: Date
      location?: RankLocationId
      attribution?: Record<string, string>
    }) {
      sequence += 1
      const created = await createTracker(database, {
        domain: `toko${sequence}.co.id`,
        email: `Pemilik${sequence}@Contoh.co.id`,
        location: options.location ?? 'bandung',
        device: 'mobile',
        keywords: options.keywords,
        attribution: options.attribution ? JSON.stringify(options.attribution) : null,
        now: new Date(options.now.getTime() - 60_000),
      })
      const tracker = (await confirmTracker(database, created.confirm_token, options.now, WINDOW_MS))!
      await recordTrackerLead(database, tracker.id, options.now, notifyingConfig)
      const row = await database.db
        .selectFrom('rank_trackers')
        .select(['id', 'lead_id', 'email', 'token', 'confirm_token'])
        .where('id', '=', tracker.id)
        .executeTakeFirstOrThrow()
      const keywords = await database.db
        .selectFrom('rank_tracker_keywords')
        .select(['id', 'keyword'])
        .where('tracker_id', '=', tracker.id)
        .execute()
      const keywordId = (keyword: string) => keywords.find((row) => row.keyword === keyword)!.id
      return { ...row, leadId: row.lead_id!, keywordId }
    }

    /** Daily results of one keyword: day → position (null = outside the top 100). */
    async function results(trackerId: string, keywordId: string, days: Record<string, number | null>) {
      await database.db
        .insertInto('rank_results')
        .values(
          Object.entries(days).map(([day, position]) => ({
            keyword_id: keywordId,
            tracker_id: trackerId,
            day,
            position,
            url: position === null ? null : `https://contoh.co.id/${position}`,
            checked_at: `${day}T00:30:00.000Z`,
          })),
        )
        .execute()
    }

    const leadOf = (id: string) =>
      database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

    const outboxOf = (leadId: string) =>
      database.db.selectFrom('outbox').select('channel').where('lead_id', '=', leadId).orderBy('channel').execute()

    // First: the outbox worker delivers every due row, so no other test's rows may be waiting yet.
    it('the agency gets the new tracker lead by e-mail through the outbox, once', async () => {
      const peer = new SmtpPeer(await findFreePort(2760, 2800))
      await peer.start()
      const config = testConfig({
        SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
        LEADS_NOTIFY_TO: 'tim@puncakdigital.test',
        OUTBOX_POLL_MS: '50',
      })
      const worker = new OutboxWorker({ getDatabase: async () => database, config })
      try {
        const now = new Date()
        const created = await createTracker(database, {
          domain: 'tokosepatubudi.co.id',
          email: 'budi@tokosepatubudi.co.id',
          location: 'bandung',
          device: 'mobile',
          keywords: ['sepatu kulit bandung'],
          now,
        })
        const tracker = (await confirmTracker(database, created.confirm_token, now, WINDOW_MS))!
        await recordTrackerLead(database, tracker.id, now, config)
        await recordTrackerLead(database, tracker.id, now, config)
        worker.start()
        const [mail] = await peer.waitFor(1)
        expect(mail!.envelopeTo).toEqual(['tim@puncakdigital.test'])
        expect(mail!.headers['x-lead-kind']).toBe('rank-tracker')
        expect(mail!.subject).toContain('Rank Tracker Gratis (SERPBot) - tokosepatubudi.co.id')
        expect(mail!.text).toContain('sepatu kulit bandung')
        expect(mail!.text).toContain('Lokasi: Bandung')
        expect(mail!.raw).not.toContain(created.token)
        // The second call queued nothing: no second mail arrives.
        await new Promise((resolve) => setTimeout(resolve, 500))
        expect(peer.messages).toHaveLength(1)
      } finally {
        await worker.stop()
        await peer.stop()
      }
    })

    it('makes one inbox lead per confirmed tracker, with its campaign, and notifies the agency once', async () => {
      const now = new Date('2026-12-01T04:00:00Z')
      const tracker = await confirmedTracker({
        keywords: ['jasa sepatu bandung', 'Sepatu Kulit Pria'],
        now,
        attribution: {
          landingPageUrl: '/serpbot-rank-checker?utm_source=Instagram&utm_campaign=ranking-gratis',
          referrer: 'https://www.instagram.com/',
          consentVersion: '2026-11-01',
        },
      })
      expect(tracker.leadId).toBeTruthy()
      const lead = await leadOf(tracker.leadId)
      expect(lead).toMatchObject({
        kind: 'rank-tracker',
        status: 'new',
        email: tracker.email,
        website: tracker.email.replace(/^pemilik(\d+)@contoh\.co\.id$/, 'toko$1.co.id'),
        landing_page_url: '/serpbot-rank-checker?utm_source=Instagram&utm_campaign=ranking-gratis',
        referrer: 'https://www.instagram.com/',
        // Campaign read from the landing page, as for a form lead sent without JavaScript.
        utm_source: 'Instagram',
        utm_campaign: 'ranking-gratis',
        consent_version: '2026-11-01',
      })
      expect(Number(lead.is_spam)).toBe(0)
      // One per line (their order within one sign-up is the keyword ids', which share a millisecond).
      expect(lead.keywords?.split('\n').sort()).toEqual(['Sepatu Kulit Pria', 'jasa sepatu bandung'])
      expect(lead.message).toContain('Bandung')
      expect(lead.message).toContain('Ponsel')
      // The visitor's private page token never reaches the lead (staff must not get the tracker page).
      expect(JSON.stringify(lead)).not.toContain(tracker.token)
      expect(await outboxOf(tracker.leadId)).toEqual([{ channel: 'email' }, { channel: 'webhook' }])

      // A second confirmation click, or a retry of the confirmation request: nothing new, nobody notified again.
      await confirmTracker(database, tracker.confirm_token, new Date(now.getTime() + 5_000), WINDOW_MS)
      await recordTrackerLead(database, tracker.id, new Date(now.getTime() + 5_000), notifyingConfig)
      await recordTrackerLead(database, tracker.id, new Date(now.getTime() + 9_000), notifyingConfig)
      const leads = await database.db.selectFrom('leads').select('id').where('email', '=', tracker.email).execute()
      expect(leads.map((row) => row.id)).toEqual([tracker.leadId])
      expect(await outboxOf(tracker.leadId)).toHaveLength(2)

      // In the inbox under its kind.
      const page = await listLeadPage(database.db, database.dialect, parseLeadFilter({ kind: 'rank-tracker' }), null)
      expect(page.rows.map((row) => row.id)).toContain(tracker.leadId)
    })

    it('makes no lead for an unconfirmed or unknown tracker', async () => {
      const now = new Date('2026-12-01T05:00:00Z')
      const pending = await createTracker(database, {
        domain: 'belumkonfirmasi.co.id',
        email: 'belum@contoh.co.id',
        location: 'jakarta',
        device: 'desktop',
        keywords: ['sepatu murah'],
        now,
      })
      await recordTrackerLead(database, pending.id, now, notifyingConfig)
      await recordTrackerLead(database, '00000000-0000-7000-8000-000000000000', now, notifyingConfig)
      const tracker = await database.db
        .selectFrom('rank_trackers')
        .select('lead_id')
        .where('id', '=', pending.id)
        .executeTakeFirstOrThrow()
      expect(tracker.lead_id).toBeNull()
      expect(
        await database.db.selectFrom('leads').selectAll().where('email', '=', 'belum@contoh.co.id').execute(),
      ).toEqual([])
    })

    it('a deletion request for the lead deletes the tracker with all its history', async () => {
      const now = new Date('2026-12-02T04:00:00Z')
      const tracker = await confirmedTracker({ keywords: ['sepatu anak'], now })
      await results(tracker.id, tracker.keywordId('sepatu anak'), { '2026-12-01': 12, '2026-12-02': 9 })
      const deleted = await deleteByEmail(database, tracker.email)
      expect(deleted.leads).toBe(1)
      const left = await Promise.all([
        database.db.selectFrom('rank_trackers').selectAll().where('id', '=', tracker.id).execute(),
        database.db.selectFrom('rank_tracker_keywords').selectAll().where('tracker_id', '=', tracker.id).execute(),
        database.db.selectFrom('rank_results').selectAll().where('tracker_id', '=', tracker.id).execute(),
        database.db.selectFrom('outbox').selectAll().where('lead_id', '=', tracker.leadId).execute(),
      ])
      expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0])
    })

    it('"Hapus pantauan" takes the personal data out of the inbox lead, which says the visitor deleted it', async () => {
      const now = new Date('2026-12-02T06:00:00Z')
      const tracker = await confirmedTracker({
        keywords: ['sepatu wisuda', 'sepatu kulit'],
        now,
        attribution: { landingPageUrl: '/serpbot-rank-checker?utm_source=google', utmSource: 'google' },
      })
      await results(tracker.id, tracker.keywordId('sepatu wisuda'), { '2026-12-02': 9 })
      await database.db
        .insertInto('lead_notes')
        .values({
          id: `note-${tracker.id}`,
          lead_id: tracker.leadId,
          body: `Telepon ${tracker.email}`,
          created_at: now.toISOString(),
        })
        .execute()
      await database.db
        .insertInto('lead_status_changes')
        .values({
          id: `status-${tracker.id}`,
          lead_id: tracker.leadId,
          from_status: 'new',
          to_status: 'contacted',
          created_at: now.toISOString(),
        })
        .execute()
      await database.db.updateTable('leads').set({ status: 'contacted' }).where('id', '=', tracker.leadId).execute()
      const before = await leadOf(tracker.leadId)
      const later = new Date(now.getTime() + 60_000)
      expect(await deleteTrackerByVisitor(database, tracker.id, later)).toBe(true)

      const lead = await leadOf(tracker.leadId)
      expect(lead).toMatchObject({
        kind: 'rank-tracker',
        status: 'contacted',
        name: ERASED_LEAD_NAME,
        email: '',
        website: null,
        keywords: null,
        message: null,
        landing_page_url: null,
        utm_source: null,
        raw_payload: '{}',
      })
      expect(lead.erased_at).not.toBeNull()
      // Nothing the visitor gave is left anywhere on the row; the staff note that quoted them is gone too.
      const domain = before.website!
      expect(JSON.stringify(lead)).not.toContain(domain.split('.')[0])
      expect(JSON.stringify(lead)).not.toContain(tracker.email)
      expect(
        await database.db.selectFrom('lead_notes').select('id').where('lead_id', '=', tracker.leadId).execute(),
      ).toEqual([])
      const history = await database.db
        .selectFrom('lead_status_changes')
        .select('to_status')
        .where('lead_id', '=', tracker.leadId)
        .execute()
      expect(history).toEqual([{ to_status: 'contacted' }])
      // The inbox lists it as deleted by the visitor, and a search for the old address or site finds nothing.
      const page = await listLeadPage(database.db, database.dialect, parseLeadFilter({ kind: 'rank-tracker' }), null)
      expect(page.rows.find((row) => row.id === tracker.leadId)).toMatchObject({ erased: true, name: ERASED_LEAD_NAME })
      for (const q of [tracker.email, domain]) {
        const found = await listLeadPage(database.db, database.dialect, parseLeadFilter({ q }), null)
        expect(
          found.rows.map((row) => row.id),
          q,
        ).not.toContain(tracker.leadId)
      }
      expect(await getLeadTracker(database, tracker.leadId, later, rankConfig)).toBeNull()
      const trackerRows = await database.db
        .selectFrom('rank_results')
        .select('day')
        .where('tracker_id', '=', tracker.id)
        .execute()
      expect(trackerRows).toEqual([])
    })

    it('the inbox deletion request also takes the sign-ups of the address not confirmed yet', async () => {
      const now = new Date('2026-12-02T05:00:00Z')
      const confirmed = await confirmedTracker({ keywords: ['sepatu pesta'], now })
      const pending = await createTracker(database, {
        domain: 'toko-kedua.co.id',
        email: confirmed.email,
        location: 'indonesia',
        device: 'desktop',
        keywords: ['sepatu kerja'],
        now,
      })
      const admin = { id: 'admin-1', email: 'admin@agency.test', name: 'Admin', role: 'admin' as const }
      const result = await deleteVisitorData(database, confirmed.email, {
        user: { ...admin, twoFactorEnabled: false },
        ip: null,
      })
      expect(result.leads).toBe(1)
      const left = await database.db
        .selectFrom('rank_trackers')
        .select('id')
        .where('id', 'in', [confirmed.id, pending.id])
        .execute()
      expect(left).toEqual([])
      const audit = await database.db
        .selectFrom('staff_audit_log')
        .select('subject')
        .where('action', '=', 'deletion')
        .execute()
      expect(audit.at(-1)?.subject).toContain('1 rank tracker belum dikonfirmasi')
      expect(JSON.stringify(audit)).not.toContain(confirmed.email)
    })

    it('filters the trackers whose positions fell this week, as the lead page counts them', async () => {
      const now = THURSDAY
      const signedUp = new Date('2026-11-20T03:00:00Z')
      const make = async (keywords: string[], history: Record<string, Record<string, number | null>>) => {
        const tracker = await confirmedTracker({ keywords, now: signedUp })
        for (const [keyword, days] of Object.entries(history))
          await results(tracker.id, tracker.keywordId(keyword), days)
        return tracker.leadId
      }
      const fell = [
        // Sunday 3 → Thursday 8.
        await make(['turun'], { turun: { '2026-11-29': 3, '2026-12-03': 8 } }),
        // Out of the top 100 this week; the other keyword improved.
        await make(['keluar', 'naik lain'], {
          keluar: { '2026-11-29': 40, '2026-12-01': 55, '2026-12-02': null },
          'naik lain': { '2026-11-29': 9, '2026-12-02': 4 },
        }),
        // First checked this week (a keyword added on Tuesday), fell since.
        await make(['baru turun'], { 'baru turun': { '2026-12-01': 4, '2026-12-03': 6 } }),
      ]
      const notFell = [
        await make(['naik'], { naik: { '2026-11-29': 8, '2026-12-03': 3 } }),
        // Fell last week, steady this week.
        await make(['minggu lalu'], { 'minggu lalu': { '2026-11-23': 3, '2026-11-29': 8, '2026-12-02': 8 } }),
        // Dropped on Tuesday but recovered above Sunday's position by Thursday: the week's net change counts.
        await make(['pulih'], { pulih: { '2026-11-29': 5, '2026-12-01': 20, '2026-12-03': 4 } }),
        // Only one check this week and none before: nothing to compare with.
        await make(['sekali'], { sekali: { '2026-12-03': 50 } }),
        // Outside the top 100 all along.
        await make(['tidak masuk'], { 'tidak masuk': { '2026-11-29': null, '2026-12-03': null } }),
        // Nothing checked this week yet.
        await make(['belum dicek'], { 'belum dicek': { '2026-11-28': 2, '2026-11-29': 3 } }),
      ]

      const page = await listLeadPage(database.db, database.dialect, parseLeadFilter({ rank: 'fell' }), null, 100, now)
      expect(new Set(page.rows.map((row) => row.id))).toEqual(new Set(fell))
      // Other filters still apply alongside it.
      const filtered = await listLeadPage(
        database.db,
        database.dialect,
        parseLeadFilter({ rank: 'fell', status: 'won' }),
        null,
        100,
        now,
      )
      expect(filtered.rows).toEqual([])
      // "Ekspor" downloads exactly what the filtered list shows.
      const admin = { id: 'admin-2', email: 'admin2@agency.test', name: 'Admin', role: 'admin' as const }
      const exported = await exportLeads(
        database,
        parseLeadExportFilter(new URLSearchParams('rank=fell')),
        'json',
        { user: { ...admin, twoFactorEnabled: false }, ip: null },
        now,
      )
      const exportedIds = (JSON.parse(exported.body) as Array<{ id: string }>).map((lead) => lead.id)
      expect(new Set(exportedIds)).toEqual(new Set(fell))

      // The lead page's per-keyword "this week" column uses the same definition as the filter.
      for (const leadId of [...fell, ...notFell]) {
        const tracker = await getLeadTracker(database, leadId, now, rankConfig)
        expect(tracker, leadId).not.toBeNull()
        const anyFell = tracker!.keywords.some((keyword) => weekChange(keyword, now)?.fell)
        expect(anyFell, `${leadId}: ${tracker!.keywords.map((k) => k.keyword).join()}`).toBe(fell.includes(leadId))
      }
      const first = await getLeadTracker(database, fell[1]!, now, rankConfig)
      const byKeyword = new Map(first!.keywords.map((keyword) => [keyword.keyword, weekChange(keyword, now)]))
      expect(byKeyword.get('keluar')).toMatchObject({ movement: 'left', fell: true })
      expect(byKeyword.get('naik lain')).toMatchObject({ movement: 'up', by: 5, fell: false })
      // Nothing of the visitor's secret in what the lead page gets.
      expect(JSON.stringify(first)).not.toMatch(/token/i)
    })

    it('ignores an unknown or hostile value of the filter instead of failing', () => {
      for (const rank of ['FELL', "fell' or 1=1 --", ['x', 'fell'], '']) {
        expect(parseLeadFilter({ rank }).rank).toBeUndefined()
      }
      expect(parseLeadFilter({ rank: ['fell', 'x'] }).rank).toBe('fell')
    })

    it('counts rank-tracker leads per WIB week on the dashboard', async () => {
      // Weeks far from the other tests' leads: Monday 3 May 2027 is the current week.
      const now = new Date('2027-05-06T05:00:00Z')
      await confirmedTracker({ keywords: ['a'], now: new Date('2027-05-03T01:00:00Z') }) // Monday 08:00 WIB
      await confirmedTracker({ keywords: ['b'], now: new Date('2027-05-06T04:00:00Z') })
      // Sunday 2 May 23:30 WIB is still the week before.
      await confirmedTracker({ keywords: ['c'], now: new Date('2027-05-02T16:30:00Z') })
      const dashboard = await loadDashboard(database, now)
      const current = dashboard.weeks.at(-1)!
      const previous = dashboard.weeks.at(-2)!
      expect(current.weekStart).toBe('2027-05-03')
      expect(current.counts['rank-tracker']).toBe(2)
      expect(current.total).toBe(2)
      expect(previous.counts['rank-tracker']).toBe(1)
      expect(previous.counts.analysis).toBe(0)
    })
  })
}
