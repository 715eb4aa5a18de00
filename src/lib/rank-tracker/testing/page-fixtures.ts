import type { AppDatabase } from '@/lib/db/client'
import { confirmTracker, createTracker, type TrackerRow } from '../trackers'

/** A keyword typed as a spreadsheet formula: the exports must print it as text. */
export const FORMULA = '=HYPERLINK("http://evil.example","klik")'

/**
 * A confirmed tracker for tokosepatubudi.co.id in Bandung on a phone with 11 days of results, as the scheduler
 * writes them: "sepatu kulit bandung" 12 → 9 → 4 (up), "toko sepatu pria" 30 → 7 → outside the top 100, the
 * formula keyword 55 on its first and only day. The last check is Monday 30 November 2026.
 */
export async function seedTrackerWithResults(
  database: AppDatabase,
  email = 'budi@tokosepatubudi.co.id',
): Promise<TrackerRow> {
  const created = await createTracker(database, {
    domain: 'tokosepatubudi.co.id',
    email,
    location: 'bandung',
    device: 'mobile',
    keywords: ['sepatu kulit bandung', 'toko sepatu pria', FORMULA],
    now: new Date('2026-11-20T01:00:00Z'),
  })
  const confirmed = (await confirmTracker(
    database,
    created.confirm_token,
    new Date('2026-11-20T01:05:00Z'),
    48 * 3_600_000,
  ))!
  const keywords = await database.db
    .selectFrom('rank_tracker_keywords')
    .select(['id', 'keyword'])
    .where('tracker_id', '=', confirmed.id)
    .execute()
  const id = (keyword: string) => keywords.find((row) => row.keyword === keyword)!.id
  const above = JSON.stringify([{ position: 3, url: 'https://pesaing.co.id/sepatu', title: 'Pesaing' }])
  const rows: [string, string, number | null, string | null][] = [
    ['sepatu kulit bandung', '2026-11-20', 12, 'https://tokosepatubudi.co.id/kulit'],
    ['sepatu kulit bandung', '2026-11-23', 9, 'https://tokosepatubudi.co.id/kulit'],
    ['sepatu kulit bandung', '2026-11-30', 4, 'https://www.tokosepatubudi.co.id/kulit'],
    ['toko sepatu pria', '2026-11-20', 30, 'https://tokosepatubudi.co.id/pria'],
    ['toko sepatu pria', '2026-11-23', 7, 'https://tokosepatubudi.co.id/pria'],
    ['toko sepatu pria', '2026-11-30', null, null],
    [FORMULA, '2026-11-30', 55, 'https://tokosepatubudi.co.id/?q==1+1'],
  ]
  await database.write((trx) =>
    trx
      .insertInto('rank_results')
      .values(
        rows.map(([keyword, day, position, url]) => ({
          keyword_id: id(keyword),
          tracker_id: confirmed.id,
          day,
          position,
          url,
          above,
          checked_at: `${day}T00:30:00.000Z`,
        })),
      )
      .execute(),
  )
  return confirmed
}
