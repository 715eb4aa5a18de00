import 'server-only'
import type { Env } from '@/lib/db/config'
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
    /** A job that has not finished this long after it was queued is failed. */
    jobTimeoutMs: number
    /** Runs per job (first run plus re-runs after a crash) before it is failed. */
    maxAttempts: number
  }
  limits: {
    /** Fresh audits per visitor IP (per /64 for IPv6) per hour; 0 = no limit. */
    perIpPerHour: number
    /** Fresh audits per target host per hour, whoever asks; 0 = no limit. */
    perHostPerHour: number
    /** A done audit of the same normalised URL younger than this is reused instead of fetching again. */
    reuseMs: number
    /** Jobs waiting at once (all instances); more are refused as "queue full". */
    maxQueued: number
  }
  /** How long a report stays available. */
  retentionDays: number
}

function integer(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= min ? Math.floor(parsed) : fallback
}

export function readAuditConfig(env: Env = process.env): AuditConfig {
  const { allowed, rejected } = parseAllowHosts(env.AUDIT_ALLOW_HOSTS)
  return {
    allowHosts: allowed,
    rejectedAllowHosts: rejected,
    worker: {
      enabled: !/^(0|false|off|no)$/i.test(env.AUDIT_WORKER?.trim() ?? ''),
      concurrency: integer(env.AUDIT_CONCURRENCY, 2, 1),
      pollMs: integer(env.AUDIT_POLL_MS, 1000, 10),
      leaseMs: integer(env.AUDIT_LEASE_MS, 30_000, 1000),
      jobTimeoutMs: integer(env.AUDIT_JOB_TIMEOUT_MS, 5 * 60_000, 1000),
      maxAttempts: integer(env.AUDIT_MAX_ATTEMPTS, 2, 1),
    },
    limits: {
      perIpPerHour: integer(env.AUDIT_LIMIT_PER_IP_PER_HOUR, 10),
      perHostPerHour: integer(env.AUDIT_LIMIT_PER_HOST_PER_HOUR, 20),
      reuseMs: integer(env.AUDIT_REUSE_MINUTES, 60) * 60_000,
      maxQueued: integer(env.AUDIT_MAX_QUEUED, 200, 1),
    },
    retentionDays: integer(env.AUDIT_RETENTION_DAYS, 30, 1),
  }
}
