import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import { toIso, type Database, type NewLeadRow } from '@/lib/db/types'
import {
  RANK_TRACKER_LEAD_KIND,
  campaignColumns,
  enabledChannels,
  insertLeadAndNotify,
  readLeadsConfig,
  wakeOutboxWorker,
  type CampaignFields,
  type LeadsConfig,
} from '@/lib/leads'
import { logger } from '@/lib/log'
import { uuidv7 } from '@/lib/server/ids'
import { startOfWeekWib, wibDate } from '@/lib/server/wib'
import { trackerAlerts, type SentAlert } from './alerts'
import { readRankConfig, type RankConfig } from './config'
import { RANK_DEVICE_LABELS, getRankLocation, isRankDevice } from './locations'
import { change, getTrackerReport, type Change, type KeywordReport, type TrackerReport } from './report'
import { trackerCompetitors } from './trackers'

/** One lead per tracker, whoever confirms it how often: the key the leads table is unique on. */
function trackerLeadKey(trackerId: string): string {
  return `rank-tracker:${trackerId}`
}

/**
 * The sign-up's stored attribution (landing page, referrer, first-touch campaign, consent version; JSON written by
 * signup.ts from the lead forms' campaign fields), read defensively: anything malformed only loses the campaign.
 */
function parseAttribution(stored: string | null | undefined): CampaignFields & { consentVersion?: string } {
  let parsed: unknown
  try {
    parsed = stored ? JSON.parse(stored) : null
  } catch {
    parsed = null
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1]),
  )
}

/**
 * Makes the inbox lead of a confirmed tracker (kind `rank-tracker`): the domain as website, the e-mail, the
 * keywords one per line, where and on what it is searched, the landing page and campaign of the sign-up; links it
 * (rank_trackers.lead_id, so deleting the lead deletes the tracker) and queues the agency's notification through
 * the outbox in the same transaction. Idempotent: a second confirmation, or a tracker that already has its lead,
 * changes nothing and notifies no one again. An unknown or unconfirmed tracker is left alone.
 */
export async function recordTrackerLead(
  database: AppDatabase,
  trackerId: string,
  now: Date = new Date(),
  config: LeadsConfig = readLeadsConfig(),
): Promise<void> {
  const outcome = await database.write((trx) => recordTrackerLeadIn(trx, trackerId, now, config))
  afterTrackerLead(outcome, trackerId)
}

/** What recordTrackerLeadIn stored: the lead, and whether notifications were queued; null when nothing was made. */
export type TrackerLeadOutcome = Awaited<ReturnType<typeof insertLeadAndNotify>> | null

/** After the transaction of recordTrackerLeadIn committed: the log line, and the notifications on their way. */
export function afterTrackerLead(outcome: TrackerLeadOutcome, trackerId: string): void {
  if (!outcome) return
  logger.info({ leadId: outcome.id, trackerId, duplicate: outcome.duplicate }, 'rank tracker lead stored')
  if (outcome.queued) wakeOutboxWorker()
}

/** recordTrackerLead inside the caller's transaction (the confirmation makes the lead in its own). */
export async function recordTrackerLeadIn(
  trx: Kysely<Database>,
  trackerId: string,
  now: Date,
  config: LeadsConfig = readLeadsConfig(),
): Promise<TrackerLeadOutcome> {
  const channels = enabledChannels(config)
  const tracker = await trx.selectFrom('rank_trackers').selectAll().where('id', '=', trackerId).executeTakeFirst()
  if (!tracker || !tracker.confirmed_at || tracker.lead_id) return null
  const keywords = await trx
    .selectFrom('rank_tracker_keywords')
    .select('keyword')
    .where('tracker_id', '=', tracker.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const competitors = (await trackerCompetitors(trx, tracker.id)).map((row) => row.domain)
  const attribution = parseAttribution(tracker.attribution)
  const location = getRankLocation(tracker.location)?.label ?? tracker.location
  const device = isRankDevice(tracker.device) ? RANK_DEVICE_LABELS[tracker.device] : tracker.device
  const consentVersion = attribution.consentVersion ?? null
  const iso = now.toISOString()
  const row: NewLeadRow = {
    id: uuidv7(now.getTime()),
    kind: RANK_TRACKER_LEAD_KIND,
    status: 'new',
    is_spam: 0,
    spam_reason: null,
    // A tracker has no person's name; the site is what staff recognise it by.
    name: tracker.domain,
    email: tracker.email,
    website: tracker.domain,
    keywords: keywords.map((row) => row.keyword).join('\n') || null,
    message: [
      `Melacak posisi Google untuk ${keywords.length} kata kunci`,
      `Lokasi: ${location}`,
      `Perangkat: ${device}`,
      ...(competitors.length ? [`Pesaing: ${competitors.join(', ')}`] : []),
      ...(tracker.business_name ? [`Google Maps: ${tracker.business_name}`] : []),
    ].join(' · '),
    // No request here: the sign-up already stood the form's page in for a missing landing page.
    ...campaignColumns(attribution, null),
    consent_version: consentVersion,
    // The visitor consented when signing up; the confirmation is when the lead exists.
    consent_at: consentVersion ? toIso(tracker.created_at) : null,
    idempotency_key: trackerLeadKey(tracker.id),
    payload_hash: null,
    raw_payload: JSON.stringify({
      domain: tracker.domain,
      email: tracker.email,
      keywords: keywords.map((row) => row.keyword),
      location: tracker.location,
      device: tracker.device,
      competitors,
      businessName: tracker.business_name ?? null,
      confirmedAt: toIso(tracker.confirmed_at),
    }),
    created_at: iso,
    updated_at: iso,
  }
  const stored = await insertLeadAndNotify(trx, row, channels, now)
  await trx.updateTable('rank_trackers').set({ lead_id: stored.id }).where('id', '=', tracker.id).execute()
  return stored
}

/*
 * The staff inbox's view of a tracker lead. "Fell this week" has one meaning, in SQL for the list filter and in
 * TypeScript for the lead page: a keyword's latest position this WIB week (from Monday) is worse than its baseline,
 * the last position before Monday (or, for a keyword first checked this week, its first position this week).
 * Outside the top 100 counts as worse than any position.
 */

/** Worse than position 100: "outside the top 100" compares below every ranked position. */
const NOT_RANKED = 101

/** Monday of the WIB week of `now`, as the YYYY-MM-DD day rank_results uses. */
function rankWeekStart(now: Date): string {
  return wibDate(startOfWeekWib(now))
}

/**
 * Lead ids of trackers with at least one keyword whose position fell this week: a subquery for
 * `where('id', 'in', …)` (one index lookup per keyword on rank_results' primary key).
 */
export function leadIdsWithFallingPositions(db: Kysely<Database>, now: Date) {
  const weekStart = rankWeekStart(now)
  const latestThisWeek = sql<string>`(select max(r.day) from rank_results r where r.keyword_id = k.id and r.day >= ${weekStart})`
  const baseline = sql<string>`coalesce(
    (select max(r.day) from rank_results r where r.keyword_id = k.id and r.day < ${weekStart}),
    (select min(r.day) from rank_results r where r.keyword_id = k.id and r.day >= ${weekStart}))`
  return db
    .selectFrom('rank_trackers as t')
    .select('t.lead_id')
    .where('t.lead_id', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('rank_tracker_keywords as k')
          .innerJoin('rank_results as cur', 'cur.keyword_id', 'k.id')
          .innerJoin('rank_results as base', 'base.keyword_id', 'k.id')
          .select(sql<number>`1`.as('one'))
          .whereRef('k.tracker_id', '=', 't.id')
          .where('cur.day', '=', latestThisWeek)
          .where('base.day', '=', baseline)
          .whereRef('base.day', '<', 'cur.day')
          .where(
            sql<boolean>`coalesce(cur.position, ${sql.lit(NOT_RANKED)}) > coalesce(base.position, ${sql.lit(NOT_RANKED)})`,
          ),
      ),
    )
}

/** This week's change of one keyword (as on the tracker page: positions gained, or entered / left the top 100). */
export type WeekChange = (Change & { fell: boolean }) | null

export function weekChange(keyword: KeywordReport, now: Date): WeekChange {
  const weekStart = rankWeekStart(now)
  const before = keyword.history.filter((entry) => entry.date < weekStart).at(-1)
  const during = keyword.history.filter((entry) => entry.date >= weekStart)
  const baseline = before ?? during[0]
  const latest = during.at(-1)
  if (!baseline || !latest || baseline.date >= latest.date) return null
  return {
    ...change(baseline.position, latest.position),
    fell: (latest.position ?? NOT_RANKED) > (baseline.position ?? NOT_RANKED),
  }
}

/**
 * The tracker behind an inbox lead, as its private page would show it, for staff: keywords, latest positions and
 * movement, and the alerts of recent days with what became of their mails. The page's token is only used to read it here and is never part of what is returned (it is the
 * visitor's secret: staff get no link to the tracker page).
 */
export async function getLeadTracker(
  database: AppDatabase,
  leadId: string,
  now: Date = new Date(),
  config: RankConfig = readRankConfig(),
): Promise<(TrackerReport & { weekStart: string; alerts: SentAlert[] }) | null> {
  const row = await database.db
    .selectFrom('rank_trackers')
    .select(['id', 'token'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst()
  if (!row) return null
  const [report, alerts] = await Promise.all([
    getTrackerReport(database, config, row.token, now),
    trackerAlerts(database.db, row.id),
  ])
  return report ? { ...report, weekStart: rankWeekStart(now), alerts } : null
}
