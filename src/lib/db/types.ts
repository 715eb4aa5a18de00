import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

/**
 * Times are written as ISO-8601 UTC strings. SQLite stores them as text (sortable), PostgreSQL as timestamptz
 * and hands back Date objects; read them through toIso().
 */
type Timestamp = ColumnType<Date | string, string, string>
type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>

export type LeadStatus = 'new' | 'contacted' | 'won' | 'lost'
export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'won', 'lost']

interface LeadsTable {
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
  /** When the visitor's personal data was erased at their request (a deleted rank tracker); null = intact. */
  erased_at: ColumnType<Date | string | null, string | null | undefined, string | null>
}

interface NewsletterSubscribersTable {
  id: string
  email: string
  consent_version: string | null
  consent_at: NullableTimestamp
  source_page: string | null
  created_at: Timestamp
}

type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed'
export type OutboxChannel = 'email' | 'webhook'

interface OutboxTable {
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

interface RateLimitsTable {
  /** HMAC of scope + client IP + minute bucket; the raw IP is never stored. */
  key: string
  count: number
  expires_at: Timestamp
}

interface AppSettingsTable {
  key: string
  value: string
  updated_at: Timestamp
}

interface LeadStatusChangesTable {
  id: string
  lead_id: string
  from_status: LeadStatus
  to_status: LeadStatus
  user_id: string | null
  user_email: string | null
  created_at: Timestamp
}

/** Append-only: notes are never edited or deleted (except with the whole lead, on a deletion request). */
interface LeadNotesTable {
  id: string
  lead_id: string
  user_id: string | null
  user_email: string | null
  body: string
  created_at: Timestamp
}

interface StaffAuditLogTable {
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
interface StaffLoginAttemptsTable {
  id: string
  scope: 'account' | 'ip'
  subject: string
  step: 'password' | 'code' | 'login'
  state: 'pending' | 'failed' | 'ok'
  created_at: Timestamp
  started_at: NullableTimestamp
}

/** TOTP codes already used, kept until their window has passed (RFC 6238 section 5.2). */
interface StaffTotpUsedTable {
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

/** One day's histogram of one field metric for one page and device class (issue 36): no personal data. */
interface WebVitalsDailyTable {
  day: string
  page: string
  device: 'mobile' | 'desktop'
  metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'
  views: Generated<number>
  good: Generated<number>
  needs_improvement: Generated<number>
  poor: Generated<number>
  histogram: Generated<string>
  targets: Generated<string>
  context: Generated<string>
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
  web_vitals_daily: WebVitalsDailyTable
  rank_trackers: RankTrackersTable
  rank_tracker_keywords: RankTrackerKeywordsTable
  rank_results: RankResultsTable
  rank_queries: RankQueriesTable
  rank_usage: RankUsageTable
  rank_mail_outbox: RankMailOutboxTable
  rank_mailbox_mails: RankMailboxMailsTable
  rank_tracker_competitors: RankTrackerCompetitorsTable
  rank_competitor_results: RankCompetitorResultsTable
  rank_alerts: RankAlertsTable
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
interface AuditJobsTable {
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

/** One free rank tracker (issue 35, docs/rank-tracker.md); its token is the private page's capability. */
export interface RankTrackersTable {
  id: string
  /** 24 random bytes (192 bits), base64url: whoever has it may see and delete the tracker. */
  token: string
  /** The confirmation link's token (192 bits): confirms within 48 hours; once used it only says so (migration 604). */
  confirm_token: string
  /** The digest's unsubscribe token (192 bits): it only stops the weekly digest (migration 604). */
  unsubscribe_token: string
  /** Tracked host without `www.` (src/lib/rank-tracker/domain.ts). */
  domain: string
  email: string
  /** A location id of src/lib/rank-tracker/locations.ts. */
  location: string
  device: 'mobile' | 'desktop'
  lead_id: string | null
  digest_opt_out: Generated<number>
  created_at: Timestamp
  /** Null until the visitor confirms from the e-mail: nothing is checked before. */
  confirmed_at: NullableTimestamp
  /** The sign-up's landing page, referrer, campaign and consent version (JSON) for the inbox lead; null = none. */
  attribution: Generated<string | null>
  /** The business's name as shown on Google Maps (the 3-pack); null = not asked, page 1 is not fetched for it. */
  business_name: Generated<string | null>
  /** 1 when the visitor stopped the alert mails (issue 42; on by default). */
  alerts_opt_out: Generated<number>
  /** The alert mails' unsubscribe token (192 bits): it only stops the alerts (migration 704). */
  alert_unsubscribe_token: string
}

/** A competitor site of a tracker (issue 42, at most 3): its positions are read from the tracker's queries. */
export interface RankTrackerCompetitorsTable {
  id: string
  tracker_id: string
  /** Host without `www.`, by the tracked domain's rules (src/lib/rank-tracker/domain.ts). */
  domain: string
  created_at: Timestamp
}

/** A competitor's position for one tracker keyword on one WIB day (written with the tracker's own result). */
interface RankCompetitorResultsTable {
  competitor_id: string
  keyword_id: string
  tracker_id: string
  day: string
  position: number | null
  url: string | null
  featured_snippet: Generated<number>
  checked_at: Timestamp
}

/** One day's alert of a tracker (at most one per WIB day): what changed, for the mail and the inbox. */
interface RankAlertsTable {
  id: string
  tracker_id: string
  day: string
  /** JSON: AlertChange[] (src/lib/rank-tracker/alerts.ts). */
  changes: string
  created_at: Timestamp
}

/** One confirmation or link mail a visitor asked for, by mailbox (an HMAC, never the address), kept a day. */
interface RankMailboxMailsTable {
  id: string
  mailbox: string
  created_at: Timestamp
}

/** Mails to the tracker's visitor (confirmation, tracker link, digest), delivered like the lead outbox. */
interface RankMailOutboxTable {
  id: string
  tracker_id: string
  kind: string
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>
  attempts: Generated<number>
  next_attempt_at: Timestamp
  locked_until: NullableTimestamp
  locked_by: string | null
  last_error: string | null
  created_at: Timestamp
  sent_at: NullableTimestamp
  /** The alert an 'alert' or 'agency-alert' mail carries (rank_alerts.id); null for the other kinds. */
  alert_id: Generated<string | null>
}

export interface RankTrackerKeywordsTable {
  id: string
  tracker_id: string
  /** As the visitor typed it (trimmed). */
  keyword: string
  /** Normalised form sent to the provider and shared between trackers. */
  query: string
  created_at: Timestamp
}

/** A keyword's position on one WIB day; position null = outside the top 100 (never written for a failed check). */
interface RankResultsTable {
  keyword_id: string
  tracker_id: string
  /** WIB date, YYYY-MM-DD. */
  day: string
  position: number | null
  url: string | null
  /** 1 when the ranking URL was the featured snippet's (then position 1), else 0. */
  featured_snippet: Generated<number>
  /** JSON: up to three results right above (or the top three when not ranked), [{ position, url, title }]. */
  above: Generated<string>
  /** Place in page 1's 3-pack: 1-3, 0 = pack shown without the business, -1 = no pack shown, null = not asked. */
  local_pack: Generated<number | null>
  checked_at: Timestamp
}

type RankQueryStatus = 'pending' | 'running' | 'done' | 'error'

/** One provider query per keyword, location, device and WIB day, shared by every tracker asking it. */
export interface RankQueriesTable {
  id: string
  day: string
  location: string
  device: string
  query: string
  status: RankQueryStatus
  attempts: Generated<number>
  /** When a pending or failed query may run again; null on an error that is given up for the day. */
  next_attempt_at: NullableTimestamp
  locked_until: NullableTimestamp
  locked_by: string | null
  /** Result pages paid for so far (counted against SERP_DAILY_REQUEST_BUDGET). */
  requests: Generated<number>
  /** JSON of the pages fetched so far, kept for the day so a retry or a new tracker does not pay twice. */
  pages: string | null
  last_error: string | null
  created_at: Timestamp
  finished_at: NullableTimestamp
}

/** Provider requests spent per WIB day (all instances). */
interface RankUsageTable {
  day: string
  requests: number
}
