import 'server-only'
import { readConfig, type Env } from '@/lib/config'
import type { TrustProxy } from '@/lib/server/client-ip'
import { MIN_FILL_SECONDS } from './schema'

/** Every knob of the lead backend, read from the environment (documented in docs/backend.md). */
export type LeadsConfig = {
  /** Submissions per client IP per minute; 0 turns the limiter off. */
  rateLimitPerMinute: number
  /** Header that carries the client IP behind a reverse proxy (null = use the socket address). */
  trustProxy: TrustProxy
  smtpUrl: string | null
  notifyTo: string[]
  mailFrom: string | null
  webhookUrl: string | null
  webhookSecret: string | null
  /** Unconverted leads are deleted this many months after their last activity; 0 keeps them. */
  retentionMonths: number
  /** A form sent sooner than this after its token was issued is a bot (LEADS_MIN_FILL_MS; 0 turns it off). */
  minFillMs: number
  worker: {
    enabled: boolean
    pollMs: number
    maxAttempts: number
    retryBaseMs: number
    retryMaxMs: number
    leaseMs: number
    batchSize: number
    /** On shutdown, how long deliveries in flight may finish before they are cut off and handed back. */
    shutdownGraceMs: number
    /** How long an analysis lead's notification waits for its instant audit at most (docs/audit.md). */
    auditWaitMs: number
  }
}

/** The lead backend's view of the validated settings (src/lib/config); throws ConfigError on a malformed one. */
export function readLeadsConfig(env: Env = process.env): LeadsConfig {
  const config = readConfig(env)
  return {
    rateLimitPerMinute: config.LEADS_RATE_LIMIT_PER_MINUTE,
    trustProxy: config.TRUST_PROXY,
    smtpUrl: config.SMTP_URL ?? null,
    notifyTo: config.LEADS_NOTIFY_TO,
    mailFrom: config.LEADS_MAIL_FROM ?? null,
    webhookUrl: config.LEADS_WEBHOOK_URL ?? null,
    webhookSecret: config.LEADS_WEBHOOK_SECRET ?? null,
    retentionMonths: config.LEADS_RETENTION_MONTHS,
    minFillMs: env.LEADS_MIN_FILL_MS?.trim() ? config.LEADS_MIN_FILL_MS : MIN_FILL_SECONDS * 1000,
    worker: {
      enabled: config.LEADS_WORKER,
      pollMs: config.OUTBOX_POLL_MS,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: config.OUTBOX_RETRY_MAX_MS,
      leaseMs: config.OUTBOX_LEASE_MS,
      batchSize: config.OUTBOX_BATCH_SIZE,
      shutdownGraceMs: config.OUTBOX_SHUTDOWN_GRACE_MS,
      auditWaitMs: config.OUTBOX_AUDIT_WAIT_MS,
    },
  }
}

/** Channels a new lead is queued for: e-mail needs both SMTP_URL and LEADS_NOTIFY_TO. */
export function enabledChannels(config: LeadsConfig): Array<'email' | 'webhook'> {
  const channels: Array<'email' | 'webhook'> = []
  if (config.smtpUrl && config.notifyTo.length > 0) channels.push('email')
  if (config.webhookUrl) channels.push('webhook')
  return channels
}
