/**
 * Seeds a confirmed rank tracker with its inbox lead and a week of positions into the E2E server's database
 * (DATABASE_URL), as a visitor's confirmation and the daily checks would, with two competitors' positions and the
 * business's Google Maps 3-pack (issue 42); prints { leadId, token, unsubscribeToken } as JSON.
 * Keywords carry the domain's first label, so no other tracker shares their queries.
 * Usage: tsx e2e/helpers/seed-rank-tracker.ts <domain> <email>
 */
import { allowServerOnlyImports } from '../../src/lib/db/allow-server-only'

process.env.LOG_DESTINATION ??= 'stderr'
process.env.LOG_LEVEL ??= 'error'
allowServerOnlyImports()

const { openDatabase } = await import('../../src/lib/db/client')
const { confirmTracker, createTracker, recordTrackerLead } = await import('../../src/lib/rank-tracker')
const { addDays, startOfWeekWib, wibDate } = await import('../../src/lib/server/wib')

const [domain, email] = process.argv.slice(2)
if (!domain || !email) throw new Error('usage: seed-rank-tracker.ts <domain> <email>')
const tag = domain.split('.')[0]

const now = new Date()
// Positions on the Sunday before this WIB week and today: one keyword fell, one rose, one is outside the top 100.
const sunday = wibDate(addDays(startOfWeekWib(now), -1))
const today = wibDate(now)
const history: Record<string, [number | null, number | null]> = {
  [`sepatu kulit ${tag}`]: [4, 9],
  [`toko sepatu ${tag}`]: [12, 7],
  [`sepatu anak ${tag}`]: [null, null],
}
// Issue 42: two competitors on the same keywords, and today's 3-pack (place 2; shown without the business; no pack).
const competitors: Record<string, [number | null, number | null][]> = {
  [`pesaing-a-${tag}.co.id`]: [
    [2, 3],
    [5, 4],
    [null, 60],
  ],
  [`pesaing-b-${tag}.com`]: [
    [10, 8],
    [9, 15],
    [null, null],
  ],
}
const localPack = [2, 0, -1]

const database = await openDatabase()
try {
  const created = await createTracker(database, {
    domain,
    email,
    // Kept apart from the other E2E trackers' queries (they share results by keyword, location and device).
    location: 'balikpapan',
    device: 'mobile',
    keywords: Object.keys(history),
    competitors: Object.keys(competitors),
    businessName: 'Toko Sepatu Budi',
    attribution: JSON.stringify({ landingPageUrl: '/serpbot-rank-checker?utm_source=e2e', consentVersion: 'e2e' }),
    now: new Date(now.getTime() - 120_000),
  })
  const keywords = await database.db
    .selectFrom('rank_tracker_keywords')
    .select(['id', 'keyword'])
    .where('tracker_id', '=', created.id)
    .execute()
  // Results before the confirmation: the server's scheduler (SERP_PROVIDER is set in the E2E server) plans only
  // confirmed trackers' keywords without a result today, so it never checks these against the fake provider.
  await database.write((trx) =>
    trx
      .insertInto('rank_results')
      .values(
        keywords.flatMap((keyword) =>
          [sunday, today].map((day, index) => {
            const position = history[keyword.keyword]?.[index] ?? null
            return {
              keyword_id: keyword.id,
              tracker_id: created.id,
              day,
              position,
              url: position === null ? null : `https://${domain}/sepatu`,
              local_pack: index === 1 ? localPack[Object.keys(history).indexOf(keyword.keyword)]! : null,
              checked_at: `${day}T00:30:00.000Z`,
            }
          }),
        ),
      )
      .execute(),
  )
  const rivals = await database.db
    .selectFrom('rank_tracker_competitors')
    .select(['id', 'domain'])
    .where('tracker_id', '=', created.id)
    .execute()
  await database.write((trx) =>
    trx
      .insertInto('rank_competitor_results')
      .values(
        rivals.flatMap((rival) =>
          keywords.flatMap((keyword) =>
            [sunday, today].map((day, index) => {
              const position = competitors[rival.domain]![Object.keys(history).indexOf(keyword.keyword)]![index]!
              return {
                competitor_id: rival.id,
                keyword_id: keyword.id,
                tracker_id: created.id,
                day,
                position,
                url: position === null ? null : `https://${rival.domain}/`,
                checked_at: `${day}T00:30:00.000Z`,
              }
            }),
          ),
        ),
      )
      .execute(),
  )
  const tracker = await confirmTracker(database, created.confirm_token, now, 48 * 3_600_000)
  if (!tracker) throw new Error('confirmation refused')
  await recordTrackerLead(database, tracker.id, now)
  const { lead_id: leadId } = await database.db
    .selectFrom('rank_trackers')
    .select('lead_id')
    .where('id', '=', tracker.id)
    .executeTakeFirstOrThrow()
  process.stdout.write(
    `${JSON.stringify({ leadId, token: tracker.token, unsubscribeToken: tracker.unsubscribe_token })}\n`,
  )
} finally {
  await database.destroy()
}
