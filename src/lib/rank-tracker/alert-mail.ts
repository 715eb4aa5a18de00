import 'server-only'
import { site } from '@/content/site'
import type { AppDatabase } from '@/lib/db/client'
import { inboxUrl } from '@/lib/leads'
import { escapeHtml } from '@/lib/server/html'
import { formatWibDate } from '@/lib/server/wib'
import type { AlertChange } from './alerts'
import { agencyTop10Alerts, parseAlertChanges } from './alerts'
import { alertCopy, alertReasonWords, digestCopy, localPackText, localPackWords, positionWords } from './digest-copy'
import { headerSafe } from './digest'
import { RANK_DEVICE_LABELS, getRankLocation, isRankDevice } from './locations'
import { rankPagePaths } from './page-paths'
import { trackerPagePath } from './signup-paths'
import type { TrackerRow } from './trackers'

/*
 * The alert mails (issue 42), rendered at delivery by the tracker mail outbox from the day's rank_alerts row: the
 * visitor's (every alerting keyword, its position before and now and why; RFC 8058 one-click unsubscribe by the
 * tracker's alert token, which stops the alerts and nothing else) and the agency's (the keywords of a lead that left
 * the top 10, with the inbox link; never the tracker page's address, the visitor's secret).
 */

export type AlertMail = { subject: string; text: string; html: string; headers?: Record<string, string> }

const packChanged = (change: AlertChange) =>
  change.reasons.includes('entered-pack') || change.reasons.includes('left-pack')

function beforeText(change: AlertChange): string {
  const organic = positionWords(change.from)
  return packChanged(change) ? `${organic}; ${localPackWords.label}: ${localPackText(change.packFrom)}` : organic
}

function nowText(change: AlertChange): string {
  const organic = positionWords(change.to)
  return packChanged(change) ? `${organic}; ${localPackWords.label}: ${localPackText(change.packTo)}` : organic
}

const cell = 'padding:8px 10px;border-bottom:1px solid #e2e8f0;vertical-align:top'
const head = `${cell};text-align:left;color:#475569;font-size:12px`

/** The mail's frame: the same look as the digest. */
function frame(subject: string, title: string, body: string): string {
  return (
    `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">` +
    `<div style="max-width:680px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden">` +
    `<div style="padding:20px 24px;background:#0f172a;color:#ffffff"><p style="margin:0;font-size:13px;opacity:.8">${escapeHtml(site.name)} · SERPBot Rank Checker</p>` +
    `<h1 style="margin:4px 0 0;font-size:20px">${escapeHtml(title)}</h1></div>${body}</div></body></html>`
  )
}

function changesTable(changes: readonly AlertChange[]): string {
  const columns = alertCopy.columns
  const rows = changes
    .map((change) => {
      const down = change.reasons.some((reason) => reason === 'down' || reason.startsWith('left'))
      return (
        `<tr><td style="${cell};font-weight:600">${escapeHtml(change.keyword)}</td>` +
        `<td style="${cell};white-space:nowrap">${escapeHtml(beforeText(change))}</td>` +
        `<td style="${cell};font-weight:700;white-space:nowrap">${escapeHtml(nowText(change))}</td>` +
        `<td style="${cell};color:${down ? '#b91c1c' : '#047857'}">${down ? '▼' : '▲'} ${escapeHtml(alertReasonWords(change))}</td></tr>`
      )
    })
    .join('')
  return (
    `<div style="padding:12px 24px 0;overflow-x:auto"><table cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse;font-size:14px">` +
    `<thead><tr><th style="${head}">${columns.keyword}</th><th style="${head}">${columns.before}</th>` +
    `<th style="${head}">${columns.now}</th><th style="${head}">${columns.why}</th></tr></thead><tbody>${rows}</tbody></table></div>`
  )
}

const textLine = (change: AlertChange) =>
  `- ${change.keyword}: ${beforeText(change)} → ${nowText(change)} (${alertReasonWords(change)})`

/** The visitor's alert: pure, the caller reads the tracker and the day's changes. */
function renderAlert(
  tracker: { domain: string; location: string; device: string; token: string; alertUnsubscribeToken: string },
  day: string,
  changes: readonly AlertChange[],
): AlertMail {
  const date = formatWibDate(`${day}T12:00:00+07:00`)
  const location = getRankLocation(tracker.location)?.label ?? tracker.location
  const device = isRankDevice(tracker.device) ? RANK_DEVICE_LABELS[tracker.device].toLowerCase() : tracker.device
  const pageUrl = `${site.url}${trackerPagePath(tracker.token)}`
  const oneClickUrl = `${site.url}${rankPagePaths.unsubscribe(tracker.alertUnsubscribeToken)}`
  const unsubscribePageUrl = `${site.url}${rankPagePaths.unsubscribePage(tracker.alertUnsubscribeToken)}`
  const subject = headerSafe(alertCopy.subject(tracker.domain, changes.length)).slice(0, 200)
  const intro = alertCopy.intro(tracker.domain, date, location, device)
  const text = [
    alertCopy.greeting,
    intro,
    '',
    ...changes.map(textLine),
    '',
    `${alertCopy.open}: ${pageUrl}`,
    '',
    digestCopy.help,
    '',
    '--',
    alertCopy.footer(tracker.domain),
    unsubscribePageUrl,
  ].join('\n')
  const html = frame(
    subject,
    tracker.domain,
    `<div style="padding:16px 24px 0"><p style="margin:0">${escapeHtml(alertCopy.greeting)} ${escapeHtml(intro)}</p></div>` +
      changesTable(changes) +
      `<p style="padding:16px 24px 0;margin:0"><a href="${escapeHtml(pageUrl)}" style="color:#1d41c9;font-weight:700">${alertCopy.open}</a></p>` +
      `<p style="padding:12px 24px 0;margin:0">${escapeHtml(digestCopy.help)}</p>` +
      `<p style="padding:16px 24px 20px;margin:0;color:#64748b;font-size:12px">${escapeHtml(alertCopy.footer(tracker.domain))} ` +
      `<a href="${escapeHtml(unsubscribePageUrl)}" style="color:#64748b">${alertCopy.unsubscribe}</a></p>`,
  )
  return {
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/** The agency's notice: the keywords that left the top 10, and the lead's page in the inbox. */
function renderAgencyAlert(tracker: { domain: string; leadId: string }, day: string, changes: readonly AlertChange[]) {
  const left = changes.filter((change) => change.reasons.includes('left-top-10'))
  const date = formatWibDate(`${day}T12:00:00+07:00`)
  const url = inboxUrl(tracker.leadId)
  const copy = alertCopy.agency
  const subject = headerSafe(copy.subject(tracker.domain, left[0]?.keyword ?? '')).slice(0, 200)
  const intro = copy.intro(tracker.domain, date)
  const text = [intro, '', ...left.map(textLine), '', `${copy.open}: ${url}`, '', copy.note].join('\n')
  const html = frame(
    subject,
    tracker.domain,
    `<div style="padding:16px 24px 0"><p style="margin:0">${escapeHtml(intro)}</p></div>` +
      changesTable(left) +
      `<p style="padding:16px 24px 0;margin:0"><a href="${escapeHtml(url)}" style="color:#1d41c9;font-weight:700">${copy.open}</a></p>` +
      `<p style="padding:12px 24px 20px;margin:0;color:#64748b;font-size:12px">${escapeHtml(copy.note)}</p>`,
  )
  return { subject, text, html }
}

/**
 * The mail of a queued 'alert' or 'agency-alert' row, rendered at delivery; null when there is nothing to send any
 * more (the visitor stopped the alerts since, the agency switched its notice off, the lead is gone). An agency
 * notice without LEADS_NOTIFY_TO is an error, retried like the lead notifications.
 */
export async function renderTrackerAlert(
  database: AppDatabase,
  tracker: TrackerRow,
  row: { kind: string; alert_id: string | null },
  notifyTo: readonly string[],
): Promise<(AlertMail & { to: string }) | null> {
  if (!row.alert_id) return null
  const alert = await database.db
    .selectFrom('rank_alerts')
    .select(['day', 'changes'])
    .where('id', '=', row.alert_id)
    .executeTakeFirst()
  const changes = alert ? parseAlertChanges(alert.changes) : []
  if (!alert || changes.length === 0) return null
  if (row.kind === 'alert') {
    if (Number(tracker.alerts_opt_out) === 1) return null
    const mail = renderAlert({ ...tracker, alertUnsubscribeToken: tracker.alert_unsubscribe_token }, alert.day, changes)
    return { to: tracker.email, ...mail }
  }
  if (!tracker.lead_id || !(await agencyTop10Alerts(database.db))) return null
  if (notifyTo.length === 0) throw new Error('LEADS_NOTIFY_TO is not set: the agency alert cannot be sent')
  return {
    to: notifyTo.join(', '),
    ...renderAgencyAlert({ domain: tracker.domain, leadId: tracker.lead_id }, alert.day, changes),
  }
}
