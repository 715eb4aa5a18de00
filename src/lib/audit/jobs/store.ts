import 'server-only'
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DatabaseConfig } from '@/lib/db/config'
import type { Database } from '@/lib/db/types'
import { uuidv7 } from '@/lib/server/ids'
import { failedMessage } from '../outcome-messages'
import type { AuditResult } from '../result'
import type { AuditJobRow, AuditJobStatus } from '@/lib/db/types'

/** Queries on audit_jobs. Times are ISO strings; every function takes the clock from its caller. */

/** 24 random bytes = 192 bits, base64url: 32 characters. */
function newReportToken(): string {
  return randomBytes(24).toString('base64url')
}

export const REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

const iso = (date: Date) => date.toISOString()
const minus = (date: Date, ms: number) => new Date(date.getTime() - ms).toISOString()

export type NewJob = {
  leadId: string | null
  url: string
  targetHost: string
  ipKey: string | null
  status: AuditJobStatus
  result?: AuditResult | null
  reusedFrom?: string | null
  now: Date
  retentionDays: number
}

export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<AuditJobRow> {
  const finished = job.status !== 'pending'
  return db
    .insertInto('audit_jobs')
    .values({
      id: uuidv7(job.now.getTime()),
      token: newReportToken(),
      lead_id: job.leadId,
      url: job.url,
      target_host: job.targetHost,
      status: job.status,
      ip_key: job.ipKey,
      score: job.result?.score ?? null,
      final_url: job.result?.finalUrl ?? null,
      result: job.result ? JSON.stringify(job.result) : null,
      reused_from: job.reusedFrom ?? null,
      created_at: iso(job.now),
      finished_at: finished ? iso(job.now) : null,
      expires_at: new Date(job.now.getTime() + job.retentionDays * 86_400_000).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function findJobByToken(db: Kysely<Database>, token: string): Promise<AuditJobRow | null> {
  if (!REPORT_TOKEN_PATTERN.test(token)) return null
  return (await db.selectFrom('audit_jobs').selectAll().where('token', '=', token).executeTakeFirst()) ?? null
}

export async function findLatestJobForLead(db: Kysely<Database>, leadId: string): Promise<AuditJobRow | null> {
  return (
    (await db
      .selectFrom('audit_jobs')
      .selectAll()
      .where('lead_id', '=', leadId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst()) ?? null
  )
}

/** A finished audit of the same URL young enough to reuse. */
export async function findReusableJob(db: Kysely<Database>, url: string, since: Date): Promise<AuditJobRow | null> {
  return (
    (await db
      .selectFrom('audit_jobs')
      .selectAll()
      .where('url', '=', url)
      .where('status', '=', 'done')
      .where('finished_at', '>=', iso(since))
      .where('result', 'is not', null)
      .orderBy('finished_at', 'desc')
      .executeTakeFirst()) ?? null
  )
}

/** Fresh audits (not reuses, not refusals) since `since` for one visitor network or one target host. */
export async function countFreshJobs(
  db: Kysely<Database>,
  filter: { ipKey: string } | { targetHost: string },
  since: Date,
): Promise<number> {
  let query = db
    .selectFrom('audit_jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', iso(since))
    .where('reused_from', 'is', null)
    .where('status', '!=', 'blocked')
  query =
    'ipKey' in filter ? query.where('ip_key', '=', filter.ipKey) : query.where('target_host', '=', filter.targetHost)
  return Number((await query.executeTakeFirstOrThrow()).count)
}

export async function countQueuedJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('audit_jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Jobs queued before this one and still waiting or running (for "n audits ahead of you"). */
export async function countJobsAhead(db: Kysely<Database>, job: AuditJobRow): Promise<number> {
  const row = await db
    .selectFrom('audit_jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .where('created_at', '<', typeof job.created_at === 'string' ? job.created_at : job.created_at.toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export type ClaimOptions = {
  dialect: DatabaseConfig['dialect']
  workerId: string
  leaseMs: number
  maxAttempts: number
  now: Date
}

/**
 * Claims the oldest due job: pending, or running with an expired lease (its worker died) and attempts left.
 * A site (target_host: the registrable domain, net/site-key.ts) that is being audited right now is skipped, so
 * one site never has two audits running at once, whichever instance runs them.
 *
 * SQLite runs the claim as one statement under the database's single write lock, so the "site busy" subquery
 * always sees every earlier claim. On PostgreSQL, FOR UPDATE SKIP LOCKED alone keeps two instances off the same
 * row but not off the same site: each would skip the other's uncommitted claim and take the next job of that
 * site. So claims take one transaction-scoped advisory lock first: they run one after another (each takes a
 * millisecond), and each sees the claims committed before it. Pass a transaction to claim inside it.
 */
export async function claimJob(db: Kysely<Database>, options: ClaimOptions): Promise<AuditJobRow | null> {
  if (options.dialect !== 'postgres') return claimDueJob(db, options)
  const claim = async (trx: Kysely<Database>) => {
    await sql`select pg_advisory_xact_lock(hashtextextended('audit_jobs:claim', 0))`.execute(trx)
    return claimDueJob(trx, options)
  }
  return db.isTransaction ? claim(db) : db.transaction().execute(claim)
}

async function claimDueJob(db: Kysely<Database>, options: ClaimOptions): Promise<AuditJobRow | null> {
  const now = iso(options.now)
  let due = db
    .selectFrom('audit_jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now), eb('attempts', '<', options.maxAttempts)]),
      ]),
    )
    .where('target_host', 'not in', (eb) =>
      eb
        .selectFrom('audit_jobs as busy')
        .select('busy.target_host')
        .where('busy.status', '=', 'running')
        .where('busy.locked_until', '>=', now),
    )
    .orderBy('created_at')
    .limit(1)
  if (options.dialect === 'postgres') due = due.forUpdate().skipLocked()
  return (
    (await db
      .updateTable('audit_jobs')
      .set({
        status: 'running',
        locked_until: new Date(options.now.getTime() + options.leaseMs).toISOString(),
        locked_by: options.workerId,
        attempts: sql<number>`attempts + 1`,
        started_at: now,
      })
      .where('id', 'in', due)
      .returningAll()
      .executeTakeFirst()) ?? null
  )
}

/** Stores the outcome if this worker still holds the job; false when its lease was taken over meanwhile. */
export async function finishJob(
  db: Kysely<Database>,
  job: { id: string; workerId: string },
  outcome: { status: 'done' | 'failed' | 'blocked'; result: AuditResult; reusedFrom?: string | null },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('audit_jobs')
    .set({
      status: outcome.status,
      result: JSON.stringify(outcome.result),
      score: outcome.result.score,
      final_url: outcome.result.finalUrl,
      reused_from: outcome.reusedFrom ?? null,
      finished_at: iso(now),
      locked_until: null,
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.workerId)
    .where('status', '=', 'running')
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) > 0
}

function timeoutResult(): string {
  const result: AuditResult = {
    version: 1,
    finalUrl: null,
    score: null,
    checks: [],
    reason: failedMessage('job-timeout'),
    reasonCode: 'job-timeout',
    durationMs: 0,
  }
  return JSON.stringify(result)
}

/**
 * No job stays pending forever: jobs older than the timeout that have not finished, and running jobs whose lease
 * ran out after their last attempt, become failed. Returns how many.
 */
export async function failStaleJobs(
  db: Kysely<Database>,
  options: { now: Date; jobTimeoutMs: number; maxAttempts: number },
): Promise<number> {
  const now = iso(options.now)
  const updated = await db
    .updateTable('audit_jobs')
    .set({ status: 'failed', result: timeoutResult(), finished_at: now, locked_until: null })
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['pending', 'running']),
          eb('created_at', '<', minus(options.now, options.jobTimeoutMs)),
        ]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now), eb('attempts', '>=', options.maxAttempts)]),
      ]),
    )
    .executeTakeFirst()
  return Number(updated.numUpdatedRows)
}

/** Housekeeping: IP keys go after two hours, results when the report expires, rows 30 days after that. */
export async function expireJobs(db: Kysely<Database>, now: Date): Promise<{ wiped: number; deleted: number }> {
  await db
    .updateTable('audit_jobs')
    .set({ ip_key: null })
    .where('ip_key', 'is not', null)
    .where('created_at', '<', minus(now, 2 * 3_600_000))
    .execute()
  const wiped = await db
    .updateTable('audit_jobs')
    .set({ result: null, final_url: null, score: null })
    .where('expires_at', '<', iso(now))
    .where('result', 'is not', null)
    .executeTakeFirst()
  const deleted = await db
    .deleteFrom('audit_jobs')
    .where('expires_at', '<', minus(now, 30 * 86_400_000))
    .executeTakeFirst()
  return { wiped: Number(wiped.numUpdatedRows), deleted: Number(deleted.numDeletedRows) }
}

export function parseResult(row: AuditJobRow): AuditResult | null {
  if (!row.result) return null
  try {
    return JSON.parse(row.result) as AuditResult
  } catch {
    return null
  }
}
