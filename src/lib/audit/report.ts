import 'server-only'
import { getDatabase, type AppDatabase } from '@/lib/db/client'
import { toIso } from '@/lib/db/types'
import { readAuditConfig, type AuditConfig } from './config'
import { countJobsAhead, findJobByToken, findLatestJobForLead, parseResult } from './jobs/store'
import type { AuditJobRow } from '@/lib/db/types'
import { failedMessage } from './outcome-messages'
import { reportUrl } from './paths'
import { checkMessage, problemsOf, type AuditStatus, type CheckResult } from './result'

/** What the report page, the PDF, the JSON endpoint and the notifications read about one audit. */
export type AuditReport = {
  token: string
  status: AuditStatus
  url: string
  finalUrl: string | null
  score: number | null
  checks: CheckResult[]
  /** Why it was blocked or failed (Indonesian). */
  reason: string | null
  reasonCode: string | null
  createdAt: string
  finishedAt: string | null
  expiresAt: string
  /** Past its 30 days: nothing but the dates is shown. */
  expired: boolean
  /** Audits queued before this one (pending only). */
  ahead: number | null
}

type ReadDeps = { database?: AppDatabase; config?: AuditConfig; now?: Date }

function toReport(row: AuditJobRow, now: Date, config: AuditConfig): AuditReport {
  const result = parseResult(row)
  const createdAt = toIso(row.created_at)
  const expiresAt = toIso(row.expires_at)
  const expired = Date.parse(expiresAt) <= now.getTime()
  let status: AuditStatus = row.status === 'running' ? 'pending' : row.status
  let reason = result?.reason ?? null
  let reasonCode = result?.reasonCode ?? null
  // Read-side guard: even with no worker alive to fail it, an old pending job is reported as failed.
  if (status === 'pending' && Date.parse(createdAt) < now.getTime() - config.worker.jobTimeoutMs) {
    status = 'failed'
    reason = failedMessage('job-timeout')
    reasonCode = 'job-timeout'
  }
  return {
    token: row.token,
    status,
    url: row.url,
    finalUrl: expired ? null : (result?.finalUrl ?? row.final_url),
    score: expired ? null : (result?.score ?? null),
    checks: expired ? [] : (result?.checks ?? []),
    reason,
    reasonCode,
    createdAt,
    finishedAt: row.finished_at ? toIso(row.finished_at) : null,
    expiresAt,
    expired,
    ahead: null,
  }
}

/** The report behind a token, or null for a token that never existed (or was deleted long after expiry). */
export async function getAuditReport(token: string, deps: ReadDeps = {}): Promise<AuditReport | null> {
  const database = deps.database ?? (await getDatabase())
  const row = await findJobByToken(database.db, token)
  if (!row) return null
  const report = toReport(row, deps.now ?? new Date(), deps.config ?? readAuditConfig())
  if (row.status === 'pending' && report.status === 'pending') report.ahead = await countJobsAhead(database.db, row)
  return report
}

/** GET /api/audit/TOKEN body: exactly these keys (docs/audit.md). */
export function reportJson(report: AuditReport) {
  return {
    status: report.status,
    url: report.url,
    finalUrl: report.finalUrl,
    score: report.score,
    checks: report.checks.map((check) => ({
      id: check.id,
      status: check.status,
      value: check.value,
      message: checkMessage(check),
    })),
  }
}

export type LeadAuditSummary = {
  status: AuditStatus
  score: number | null
  url: string
  finalUrl: string | null
  reportUrl: string
  reason: string | null
  /** The five most harmful problems, most harmful first. */
  topProblems: Array<{
    id: string
    label: string
    status: 'warn' | 'fail'
    impact: string
    value: string | null
    message: string
  }>
}

/**
 * A lead's latest audit in short, for the agency's notification and the staff inbox: score and the top five
 * problems. Null when the lead has no audit.
 */
export async function getLeadAuditSummary(leadId: string, deps: ReadDeps = {}): Promise<LeadAuditSummary | null> {
  const database = deps.database ?? (await getDatabase())
  const row = await findLatestJobForLead(database.db, leadId)
  if (!row) return null
  const report = toReport(row, deps.now ?? new Date(), deps.config ?? readAuditConfig())
  return {
    status: report.status,
    score: report.score,
    url: report.url,
    finalUrl: report.finalUrl,
    reportUrl: reportUrl(report.token),
    reason: report.reason,
    topProblems: problemsOf(report.checks)
      .slice(0, 5)
      .map((problem) => ({
        id: problem.id,
        label: problem.label,
        status: problem.status as 'warn' | 'fail',
        impact: problem.impact,
        value: problem.value,
        message: checkMessage(problem),
      })),
  }
}
