import 'server-only'
import { getDatabase, type AppDatabase } from '@/lib/db/client'
import { classifyDatabaseError, retryAfterSeconds } from '@/lib/db/errors'
import { logger } from '@/lib/log'
import { publicUrlOf, redactSecrets } from '@/lib/private-paths'
import { readLeadsConfig, type LeadsConfig } from './config'
import { exceedsDepth, MAX_PAYLOAD_BYTES, MAX_PAYLOAD_DEPTH, splitEnvelope, type Envelope } from './payload'
import type { RateLimitOptions } from '@/lib/server/rate-limit'
import { API_MESSAGES, leadKindOf, type LeadKind } from './schema'
import { serverSecret } from '@/lib/server/secret'

/*
 * What the lead and newsletter submissions share: their context, the checks before any real work, and how a
 * database that cannot take writes becomes an answer.
 */

export type SubmitContext = {
  transport: 'action' | 'api'
  /** Client IP (see clientIp); only used for rate limiting, never stored. */
  ip?: string | null
  userAgent?: string | null
  referrer?: string | null
  /** From the Idempotency-Key header; the body field wins when both are present. */
  idempotencyKey?: string | null
  /** Privacy-notice version to record when the payload does not name one (the site's own forms). */
  defaultConsentVersion?: string | null
}

/** Injected in tests and scripts; the server uses the process-wide defaults. */
export type SubmitDeps = {
  database?: AppDatabase
  config?: LeadsConfig
  now?: Date
  secret?: string
}

/** Messages of the refusals every submission can get before validation. */
export const SHAPE_MESSAGES = {
  too_large: API_MESSAGES.tooLarge,
  malformed: API_MESSAGES.invalidShape,
} as const

/**
 * Runs the storage part of a submission. A database that is busy, read-only or unreachable is an answer (503 with
 * Retry-After, nothing acknowledged), not a crash; anything else still throws.
 */
export async function guardStorage<T>(
  work: () => Promise<T>,
  unavailable: (retryAfterSeconds: number) => T,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const problem = classifyDatabaseError(error)
    if (!problem) throw error
    logger.debug({ problem }, 'submission refused: database not writable right now')
    return unavailable(retryAfterSeconds(problem))
  }
}

export function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  return value !== undefined && value !== null && value !== false
}

export function cleanConsentVersion(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed && /^[\w.-]{1,40}$/.test(trimmed) ? trimmed : null
}

/** The Referer header as recorded: an http(s) URL, a private address cut to its public part (src/lib/private-paths.ts). */
export function safeReferrer(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? publicUrlOf(url.href).slice(0, 2000) : null
  } catch {
    return null
  }
}

let warnedUnknownIp = false

function warnUnknownIp(ip: string | null | undefined): void {
  if (ip || warnedUnknownIp) return
  warnedUnknownIp = true
  logger.warn('client address unknown: every visitor shares one rate-limit bucket (check TRUST_PROXY)')
}

export type Prepared = {
  ok: true
  kind: LeadKind
  config: LeadsConfig
  now: Date
  ip: string | null
  envelope: Envelope
  rawPayload: string
}

/** Shape and size checks every submission passes first: cheap, before the database or the validator runs. */
export function prepare(
  input: unknown,
  context: SubmitContext,
  deps: SubmitDeps,
): Prepared | { ok: false; kind: LeadKind; code: 'malformed' | 'too_large' } {
  // JSON.stringify and the validator recurse: deeply nested input is refused before either sees it.
  if (typeof input !== 'object' || input === null || Array.isArray(input) || exceedsDepth(input, MAX_PAYLOAD_DEPTH)) {
    return { ok: false, kind: 'analysis', code: 'malformed' }
  }
  const envelope = splitEnvelope(input as Record<string, unknown>)
  const kind = leadKindOf(envelope.payload.type)
  // As received, but without a private token (a landing page sent as a confirmation link): it is a record too.
  const rawPayload = redactSecrets(JSON.stringify(envelope.payload))
  if (Buffer.byteLength(rawPayload) > MAX_PAYLOAD_BYTES) return { ok: false, kind, code: 'too_large' }
  const ip = context.ip ?? null
  warnUnknownIp(ip)
  const config = deps.config ?? readLeadsConfig()
  return { ok: true, kind, config, now: deps.now ?? new Date(), ip, envelope, rawPayload }
}

export async function storageContext(deps: SubmitDeps, scope: string, prepared: Prepared) {
  const database = deps.database ?? (await getDatabase())
  const secret = deps.secret ?? (await serverSecret(process.env, database))
  const limit: RateLimitOptions = {
    scope,
    ip: prepared.ip,
    limit: prepared.config.rateLimitPerMinute,
    now: prepared.now,
    secret,
  }
  return { database, secret, limit }
}
