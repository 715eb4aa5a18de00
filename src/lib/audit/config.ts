import 'server-only'
import { readConfig, type Env } from '@/lib/config'
import { parseAllowHosts } from './net/target'

/** Every knob of the audit queue, read from the environment (documented in docs/audit.md). */
export type AuditConfig = {
  /** Test fixtures only: exact "host:port" pairs on loopback that may be fetched. */
  allowHosts: ReadonlySet<string>
  /** Entries of AUDIT_ALLOW_HOSTS that were refused (not loopback, malformed). */
  rejectedAllowHosts: string[]
  worker: {
    enabled: boolean
    /** Audits running at once in one server process. */
    concurrency: number
    pollMs: number
    /** A claimed job is reserved this long; a crashed worker's job runs again afterwards. */
    leaseMs: number
    /** One audit's time budget, every request included; the worker ends a job that overruns it. */
    budgetMs: number
    /** A job that has not finished this long after it was queued is failed. */
    jobTimeoutMs: number
    /** Runs per job (first run plus re-runs after a crash) before it is failed. */
    maxAttempts: number
  }
  limits: {
    /** Fresh audits per visitor IP (per /64 for IPv6) per hour; 0 = no limit. */
    perIpPerHour: number
    /** Fresh audits per target site (registrable domain, net/site-key.ts) per hour, whoever asks; 0 = no limit. */
    perHostPerHour: number
    /** A done audit of the same normalised URL younger than this is reused instead of fetching again. */
    reuseMs: number
    /** Jobs waiting at once (all instances); more are refused as "queue full". */
    maxQueued: number
  }
  /** How long a report stays available. */
  retentionDays: number
}

/** How much longer than the budget a lease lasts at least (the worker's grace, storing the result). */
const LEASE_MARGIN_MS = 5_000

/** The audit queue's view of the validated settings (src/lib/config); throws ConfigError on a malformed one. */
export function readAuditConfig(env: Env = process.env): AuditConfig {
  const config = readConfig(env)
  const { allowed, rejected } = parseAllowHosts(config.AUDIT_ALLOW_HOSTS)
  return {
    allowHosts: allowed,
    rejectedAllowHosts: rejected,
    worker: {
      enabled: config.AUDIT_WORKER,
      concurrency: config.AUDIT_CONCURRENCY,
      pollMs: config.AUDIT_POLL_MS,
      // The lease outlives the budget: a job still within its budget is never claimed again by another worker
      // (which would also let a second audit of the same site start).
      leaseMs: Math.max(config.AUDIT_LEASE_MS, config.AUDIT_JOB_BUDGET_MS + LEASE_MARGIN_MS),
      budgetMs: config.AUDIT_JOB_BUDGET_MS,
      jobTimeoutMs: config.AUDIT_JOB_TIMEOUT_MS,
      maxAttempts: config.AUDIT_MAX_ATTEMPTS,
    },
    limits: {
      perIpPerHour: config.AUDIT_LIMIT_PER_IP_PER_HOUR,
      perHostPerHour: config.AUDIT_LIMIT_PER_HOST_PER_HOUR,
      reuseMs: config.AUDIT_REUSE_MINUTES * 60_000,
      maxQueued: config.AUDIT_MAX_QUEUED,
    },
    retentionDays: config.AUDIT_RETENTION_DAYS,
  }
}
