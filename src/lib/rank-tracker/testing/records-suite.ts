import { describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import { cleanPrivatePaths } from '@/lib/db/migrations/2026_11_603_private_paths'

/**
 * Migration 2026_11_603 on a real database (SQLite in ../signup.test.ts, PostgreSQL in ../postgres.test.ts): rows
 * stored before issue 40 with a private token in a landing page, referrer, source page, click path or sign-up
 * attribution keep only the public part; other rows are left exactly as they were.
 */
export function privateRecordsSuite(name: string, open: () => Promise<AppDatabase>, enabled: () => boolean) {
  describe.skipIf(!enabled())(`stored private addresses (${name})`, () => {
    it('migration 603 cleans what was stored with a token, and nothing else', async () => {
      const database = await open()
      const token = 'Qx7_Tk9-Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd'
      const site = 'https://www.puncakdigital.co.id'
      const at = new Date('2026-11-27T03:00:00Z').toISOString()
      const lead = (id: string, landing: string | null, referrer: string | null) => ({
        id,
        kind: 'contact',
        status: 'new' as const,
        is_spam: 0,
        name: 'Budi',
        email: `${id}@contoh.id`,
        landing_page_url: landing,
        referrer,
        raw_payload: JSON.stringify({ name: 'Budi', landingPageUrl: landing }),
        created_at: at,
        updated_at: at,
      })
      const click = (id: string, page: string, landing: string | null) => ({
        id,
        created_at: at,
        page_path: page,
        cta: 'floating-chat',
        channel: 'whatsapp' as const,
        landing_path: landing,
      })
      try {
        await database.write(async (trx) => {
          await trx.deleteFrom('leads').where('id', 'like', 'mig-%').execute()
          await trx.deleteFrom('link_clicks').where('id', 'like', 'mig-%').execute()
          await trx.deleteFrom('newsletter_subscribers').where('id', 'like', 'mig-%').execute()
          await trx.deleteFrom('rank_trackers').where('id', 'like', 'mig-%').execute()
          await trx
            .insertInto('leads')
            .values([
              lead(
                'mig-1',
                `/serpbot-rank-checker/konfirmasi/${token}`,
                `${site}/serpbot-rank-checker/pantau/${token}`,
              ),
              lead('mig-2', `${site}/analisis-gratis/hasil/${token}?utm_source=mail`, null),
              lead('mig-3', '/analisis-gratis?utm_source=google', 'https://www.google.com/'),
            ])
            .execute()
          await trx
            .insertInto('newsletter_subscribers')
            .values(
              [
                {
                  id: 'mig-1',
                  email: 'mig1@contoh.id',
                  source_page: `${site}/serpbot-rank-checker/konfirmasi/${token}`,
                },
                { id: 'mig-2', email: 'mig2@contoh.id', source_page: `${site}/serpbot-rank-checker` },
              ].map((row) => ({ ...row, consent_version: null, consent_at: null, created_at: at })),
            )
            .execute()
          await trx
            .insertInto('link_clicks')
            .values([
              click('mig-1', `/serpbot-rank-checker/pantau/${token}`, `/serpbot-rank-checker/konfirmasi/${token}`),
              click('mig-2', '/contact', '/jasa-seo'),
            ])
            .execute()
          await trx
            .insertInto('rank_trackers')
            .values({
              id: 'mig-1',
              token: 'mig-token-1',
              confirm_token: 'mig-confirm-1',
              unsubscribe_token: 'mig-unsubscribe-1',
              alert_unsubscribe_token: 'mig-alert-unsubscribe-1',
              domain: 'toko.id',
              email: 'mig@toko.id',
              location: 'indonesia',
              device: 'mobile',
              attribution: JSON.stringify({
                landingPageUrl: `/serpbot-rank-checker/pantau/${token}`,
                referrer: `${site}/analisis-gratis/hasil/${token}`,
                utmSource: 'google',
              }),
              created_at: at,
              confirmed_at: null,
            })
            .execute()
        })
        expect(await cleanPrivatePaths(database.db as unknown as Kysely<unknown>)).toBe(9)
        const leads = await database.db
          .selectFrom('leads')
          .select(['id', 'landing_page_url', 'referrer', 'raw_payload'])
          .where('id', 'like', 'mig-%')
          .orderBy('id')
          .execute()
        expect(leads).toEqual([
          {
            id: 'mig-1',
            landing_page_url: '/serpbot-rank-checker',
            referrer: `${site}/serpbot-rank-checker`,
            raw_payload: JSON.stringify({ name: 'Budi', landingPageUrl: '/serpbot-rank-checker/konfirmasi/[token]' }),
          },
          {
            id: 'mig-2',
            landing_page_url: `${site}/analisis-gratis`,
            referrer: null,
            raw_payload: JSON.stringify({
              name: 'Budi',
              landingPageUrl: `${site}/analisis-gratis/hasil/[token]?utm_source=mail`,
            }),
          },
          {
            id: 'mig-3',
            landing_page_url: '/analisis-gratis?utm_source=google',
            referrer: 'https://www.google.com/',
            raw_payload: JSON.stringify({ name: 'Budi', landingPageUrl: '/analisis-gratis?utm_source=google' }),
          },
        ])
        const subscribers = await database.db
          .selectFrom('newsletter_subscribers')
          .select('source_page')
          .where('id', 'like', 'mig-%')
          .orderBy('id')
          .execute()
        expect(subscribers.map((row) => row.source_page)).toEqual([
          `${site}/serpbot-rank-checker`,
          `${site}/serpbot-rank-checker`,
        ])
        const clicks = await database.db
          .selectFrom('link_clicks')
          .select(['page_path', 'landing_path'])
          .where('id', 'like', 'mig-%')
          .orderBy('id')
          .execute()
        expect(clicks).toEqual([
          { page_path: '/serpbot-rank-checker', landing_path: '/serpbot-rank-checker' },
          { page_path: '/contact', landing_path: '/jasa-seo' },
        ])
        const tracker = await database.db
          .selectFrom('rank_trackers')
          .select('attribution')
          .where('id', '=', 'mig-1')
          .executeTakeFirstOrThrow()
        expect(JSON.parse(tracker.attribution!)).toEqual({
          landingPageUrl: '/serpbot-rank-checker',
          referrer: `${site}/analisis-gratis`,
          utmSource: 'google',
        })
        // A second run finds nothing left to change.
        expect(await cleanPrivatePaths(database.db as unknown as Kysely<unknown>)).toBe(0)
      } finally {
        await database.destroy()
      }
    })
  })
}
