import 'server-only'
import { site } from '@/content/site'
import type { AppDatabase } from '@/lib/db/client'
import { addDays, startOfWeekWib, wibDate } from '@/lib/server/wib'
import type { RankConfig } from './config'
import { digestCopy, localPackText, localPackWords, movementWords, positionWords } from './digest-copy'
import { RANK_DEVICE_LABELS } from './locations'
import { rankPagePaths } from './page-paths'
import { getTrackerReport, type KeywordReport, type TrackerReport } from './report'
import { trackerPagePath } from './signup-paths'
import type { TrackerRow } from './trackers'
import { escapeHtml } from '@/lib/server/html'

/*
 * The weekly digest (issue 35): every Monday morning WIB each confirmed tracker that has results and has not opted
 * out gets one mail through the tracker mail outbox (rank_mail_outbox, kind 'digest'), with the keywords that
 * improved and declined over the week and the whole table. RFC 8058 one-click unsubscribe stops the mails, never
 * the tracking. The row only says "send this week's digest"; the mail is rendered at delivery from the data then.
 */

const DIGEST_KIND = 'digest'
/** Digests are queued from this WIB hour on Monday (a morning read, after the night's checks). */
const DIGEST_HOUR_WIB = 7

/** Monday, from 07:00 WIB to the end of the day: the window in which this week's digests are queued. */
export function isDigestTime(now: Date): boolean {
  const wib = new Date(now.getTime() + 7 * 3_600_000)
  return wib.getUTCDay() === 1 && wib.getUTCHours() >= DIGEST_HOUR_WIB
}

/**
 * Queues this week's digest for every confirmed, subscribed tracker with at least one result, once: the row's id
 * names the tracker and the week, so several instances (or a restart) queueing at once insert it once. Returns how
 * many were queued now. Does nothing outside the Monday-morning window.
 */
export async function queueWeeklyDigests(database: AppDatabase, now: Date): Promise<number> {
  if (!isDigestTime(now)) return 0
  const week = wibDate(startOfWeekWib(now))
  const due = await database.db
    .selectFrom('rank_trackers as t')
    .select('t.id')
    .where('t.confirmed_at', 'is not', null)
    .where('t.digest_opt_out', '=', 0)
    .where((eb) =>
      eb.exists(eb.selectFrom('rank_results as r').select('r.tracker_id').whereRef('r.tracker_id', '=', 't.id')),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rank_mail_outbox as m')
            .select('m.id')
            .whereRef('m.tracker_id', '=', 't.id')
            .where('m.kind', '=', DIGEST_KIND)
            .where('m.created_at', '>=', startOfWeekWib(now).toISOString()),
        ),
      ),
    )
    .execute()
  if (due.length === 0) return 0
  const iso = now.toISOString()
  const rows = due.map((tracker) => ({
    id: `digest:${week}:${tracker.id}`,
    tracker_id: tracker.id,
    kind: DIGEST_KIND,
    next_attempt_at: iso,
    created_at: iso,
    last_error: null,
    locked_by: null,
    locked_until: null,
    sent_at: null,
  }))
  let queued = 0
  for (let index = 0; index < rows.length; index += 200) {
    const result = await database.write((trx) =>
      trx
        .insertInto('rank_mail_outbox')
        .values(rows.slice(index, index + 200))
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst(),
    )
    queued += Number(result.numInsertedOrUpdatedRows ?? 0)
  }
  return queued
}

type WeeklyMovement = 'improved' | 'declined' | 'same'

type DigestRow = {
  keyword: string
  position: number | null
  url: string | null
  /** Positions gained over the week (positive = up), null when either side is outside the top 100. */
  by: number | null
  movement: WeeklyMovement | 'entered' | 'left' | null
  /** The 3-pack's place in words, when the tracker follows it and the latest check read it. */
  localPack: string | null
  /** The day the week's change is measured from (null: nothing to compare yet). */
  baseDay: string | null
}

/**
 * Each keyword's position now against a week before (the last check at least 7 days older than the latest, or the
 * first check when the tracker is younger). Entering the top 100 counts as improved, leaving it as declined.
 */
function weeklyRows(keywords: readonly KeywordReport[]): DigestRow[] {
  return keywords.map((keyword) => {
    const latest = keyword.latest
    if (!latest) {
      return {
        keyword: keyword.keyword,
        position: null,
        url: null,
        by: null,
        movement: null,
        localPack: null,
        baseDay: null,
      }
    }
    const weekBefore = wibDate(addDays(new Date(`${latest.day}T12:00:00+07:00`), -7))
    const older = keyword.history.filter((day) => day.date < latest.day)
    const base = [...older].reverse().find((day) => day.date <= weekBefore) ?? older[0]
    const row = {
      keyword: keyword.keyword,
      position: latest.position,
      url: latest.url,
      localPack: latest.localPack === null ? null : `${localPackWords.label}: ${localPackText(latest.localPack)}`,
      baseDay: base?.date ?? null,
    }
    if (!base) return { ...row, by: null, movement: null }
    if (base.position === null && latest.position === null) return { ...row, by: null, movement: 'same' }
    if (base.position === null) return { ...row, by: null, movement: 'entered' }
    if (latest.position === null) return { ...row, by: null, movement: 'left' }
    const by = base.position - latest.position
    return { ...row, by, movement: by > 0 ? 'improved' : by < 0 ? 'declined' : 'same' }
  })
}

/** Worse than any position: outside the top 100 compares below position 100. */
const UNRANKED = 101
const rank = (position: number | null) => position ?? UNRANKED

/**
 * Who gained on whom this week, per keyword and competitor, from the same two days as the keyword's own change:
 * an overtaking either way, or who closed or widened the gap and by how many places. Nothing when neither site
 * moved against the other, or the competitor has no result on both days.
 */
function rivalryLines(keywords: readonly KeywordReport[], rows: readonly DigestRow[]): string[] {
  const lines: string[] = []
  keywords.forEach((keyword, index) => {
    const row = rows[index]
    const latest = keyword.latest
    if (!row?.baseDay || !latest) return
    const youBefore = keyword.history.find((day) => day.date === row.baseDay)?.position ?? null
    for (const competitor of keyword.competitors) {
      const before = competitor.history.find((day) => day.date === row.baseDay)
      const now = competitor.history.find((day) => day.date === latest.day)
      if (!before || !now) continue
      const gapBefore = rank(before.position) - rank(youBefore)
      const gapNow = rank(now.position) - rank(latest.position)
      // Positive: the competitor is behind you. Both outside the top 100 now is no race.
      if (gapBefore === gapNow || gapNow === 0) continue
      const where = digestCopy.rivalry.where(
        keyword.keyword,
        positionText(latest.position),
        competitor.domain,
        positionText(now.position),
      )
      const places = Math.abs(gapNow - gapBefore)
      const words = digestCopy.rivalry
      let what: string
      if (gapBefore > 0 && gapNow < 0) what = words.overtookYou(competitor.domain)
      else if (gapBefore < 0 && gapNow > 0) what = words.youOvertook(competitor.domain)
      else if (gapNow > 0)
        what =
          gapNow < gapBefore ? words.closingIn(competitor.domain, places) : words.pullingAway(competitor.domain, places)
      else
        what =
          gapNow > gapBefore
            ? words.closingOn(competitor.domain, places)
            : words.fallingBehind(competitor.domain, places)
      lines.push(`${what} ${where}`)
    }
  })
  return lines
}

function digestCounts(rows: readonly DigestRow[]) {
  const improved = rows.filter((row) => row.movement === 'improved' || row.movement === 'entered').length
  const declined = rows.filter((row) => row.movement === 'declined' || row.movement === 'left').length
  return { improved, declined, same: rows.length - improved - declined }
}

function changeWords(row: DigestRow): string {
  switch (row.movement) {
    case 'improved':
      return `▲ ${movementWords.up(row.by!)}`
    case 'declined':
      return `▼ ${movementWords.down(-row.by!)}`
    case 'entered':
      return `▲ ${movementWords.entered}`
    case 'left':
      return `▼ ${movementWords.left}`
    case 'same':
      return movementWords.same
    default:
      return movementWords.none
  }
}

const positionText = positionWords

/** A header must not carry a line break or a bidi override taken from a keyword or domain. */
export const headerSafe = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')

export type DigestMail = {
  subject: string
  text: string
  html: string
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  counts: { improved: number; declined: number; same: number }
}

/**
 * The digest of one tracker's report (pure: the caller reads the report). The page link carries the page token
 * (the visitor's own mail); the unsubscribe links, which a mail provider reads and acts on, only the unsubscribe
 * token, so they can stop the digest and nothing else.
 */
export function renderDigest(report: TrackerReport, tokens: { page: string; unsubscribe: string }): DigestMail {
  const rows = weeklyRows(report.keywords)
  const counts = digestCounts(rows)
  const rivalry = rivalryLines(report.keywords, rows)
  const positionCell = (row: DigestRow) => `${positionText(row.position)}${row.localPack ? ` · ${row.localPack}` : ''}`
  const { domain, locationLabel, device } = report.tracker
  const pageUrl = `${site.url}${trackerPagePath(tokens.page)}`
  const oneClickUrl = `${site.url}${rankPagePaths.unsubscribe(tokens.unsubscribe)}`
  const unsubscribePageUrl = `${site.url}${rankPagePaths.unsubscribePage(tokens.unsubscribe)}`
  const deviceLabel = RANK_DEVICE_LABELS[device].toLowerCase()
  const subject = headerSafe(digestCopy.subject(domain, counts.improved, counts.declined)).slice(0, 200)
  const text = [
    digestCopy.greeting,
    digestCopy.intro(domain, locationLabel, deviceLabel),
    '',
    digestCopy.counts(counts.improved, counts.declined, counts.same),
    '',
    ...rows.map(
      (row) => `- ${row.keyword}: ${positionCell(row)} (${changeWords(row)})${row.url ? `\n  ${row.url}` : ''}`,
    ),
    ...(rivalry.length ? ['', digestCopy.rivalry.title, ...rivalry.map((line) => `- ${line}`)] : []),
    '',
    `${digestCopy.open}: ${pageUrl}`,
    '',
    digestCopy.help,
    '',
    '--',
    digestCopy.footer(domain),
    unsubscribePageUrl,
  ].join('\n')
  const cell = 'padding:8px 10px;border-bottom:1px solid #e2e8f0;vertical-align:top'
  const tableRows = rows
    .map((row) => {
      const colour =
        row.movement === 'improved' || row.movement === 'entered'
          ? '#047857'
          : row.movement === 'declined' || row.movement === 'left'
            ? '#b91c1c'
            : '#475569'
      return (
        `<tr><td style="${cell};color:#0f172a;font-weight:600">${escapeHtml(row.keyword)}</td>` +
        `<td style="${cell};color:#0f172a;font-weight:700;white-space:nowrap">${escapeHtml(positionCell(row))}</td>` +
        `<td style="${cell};color:${colour};white-space:nowrap">${escapeHtml(changeWords(row))}</td>` +
        `<td style="${cell};color:#475569;word-break:break-all">${row.url ? escapeHtml(row.url) : '-'}</td></tr>`
      )
    })
    .join('')
  const th = `${cell};text-align:left;color:#475569;font-size:12px`
  const html =
    `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">` +
    `<div style="max-width:680px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden">` +
    `<div style="padding:20px 24px;background:#0f172a;color:#ffffff"><p style="margin:0;font-size:13px;opacity:.8">${escapeHtml(site.name)} · SERPBot Rank Checker</p>` +
    `<h1 style="margin:4px 0 0;font-size:20px">${escapeHtml(domain)}</h1></div>` +
    `<div style="padding:16px 24px 0"><p style="margin:0">${escapeHtml(digestCopy.greeting)} ${escapeHtml(digestCopy.intro(domain, locationLabel, deviceLabel))}</p>` +
    `<p style="margin:12px 0 0;font-weight:700">${escapeHtml(digestCopy.counts(counts.improved, counts.declined, counts.same))}</p></div>` +
    `<div style="padding:12px 24px 0;overflow-x:auto"><table cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse;font-size:14px">` +
    `<thead><tr><th style="${th}">${digestCopy.columns.keyword}</th><th style="${th}">${digestCopy.columns.position}</th>` +
    `<th style="${th}">${digestCopy.columns.change}</th><th style="${th}">${digestCopy.columns.url}</th></tr></thead>` +
    `<tbody>${tableRows}</tbody></table></div>` +
    (rivalry.length
      ? `<div style="padding:16px 24px 0"><p style="margin:0;font-weight:700">${escapeHtml(digestCopy.rivalry.title)}</p>` +
        `<ul style="margin:8px 0 0;padding-left:20px">${rivalry.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></div>`
      : '') +
    `<p style="padding:16px 24px 0;margin:0"><a href="${escapeHtml(pageUrl)}" style="color:#1d41c9;font-weight:700">${digestCopy.open}</a></p>` +
    `<p style="padding:12px 24px 0;margin:0">${escapeHtml(digestCopy.help)}</p>` +
    `<p style="padding:16px 24px 20px;margin:0;color:#64748b;font-size:12px">${escapeHtml(digestCopy.footer(domain))} ` +
    `<a href="${escapeHtml(unsubscribePageUrl)}" style="color:#64748b">${digestCopy.unsubscribe}</a></p>` +
    `</div></body></html>`
  return {
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    counts,
  }
}

/**
 * The digest mail for a queued 'digest' row, rendered at delivery by the tracker mail outbox; null when there is
 * nothing to send any more (unsubscribed since it was queued, no result yet, tracker unconfirmed).
 */
export async function renderTrackerDigest(
  database: AppDatabase,
  config: RankConfig,
  tracker: TrackerRow,
  now: Date = new Date(),
): Promise<DigestMail | null> {
  if (!tracker.confirmed_at || Number(tracker.digest_opt_out) === 1) return null
  const report = await getTrackerReport(database, config, tracker.token, now)
  if (!report || !report.keywords.some((keyword) => keyword.latest)) return null
  return renderDigest(report, { page: tracker.token, unsubscribe: tracker.unsubscribe_token })
}
