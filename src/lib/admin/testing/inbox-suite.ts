import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '@/lib/db/client'
import type { NewLeadRow } from '@/lib/db/types'
import { authFor } from '../auth'
import { decodeCursor, listLeadPage, parseLeadFilter, SEARCH_MAX_LENGTH, type Cursor } from '../lead-list'
import { leadPageSearch } from '../lead-search'
import { addLeadNote, changeLeadStatus } from '../lead-workflow'
import { attemptLogin, LOGIN_MAX_FAILURES } from '../login'
import { editorAccess } from '@/lib/editor-auth/editor-access'
import { editorSessionFrom } from '@/lib/editor-auth/require-editor'
import { accessDecision } from '../access-rules'
import { hasRole, staffUserFromHeaders } from '../staff'
import { addUser, disableUser, setPassword } from '../users'

const PASSWORD = 'Kopi-tubruk-pagi-2026'

function lead(id: string, overrides: Partial<NewLeadRow> = {}): NewLeadRow {
  const at = overrides.created_at ?? '2026-11-20T03:00:00.000Z'
  return {
    id,
    kind: 'analysis',
    status: 'new',
    is_spam: 0,
    name: `Lead ${id}`,
    email: `${id}@contoh.co.id`,
    raw_payload: '{}',
    created_at: at,
    updated_at: at,
    ...overrides,
  }
}

/** Access rules, login throttle, the list query and the status workflow, on a real database. */
export function inboxSuite(label: string, open: () => Promise<AppDatabase>, enabled: () => boolean = () => true) {
  describe.skipIf(!enabled())(`staff inbox on ${label}`, () => {
    let database: AppDatabase
    beforeAll(async () => {
      database = await open()
    })
    afterAll(async () => database?.destroy())

    const login = async (email: string, password = PASSWORD, ip = '203.0.113.7') =>
      attemptLogin(database, { email, password, ip, headers: new Headers({ 'user-agent': 'vitest' }) })
    const cookieOf = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(';')[0]).join('; ')
    const userFor = async (cookie: string) => staffUserFromHeaders(await authFor(database), new Headers({ cookie }))

    it('signs a staff member in, and keeps out disabled accounts, expired sessions and forged cookies', async () => {
      await addUser(database, { email: 'Sari@Agency.test', role: 'staff', password: PASSWORD })
      const ok = await login('sari@agency.test', PASSWORD, '203.0.113.1')
      expect(ok.kind).toBe('ok')
      const cookie = cookieOf(ok.kind === 'ok' ? ok.setCookies : [])
      expect(cookie).toMatch(/^pd-admin\.session_token=/)
      const user = await userFor(cookie)
      expect(user).toMatchObject({ email: 'sari@agency.test', role: 'staff' })
      expect(hasRole(user!, 'staff')).toBe(true)
      expect(hasRole(user!, 'admin')).toBe(false)

      expect(await userFor('pd-admin.session_token=forged.value')).toBeNull()
      expect(await userFor(`${cookie}x`)).toBeNull()

      // Expired: the session's 12-hour idle expiry has passed.
      const past = new Date(Date.now() - 1000)
      await database.db
        .updateTable('staff_session' as never)
        .set({ expiresAt: database.dialect === 'postgres' ? past : past.toISOString() } as never)
        .execute()
      expect(await userFor(cookie)).toBeNull()

      const again = await login('sari@agency.test', PASSWORD, '203.0.113.1')
      const fresh = cookieOf(again.kind === 'ok' ? again.setCookies : [])
      expect(await userFor(fresh)).not.toBeNull()
      await disableUser(database, 'sari@agency.test')
      expect(await userFor(fresh)).toBeNull()
      expect((await login('sari@agency.test', PASSWORD, '203.0.113.2')).kind).toBe('invalid')
    })

    it('gives each role its tools: staff the lead inbox, editor the content editor, admin both', async () => {
      const github = {
        NODE_ENV: 'production',
        NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: 'puncakdigital/website',
        KEYSTATIC_GITHUB_CLIENT_ID: 'id',
        KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
        KEYSTATIC_SECRET: 'x'.repeat(40),
      }
      const auth = await authFor(database)
      const session = (headers: Headers) => editorSessionFrom(auth, headers)
      const signedIn = async (email: string, role: string) => {
        await addUser(database, { email, role, password: PASSWORD })
        const ok = await login(email, PASSWORD, '203.0.113.20')
        expect(ok.kind, email).toBe('ok')
        return new Headers({ cookie: cookieOf(ok.kind === 'ok' ? ok.setCookies : []) })
      }
      const editor = await signedIn('rina@agency.test', 'editor')
      const staff = await signedIn('yoga@agency.test', 'staff')
      const admin = await signedIn('ayu@agency.test', 'admin')

      const editorUser = (await userFor(editor.get('cookie')!))!
      expect(editorUser).toMatchObject({ role: 'editor' })
      expect(accessDecision(editorUser, 'staff')).toBe('forbidden')
      expect(accessDecision(editorUser, 'admin')).toBe('forbidden')
      expect(accessDecision(editorUser, 'editor')).toBe('ok')
      expect(accessDecision((await userFor(staff.get('cookie')!))!, 'editor')).toBe('forbidden')
      expect(hasRole((await userFor(admin.get('cookie')!))!, 'editor')).toBe(true)

      expect(await session(editor)).toMatchObject({ email: 'rina@agency.test', role: 'editor' })
      expect(await session(admin)).toMatchObject({ email: 'ayu@agency.test', role: 'admin' })
      expect(await session(staff)).toBeNull()
      expect(await session(new Headers({ cookie: `${editor.get('cookie')}x` }))).toBeNull()
      expect(await session(new Headers())).toBeNull()

      expect(await editorAccess(editor, github, session)).toEqual({ allow: true, mode: 'github' })
      expect(await editorAccess(admin, github, session)).toEqual({ allow: true, mode: 'github' })
      for (const refused of [
        staff,
        new Headers(),
        new Headers({ cookie: 'pd-admin.session_token=forged; role=editor' }),
      ])
        expect(await editorAccess(refused, github, session)).toEqual({
          allow: false,
          status: 302,
          location: '/admin/login?next=%2Fkeystatic',
        })
      await disableUser(database, 'rina@agency.test')
      expect(await session(editor)).toBeNull()
    })

    it('refuses weak passwords and ends other sessions on a password change', async () => {
      await expect(addUser(database, { email: 'x@agency.test', role: 'staff', password: 'short' })).rejects.toThrow(
        /minimal 12/,
      )
      await expect(
        addUser(database, { email: 'x@agency.test', role: 'staff', password: 'Qwerty123456' }),
      ).rejects.toThrow(/paling sering/)
      await expect(addUser(database, { email: 'x@agency.test', role: 'owner', password: PASSWORD })).rejects.toThrow(
        /admin, staff atau editor/,
      )
      await addUser(database, { email: 'budi@agency.test', role: 'admin', password: PASSWORD })
      const ok = await login('budi@agency.test', PASSWORD, '203.0.113.3')
      const cookie = cookieOf(ok.kind === 'ok' ? ok.setCookies : [])
      expect(await userFor(cookie)).toMatchObject({ role: 'admin' })
      await setPassword(database, 'budi@agency.test', 'Nasi-uduk-malam-2026')
      expect(await userFor(cookie)).toBeNull()
      expect((await login('budi@agency.test', PASSWORD, '203.0.113.3')).kind).toBe('invalid')
      expect((await login('budi@agency.test', 'Nasi-uduk-malam-2026', '203.0.113.3')).kind).toBe('ok')
    })

    it('throttles per account and per IP after 5 failures, with the same answer for unknown e-mails', async () => {
      await addUser(database, { email: 'dewi@agency.test', role: 'staff', password: PASSWORD })
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        // A different IP each time: only the account's counter fills up.
        expect((await login('dewi@agency.test', 'salah-sandi-123', `198.51.100.${i}`)).kind).toBe('invalid')
      }
      const blocked = await login('dewi@agency.test', PASSWORD, '198.51.100.99')
      expect(blocked.kind).toBe('throttled')
      if (blocked.kind === 'throttled') expect(blocked.retryAfterSeconds).toBeGreaterThan(800)

      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expect((await login(`nobody${i}@agency.test`, 'salah-sandi-123', '192.0.2.50')).kind).toBe('invalid')
      }
      expect((await login('budi@agency.test', 'Nasi-uduk-malam-2026', '192.0.2.50')).kind).toBe('throttled')
      expect((await login('budi@agency.test', 'Nasi-uduk-malam-2026', '192.0.2.51')).kind).toBe('ok')
    })

    describe('lead list', () => {
      beforeAll(async () => {
        const rows: NewLeadRow[] = [
          lead('l-percent', { name: 'Diskon 100% Jaya', created_at: '2026-11-21T01:00:00.000Z' }),
          lead('l-underscore', { website: 'https://toko_baju.example', created_at: '2026-11-21T02:00:00.000Z' }),
          lead('l-quote', { name: 'Toko O\'Brien "Sejahtera"', created_at: '2026-11-21T03:00:00.000Z' }),
          lead('l-script', {
            kind: 'contact',
            name: '<script>alert(1)</script>',
            message: '=HYPERLINK("http://x")\r\nbaris dua',
            created_at: '2026-11-21T04:00:00.000Z',
          }),
          lead('l-spam', { is_spam: 1, name: 'Spam Bot', created_at: '2026-11-21T05:00:00.000Z' }),
          lead('l-won', { status: 'won', kind: 'konsultasi_gratis', created_at: '2026-11-01T05:00:00.000Z' }),
          lead('l-case', { business: 'Kopi KENANGAN Mantan', created_at: '2026-11-21T06:00:00.000Z' }),
        ]
        // Twelve leads sent in the same millisecond: pagination must still neither skip nor repeat one.
        for (let i = 0; i < 12; i += 1) {
          rows.push(lead(`l-same-${String(i).padStart(2, '0')}`, { created_at: '2026-11-22T00:00:00.000Z' }))
        }
        await database.db.insertInto('leads').values(rows).execute()
      })

      const list = (params: Record<string, string>, cursor: Cursor | null = null, limit = 50) =>
        listLeadPage(database.db, database.dialect, parseLeadFilter(params), cursor, limit)
      const ids = async (params: Record<string, string>) => (await list(params)).rows.map((row) => row.id)

      it('takes % _ and quotes literally, ignores case, and survives very long searches', async () => {
        expect(await ids({ q: '%' })).toEqual(['l-percent'])
        expect(await ids({ q: '_' })).toEqual(['l-underscore'])
        expect(await ids({ q: 'O\'Brien "Sejahtera"' })).toEqual(['l-quote'])
        expect(await ids({ q: 'kopi kenangan' })).toEqual(['l-case'])
        expect(await ids({ q: '<script>' })).toEqual(['l-script'])
        expect(await ids({ q: '=hyperlink' })).toEqual(['l-script'])
        expect(await ids({ q: 'l-percent@contoh' })).toEqual(['l-percent'])
        expect(parseLeadFilter({ q: 'a'.repeat(100_000) }).q).toHaveLength(SEARCH_MAX_LENGTH)
        expect(await ids({ q: `${'%_\\'.repeat(20_000)}'; drop table leads; --` })).toEqual([])
        expect(await ids({ q: 'x'.repeat(100_000) })).toEqual([])
      })

      it('finds the same leads, newest first, whether the term counts as common (LIKE scan) or rare (index)', async () => {
        const found = async (q: string, commonAbove: number) => {
          const query = database.db
            .selectFrom('leads')
            .select('id')
            .where(await leadPageSearch(database.db, database.dialect, q, commonAbove))
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
          return { sql: query.compile().sql, ids: (await query.execute()).map((row) => row.id) }
        }
        for (const q of ['l-same-0', 'CONTOH.co', 'O\'Brien "Sej', 'kenangan', '100%']) {
          const common = await found(q, 0)
          const rare = await found(q, 10_000)
          expect(common.ids, q).toEqual(rare.ids)
          // SQLite: the FTS index only for a term below the threshold; PostgreSQL's planner picks its own way.
          expect(common.sql.includes('leads_search'), q).toBe(false)
          expect(rare.sql.includes('leads_search'), q).toBe(database.dialect === 'sqlite')
        }
        // A term with no match at all is never "common": one index lookup answers it.
        expect((await found('tidak-ada', 0)).sql.includes('leads_search')).toBe(database.dialect === 'sqlite')
        expect((await found('l-same-0', 0)).ids).toEqual(Array.from({ length: 10 }, (_, i) => `l-same-0${9 - i}`))
        expect((await found('contoh.co.id', 0)).ids).toHaveLength(19)
      })

      it('hides spam by default and filters by status, kind and WIB dates', async () => {
        expect(await ids({})).not.toContain('l-spam')
        expect(await ids({ spam: 'only' })).toEqual(['l-spam'])
        expect(await ids({ spam: 'all' })).toContain('l-spam')
        expect(await ids({ status: 'won' })).toEqual(['l-won'])
        expect(await ids({ kind: 'contact' })).toEqual(['l-script'])
        // 21 November in WIB runs from 2026-11-20T17:00Z to 2026-11-21T17:00Z.
        expect((await ids({ from: '2026-11-21', to: '2026-11-21' })).sort()).toEqual(
          ['l-case', 'l-percent', 'l-quote', 'l-script', 'l-underscore'].sort(),
        )
        expect(await ids({ status: 'bogus', kind: '<x>', from: '2026-13-45' })).toHaveLength(18)
      })

      it('pages newest first by (created_at, id) without skipping or repeating', async () => {
        const seen: string[] = []
        let cursor: Cursor | null = null
        for (let page = 0; page < 10; page += 1) {
          const result = await list({}, cursor, 5)
          seen.push(...result.rows.map((row) => row.id))
          if (!result.nextCursor) break
          cursor = decodeCursor(result.nextCursor)
        }
        expect(seen).toEqual(await ids({}))
        expect(new Set(seen).size).toBe(18)
        expect(seen[0]).toBe('l-same-11')
        expect(decodeCursor('bm90LWEtY3Vyc29y')).toBeNull()
      })

      it('records each status change with its user and stamps the first contact once', async () => {
        const user = {
          id: 'u1',
          email: 'sari@agency.test',
          name: 'Sari',
          role: 'staff' as const,
          twoFactorEnabled: false,
        }
        expect(await changeLeadStatus(database, 'l-quote', 'contacted', user)).toBe('changed')
        expect(await changeLeadStatus(database, 'l-quote', 'contacted', user)).toBe('unchanged')
        expect(await changeLeadStatus(database, 'l-quote', 'won', user)).toBe('changed')
        expect(await changeLeadStatus(database, 'missing', 'won', user)).toBe('not_found')
        expect(await addLeadNote(database, 'l-quote', '  Minta penawaran 10 kata kunci  ', user)).toBe(true)
        expect(await addLeadNote(database, 'l-quote', '   ', user)).toBe(false)
        const row = await database.db
          .selectFrom('leads')
          .selectAll()
          .where('id', '=', 'l-quote')
          .executeTakeFirstOrThrow()
        expect(row.status).toBe('won')
        expect(row.first_contacted_at).not.toBeNull()
        const history = await database.db
          .selectFrom('lead_status_changes')
          .select(['from_status', 'to_status', 'user_email'])
          .where('lead_id', '=', 'l-quote')
          .orderBy('created_at')
          .execute()
        expect(history).toEqual([
          { from_status: 'new', to_status: 'contacted', user_email: 'sari@agency.test' },
          { from_status: 'contacted', to_status: 'won', user_email: 'sari@agency.test' },
        ])
      })
    })
  })
}
