import 'server-only'
import { leadRetentionMonths } from '@/content/figures'
import type { Env } from '@/lib/db/config'
import { MIN_FILL_SECONDS } from './schema'

/** Every knob of the lead backend, read from the environment (documented in docs/backend.md). */
export type LeadsConfig = {
  /** Submissions per client IP per minute; 0 turns the limiter off. */
  rateLimitPerMinute: number
  /** Header that carries the client IP behind a reverse proxy (null = use the socket address). */
  trustProxy: { header: string; hops: number } | null
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

function integer(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= min ? Math.floor(parsed) : fallback
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/**
 * TRUST_PROXY: unset/false → socket address. "true" → X-Forwarded-For. A header name (x-real-ip,
 * cf-connecting-ip, x-forwarded-for) → that header; "x-forwarded-for:2" → the second address from the right
 * (two proxies of yours in front).
 */
export function parseTrustProxy(value: string | undefined): LeadsConfig['trustProxy'] {
  const raw = value?.trim().toLowerCase()
  if (!raw || raw === 'false' || raw === '0' || raw === 'no') return null
  if (raw === 'true' || raw === '1' || raw === 'yes') return { header: 'x-forwarded-for', hops: 1 }
  const [header = 'x-forwarded-for', hops] = raw.split(':')
  return { header, hops: Math.max(1, integer(hops, 1, 1)) }
}

export function readLeadsConfig(env: Env = process.env): LeadsConfig {
  return {
    rateLimitPerMinute: integer(env.LEADS_RATE_LIMIT_PER_MINUTE, 5),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: text(env.SMTP_URL),
    notifyTo: (env.LEADS_NOTIFY_TO ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    mailFrom: text(env.LEADS_MAIL_FROM),
    webhookUrl: text(env.LEADS_WEBHOOK_URL),
    webhookSecret: text(env.LEADS_WEBHOOK_SECRET),
    retentionMonths: integer(env.LEADS_RETENTION_MONTHS, leadRetentionMonths),
    minFillMs: integer(env.LEADS_MIN_FILL_MS, MIN_FILL_SECONDS * 1000),
    worker: {
      enabled: !/^(0|false|off|no)$/i.test(env.LEADS_WORKER?.trim() ?? ''),
      pollMs: integer(env.OUTBOX_POLL_MS, 2000, 10),
      maxAttempts: integer(env.OUTBOX_MAX_ATTEMPTS, 12, 1),
      retryBaseMs: integer(env.OUTBOX_RETRY_BASE_MS, 10_000, 1),
      retryMaxMs: integer(env.OUTBOX_RETRY_MAX_MS, 60 * 60_000, 1),
      leaseMs: integer(env.OUTBOX_LEASE_MS, 120_000, 100),
      batchSize: integer(env.OUTBOX_BATCH_SIZE, 10, 1),
      shutdownGraceMs: integer(env.OUTBOX_SHUTDOWN_GRACE_MS, 5000),
      auditWaitMs: integer(env.OUTBOX_AUDIT_WAIT_MS, 30_000),
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
