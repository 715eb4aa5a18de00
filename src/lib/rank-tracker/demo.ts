import 'server-only'
import { site } from '@/content/site'
import type { AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import type { RankConfig } from './config'
import { normaliseKeyword, normaliseTrackedDomain } from './domain'
import { isRankDevice, isRankLocationId } from './locations'
import { getTrackerReport, type TrackerReport } from './report'
import {
  confirmTracker,
  createTracker,
  deleteTrackers,
  findTrackerByToken,
  setAlertsOptOut,
  setDigestOptOut,
  setTrackerKeywords,
} from './trackers'

/*
 * The demo (/serpbot-rank-checker/demo): the agency's own site, tracked for a few of its own keywords like any
 * confirmed tracker, so the demo shows real positions or none at all, never an invented one. The runtime keeps it
 * (only where a provider is configured); its token stays on the server, in app_settings, so nobody can edit it.
 */

const DEMO_SETTING = 'rank_demo_tracker_token'

/** The agency's own keywords; Jakarta, where the office is; a phone, as most Indonesian searches are. */
export const DEMO_TRACKER = {
  keywords: ['jasa seo', 'jasa seo jakarta', 'jasa seo terpercaya', 'agensi seo indonesia', 'jasa pembuatan website'],
  location: 'jakarta',
  device: 'mobile',
} as const

/** The agency's own site: SITE_URL's host, or the domain of its e-mail where SITE_URL is local (tests, `npm run up`). */
export function demoDomain(): string | null {
  return normaliseTrackedDomain(site.url) ?? normaliseTrackedDomain(site.email.slice(site.email.lastIndexOf('@') + 1))
}

async function storedToken(database: AppDatabase): Promise<string | null> {
  const row = await database.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', DEMO_SETTING)
    .executeTakeFirst()
  return row?.value ?? null
}

/**
 * Creates the demo tracker, or brings it in line with the site and the keyword list (a kept keyword keeps its
 * history). Idempotent; safe on several instances at once (the first stored token wins, a loser's is deleted).
 */
export async function ensureDemoTracker(database: AppDatabase, now: Date = new Date()): Promise<string | null> {
  const domain = demoDomain()
  const { location, device, keywords } = DEMO_TRACKER
  if (!domain || !isRankLocationId(location) || !isRankDevice(device)) return null
  const token = await storedToken(database)
  const existing = token ? await findTrackerByToken(database.db, token) : null
  if (existing && existing.domain === domain && existing.location === location && existing.device === device) {
    const current = await database.db
      .selectFrom('rank_tracker_keywords')
      .select('query')
      .where('tracker_id', '=', existing.id)
      .execute()
    const wanted = new Set(keywords.map(normaliseKeyword))
    if (current.length !== wanted.size || current.some((row) => !wanted.has(row.query))) {
      await setTrackerKeywords(database, existing.id, keywords, now)
    }
    // A demo made before the alerts existed: the agency mails itself no alert either.
    if (Number(existing.alerts_opt_out) !== 1) await setAlertsOptOut(database, existing.id, true)
    return existing.token
  }
  // The site or the demo's settings changed: start a new demo rather than show another site's history.
  if (existing) await deleteTrackers(database, { id: existing.id })
  const created = await createTracker(database, { domain, email: site.email, location, device, keywords, now })
  await confirmTracker(database, created.confirm_token, now, Number.POSITIVE_INFINITY)
  // The agency does not mail itself a digest or an alert of its own demo.
  await setDigestOptOut(database, created.id, true)
  await setAlertsOptOut(database, created.id, true)
  const iso = now.toISOString()
  await database.write(async (trx) => {
    if (token)
      await trx
        .updateTable('app_settings')
        .set({ value: created.token, updated_at: iso })
        .where('key', '=', DEMO_SETTING)
        .where('value', '=', token)
        .execute()
    else
      await trx
        .insertInto('app_settings')
        .values({ key: DEMO_SETTING, value: created.token, updated_at: iso })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute()
  })
  const winner = await storedToken(database)
  if (winner !== created.token) {
    await deleteTrackers(database, { id: created.id })
    return winner
  }
  logger.info({ domain, keywords: keywords.length }, 'rank demo tracker created')
  return created.token
}

/** The demo's report, or null when tracking is off or the runtime has not created the demo yet. */
export async function getDemoReport(
  database: AppDatabase,
  config: RankConfig,
  now: Date = new Date(),
): Promise<TrackerReport | null> {
  if (!config.provider) return null
  const token = await storedToken(database)
  return token ? getTrackerReport(database, config, token, now) : null
}
