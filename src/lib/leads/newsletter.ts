import 'server-only'
import { logger } from '@/lib/log'
import { uuidv7 } from '@/lib/server/ids'
import { countAttempt, peekRateLimit } from '@/lib/server/rate-limit'
import { API_MESSAGES, NEWSLETTER_MESSAGES, fieldErrorsFrom, newsletterSchema } from './schema'
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

export type NewsletterResult =
  | { ok: true; message: string }
  | { ok: false; code: 'validation'; message: string; fieldErrors: Record<string, string> }
  | { ok: false; code: 'too_large' | 'malformed'; message: string }
  | { ok: false; code: 'rate_limited' | 'unavailable'; message: string; retryAfterSeconds: number }

/**
 * Footer newsletter: one row per address. A new and an already listed address get the same answer, so the list
 * cannot be probed. Bots (honeypot) are dropped.
 */
export async function subscribeNewsletter(
  input: unknown,
  context: SubmitContext,
  deps: SubmitDeps = {},
): Promise<NewsletterResult> {
  const prepared = prepare(input, context, deps)
  if (!prepared.ok) return { ok: false, code: prepared.code, message: SHAPE_MESSAGES[prepared.code] }
  const { now, envelope } = prepared
  const rateLimitedNewsletter = (retryAfterSeconds: number): NewsletterResult => ({
    ok: false,
    code: 'rate_limited',
    message: API_MESSAGES.rateLimited,
    retryAfterSeconds,
  })
  return guardStorage(
    async (): Promise<NewsletterResult> => {
      const { database, limit } = await storageContext(deps, 'newsletter', prepared)
      const early = await peekRateLimit(database.db, limit)
      if (early.limited) return rateLimitedNewsletter(early.retryAfterSeconds)
      const parsed = newsletterSchema.safeParse(envelope.payload)
      const bot = filled(envelope.honeypot)
      const consentVersion =
        cleanConsentVersion(envelope.consentVersion) ?? cleanConsentVersion(context.defaultConsentVersion)
      const outcome = await database.write(async (trx) => {
        const counted = await countAttempt(trx, limit)
        if (counted.limited || !parsed.success || bot) return { ...counted, inserted: false }
        const inserted = await trx
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
          .executeTakeFirst()
        return { ...counted, inserted: Boolean(inserted) }
      })
      if (outcome.limited) return rateLimitedNewsletter(outcome.retryAfterSeconds)
      if (!parsed.success) {
        return {
          ok: false,
          code: 'validation',
          message: NEWSLETTER_MESSAGES.invalid,
          fieldErrors: fieldErrorsFrom(parsed.error),
        }
      }
      if (bot) logger.info({ transport: context.transport }, 'newsletter spam dropped')
      else logger.info({ transport: context.transport, already: !outcome.inserted }, 'newsletter subscription')
      return { ok: true, message: NEWSLETTER_MESSAGES.success }
    },
    (retryAfterSeconds) => ({ ok: false, code: 'unavailable', message: API_MESSAGES.unavailable, retryAfterSeconds }),
  )
}
