import type { Generated, Insertable, Selectable } from 'kysely'
import type { NullableTimestamp, Timestamp } from '@/lib/db/types'

export type AuditJobStatus = 'pending' | 'running' | 'done' | 'failed' | 'blocked'

/** One audit request: the queue entry, its result and the report's capability token (see docs/audit.md). */
export interface AuditJobsTable {
  id: string
  /** Unguessable report token (192 bits, base64url): whoever has it may read the report. */
  token: string
  lead_id: string | null
  /** The normalised URL to audit. */
  url: string
  /** "host:port" of `url`, for the per-host limit and one audit per host at a time. */
  target_host: string
  status: AuditJobStatus
  attempts: Generated<number>
  /** Keyed hash of the visitor's network and day, for the per-IP limit; wiped after two hours. */
  ip_key: string | null
  locked_until: NullableTimestamp
  locked_by: string | null
  score: number | null
  final_url: string | null
  /** AuditResult as JSON (done, failed and blocked jobs); wiped when the report expires. */
  result: string | null
  /** Id of the job whose result was reused (same URL within the reuse window). */
  reused_from: string | null
  created_at: Timestamp
  started_at: NullableTimestamp
  finished_at: NullableTimestamp
  expires_at: Timestamp
}

export type AuditJobRow = Selectable<AuditJobsTable>
export type NewAuditJobRow = Insertable<AuditJobsTable>
