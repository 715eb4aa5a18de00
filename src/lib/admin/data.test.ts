import { CompiledQuery, createQueryId, sql, type KyselyPlugin, type RootOperationNode } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import { openDatabase } from '@/lib/db/client'
import { findPostgresBinaries, startPostgres, type PostgresServer } from '@/lib/db/testing/postgres-server'
import type { NewLeadRow } from '@/lib/db/types'
import { openTempSqlite } from '@/lib/leads/testing/fixtures'
import { loadDashboard } from './dashboard'
import { deleteVisitorData, deletionPreview } from './deletion'
import { exportLeads, parseLeadExportFilter } from './lead-export'
import { listSubscribers, removeSubscriber, subscribersCsv } from './newsletter'
import type { StaffUser } from './staff'

/*
 * The admin's data functions on real SQLite and real PostgreSQL: dashboard numbers (WIB weeks and months),
 * export of a filter (formula-safe CSV, audit row), UU PDP deletion (everything of one address, nothing else,
 * audit row without the data), newsletter list/search/export/removal.
 */

const admin: StaffUser = {
  id: 'u-admin',
  email: 'admin@puncak.test',
  name: 'Admin',
  role: 'admin',
  twoFactorEnabled: false,
}
const actor = { user: admin, ip: '127.0.0.1' }
// Wednesday 25 November 2026, 10:00 WIB.
const NOW = new Date('2026-11-25T03:00:00Z')

let sequence = 0
function lead(overrides: Partial<NewLeadRow> & { created_at: string }): NewLeadRow {
  sequence += 1
  return {
    id: `lead-${String(sequence).padStart(4, '0')}`,
    kind: 'analysis',
    status: 'new',
    is_spam: 0,
    name: `Pengunjung ${sequence}`,
    email: `p${sequence}@contoh.id`,
    raw_payload: '{}',
    updated_at: overrides.created_at,
    ...overrides,
  }
}

function suite(name: string, open: () => Promise<AppDatabase>, enabled: () => boolean) {
  describe.skipIf(!enabled())(`admin data on ${name}`, () => {
    let database: AppDatabase
    beforeAll(async () => {
      database = await open()
    })
    afterAll(() => database?.destroy())

    it('dashboard: leads per WIB week by kind, spam left out; pages and sources with won leads; contact speed', async () => {
      await database.db
        .insertInto('leads')
        .values([
          // Monday 23 Nov 00:30 WIB = Sunday 17:30 UTC: this week, not last week.
          lead({
            created_at: '2026-11-22T17:30:00.000Z',
            landing_page_url: '/analisis-gratis?utm_source=google&gclid=1',
            utm_source: 'Google',
            status: 'won',
          }),
          // Sunday 22 Nov 23:30 WIB: last week.
          lead({
            created_at: '2026-11-22T16:30:00.000Z',
            kind: 'contact',
            landing_page_url: '/analisis-gratis?utm_source=google&gclid=2',
            utm_source: 'google',
          }),
          lead({
            created_at: '2026-11-20T03:00:00.000Z',
            kind: 'konsultasi_gratis',
            landing_page_url: '/',
            gclid: 'abc',
          }),
          lead({ created_at: '2026-11-24T03:00:00.000Z', is_spam: 1, landing_page_url: '/spam' }),
          // Contact times: this month 30 and 90 minutes (median 60), last month 240 minutes.
          lead({
            created_at: '2026-11-02T01:00:00.000Z',
            first_contacted_at: '2026-11-02T01:30:00.000Z',
            status: 'contacted',
            landing_page_url: '/jasa-seo',
          }),
          lead({
            created_at: '2026-11-03T01:00:00.000Z',
            first_contacted_at: '2026-11-03T02:30:00.000Z',
            status: 'won',
            landing_page_url: '/jasa-seo',
          }),
          lead({
            created_at: '2026-10-15T01:00:00.000Z',
            first_contacted_at: '2026-10-15T05:00:00.000Z',
            status: 'lost',
          }),
          // 31 Oct 23:00 UTC = 1 Nov 06:00 WIB: November.
          lead({ created_at: '2026-10-31T23:00:00.000Z' }),
        ])
        .execute()
      const dashboard = await loadDashboard(database, NOW)

      expect(dashboard.weeks).toHaveLength(12)
      const [previous, current] = dashboard.weeks.slice(-2)
      expect(current).toMatchObject({ weekStart: '2026-11-23', total: 1, counts: { analysis: 1, contact: 0 } })
      expect(previous).toMatchObject({
        weekStart: '2026-11-16',
        total: 2,
        counts: { analysis: 0, contact: 1, konsultasi_gratis: 1 },
      })
      expect(dashboard.weeks[0]!.weekStart).toBe('2026-09-07')

      expect(dashboard.landingPages).toContainEqual({ label: '/analisis-gratis', leads: 2, won: 1 })
      expect(dashboard.landingPages).toContainEqual({ label: '/jasa-seo', leads: 2, won: 1 })
      expect(dashboard.landingPages.some((row) => row.label === '/spam')).toBe(false)
      expect(dashboard.sources).toContainEqual({ label: 'google', leads: 3, won: 1 })
      expect(dashboard.sources).toContainEqual({ label: null, leads: 4, won: 1 })

      expect(dashboard.firstContact.monthStart).toBe('2026-11-01')
      expect(dashboard.firstContact.thisMonth).toEqual({ medianMinutes: 60, contacted: 2, received: 6 })
      expect(dashboard.firstContact.lastMonth).toEqual({ medianMinutes: 240, contacted: 1, received: 1 })
    })

    it('dashboard: week boundaries at Monday 00:00 WIB, future leads left out, median of an even count, contact before arrival not counted', async () => {
      // Wednesday 16 June 2027, 10:00 WIB: far from the other tests' leads. This week starts Monday 14 June 00:00 WIB
      // (13 June 17:00 UTC); the first of the 12 weeks on Monday 29 March (28 March 17:00 UTC).
      const now = new Date('2027-06-16T03:00:00Z')
      const minutes = (at: string, after: number) => new Date(Date.parse(at) + after * 60_000).toISOString()
      await database.db
        .insertInto('leads')
        .values([
          lead({ created_at: '2027-03-28T17:00:00.000Z' }),
          lead({ created_at: '2027-03-28T16:59:59.999Z', landing_page_url: '/sebelum' }),
          lead({ created_at: '2027-06-13T17:00:00.000Z', kind: 'contact' }),
          lead({ created_at: '2027-06-13T16:59:59.999Z', kind: 'contact' }),
          lead({ created_at: '2027-06-14T03:00:00.000Z', kind: 'lainnya' }),
          // A lead stamped in the future (clock skew on import): in no week.
          lead({ created_at: '2027-06-21T00:00:00.000Z', kind: 'contact' }),
          // June (WIB): contacted after 10, 20 and 45 minutes; one stamped as contacted before it arrived.
          ...[10, 20, 45, -5].map((after) =>
            lead({
              created_at: '2027-06-02T01:00:00.000Z',
              first_contacted_at: minutes('2027-06-02T01:00:00.000Z', after),
              status: 'contacted',
            }),
          ),
          // May: 1 and 2 minutes, median 1.5, shown rounded as 2.
          ...[1, 2].map((after) =>
            lead({
              created_at: '2027-05-10T01:00:00.000Z',
              first_contacted_at: minutes('2027-05-10T01:00:00.000Z', after),
              status: 'won',
            }),
          ),
        ])
        .execute()
      const dashboard = await loadDashboard(database, now)
      expect(dashboard.weeks.map((week) => week.weekStart)).toEqual(
        Array.from({ length: 12 }, (_, index) => new Date(Date.parse('2027-03-29') + index * 7 * 86_400_000)).map(
          (day) => day.toISOString().slice(0, 10),
        ),
      )
      expect(dashboard.weeks[0]).toMatchObject({ total: 1, counts: { analysis: 1, contact: 0 } })
      // The unknown kind is counted nowhere, as before.
      expect(dashboard.weeks[11]).toMatchObject({ total: 1, counts: { analysis: 0, contact: 1 } })
      expect(dashboard.weeks[10]).toMatchObject({ total: 1, counts: { contact: 1 } })
      expect(dashboard.weeks.reduce((sum, week) => sum + week.total, 0)).toBe(9)
      expect(dashboard.landingPages).toContainEqual({ label: '/sebelum', leads: 1, won: 0 })
      expect(dashboard.firstContact.thisMonth).toEqual({ medianMinutes: 20, contacted: 3, received: 7 })
      expect(dashboard.firstContact.lastMonth).toEqual({ medianMinutes: 2, contacted: 2, received: 2 })
    })

    it('indexes: every dashboard query reads only leads_dashboard_idx; small trigram pending lists (PostgreSQL)', async () => {
      const queries: RootOperationNode[] = []
      const spy: KyselyPlugin = {
        transformQuery: ({ node }) => (queries.push(node), node),
        transformResult: async ({ result }) => result,
      }
      await loadDashboard({ ...database, db: database.db.withPlugin(spy) }, NOW)
      // Five functions; the weeks' UNION ALL also reports its members, each a query of its own.
      expect(queries.length).toBeGreaterThanOrEqual(7)
      if (database.dialect === 'postgres') {
        // PostgreSQL picks scans by table size, so on a near-empty table the plan proves nothing: check the index.
        const { rows } = await sql<{ indexdef: string }>`
          select indexdef from pg_indexes where indexname = 'leads_dashboard_idx'`.execute(database.db)
        expect(rows[0]?.indexdef).toContain(
          '(is_spam, created_at) INCLUDE (kind, status, first_contacted_at, utm_source, gclid, fbclid, landing_page_url)',
        )
        // Migration 331: the search's trigram indexes merge their pending list every 64 kB (see the migration).
        const trigram = await sql<{ name: string; options: string[] | null }>`
          select relname as name, reloptions as options from pg_class
          where relkind = 'i' and relname like 'leads\\_%\\_trgm\\_idx'`.execute(database.db)
        expect(trigram.rows).toHaveLength(7)
        for (const row of trigram.rows) expect(row.options, row.name).toEqual(['gin_pending_list_limit=64'])
        return
      }
      for (const node of queries) {
        const query = database.db.getExecutor().compileQuery(node, createQueryId())
        const plan = await database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        )
        const reads = plan.rows.map((row) => row.detail).filter((detail) => /^(SCAN|SEARCH) /.test(detail))
        expect(reads.length, query.sql).toBeGreaterThan(0)
        for (const read of reads) {
          expect(read, query.sql).toMatch(
            /^SEARCH leads USING COVERING INDEX leads_dashboard_idx \(is_spam=\? AND created_at>\?/,
          )
        }
      }
    })

    it('export: the filter from the URL, formula-safe CSV, one audit row with filter and count', async () => {
      await database.db
        .insertInto('leads')
        .values([
          lead({
            created_at: '2026-11-24T05:00:00.000Z',
            name: '=cmd|"/c calc"!A1',
            email: 'formula@contoh.id',
            message: '<script>alert(1)</script>\r\nbaris dua',
            company: '50% diskon_kilat',
          }),
          lead({ created_at: '2026-11-24T06:00:00.000Z', name: 'Lain', email: 'lain@contoh.id', company: '50 persen' }),
        ])
        .execute()
      const filter = parseLeadExportFilter(
        new URLSearchParams('q=50%25+diskon_&from=2026-11-24&to=2026-11-24&status=bogus'),
      )
      expect(filter).toMatchObject({ q: '50% diskon_', from: '2026-11-24', to: '2026-11-24', status: undefined })
      const file = await exportLeads(database, filter, 'csv', actor, NOW)
      expect(file.count).toBe(1)
      expect(file.body.startsWith('\uFEFF')).toBe(true)
      expect(file.body).toContain(`"'=cmd|""/c calc""!A1"`)
      expect(file.body).toContain('"<script>alert(1)</script>\r\nbaris dua"')
      expect(file.filename).toBe('leads-2026-11-25.csv')

      const json = await exportLeads(database, parseLeadExportFilter(new URLSearchParams('q=LAIN')), 'json', actor, NOW)
      expect(JSON.parse(json.body)).toMatchObject([{ name: 'Lain', email: 'lain@contoh.id' }])

      const audit = await database.db.selectFrom('staff_audit_log').selectAll().where('action', '=', 'export').execute()
      expect(audit.map((row) => row.subject)).toEqual([
        'lead csv: from=2026-11-24 to=2026-11-24 q=50% diskon_ (1 lead)',
        'lead json: q=LAIN (1 lead)',
      ])
      expect(audit[0]).toMatchObject({ user_email: admin.email, ip: '127.0.0.1' })
    })

    it('UU PDP deletion: every row of the address goes, other visitors stay, the audit row holds no data', async () => {
      const email = 'hapus.saya@contoh.id'
      const now = NOW.toISOString()
      await database.db
        .insertInto('leads')
        .values([
          lead({ id: 'del-1', created_at: now, email }),
          lead({ id: 'del-2', created_at: now, email, kind: 'contact' }),
          lead({ id: 'keep-1', created_at: now, email: 'tetap@contoh.id' }),
        ])
        .execute()
      await database.db
        .insertInto('lead_notes')
        .values([
          { id: 'n1', lead_id: 'del-1', body: 'Minta dihubungi sore', created_at: now },
          { id: 'n2', lead_id: 'keep-1', body: 'Tetap', created_at: now },
        ])
        .execute()
      await database.db
        .insertInto('lead_status_changes')
        .values({ id: 's1', lead_id: 'del-2', from_status: 'new', to_status: 'contacted', created_at: now })
        .execute()
      await database.db
        .insertInto('outbox')
        .values({ id: 'o1', lead_id: 'del-1', channel: 'email', status: 'sent', next_attempt_at: now, created_at: now })
        .execute()
      await database.db
        .insertInto('audit_jobs')
        .values({
          id: 'a1',
          token: 'token-a1',
          lead_id: 'del-1',
          url: 'https://hapus.example/',
          target_host: 'hapus.example:443',
          status: 'done',
          created_at: now,
          expires_at: now,
        })
        .execute()
      await database.db.insertInto('newsletter_subscribers').values({ id: 'ns-del', email, created_at: now }).execute()

      expect(await deletionPreview(database, email)).toEqual({ leads: 2, subscribers: 1 })
      const result = await deleteVisitorData(database, email, actor)
      expect(result).toMatchObject({ leads: 2, related: 4, subscribers: 1, wiped: true })

      const left = async (table: 'lead_notes' | 'lead_status_changes' | 'outbox' | 'audit_jobs') =>
        (await database.db.selectFrom(table).select('lead_id').execute()).map((row) => row.lead_id)
      expect(await database.db.selectFrom('leads').select('id').where('email', '=', email).execute()).toEqual([])
      expect(await left('lead_notes')).toEqual(['keep-1'])
      expect(await left('lead_status_changes')).not.toContain('del-2')
      expect(await left('outbox')).not.toContain('del-1')
      expect(await left('audit_jobs')).not.toContain('del-1')
      expect(await deletionPreview(database, email)).toEqual({ leads: 0, subscribers: 0 })

      const audit = await database.db
        .selectFrom('staff_audit_log')
        .selectAll()
        .where('action', '=', 'deletion')
        .execute()
      expect(audit).toHaveLength(1)
      expect(JSON.stringify(audit)).not.toContain('hapus')
      expect(audit[0]!.subject).toContain('2 lead')
    })

    it('newsletter: search treats % and _ literally, keyset pages, formula-safe export, removal', async () => {
      const rows = Array.from({ length: 55 }, (_, index) => ({
        id: `ns-${String(index).padStart(3, '0')}`,
        email: index === 0 ? '=1+1@contoh.id' : index === 1 ? 'promo_50%@contoh.id' : `pelanggan${index}@contoh.id`,
        consent_version: '2026-11',
        created_at: new Date(NOW.getTime() - index * 60_000).toISOString(),
      }))
      await database.db.insertInto('newsletter_subscribers').values(rows).execute()

      const first = await listSubscribers(database.db)
      expect(first.total).toBe(55)
      expect(first.subscribers).toHaveLength(50)
      expect(first.subscribers[0]!.email).toBe('=1+1@contoh.id')
      const second = await listSubscribers(database.db, { before: first.next })
      expect(second.subscribers.map((row) => row.id)).toEqual(['ns-050', 'ns-051', 'ns-052', 'ns-053', 'ns-054'])
      expect(second.next).toBeNull()

      expect((await listSubscribers(database.db, { q: '_50%' })).subscribers.map((row) => row.email)).toEqual([
        'promo_50%@contoh.id',
      ])
      expect((await listSubscribers(database.db, { q: '%' })).total).toBe(1)
      expect((await listSubscribers(database.db, { q: "'; drop table leads; --" })).total).toBe(0)
      expect((await listSubscribers(database.db, { q: 'x'.repeat(10_000) })).total).toBe(0)

      const { csv, count } = await subscribersCsv(database.db, 'contoh')
      expect(count).toBe(55)
      expect(csv.startsWith('\uFEFF"Email",')).toBe(true)
      expect(csv).toContain('\r\n"\'=1+1@contoh.id",')

      expect(await removeSubscriber(database, 'ns-001')).toBe('promo_50%@contoh.id')
      expect(await removeSubscriber(database, 'ns-001')).toBeNull()
      expect((await listSubscribers(database.db)).total).toBe(54)
    })
  })
}

const binaries = findPostgresBinaries()
let server: PostgresServer | undefined
let postgresUrl = ''

beforeAll(async () => {
  if (!binaries) return
  server = await startPostgres({ portRange: [5490, 5499] })
  postgresUrl = await server.createDatabase('admin_data')
}, 120_000)
afterAll(() => server?.stop())

suite(
  'SQLite',
  () => openTempSqlite(),
  () => true,
)
suite(
  'PostgreSQL 15',
  () => openDatabase({ dialect: 'postgres', url: postgresUrl }),
  () => binaries !== null,
)
