import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import { sharedSetting } from '@/lib/db/settings'
import { API_MESSAGES } from '../schema'
import { submitLead, type SubmitDeps, type SubmitResult } from '../submit-lead'
import { analysisPayload, contactPayload, testConfig } from './fixtures'
import { useSuiteDatabase } from './storage-suite'

const api = { transport: 'api' as const, ip: '203.0.113.77', userAgent: 'vitest' }

async function leadCount(database: AppDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('leads')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

function idOf(result: SubmitResult): string {
  if (!result.ok) throw new Error(`expected a stored lead, got ${result.code}: ${result.message}`)
  return result.id
}

/**
 * Hostile but well-formed input and the rate limit's arithmetic, on a real database (run by sqlite.test.ts and
 * postgres.test.ts). Each case is one the backend probe found wrong (issue 18).
 */
export function hostileInputSuite(
  label: string,
  open: () => Promise<AppDatabase>,
  isAvailable: () => boolean = () => true,
) {
  describe.skipIf(!isAvailable())(`hostile input and limits on ${label}`, () => {
    let database: AppDatabase
    let deps: SubmitDeps
    useSuiteDatabase(open, (opened, fresh) => {
      database = opened
      deps = fresh
    })

    it('refuses an idempotency key reused for other content (conflict) and keeps the first lead', async () => {
      const key = 'c0ffee00-1111-2222-3333-444455556666'
      const first = await submitLead({ ...analysisPayload, idempotencyKey: key }, api, deps)
      const repeat = await submitLead({ ...analysisPayload, idempotencyKey: key }, api, deps)
      const other = await submitLead({ ...analysisPayload, message: 'Isi yang lain', idempotencyKey: key }, api, deps)
      expect(repeat).toMatchObject({ ok: true, id: idOf(first), duplicate: true })
      expect(other).toEqual({
        ok: false,
        code: 'conflict',
        kind: 'analysis',
        message: API_MESSAGES.idempotencyConflict,
      })
      expect(await leadCount(database)).toBe(1)
      const stored = await database.db.selectFrom('leads').select('message').executeTakeFirstOrThrow()
      expect(stored.message).toBe(analysisPayload.message)
      expect(await database.db.selectFrom('outbox').selectAll().execute()).toHaveLength(1)
    })

    it('treats a `__proto__` key as data: fields under it are never inherited', async () => {
      const smuggled = JSON.parse(
        '{"__proto__": {"name": "Penyusup", "email": "penyusup@contoh.id", "website": "penyusup.id"}}',
      ) as Record<string, unknown>
      expect(await submitLead(smuggled, api, deps)).toMatchObject({
        ok: false,
        code: 'validation',
        fieldErrors: { name: 'Nama wajib diisi', email: 'Email wajib diisi', website: 'Website wajib diisi' },
      })
      expect(await leadCount(database)).toBe(0)

      const mixed = JSON.parse(
        '{"name": "Budi Asli", "email": "budi@asli.id", "website": "asli.id",' +
          ' "__proto__": {"message": "disisipkan", "phone": "081234567890"}}',
      ) as Record<string, unknown>
      const id = idOf(await submitLead(mixed, api, deps))
      const row = await database.db
        .selectFrom('leads')
        .select(['name', 'message', 'phone', 'raw_payload'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ name: 'Budi Asli', message: null, phone: null })
      // The raw payload shows exactly what was sent, including the ignored key.
      expect(Object.keys(JSON.parse(row.raw_payload) as object)).toContain('__proto__')
    })

    it('strips invisible format characters, refuses lone surrogates, then applies the required rule', async () => {
      const invisible = await submitLead({ ...analysisPayload, name: '\u200B\u202E\u2066\uFEFF\u00AD' }, api, deps)
      expect(invisible).toMatchObject({ ok: false, code: 'validation', fieldErrors: { name: 'Nama wajib diisi' } })

      const id = idOf(
        await submitLead(
          {
            ...contactPayload,
            name: 'Budi\u202Egnp.exe',
            email: 'budi\u200B@contoh.id',
            company: 'PT\u2067 Maju\u2069',
            message: 'Halo\u202E tim\u200F 👩‍💻 👍🏽\nBaris dua',
          },
          api,
          deps,
        ),
      )
      const row = await database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        name: 'Budignp.exe',
        email: 'budi@contoh.id',
        company: 'PT Maju',
        message: 'Halo tim 👩‍💻 👍🏽\nBaris dua', // the joiner inside the emoji stays
      })
      const text = [row.name, row.email, row.company, row.message].join(' ')
      expect(text.replace(/\u200D/g, '')).not.toMatch(/\p{Cf}/u)

      for (const [field, value] of [
        ['name', 'Ani \uD800'],
        ['message', 'Rusak \uDC00 di sini'],
        ['company', '\uD83D'],
      ] as const) {
        const result = await submitLead({ ...contactPayload, [field]: value }, api, deps)
        expect(result, field).toMatchObject({
          ok: false,
          code: 'validation',
          fieldErrors: { [field]: expect.stringContaining('berisi karakter yang tidak valid') },
        })
      }
      expect(await leadCount(database)).toBe(1)
    })

    it('refuses deeply nested input by its shape, before serialising or validating it', async () => {
      let deep: unknown = 'dasar'
      for (let level = 0; level < 100_000; level += 1) deep = { a: deep }
      const result = await submitLead({ ...analysisPayload, extra: deep }, api, deps)
      expect(result).toMatchObject({ ok: false, code: 'malformed', message: API_MESSAGES.invalidShape })
      expect(await leadCount(database)).toBe(0)
    })

    it('says in Retry-After exactly how long to wait, and refused attempts never extend the wait', async () => {
      const limited: SubmitDeps = { ...deps, config: testConfig({ LEADS_RATE_LIMIT_PER_MINUTE: '5' }) }
      const start = new Date('2025-03-03T10:00:50Z').getTime()
      const at = (seconds: number) => ({ ...limited, now: new Date(start + seconds * 1000) })
      const send = (n: number, seconds: number) =>
        submitLead({ ...analysisPayload, email: `r${n}@contoh.id` }, api, at(seconds))

      for (let n = 0; n < 5; n += 1) expect((await send(n, 0)).ok).toBe(true)
      const refused = await send(5, 0)
      expect(refused).toMatchObject({ ok: false, code: 'rate_limited' })
      const wait = refused.ok || refused.code !== 'rate_limited' ? 0 : refused.retryAfterSeconds
      expect(wait).toBeGreaterThan(1)
      expect(wait).toBeLessThanOrEqual(70)

      // An honest client retrying (and invalid probes) while it waits: all refused, none counted.
      for (let second = 1; second < wait; second += Math.max(1, Math.floor(wait / 8))) {
        expect(await send(100 + second, second)).toMatchObject({ code: 'rate_limited' })
        expect(await submitLead({ name: 'x' }, api, at(second))).toMatchObject({ code: 'rate_limited' })
      }
      expect(await send(200, wait - 1)).toMatchObject({ code: 'rate_limited' })
      expect((await send(201, wait)).ok).toBe(true)
      expect(await leadCount(database)).toBe(6)
    })

    it('keeps one shared value per setting, whichever instance creates it first', async () => {
      const other = await open()
      try {
        const values = await Promise.all([
          sharedSetting(database, 'form_token_secret_test', () => 'from-instance-a'),
          sharedSetting(other, 'form_token_secret_test', () => 'from-instance-b'),
        ])
        expect(new Set(values).size).toBe(1)
        expect(await sharedSetting(other, 'form_token_secret_test', () => 'later')).toBe(values[0])
      } finally {
        await other.destroy()
        await database.db.deleteFrom('app_settings').where('key', '=', 'form_token_secret_test').execute()
      }
    })
  })
}
