import 'server-only'
import { createHmac } from 'node:crypto'
import { scheduleAuditForLead } from '@/lib/audit'
import { logger } from '@/lib/log'
import { enabledChannels, type LeadsConfig } from './config'
import { verifyToken } from './form-token'
import { uuidv7 } from '@/lib/server/ids'
import { leadRow } from './lead-row'
import { wakeOutboxWorker } from './outbox-signal'
import type { Envelope } from './payload'
import { countAttempt, peekRateLimit, rateLimitSubject } from '@/lib/server/rate-limit'
import { enqueueNotifications, insertLead } from './repository'
import {
  API_MESSAGES,
  LEAD_MESSAGES,
  fieldErrorsFrom,
  leadSchema,
  validationMessage,
  type LeadKind,
  type LeadPayload,
} from './schema'
import {
  SHAPE_MESSAGES,
  cleanConsentVersion,
  filled,
  guardStorage,
  prepare,
  safeReferrer,
  storageContext,
  type SubmitContext,
  type SubmitDeps,
} from './submission-guards'

export type { SubmitContext, SubmitDeps } from './submission-guards'

/** Identical submissions without an idempotency key from the same network count as one within this window. */
const AUTO_IDEMPOTENCY_WINDOW_MS = 10 * 60_000

/**
 * Outcome of a submission, by code (transports map codes to statuses: validation 422, too_large 413, malformed
 * 400, conflict 409, rate_limited 429, unavailable 503).
 */
export type SubmitFailure =
  | { ok: false; code: 'validation'; kind: LeadKind; message: string; fieldErrors: Record<string, string> }
  | { ok: false; code: 'too_large' | 'malformed' | 'conflict'; kind: LeadKind; message: string }
  | { ok: false; code: 'rate_limited' | 'unavailable'; kind: LeadKind; message: string; retryAfterSeconds: number }

/** The instant audit of an analysis lead's website (docs/audit.md): its report, absolute and on this site. */
type LeadAudit = { url: string; path: string }

export type SubmitResult =
  | { ok: true; id: string; kind: LeadKind; duplicate: boolean; spam: boolean; message: string; audit?: LeadAudit }
  | SubmitFailure

const FAILURE_MESSAGES = { ...SHAPE_MESSAGES, conflict: API_MESSAGES.idempotencyConflict } as const

function failure(kind: LeadKind, code: keyof typeof FAILURE_MESSAGES): SubmitFailure {
  return { ok: false, code, kind, message: FAILURE_MESSAGES[code] }
}

function rateLimited(kind: LeadKind, retryAfterSeconds: number): SubmitFailure {
  return { ok: false, code: 'rate_limited', kind, message: API_MESSAGES.rateLimited, retryAfterSeconds }
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

function spamReason(envelope: Envelope, nowMs: number, secret: string, config: LeadsConfig): string | null {
  if (filled(envelope.honeypot)) return 'honeypot'
  const verdict = verifyToken(envelope.formToken, nowMs, secret, config.minFillMs)
  return verdict.status === 'too_fast' ? 'too_fast' : null
}

/**
 * The one domain function behind every lead form: checks shape and size, applies the rate limit (before any
 * heavy work; refused attempts are not counted), validates, applies the spam defence, and stores the lead and its
 * notification outbox rows in one transaction. A result with ok: true means the lead is committed. Throws only
 * when storage fails in an unexpected way (transports answer 500 / the generic failure notice).
 */
export async function submitLead(input: unknown, context: SubmitContext, deps: SubmitDeps = {}): Promise<SubmitResult> {
  const prepared = prepare(input, context, deps)
  if (!prepared.ok) return failure(prepared.kind, prepared.code)
  const { kind, config, now, ip, envelope, rawPayload } = prepared
  const unavailable = (retryAfterSeconds: number): SubmitResult => ({
    ok: false,
    code: 'unavailable',
    kind,
    message: API_MESSAGES.unavailable,
    retryAfterSeconds,
  })

  return guardStorage(async (): Promise<SubmitResult> => {
    const { database, secret, limit } = await storageContext(deps, 'lead', prepared)
    const early = await peekRateLimit(database.db, limit)
    if (early.limited) return rateLimited(kind, early.retryAfterSeconds)

    const parsed = leadSchema.safeParse(envelope.payload)
    if (!parsed.success) {
      // Invalid attempts count toward the limit too, so a bot cannot probe the validator at full speed.
      const counted = await database.write((trx) => countAttempt(trx, limit))
      if (counted.limited) return rateLimited(kind, counted.retryAfterSeconds)
      return {
        ok: false,
        code: 'validation',
        kind,
        message: validationMessage(kind, parsed.error),
        fieldErrors: fieldErrorsFrom(parsed.error),
      }
    }

    const data = parsed.data
    const spam = spamReason(envelope, now.getTime(), secret, config)
    const channels = spam ? [] : enabledChannels(config)
    const row = leadRow(data, {
      id: uuidv7(now.getTime()),
      spamReason: spam,
      requestReferer: safeReferrer(context.referrer),
      userAgent: context.userAgent ?? null,
      consentVersion:
        cleanConsentVersion(envelope.consentVersion) ?? cleanConsentVersion(context.defaultConsentVersion),
      idempotencyKey: idempotencyKeyFor(
        kind,
        envelope.idempotencyKey ?? context.idempotencyKey,
        data,
        ip,
        now.getTime(),
        secret,
      ),
      rawPayload,
      now,
    })

    const outcome = await database.write(async (trx) => {
      const counted = await countAttempt(trx, limit)
      if (counted.limited) return { limited: true as const, retryAfterSeconds: counted.retryAfterSeconds }
      const stored = await insertLead(trx, row)
      if (!stored.duplicate) await enqueueNotifications(trx, stored.id, channels, now)
      return { limited: false as const, ...stored }
    })

    if (outcome.limited) return rateLimited(kind, outcome.retryAfterSeconds)
    if (outcome.conflict) {
      logger.info(
        { leadId: outcome.id, kind, transport: context.transport },
        'idempotency key reused for other content',
      )
      return failure(kind, 'conflict')
    }
    logger.info(
      { leadId: outcome.id, kind, transport: context.transport, duplicate: outcome.duplicate, spam: spam ?? false },
      spam ? 'lead stored as spam' : outcome.duplicate ? 'duplicate lead submission' : 'lead stored',
    )
    if (!outcome.duplicate && channels.length > 0) wakeOutboxWorker()
    // After the commit: the lead is safe whatever happens to its audit (scheduling never throws, ≤ 1.5 s).
    const scheduled =
      kind === 'analysis' && !spam && data.website
        ? await scheduleAuditForLead(
            { leadId: outcome.id, website: data.website, ip, duplicate: outcome.duplicate },
            { database },
          )
        : null
    return {
      ok: true,
      id: outcome.id,
      kind,
      duplicate: outcome.duplicate,
      spam: spam !== null,
      message: LEAD_MESSAGES[kind].success,
      ...(scheduled ? { audit: { url: scheduled.url, path: scheduled.path } } : {}),
    }
  }, unavailable)
}
