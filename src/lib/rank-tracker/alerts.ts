import 'server-only'
import { sql, type Kysely } from 'kysely'
import { toIso, type Database } from '@/lib/db/types'
import { uuidv7 } from '@/lib/server/ids'
import { readLocalPack } from './local-pack'
import { enqueueRankMail } from './mail-queue'

/*
 * The day's alert of a tracker (issue 42, docs/rank-tracker.md "Alerts"): once every keyword due that day has its
 * result (or its query was given up for the day), the keywords that entered or left the top 3, the top 10 or the
 * 3-pack, or moved 5 places or more since their previous result, are written as one rank_alerts row (unique per
 * tracker and WIB day: at most one alert a day, whichever instance finishes last) and one mail queued: to the
 * visitor unless they stopped the alerts, and to the agency when it asked for keywords leaving the top 10 and the
 * tracker has its inbox lead. Only complete results compare: a failed or retried check writes no result, so an
 * error is never a drop.
 */

/** app_settings key: '1' when the agency is mailed as a tracker's keyword leaves the top 10 (admins set it). */
export const AGENCY_TOP10_SETTING = 'rank_agency_top10_alerts'

/** Places a keyword must move in a day to alert on its own. */
const ALERT_MOVE = 5

export type AlertReason =
  'entered-top-3' | 'left-top-3' | 'entered-top-10' | 'left-top-10' | 'up' | 'down' | 'entered-pack' | 'left-pack'

/** One alerting keyword: its previous and new position (null = outside the top 100) and 3-pack value. */
export type AlertChange = {
  keyword: string
  from: number | null
  to: number | null
  /** Stored 3-pack values (local-pack.ts: 1-3, 0, -1), null when not followed. */
  packFrom: number | null
  packTo: number | null
  reasons: AlertReason[]
}

const within = (limit: number) => (position: number | null) => position !== null && position <= limit
const top3 = within(3)
const top10 = within(10)
const inPack = (value: number | null) => readLocalPack(value)?.place != null

/**
 * Why a keyword alerts between two complete results, most telling first. Entering names the best tier reached
 * (12 → 2 is "entered the top 3"), leaving the widest tier left (2 → 12 is "left the top 10"). A move counts
 * between two positions only (entering or leaving the top 100 is no number of places). The 3-pack compares only
 * when both days know it.
 */
export function alertReasons(
  from: number | null,
  to: number | null,
  packFrom: number | null = null,
  packTo: number | null = null,
): AlertReason[] {
  const reasons: AlertReason[] = []
  if (top3(to) && !top3(from)) reasons.push('entered-top-3')
  else if (top10(to) && !top10(from)) reasons.push('entered-top-10')
  if (top10(from) && !top10(to)) reasons.push('left-top-10')
  else if (top3(from) && !top3(to)) reasons.push('left-top-3')
  if (from !== null && to !== null && Math.abs(from - to) >= ALERT_MOVE) reasons.push(to < from ? 'up' : 'down')
  if (readLocalPack(packFrom) && readLocalPack(packTo)) {
    if (!inPack(packFrom) && inPack(packTo)) reasons.push('entered-pack')
    if (inPack(packFrom) && !inPack(packTo)) reasons.push('left-pack')
  }
  return reasons
}

/** Whether the agency asked to be mailed when a tracker's keyword leaves the top 10. */
export async function agencyTop10Alerts(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', AGENCY_TOP10_SETTING)
    .executeTakeFirst()
  return row?.value === '1'
}

export async function setAgencyTop10Alerts(trx: Kysely<Database>, on: boolean, now: Date): Promise<void> {
  const value = on ? '1' : '0'
  const iso = now.toISOString()
  await trx
    .insertInto('app_settings')
    .values({ key: AGENCY_TOP10_SETTING, value, updated_at: iso })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: iso }))
    .execute()
}

/**
 * Queues the day's alert of each of these trackers whose day is done (see above), inside the transaction that
 * wrote their last result (or gave up their last query), with the trackers' rows already locked
 * (lockTrackersForResults): of two transactions finishing one tracker's last two keywords, the second then sees
 * the first's results. One statement when no tracker's day is done yet (the common case: a tracker's other
 * keywords are still to come). Returns whether a mail was queued (the caller wakes the mail worker after the
 * commit).
 */
export async function queueDayAlerts(
  trx: Kysely<Database>,
  trackerIds: readonly string[],
  day: string,
  now: Date,
): Promise<boolean> {
  if (trackerIds.length === 0) return false
  const dayStart = new Date(`${day}T00:00:00+07:00`).toISOString()
  // Trackers without today's alert and without a due keyword still waiting for today's result (a keyword whose
  // query was given up for the day waits no more).
  const trackers = await trx
    .selectFrom('rank_trackers as t')
    .select(['t.id', 't.confirmed_at', 't.alerts_opt_out', 't.lead_id'])
    .where('t.id', 'in', [...new Set(trackerIds)])
    .where('t.confirmed_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rank_alerts as a').select('a.id').whereRef('a.tracker_id', '=', 't.id').where('a.day', '=', day),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rank_tracker_keywords as k')
            .select('k.id')
            .whereRef('k.tracker_id', '=', 't.id')
            .where(sql<boolean>`(k.created_at < ${dayStart} or k.created_at <= t.confirmed_at)`)
            .where(({ not: none, exists: has, selectFrom: from }) =>
              none(
                has(
                  from('rank_results as r')
                    .select('r.day')
                    .whereRef('r.keyword_id', '=', 'k.id')
                    .where('r.day', '=', day),
                ),
              ),
            )
            .where(({ not: none, exists: has, selectFrom: from }) =>
              none(
                has(
                  from('rank_queries as q')
                    .select('q.id')
                    .where('q.day', '=', day)
                    .whereRef('q.query', '=', 'k.query')
                    .whereRef('q.location', '=', 't.location')
                    .where((eb) => eb.or([eb('q.device', '=', 'any'), eb('q.device', '=', eb.ref('t.device'))]))
                    .where('q.status', '=', 'error')
                    .where('q.next_attempt_at', 'is', null),
                ),
              ),
            ),
        ),
      ),
    )
    .execute()
  if (trackers.length === 0) return false
  const keywords = await trx
    .selectFrom('rank_tracker_keywords as k')
    .innerJoin('rank_results as r', (join) => join.onRef('r.keyword_id', '=', 'k.id').on('r.day', '=', day))
    .select(['k.id', 'k.tracker_id', 'k.keyword', 'r.position', 'r.local_pack'])
    .where(
      'k.tracker_id',
      'in',
      trackers.map((tracker) => tracker.id),
    )
    .orderBy('k.created_at')
    .orderBy('k.id')
    .execute()
  let queued = false
  for (const tracker of trackers) {
    const checked = keywords.filter((keyword) => keyword.tracker_id === tracker.id)
    if (checked.length === 0) continue
    const previous = await trx
      .selectFrom('rank_results as r')
      .select(['r.keyword_id', 'r.position', 'r.local_pack'])
      .where(
        'r.keyword_id',
        'in',
        checked.map((keyword) => keyword.id),
      )
      .where(({ eb, selectFrom }) =>
        eb(
          'r.day',
          '=',
          selectFrom('rank_results as p')
            .select((inner) => inner.fn.max('p.day').as('day'))
            .whereRef('p.keyword_id', '=', 'r.keyword_id')
            .where('p.day', '<', day),
        ),
      )
      .execute()
    const before = new Map(previous.map((row) => [row.keyword_id, row]))
    const changes: AlertChange[] = []
    for (const keyword of checked) {
      const last = before.get(keyword.id)
      if (!last) continue
      const from = last.position === null ? null : Number(last.position)
      const to = keyword.position === null ? null : Number(keyword.position)
      const packFrom = last.local_pack === null ? null : Number(last.local_pack)
      const packTo = keyword.local_pack === null ? null : Number(keyword.local_pack)
      const reasons = alertReasons(from, to, packFrom, packTo)
      if (reasons.length > 0) changes.push({ keyword: keyword.keyword, from, to, packFrom, packTo, reasons })
    }
    if (changes.length === 0) continue
    const alertId = uuidv7(now.getTime())
    const inserted = await trx
      .insertInto('rank_alerts')
      .values({
        id: alertId,
        tracker_id: tracker.id,
        day,
        changes: JSON.stringify(changes),
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['tracker_id', 'day']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue
    if (Number(tracker.alerts_opt_out) !== 1) {
      await enqueueRankMail(trx, tracker.id, 'alert', now, alertId)
      queued = true
    }
    const leftTop10 = changes.some((change) => change.reasons.includes('left-top-10'))
    if (leftTop10 && tracker.lead_id && (await agencyTop10Alerts(trx))) {
      await enqueueRankMail(trx, tracker.id, 'agency-alert', now, alertId)
      queued = true
    }
  }
  return queued
}

/** What an alert's mail became: sent (when), waiting or failed in the outbox, or none (the visitor had stopped them). */
export type AlertMailState = { status: 'sent'; at: string } | { status: 'pending' | 'failed' } | { status: 'none' }

export type SentAlert = {
  day: string
  changes: AlertChange[]
  visitor: AlertMailState
  /** The agency's notice of keywords leaving the top 10; null when none was queued. */
  agency: AlertMailState | null
}

/** A tracker's recent alerts, newest first, with what became of each mail (the staff inbox's lead page). */
export async function trackerAlerts(db: Kysely<Database>, trackerId: string, limit = 30): Promise<SentAlert[]> {
  const rows = await db
    .selectFrom('rank_alerts')
    .select(['id', 'day', 'changes'])
    .where('tracker_id', '=', trackerId)
    .orderBy('day', 'desc')
    .limit(limit)
    .execute()
  if (rows.length === 0) return []
  const mails = await db
    .selectFrom('rank_mail_outbox')
    .select(['alert_id', 'kind', 'status', 'sent_at'])
    .where(
      'alert_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute()
  const stateOf = (alertId: string, kind: 'alert' | 'agency-alert'): AlertMailState | null => {
    const mail = mails.find((row) => row.alert_id === alertId && row.kind === kind)
    if (!mail) return null
    if (mail.status === 'sent' && mail.sent_at) return { status: 'sent', at: toIso(mail.sent_at) }
    return { status: mail.status === 'failed' ? 'failed' : 'pending' }
  }
  return rows.map((row) => ({
    day: row.day,
    changes: parseAlertChanges(row.changes),
    visitor: stateOf(row.id, 'alert') ?? { status: 'none' },
    agency: stateOf(row.id, 'agency-alert'),
  }))
}

/** A stored alert's changes, read defensively (a malformed row shows nothing rather than failing the page). */
export function parseAlertChanges(json: string): AlertChange[] {
  try {
    const value = JSON.parse(json) as unknown
    return Array.isArray(value) ? (value as AlertChange[]) : []
  } catch {
    return []
  }
}
