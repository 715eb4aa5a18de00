import 'server-only'
import { createHmac } from 'node:crypto'
import { getDatabase, type AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { rateLimitSubject } from '@/lib/server/rate-limit'
import { serverSecret } from '@/lib/server/secret'
import { readAuditConfig, type AuditConfig } from '../config'
import { siteKey } from '../net/site-key'
import { TargetBlockedError, checkUrl, normalizeAuditUrl } from '../net/target'
import { blockedMessage, type BlockCode } from '../outcome-messages'
import type { AuditResult } from '../result'
import { reportPath, reportUrl } from '../paths'
import { wakeAuditWorker } from './signal'
import { countFreshJobs, countQueuedJobs, findLatestJobForLead, findReusableJob, insertJob, parseResult } from './store'
import type { AuditJobStatus } from '@/lib/db/types'

export type ScheduleRequest = { url: string; leadId?: string | null; ip?: string | null }
export type ScheduleDeps = { database?: AppDatabase; config?: AuditConfig; now?: Date; secret?: string }
export type ScheduledAudit = { token: string; path: string; url: string; status: AuditJobStatus }

/** Keyed hash of the visitor's network (per /64 for IPv6) and the UTC day: never the IP itself. */
function ipKeyFor(ip: string | null | undefined, now: Date, secret: string): string | null {
  if (!ip) return null
  const day = now.toISOString().slice(0, 10)
  return createHmac('sha256', secret)
    .update(`audit|${rateLimitSubject(ip)}|${day}`)
    .digest('base64url')
    .slice(0, 32)
}

function refusal(code: BlockCode, hop = 0): AuditResult {
  return {
    version: 1,
    finalUrl: null,
    score: null,
    checks: [],
    reason: blockedMessage(code, hop),
    reasonCode: code,
    durationMs: 0,
  }
}

/**
 * Queues an audit of `url` and returns its report token. Decided here, in one transaction: a URL that breaks the
 * static rules is stored as blocked at once; a done audit of the same URL within the reuse window is copied; the
 * per-IP, per-host and queue limits refuse (stored as blocked, with the reason); otherwise the job waits for a
 * worker. Throws only when the database fails.
 */
export async function scheduleAudit(request: ScheduleRequest, deps: ScheduleDeps = {}): Promise<ScheduledAudit> {
  const config = deps.config ?? readAuditConfig()
  const now = deps.now ?? new Date()
  const database = deps.database ?? (await getDatabase())
  const base = { leadId: request.leadId ?? null, now, retentionDays: config.retentionDays }

  let url: URL
  try {
    url = normalizeAuditUrl(request.url)
    checkUrl(url, config.allowHosts)
  } catch (error) {
    if (!(error instanceof TargetBlockedError)) throw error
    logger.warn({ reason: error.reason, target: error.target, leadId: base.leadId }, 'audit target refused')
    const job = await database.write((trx) =>
      insertJob(trx, {
        ...base,
        url: request.url.slice(0, 500),
        targetHost: '-',
        ipKey: null,
        status: 'blocked',
        result: refusal(error.reason),
      }),
    )
    return { token: job.token, path: reportPath(job.token), url: reportUrl(job.token), status: 'blocked' }
  }

  const ipKey = request.ip
    ? ipKeyFor(request.ip, now, deps.secret ?? (await serverSecret(process.env, database)))
    : null
  // The site (registrable domain): subdomains of one domain share the hourly limit and one running audit.
  const targetHost = siteKey(url)
  const job = await database.write(async (trx) => {
    const fields = { ...base, url: url.href, targetHost, ipKey }
    const reusable =
      config.limits.reuseMs > 0
        ? await findReusableJob(trx, url.href, new Date(now.getTime() - config.limits.reuseMs))
        : null
    const reused = reusable ? parseResult(reusable) : null
    if (reusable && reused)
      return insertJob(trx, { ...fields, status: 'done', result: reused, reusedFrom: reusable.id })
    const hourAgo = new Date(now.getTime() - 3_600_000)
    const { perIpPerHour, perHostPerHour, maxQueued } = config.limits
    let refused: BlockCode | null = null
    if (ipKey && perIpPerHour > 0 && (await countFreshJobs(trx, { ipKey }, hourAgo)) >= perIpPerHour)
      refused = 'limit-ip'
    else if (perHostPerHour > 0 && (await countFreshJobs(trx, { targetHost }, hourAgo)) >= perHostPerHour)
      refused = 'limit-host'
    else if ((await countQueuedJobs(trx)) >= maxQueued) refused = 'queue-full'
    if (refused) return insertJob(trx, { ...fields, status: 'blocked', result: refusal(refused) })
    return insertJob(trx, { ...fields, status: 'pending' })
  })
  if (job.status === 'pending') wakeAuditWorker()
  else
    logger.info(
      { jobId: job.id, status: job.status, reason: parseResult(job)?.reasonCode ?? null, reusedFrom: job.reused_from },
      'audit not queued',
    )
  return { token: job.token, path: reportPath(job.token), url: reportUrl(job.token), status: job.status }
}

/** How long the lead path waits for scheduling at most; a slow database must not slow the visitor's answer. */
const SCHEDULE_TIMEOUT_MS = 1500

/**
 * Called by the lead path after an analysis lead is committed. Never throws and never takes longer than
 * SCHEDULE_TIMEOUT_MS: on any problem it logs and returns null (the lead is already safe; the agency still does
 * the human analysis). The audit runs in the background; `url` is the report the visitor can open.
 */
export async function scheduleAuditForLead(
  input: { leadId: string; website: string; ip?: string | null; duplicate?: boolean },
  deps: ScheduleDeps = {},
): Promise<{ token: string; url: string; path: string } | null> {
  // A resubmitted lead (reload, back button) is the same request: it gets the report it already has.
  if (input.duplicate) return existingAuditForLead(input.leadId, deps)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      logger.warn(
        { leadId: input.leadId, timeoutMs: SCHEDULE_TIMEOUT_MS },
        'audit scheduling too slow; lead answered without a report link',
      )
      resolve(null)
    }, SCHEDULE_TIMEOUT_MS)
    timer.unref()
  })
  const scheduled = scheduleAudit({ url: input.website, leadId: input.leadId, ip: input.ip }, deps)
    .then(({ token, url, path }) => ({ token, url, path }))
    .catch((error: unknown) => {
      logger.error({ err: error, leadId: input.leadId }, 'audit could not be scheduled (lead is stored)')
      return null
    })
  try {
    return await Promise.race([scheduled, timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function existingAuditForLead(
  leadId: string,
  deps: ScheduleDeps,
): Promise<{ token: string; url: string; path: string } | null> {
  try {
    const database = deps.database ?? (await getDatabase())
    const job = await findLatestJobForLead(database.db, leadId)
    return job ? { token: job.token, url: reportUrl(job.token), path: reportPath(job.token) } : null
  } catch (error) {
    logger.error({ err: error, leadId }, 'audit of a resubmitted lead could not be read')
    return null
  }
}
