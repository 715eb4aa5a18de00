import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

/**
 * Times are written as ISO-8601 UTC strings. SQLite stores them as text (sortable), PostgreSQL as timestamptz
 * and hands back Date objects; read them through toIso().
 */
export type Timestamp = ColumnType<Date | string, string, string>
export type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>

export type LeadStatus = 'new' | 'contacted' | 'won' | 'lost'
export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'won', 'lost']

export interface LeadsTable {
  id: string
  kind: string
  status: LeadStatus
  /** 0/1: spam submissions are kept for review but never notified. */
  is_spam: number
  spam_reason: string | null
  name: string
  email: string
  phone: string | null
  company: string | null
  website: string | null
  business: string | null
  industry: string | null
  /** JSON array of goal option values. */
  goals: string | null
  keywords: string | null
  project_type: string | null
  budget: string | null
  timeline: string | null
  message: string | null
  landing_page_url: string | null
  referrer: string | null
  /** First-touch campaign of the visit that sent the lead (see docs/admin.md). */
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  gclid: string | null
  fbclid: string | null
  /** When a staff member first moved the lead to contacted: speed to first contact. */
  first_contacted_at: NullableTimestamp
  user_agent: string | null
  consent_version: string | null
  consent_at: NullableTimestamp
  idempotency_key: string | null
  /** SHA-256 of the validated payload (kind + normalised fields); null on rows older than the column. */
  payload_hash: string | null
  /** The request body as received (JSON), minus the spam-defence envelope. */
  raw_payload: string
  created_at: Timestamp
  updated_at: Timestamp
}

export interface NewsletterSubscribersTable {
  id: string
  email: string
  consent_version: string | null
  consent_at: NullableTimestamp
  source_page: string | null
  created_at: Timestamp
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed'
export type OutboxChannel = 'email' | 'webhook'

export interface OutboxTable {
  /** Also the event id sent to webhooks, stable across retries. */
  id: string
  lead_id: string
  channel: OutboxChannel
  status: OutboxStatus
  attempts: Generated<number>
  next_attempt_at: Timestamp
  locked_until: NullableTimestamp
  locked_by: string | null
  last_error: string | null
  created_at: Timestamp
  sent_at: NullableTimestamp
}

export interface RateLimitsTable {
  /** HMAC of scope + client IP + minute bucket; the raw IP is never stored. */
  key: string
  count: number
  expires_at: Timestamp
}

export interface AppSettingsTable {
  key: string
  value: string
  updated_at: Timestamp
}

export interface LeadStatusChangesTable {
  id: string
  lead_id: string
  from_status: LeadStatus
  to_status: LeadStatus
  user_id: string | null
  user_email: string | null
  created_at: Timestamp
}

/** Append-only: notes are never edited or deleted (except with the whole lead, on a deletion request). */
export interface LeadNotesTable {
  id: string
  lead_id: string
  user_id: string | null
  user_email: string | null
  body: string
  created_at: Timestamp
}

export interface StaffAuditLogTable {
  id: string
  created_at: Timestamp
  user_id: string | null
  user_email: string | null
  action: string
  subject: string | null
  ip: string | null
  /** Coalesced rows (throttled attempts): how many attempts this row stands for. */
  count: Generated<number>
}

/** Login throttle reservations (src/lib/admin/login-throttle.ts, migration 260). */
export interface StaffLoginAttemptsTable {
  id: string
  scope: 'account' | 'ip'
  subject: string
  step: 'password' | 'code' | 'login'
  state: 'pending' | 'failed' | 'ok'
  created_at: Timestamp
  started_at: NullableTimestamp
}

/** TOTP codes already used, kept until their window has passed (RFC 6238 section 5.2). */
export interface StaffTotpUsedTable {
  user_id: string
  code: string
  expires_at: Timestamp
}

/** One followed WhatsApp or phone link (issue 22): no personal data. */
export interface LinkClicksTable {
  id: string
  created_at: Timestamp
  page_path: string
  cta: string
  channel: 'whatsapp' | 'phone'
  landing_path: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  gclid: string | null
  fbclid: string | null
}

export interface Database {
  leads: LeadsTable
  newsletter_subscribers: NewsletterSubscribersTable
  outbox: OutboxTable
  rate_limits: RateLimitsTable
  app_settings: AppSettingsTable
  audit_jobs: AuditJobsTable
  lead_status_changes: LeadStatusChangesTable
  lead_notes: LeadNotesTable
  staff_audit_log: StaffAuditLogTable
  staff_login_attempts: StaffLoginAttemptsTable
  staff_totp_used: StaffTotpUsedTable
  link_clicks: LinkClicksTable
}

export type LeadRow = Selectable<LeadsTable>
export type NewLeadRow = Insertable<LeadsTable>
export type OutboxRow = Selectable<OutboxTable>

export function toIso(value: Date | string): string
export function toIso(value: Date | string | null): string | null
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null
  return typeof value === 'string' ? value : value.toISOString()
}

export type AuditJobStatus = 'pending' | 'running' | 'done' | 'failed' | 'blocked'

/** One audit request: the queue entry, its result and the report's capability token (see docs/audit.md). */
export interface AuditJobsTable {
  id: string
  /** Unguessable report token (192 bits, base64url): whoever has it may read the report. */
  token: string
  lead_id: string | null
  /** The normalised URL to audit. */
  url: string
  /** The site of `url` (registrable domain, src/lib/audit/net/site-key.ts): per-site limit, one running audit. */
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
