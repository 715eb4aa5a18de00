/**
 * Data for the benchmarks of pages rendered per request (`npm run bench:rank-page`, `npm run bench -- --dynamic`):
 * confirmed rank trackers with daily history, as the scheduler writes it, and the other private pages' records (a
 * sign-up waiting for its confirmation, audit reports, a staff account). Written straight into the database the
 * benchmark's server will read; loopback only. The caller has called allowServerOnlyImports() first.
 */
import type { Insertable } from 'kysely'
import type { AppDatabase } from '../src/lib/db/client'
import type { Database } from '../src/lib/db/types'

/** A small deterministic generator (mulberry32), so every run seeds the same positions. */
export function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type TrackerSeed = {
  trackers: number
  keywords: number
  days: number
  now: Date
  random: () => number
  /** Token, domain and e-mail of tracker `index`: `t000…<index>`, `toko<index>.co.id`, `pemilik<index>@contoh.co.id`. */
  first?: number
  /** Competitor sites per tracker (issue 42, up to 3), each with a position every day like the tracker's own. */
  competitors?: number
  /** Follow the Google Maps 3-pack under this business name: each day's place, not in the pack, or no pack shown. */
  businessName?: string
}

/** The bench's tokens: one per power (page, confirmation link, unsubscribe), as src/lib/rank-tracker/trackers.ts. */
const benchToken = (kind: 't' | 'c' | 'u' | 'a', index: number) => `${kind}${String(index).padStart(31, '0')}`
export const benchTrackerDomain = (index: number) => `toko${index}.co.id`

/**
 * Confirmed trackers in Bandung on a phone, each with `keywords` keywords and `days` days of results: 30 % of the
 * keywords outside the top 100, the others wandering a few places a day; the last two days name the three results
 * above. Returns the trackers' tokens and the number of daily results written.
 */
export async function seedTrackers(
  database: AppDatabase,
  seed: TrackerSeed,
): Promise<{ tokens: string[]; results: number }> {
  const { wibDate, addDays } = await import('../src/lib/server/wib')
  const { uuidv7 } = await import('../src/lib/server/ids')
  const { now, random, days: dayCount } = seed
  const days = Array.from({ length: dayCount }, (_, index) => wibDate(addDays(now, index - dayCount + 1)))
  const above = JSON.stringify(
    [1, 2, 3].map((position) => ({ position, url: `https://pesaing${position}.co.id/`, title: `Pesaing ${position}` })),
  )
  const postgres = database.dialect === 'postgres'
  const insertAll = async <T extends keyof Database>(table: T, rows: Insertable<Database[T]>[], chunk: number) => {
    for (let start = 0; start < rows.length; start += chunk) {
      const part = rows.slice(start, start + chunk)
      await database.write((trx) =>
        trx
          .insertInto(table)
          .values(part as never)
          .execute(),
      )
    }
  }
  const created = new Date(now.getTime() - dayCount * 86_400_000).toISOString()
  const tokens: string[] = []
  let results = 0
  const first = seed.first ?? 0
  const last = first + seed.trackers
  for (let batch = first; batch < last; batch += 500) {
    const trackers: Insertable<Database['rank_trackers']>[] = []
    const keywords: Insertable<Database['rank_tracker_keywords']>[] = []
    const rows: Insertable<Database['rank_results']>[] = []
    const rivals: Insertable<Database['rank_tracker_competitors']>[] = []
    const rivalRows: Insertable<Database['rank_competitor_results']>[] = []
    for (let index = batch; index < Math.min(batch + 500, last); index += 1) {
      const id = uuidv7(now.getTime() - dayCount * 86_400_000)
      const token = benchToken('t', index)
      tokens.push(token)
      trackers.push({
        id,
        token,
        confirm_token: benchToken('c', index),
        unsubscribe_token: benchToken('u', index),
        alert_unsubscribe_token: benchToken('a', index),
        domain: benchTrackerDomain(index),
        email: `pemilik${index}@contoh.co.id`,
        location: 'bandung',
        device: 'mobile',
        created_at: created,
        confirmed_at: created,
        business_name: seed.businessName ?? null,
      })
      const competitorIds = Array.from({ length: seed.competitors ?? 0 }, (_, c) => {
        const competitorId = uuidv7(now.getTime() - dayCount * 86_400_000 + c)
        rivals.push({ id: competitorId, tracker_id: id, domain: `pesaing${c + 1}-${index}.co.id`, created_at: created })
        return competitorId
      })
      for (let k = 0; k < seed.keywords; k += 1) {
        const keywordId = uuidv7(now.getTime() - dayCount * 86_400_000 + k)
        const query = `kata kunci ${index % 2000} ${k}`
        keywords.push({ id: keywordId, tracker_id: id, keyword: query, query, created_at: created })
        let position: number | null = random() < 0.3 ? null : 1 + Math.floor(random() * 100)
        for (const [d, day] of days.entries()) {
          if (position !== null) position = Math.min(100, Math.max(1, position + Math.round((random() - 0.5) * 6)))
          rows.push({
            keyword_id: keywordId,
            tracker_id: id,
            day,
            position,
            url: position === null ? null : `https://${benchTrackerDomain(index)}/halaman-${k}`,
            above: d >= dayCount - 2 ? above : '[]',
            // The 3-pack: places 1-3, not in it (0) or no pack shown (-1), as local-pack.ts stores them.
            local_pack: seed.businessName ? Math.floor(random() * 5) - 1 : null,
            checked_at: `${day}T01:00:00.000Z`,
          })
        }
        for (const [c, competitorId] of competitorIds.entries()) {
          let rival: number | null = random() < 0.2 ? null : 1 + Math.floor(random() * 40)
          for (const day of days) {
            if (rival !== null) rival = Math.min(100, Math.max(1, rival + Math.round((random() - 0.5) * 6)))
            rivalRows.push({
              competitor_id: competitorId,
              keyword_id: keywordId,
              tracker_id: id,
              day,
              position: rival,
              url: rival === null ? null : `https://pesaing${c + 1}-${index}.co.id/produk-${k}`,
              checked_at: `${day}T01:00:00.000Z`,
            })
          }
        }
      }
    }
    await insertAll('rank_trackers', trackers, 500)
    await insertAll('rank_tracker_keywords', keywords, 1000)
    await insertAll('rank_results', rows, postgres ? 2000 : 1000)
    await insertAll('rank_tracker_competitors', rivals, 500)
    await insertAll('rank_competitor_results', rivalRows, postgres ? 2000 : 1000)
    results += rows.length
  }
  return { tokens, results }
}

export type DynamicPages = {
  /** A confirmed tracker with 10 keywords, 3 competitors, the 3-pack and 90 days of history, and its inbox lead. */
  tracker: { token: string; leadId: string }
  /** A sign-up waiting for its confirmation. */
  confirmToken: string
  /** Audit reports: finished (a site with a defect per check) and still running. */
  audit: { done: string; pending: string }
  staff: { email: string; password: string }
}

/**
 * One of each private page, with the data a visitor sees on it: the tracker page at its issue-43 size with issue 42's comparison (10 keywords
 * × 90 days), the confirmation page, a finished and a running audit report (the finished one audited from a
 * loopback site with one defect per check), a lead in the inbox, and an admin account for the inbox's pages.
 */
export async function seedDynamicPages(database: AppDatabase, now = new Date()): Promise<DynamicPages> {
  const { createTracker, recordTrackerLead } = await import('../src/lib/rank-tracker')
  const { insertJob } = await import('../src/lib/audit/jobs/store')
  const { runAudit } = await import('../src/lib/audit/engine')
  const { badSiteRoutes } = await import('../src/lib/audit/testing/fixture-pages')
  const { startFixtureSite } = await import('../src/lib/audit/testing/fixture-server')
  const { addUser } = await import('../src/lib/admin/users')

  const { tokens } = await seedTrackers(database, {
    trackers: 1,
    keywords: 10,
    days: 90,
    now,
    random: seededRandom(43),
    competitors: 3,
    businessName: 'Toko Sepatu Budi',
  })
  const token = tokens[0]!
  const { id: trackerId } = await database.db
    .selectFrom('rank_trackers')
    .select('id')
    .where('token', '=', token)
    .executeTakeFirstOrThrow()
  await recordTrackerLead(database, trackerId, now)
  const { lead_id: leadId } = await database.db
    .selectFrom('rank_trackers')
    .select('lead_id')
    .where('id', '=', trackerId)
    .executeTakeFirstOrThrow()

  const unconfirmed = await createTracker(database, {
    domain: 'tokokuebandung.co.id',
    email: 'sari@tokokuebandung.co.id',
    location: 'bandung',
    device: 'mobile',
    keywords: ['kue ulang tahun bandung', 'toko kue bandung', 'kue kering lebaran'],
    now,
  })

  const site = await startFixtureSite(badSiteRoutes())
  let done: string
  try {
    const outcome = await runAudit(`${site.origin}/`, { allowHosts: new Set([site.hostKey]) })
    const job = await insertJob(database.db, {
      leadId,
      url: outcome.url,
      targetHost: site.hostKey,
      ipKey: null,
      status: outcome.status,
      result: outcome.result,
      now,
      retentionDays: 30,
    })
    done = job.token
  } finally {
    await site.close()
  }
  const pending = await insertJob(database.db, {
    leadId: null,
    url: 'https://tokokuebandung.co.id/',
    targetHost: 'tokokuebandung.co.id:443',
    ipKey: null,
    status: 'pending',
    now,
    retentionDays: 30,
  })

  const staff = { email: 'pemilik@puncakdigital.co.id', password: 'Bench-inbox-2026!' }
  await addUser(database, { email: staff.email, password: staff.password, role: 'admin', name: 'Pemilik' })
  return {
    tracker: { token, leadId: leadId! },
    confirmToken: unconfirmed.confirm_token,
    audit: { done, pending: pending.token },
    staff,
  }
}
