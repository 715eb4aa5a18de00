import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { toIso } from '@/lib/db/types'
import { toCsv } from '@/lib/server/csv'
import { addDays, startOfDayWib, wibDate } from '@/lib/server/wib'
import type { RankConfig } from './config'
import { readLocalPack } from './local-pack'
import { getRankLocation } from './locations'
import type { OrganicResult } from './providers'
import { isDueOnDay } from './queries'
import { budgetSpent } from './scheduler'
import { findTrackerByToken, trackerCompetitors } from './trackers'

/** What the tracker page, the exports and the digest show, read in a few queries by the page's token. */

export type Movement = 'up' | 'down' | 'same' | 'entered' | 'left' | null

export type Change = {
  /** Positions gained (positive = moved up), null when either side is outside the top 100. */
  by: number | null
  movement: Movement
}

/** One day of a site's history: the position (null = outside the top 100), its URL, the featured snippet. */
type HistoryDay = { date: string; position: number | null; url: string | null; featured: boolean }

/** A competitor's positions for one keyword (issue 42), read from the same checks as the tracker's own. */
type CompetitorKeywordReport = {
  domain: string
  latest: { day: string; position: number | null; url: string | null; featured: boolean } | null
  sincePrevious: Change
  /** Oldest first, at most historyDays days; from the day the competitor was added. */
  history: HistoryDay[]
}

export type KeywordReport = {
  id: string
  keyword: string
  /** Latest check, or null before the first one finished. */
  latest: {
    day: string
    position: number | null
    url: string | null
    /** The URL was Google's featured snippet (position 1). */
    featured: boolean
    /** Place in page 1's 3-pack (local-pack.ts: 1-3, 0 not in it, -1 no pack shown), null when not followed. */
    localPack: number | null
    checkedAt: string
    above: OrganicResult[]
  } | null
  sincePrevious: Change
  sinceFirst: Change
  best: number | null
  /** Oldest first, at most historyDays days. */
  history: (HistoryDay & { localPack: number | null })[]
  /** Each competitor of the tracker, in the order they were added (empty without competitors). */
  competitors: CompetitorKeywordReport[]
  /** Added by an edit today and not checked yet: checked from the next WIB day (queries.ts, the fair share). */
  startsTomorrow: boolean
}

type CheckState =
  /** SERP_PROVIDER unset: nothing is checked; the page says so. */
  | 'off'
  | 'unconfirmed'
  /** Today's check is queued or running. */
  | 'checking'
  /** The provider failed; retried at nextCheckAt (shown as pending, never as "not ranked"). */
  | 'retrying'
  /** The day's request budget is spent: checks resume the next WIB day. */
  | 'budget'
  | 'up-to-date'

export type TrackerReport = {
  tracker: {
    id: string
    domain: string
    emailMasked: string
    location: string
    locationLabel: string
    device: 'mobile' | 'desktop'
    createdAt: string
    confirmedAt: string | null
    digestOptOut: boolean
    alertsOptOut: boolean
    /** The business's name on Google Maps (the 3-pack is followed), or null. */
    businessName: string | null
    /** Competitor sites, in the order they were added. */
    competitors: string[]
  }
  keywords: KeywordReport[]
  state: CheckState
  lastCheckedAt: string | null
  nextCheckAt: string | null
}

/** "budi@tokosepatu.co.id" → "b***@tokosepatu.co.id": the page never shows the whole address. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${email[0]}***${email.slice(at)}`
}

export function change(from: number | null | undefined, to: number | null | undefined): Change {
  if (from === undefined || to === undefined) return { by: null, movement: null }
  if (from === null && to === null) return { by: null, movement: 'same' }
  if (from === null) return { by: null, movement: 'entered' }
  if (to === null) return { by: null, movement: 'left' }
  const by = from - to
  return { by, movement: by > 0 ? 'up' : by < 0 ? 'down' : 'same' }
}

function best(positions: number[], first: number | null | undefined): number | null {
  const all = typeof first === 'number' ? [...positions, first] : positions
  return all.length ? Math.min(...all) : null
}

function parseAbove(json: string): OrganicResult[] {
  try {
    const value = JSON.parse(json) as unknown
    return Array.isArray(value) ? (value as OrganicResult[]) : []
  } catch {
    return []
  }
}

export async function getTrackerReport(
  database: AppDatabase,
  config: RankConfig,
  token: string,
  now: Date = new Date(),
): Promise<TrackerReport | null> {
  const { db } = database
  const tracker = await findTrackerByToken(db, token, now, config.confirmWindowMs)
  if (!tracker) return null
  const today = wibDate(now)
  const since = wibDate(addDays(now, -(config.historyDays - 1)))
  const [keywords, results, olderFirstDays, queries, competitors, competitorResults] = await Promise.all([
    db
      .selectFrom('rank_tracker_keywords')
      .select(['id', 'keyword', 'query', 'created_at'])
      .where('tracker_id', '=', tracker.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    // The chart's window without the three results above (a few hundred bytes a row): only the latest row's are
    // shown, read below.
    db
      .selectFrom('rank_results')
      .select(['keyword_id', 'day', 'position', 'url', 'featured_snippet', 'local_pack', 'checked_at'])
      .where('tracker_id', '=', tracker.id)
      .where('day', '>=', since)
      .orderBy('day')
      .execute(),
    // A keyword's first check ever may be older than the window: the first day of each such keyword.
    db
      .selectFrom('rank_results')
      .select((eb) => ['keyword_id', eb.fn.min('day').as('day')])
      .where('tracker_id', '=', tracker.id)
      .where('day', '<', since)
      .groupBy('keyword_id')
      .execute(),
    db
      .selectFrom('rank_queries')
      .select(['query', 'status', 'next_attempt_at'])
      .where('day', '=', today)
      .where('location', '=', tracker.location)
      .where('device', 'in', [tracker.device, 'any'])
      .execute(),
    trackerCompetitors(db, tracker.id),
    db
      .selectFrom('rank_competitor_results')
      .select(['competitor_id', 'keyword_id', 'day', 'position', 'url', 'featured_snippet'])
      .where('tracker_id', '=', tracker.id)
      .where('day', '>=', since)
      .orderBy('day')
      .execute(),
  ])
  const competitorDays = new Map<string, HistoryDay[]>()
  for (const row of competitorResults) {
    const key = `${row.competitor_id} ${row.keyword_id}`
    const list = competitorDays.get(key) ?? []
    list.push({ date: row.day, position: row.position, url: row.url, featured: Number(row.featured_snippet) === 1 })
    competitorDays.set(key, list)
  }
  const byKeyword = new Map<string, typeof results>()
  for (const row of results) {
    const list = byKeyword.get(row.keyword_id) ?? []
    list.push(row)
    byKeyword.set(row.keyword_id, list)
  }
  // One more read by primary key: each keyword's latest row (its results above) and, where it is older than the
  // window, its first (its position).
  const wanted = [
    ...[...byKeyword].map(([keywordId, rows]) => ({ keywordId, day: rows.at(-1)!.day })),
    ...olderFirstDays.map((row) => ({ keywordId: row.keyword_id, day: String(row.day) })),
  ]
  const pinned = wanted.length
    ? await db
        .selectFrom('rank_results')
        .select(['keyword_id', 'day', 'position', 'above'])
        .where((eb) =>
          eb.or(wanted.map(({ keywordId, day }) => eb.and([eb('keyword_id', '=', keywordId), eb('day', '=', day)]))),
        )
        .execute()
    : []
  const pinnedRow = new Map(pinned.map((row) => [`${row.keyword_id} ${row.day}`, row]))
  const firstOf = new Map<string, number | null>()
  for (const [keywordId, rows] of byKeyword) firstOf.set(keywordId, rows[0]!.position)
  for (const { keyword_id: keywordId, day } of olderFirstDays) {
    const row = pinnedRow.get(`${keywordId} ${String(day)}`)
    if (row) firstOf.set(keywordId, row.position === null ? null : Number(row.position))
  }
  let lastCheckedAt: string | null = null
  const reports: KeywordReport[] = keywords.map((keyword) => {
    const history = byKeyword.get(keyword.id) ?? []
    const latestRow = history.at(-1)
    const previousRow = history.at(-2)
    const checkedAt = latestRow ? toIso(latestRow.checked_at) : null
    if (checkedAt && (!lastCheckedAt || checkedAt > lastCheckedAt)) lastCheckedAt = checkedAt
    const positions = history.map((row) => row.position).filter((position): position is number => position !== null)
    const latestPosition = latestRow ? latestRow.position : undefined
    return {
      id: keyword.id,
      keyword: keyword.keyword,
      latest: latestRow
        ? {
            day: latestRow.day,
            position: latestRow.position,
            url: latestRow.url,
            featured: Number(latestRow.featured_snippet) === 1,
            localPack: latestRow.local_pack === null ? null : Number(latestRow.local_pack),
            checkedAt: checkedAt!,
            above: parseAbove(pinnedRow.get(`${keyword.id} ${latestRow.day}`)?.above ?? '[]'),
          }
        : null,
      sincePrevious: change(previousRow ? previousRow.position : undefined, latestPosition),
      sinceFirst: change(firstOf.has(keyword.id) ? firstOf.get(keyword.id) : undefined, latestPosition),
      best: best(positions, firstOf.get(keyword.id)),
      history: history.map((row) => ({
        date: row.day,
        position: row.position,
        url: row.url,
        featured: Number(row.featured_snippet) === 1,
        localPack: row.local_pack === null ? null : Number(row.local_pack),
      })),
      competitors: competitors.map((competitor) => {
        const days = competitorDays.get(`${competitor.id} ${keyword.id}`) ?? []
        const last = days.at(-1)
        return {
          domain: competitor.domain,
          latest: last ? { day: last.date, position: last.position, url: last.url, featured: last.featured } : null,
          sincePrevious: change(days.at(-2) ? days.at(-2)!.position : undefined, last ? last.position : undefined),
          history: days,
        }
      }),
      startsTomorrow:
        !latestRow && !isDueOnDay(toIso(keyword.created_at), toIso(tracker.confirmed_at), startOfDayWib(now)),
    }
  })

  let state: CheckState
  let nextCheckAt: string | null = null
  const tomorrow = addDays(startOfDayWib(now), 1).toISOString()
  if (!config.provider) state = 'off'
  else if (!tracker.confirmed_at) state = 'unconfirmed'
  else {
    const pendingToday = reports.filter((report) => report.latest?.day !== today && !report.startsTomorrow)
    if (pendingToday.length === 0) {
      state = 'up-to-date'
      nextCheckAt = tomorrow
    } else if (await budgetSpent(database, config, now)) {
      state = 'budget'
      nextCheckAt = tomorrow
    } else {
      const pendingQueries = new Set(
        keywords.filter((k) => pendingToday.some((p) => p.id === k.id)).map((k) => k.query),
      )
      const failing = queries.filter((row) => pendingQueries.has(row.query) && row.status === 'error')
      const retryTimes = failing
        .map((row) => (row.next_attempt_at ? toIso(row.next_attempt_at) : null))
        .filter((value): value is string => value !== null)
        .sort()
      if (failing.length > 0 && failing.length === pendingQueries.size) {
        state = 'retrying'
        nextCheckAt = retryTimes[0] ?? tomorrow
      } else {
        state = 'checking'
        nextCheckAt = now.toISOString()
      }
    }
  }
  const location = getRankLocation(tracker.location)
  return {
    tracker: {
      id: tracker.id,
      domain: tracker.domain,
      emailMasked: maskEmail(tracker.email),
      location: tracker.location,
      locationLabel: location?.label ?? tracker.location,
      device: tracker.device,
      createdAt: toIso(tracker.created_at),
      confirmedAt: toIso(tracker.confirmed_at),
      digestOptOut: Number(tracker.digest_opt_out) === 1,
      alertsOptOut: Number(tracker.alerts_opt_out) === 1,
      businessName: tracker.business_name ?? null,
      competitors: competitors.map((competitor) => competitor.domain),
    },
    keywords: reports,
    state,
    lastCheckedAt,
    nextCheckAt,
  }
}

/**
 * The 3-pack in the exports: `localPack` the place (1-3) or null, `localPackShown` whether page 1 showed a pack at
 * all (false: "no 3-pack for this search", true with a null place: not in it), both null when not followed.
 */
function exportedPack(value: number | null): { localPack: number | null; localPackShown: boolean | null } {
  const state = readLocalPack(value)
  if (!state) return { localPack: null, localPackShown: null }
  return state.place !== null
    ? { localPack: state.place, localPackShown: true }
    : { localPack: null, localPackShown: state.shown }
}

/**
 * The JSON export: `position` null when outside the top 100, `featuredSnippet` when position 1 is the snippet, the
 * 3-pack (exportedPack), and each competitor's positions for the same keywords.
 */
export function reportJson(report: TrackerReport) {
  return {
    domain: report.tracker.domain,
    location: report.tracker.locationLabel,
    device: report.tracker.device,
    businessName: report.tracker.businessName,
    keywords: report.keywords.map((keyword) => ({
      keyword: keyword.keyword,
      position: keyword.latest?.position ?? null,
      url: keyword.latest?.url ?? null,
      featuredSnippet: keyword.latest?.featured ?? false,
      ...exportedPack(keyword.latest?.localPack ?? null),
      checkedAt: keyword.latest?.checkedAt ?? null,
      history: keyword.history.map(({ date, position, url, featured, localPack }) => ({
        date,
        position,
        url,
        featuredSnippet: featured,
        ...exportedPack(localPack),
      })),
    })),
    competitors: report.tracker.competitors.map((domain, index) => ({
      domain,
      keywords: report.keywords.map((keyword) => {
        const competitor = keyword.competitors[index]
        return {
          keyword: keyword.keyword,
          position: competitor?.latest?.position ?? null,
          url: competitor?.latest?.url ?? null,
          featuredSnippet: competitor?.latest?.featured ?? false,
          history: (competitor?.history ?? []).map(({ date, position, url, featured }) => ({
            date,
            position,
            url,
            featuredSnippet: featured,
          })),
        }
      }),
    })),
  }
}

/**
 * The CSV export: a row per keyword, site and day (the tracked domain, then each competitor), formula-safe, UTF-8
 * with BOM through the project's one writer. `local_pack` is the place or empty, `local_pack_shown` yes/no (empty
 * when not followed, and on competitors' rows).
 */
export function reportCsv(report: TrackerReport): string {
  const rows: string[][] = [
    [
      'date',
      'keyword',
      'site',
      'location',
      'device',
      'position',
      'url',
      'featured_snippet',
      'local_pack',
      'local_pack_shown',
    ],
  ]
  const line = (keyword: string, site: string, day: HistoryDay, pack: number | null) => {
    const { localPack, localPackShown } = exportedPack(pack)
    rows.push([
      day.date,
      keyword,
      site,
      report.tracker.locationLabel,
      report.tracker.device,
      day.position === null ? '' : String(day.position),
      day.url ?? '',
      day.featured ? 'yes' : '',
      localPack === null ? '' : String(localPack),
      localPackShown === null ? '' : localPackShown ? 'yes' : 'no',
    ])
  }
  for (const keyword of report.keywords) {
    for (const day of keyword.history) line(keyword.keyword, report.tracker.domain, day, day.localPack)
    for (const competitor of keyword.competitors) {
      for (const day of competitor.history) line(keyword.keyword, competitor.domain, day, null)
    }
  }
  return toCsv(rows)
}
