import 'server-only'
import { createHmac } from 'node:crypto'
import { getDatabase, type AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { enabledChannels, readLeadsConfig, type LeadsConfig } from './config'
import { verifyToken } from './form-token'
import { uuidv7 } from './ids'
import { wakeOutboxWorker } from './outbox-signal'
import { hitRateLimit, rateLimitSubject } from './rate-limit'
import { enqueueNotifications, insertLead } from './repository'
import {
  API_MESSAGES,
  LEAD_MESSAGES,
  LEAD_META_FIELDS,
  NEWSLETTER_MESSAGES,
  fieldErrorsFrom,
  leadKindOf,
  leadSchema,
  newsletterSchema,
  validationMessage,
  type LeadKind,
  type LeadPayload,
} from './schema'
import { serverSecret } from './secret'

/** Largest payload the domain accepts, whatever the transport (the JSON endpoint enforces it on bytes too). */
export const MAX_PAYLOAD_BYTES = 32 * 1024

/** Identical submissions without an idempotency key from the same network count as one within this window. */
const AUTO_IDEMPOTENCY_WINDOW_MS = 10 * 60_000

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

export type SubmitResult =
  | { ok: true; id: string; kind: LeadKind; duplicate: boolean; spam: boolean; message: string }
  | { ok: false; code: 'validation'; kind: LeadKind; message: string; fieldErrors: Record<string, string> }
  | { ok: false; code: 'rate_limited'; kind: LeadKind; message: string; retryAfterSeconds: number }

const META_KEYS = new Set<string>(Object.values(LEAD_META_FIELDS))

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function splitEnvelope(input: Record<string, unknown>) {
  const payload: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) if (!META_KEYS.has(key)) payload[key] = value
  const str = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : undefined)
  return {
    payload,
    honeypot: input[LEAD_META_FIELDS.honeypot],
    formToken: input[LEAD_META_FIELDS.formToken],
    idempotencyKey: str(LEAD_META_FIELDS.idempotencyKey),
    consentVersion: str(LEAD_META_FIELDS.consentVersion),
  }
}

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  return value !== undefined && value !== null && value !== false
}

function cleanConsentVersion(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed && /^[\w.-]{1,40}$/.test(trimmed) ? trimmed : null
}

function idempotencyKeyFor(
  kind: LeadKind,
  clientKey: string | null | undefined,
  data: LeadPayload,
  ip: string | null,
  nowMs: number,
  secret: string,
): string {
  const trimmed = clientKey?.trim()
  if (trimmed && /^[\w-]{8,128}$/.test(trimmed)) return `c:${kind}:${trimmed}`
  // No key (no JavaScript, or a JSON client that sends none): an identical payload from the same network
  // inside the window is the same lead resubmitted (reload, back button).
  const bucket = Math.floor(nowMs / AUTO_IDEMPOTENCY_WINDOW_MS)
  // Keyed, so the stored key cannot be brute-forced back to the visitor's IP.
  const digest = createHmac('sha256', secret)
    .update(JSON.stringify([kind, data, rateLimitSubject(ip), bucket]))
    .digest('base64url')
  return `a:${digest}`
}

function spamReason(honeypot: unknown, formToken: unknown, nowMs: number, secret: string): string | null {
  if (filled(honeypot)) return 'honeypot'
  const verdict = verifyToken(formToken, nowMs, secret)
  if (verdict.status === 'too_fast') return 'too_fast'
  return null
}

function validationFailure(kind: LeadKind, fieldErrors: Record<string, string>): SubmitResult {
  return { ok: false, code: 'validation', kind, message: validationMessage(kind, fieldErrors), fieldErrors }
}

function rateLimited(kind: LeadKind, retryAfterSeconds: number): SubmitResult {
  return { ok: false, code: 'rate_limited', kind, message: API_MESSAGES.rateLimited, retryAfterSeconds }
}

let warnedUnknownIp = false

function warnUnknownIp(ip: string | null | undefined): void {
  if (ip || warnedUnknownIp) return
  warnedUnknownIp = true
  logger.warn('client address unknown: every visitor shares one rate-limit bucket (check TRUST_PROXY)')
}

/**
 * The one domain function behind every lead form: validates, applies spam defence and the rate limit, stores the
 * lead and its notification outbox rows in one transaction. A result with ok: true means the lead is committed.
 * Throws only when storage fails (transports answer 500 / the generic failure notice).
 */
export async function submitAnalysis(
  input: unknown,
  context: SubmitContext,
  deps: SubmitDeps = {},
): Promise<SubmitResult> {
  const config = deps.config ?? readLeadsConfig()
  const now = deps.now ?? new Date()
  const nowMs = now.getTime()
  const secret = deps.secret ?? serverSecret()
  const ip = context.ip ?? null
  warnUnknownIp(ip)

  if (!isPlainObject(input)) return validationFailure('analysis', { form: API_MESSAGES.validation })
  const envelope = splitEnvelope(input)
  const kind = leadKindOf(envelope.payload.type)
  const rawPayload = JSON.stringify(envelope.payload)
  if (Buffer.byteLength(rawPayload) > MAX_PAYLOAD_BYTES) return validationFailure(kind, { form: API_MESSAGES.tooLarge })

  const database = deps.database ?? (await getDatabase())
  const parsed = leadSchema.safeParse(envelope.payload)
  if (!parsed.success) {
    // Invalid attempts count toward the limit too, so a bot cannot probe the validator at full speed.
    const limit = await database.write((trx) =>
      hitRateLimit(trx, { scope: 'lead', ip, limit: config.rateLimitPerMinute, now, secret }),
    )
    if (limit.limited) return rateLimited(kind, limit.retryAfterSeconds)
    return validationFailure(kind, fieldErrorsFrom(parsed.error))
  }

  const data = parsed.data
  const spam = spamReason(envelope.honeypot, envelope.formToken, nowMs, secret)
  const consentVersion =
    cleanConsentVersion(envelope.consentVersion) ?? cleanConsentVersion(context.defaultConsentVersion)
  const iso = now.toISOString()
  const channels = spam ? [] : enabledChannels(config)

  const outcome = await database.write(async (trx) => {
    const limit = await hitRateLimit(trx, { scope: 'lead', ip, limit: config.rateLimitPerMinute, now, secret })
    if (limit.limited) return { limited: true as const, retryAfterSeconds: limit.retryAfterSeconds }
    const stored = await insertLead(trx, {
      id: uuidv7(nowMs),
      kind: data.type,
      status: 'new',
      is_spam: spam ? 1 : 0,
      spam_reason: spam,
      name: data.name,
      email: data.email,
      phone: data.phone ?? null,
      company: 'company' in data ? (data.company ?? null) : null,
      website: data.website ?? null,
      business: 'business' in data ? (data.business ?? null) : null,
      industry: 'industry' in data ? (data.industry ?? null) : null,
      goals: 'goals' in data && data.goals.length > 0 ? JSON.stringify(data.goals) : null,
      keywords: 'keywords' in data ? (data.keywords ?? null) : null,
      project_type: 'projectType' in data ? (data.projectType ?? null) : null,
      budget: 'budget' in data ? (data.budget ?? null) : null,
      timeline: 'timeline' in data ? (data.timeline ?? null) : null,
      message: data.message ?? null,
      landing_page_url: ('landingPageUrl' in data ? data.landingPageUrl : undefined) ?? safeReferrer(context.referrer),
      referrer: safeReferrer(context.referrer),
      user_agent: context.userAgent ? context.userAgent.slice(0, 500) : null,
      consent_version: consentVersion,
      consent_at: consentVersion ? iso : null,
      idempotency_key: idempotencyKeyFor(
        kind,
        envelope.idempotencyKey ?? context.idempotencyKey,
        data,
        ip,
        nowMs,
        secret,
      ),
      raw_payload: rawPayload,
      created_at: iso,
      updated_at: iso,
    })
    if (!stored.duplicate) await enqueueNotifications(trx, stored.id, channels, now)
    return { limited: false as const, ...stored }
  })

  if (outcome.limited) return rateLimited(kind, outcome.retryAfterSeconds)
  logger.info(
    { leadId: outcome.id, kind, transport: context.transport, duplicate: outcome.duplicate, spam: spam ?? false },
    spam ? 'lead stored as spam' : outcome.duplicate ? 'duplicate lead submission' : 'lead stored',
  )
  if (!outcome.duplicate && channels.length > 0) wakeOutboxWorker()
  return {
    ok: true,
    id: outcome.id,
    kind,
    duplicate: outcome.duplicate,
    spam: spam !== null,
    message: LEAD_MESSAGES[kind].success,
  }
}

function safeReferrer(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.slice(0, 2000) : null
  } catch {
    return null
  }
}

export type NewsletterResult =
  | { ok: true; already: boolean; message: string }
  | { ok: false; code: 'validation'; message: string; fieldErrors: Record<string, string> }
  | { ok: false; code: 'rate_limited'; message: string; retryAfterSeconds: number }

/** Footer newsletter: one row per address; a repeat is a friendly success. Bots (honeypot) are dropped. */
export async function subscribeNewsletter(
  input: unknown,
  context: SubmitContext,
  deps: SubmitDeps = {},
): Promise<NewsletterResult> {
  const config = deps.config ?? readLeadsConfig()
  const now = deps.now ?? new Date()
  const secret = deps.secret ?? serverSecret()
  const ip = context.ip ?? null
  warnUnknownIp(ip)
  if (!isPlainObject(input))
    return { ok: false, code: 'validation', message: NEWSLETTER_MESSAGES.invalid, fieldErrors: {} }
  const envelope = splitEnvelope(input)
  const database = deps.database ?? (await getDatabase())

  const limit = await database.write((trx) =>
    hitRateLimit(trx, { scope: 'newsletter', ip, limit: config.rateLimitPerMinute, now, secret }),
  )
  if (limit.limited)
    return {
      ok: false,
      code: 'rate_limited',
      message: API_MESSAGES.rateLimited,
      retryAfterSeconds: limit.retryAfterSeconds,
    }

  const parsed = newsletterSchema.safeParse(envelope.payload)
  if (!parsed.success) {
    return {
      ok: false,
      code: 'validation',
      message: NEWSLETTER_MESSAGES.invalid,
      fieldErrors: fieldErrorsFrom(parsed.error),
    }
  }
  if (filled(envelope.honeypot)) {
    logger.info({ transport: context.transport }, 'newsletter spam dropped')
    return { ok: true, already: false, message: NEWSLETTER_MESSAGES.success }
  }
  const consentVersion =
    cleanConsentVersion(envelope.consentVersion) ?? cleanConsentVersion(context.defaultConsentVersion)
  const inserted = await database.write((trx) =>
    trx
      .insertInto('newsletter_subscribers')
      .values({
        id: uuidv7(now.getTime()),
        email: parsed.data.email,
        consent_version: consentVersion,
        consent_at: consentVersion ? now.toISOString() : null,
        source_page: safeReferrer(context.referrer),
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst(),
  )
  logger.info({ transport: context.transport, already: !inserted }, 'newsletter subscription')
  return inserted
    ? { ok: true, already: false, message: NEWSLETTER_MESSAGES.success }
    : { ok: true, already: true, message: NEWSLETTER_MESSAGES.already }
}
