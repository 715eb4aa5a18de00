import 'server-only'
import * as z from 'zod/mini'
import { rankSignupCopy } from './signup-copy'
import type { AppDatabase } from '@/lib/db/client'
import {
  API_MESSAGES,
  SHAPE_MESSAGES,
  campaignShape,
  cleanConsentVersion,
  emailField,
  filled,
  guardStorage,
  pathOfUrl,
  prepareSubmission,
  safeReferrer,
  storageContext,
  verifyToken,
  type SubmitContext,
  type SubmitDeps,
} from '@/lib/leads'
import { logger } from '@/lib/log'
import { countAttempt, peekRateLimit } from '@/lib/server/rate-limit'
import { readRankConfig, type RankConfig } from './config'
import {
  MAX_KEYWORD_LENGTH,
  normaliseTrackedDomain,
  parseBusinessName,
  parseCompetitors,
  parseKeywords,
  type CompetitorProblem,
} from './domain'
import { DEFAULT_RANK_DEVICE, DEFAULT_RANK_LOCATION, isRankDevice, isRankLocationId } from './locations'
import type { RankDevice, RankLocationId } from './locations'
import { wakeRankChecks } from './runtime'
import { mailboxKey, purgeMailboxCounts, takeMailboxShare } from './mailbox'
import { enqueueRankMail, wakeRankMailer } from './mail-queue'
import { confirmTrackerIn, createTracker, findTrackerByConfirmToken, lockTracker, type TrackerRow } from './trackers'
import { afterTrackerLead, recordTrackerLeadIn } from './tracker-lead'

/*
 * The visitor's sign-up (issue 35): one function behind the form's server action and POST /api/rank-tracker, with
 * the lead forms' envelope, spam defences and per-IP rate limit (src/lib/leads), then double opt-in: nothing is
 * checked until the visitor confirms from the mail. Field names (FormData = JSON keys): website, email, keywords
 * (one per line, or a JSON array of strings), location (an id of rankLocations()), device (mobile | desktop),
 * competitors (optional, up to 3 sites, one per line or a JSON array), businessName (optional: the name on Google
 * Maps, for the 3-pack), and the lead forms' campaign fields and envelope (fax, formToken, consentVersion).
 */

type SignupField = 'website' | 'email' | 'keywords' | 'location' | 'device' | 'competitors' | 'businessName'

export type SignupData = {
  domain: string
  email: string
  keywords: string[]
  location: RankLocationId
  device: RankDevice
  competitors: string[]
  businessName: string | null
}

const errors = rankSignupCopy.errors
const campaignSchema = z.object(campaignShape)
const emailSchema = z.object({ email: emailField })

/** Validates the sign-up fields; every problem at once, by field, in Indonesian. */
export function parseSignup(
  payload: Record<string, unknown>,
): { ok: true; data: SignupData } | { ok: false; fieldErrors: Partial<Record<SignupField, string>> } {
  const fieldErrors: Partial<Record<SignupField, string>> = {}
  const website = typeof payload.website === 'string' ? payload.website : ''
  const domain = website.length <= 300 ? normaliseTrackedDomain(website) : null
  if (!website.trim()) fieldErrors.website = errors.websiteRequired
  else if (!domain) fieldErrors.website = errors.website

  const email = emailSchema.safeParse({ email: payload.email })
  if (!email.success) fieldErrors.email = email.error.issues[0]?.message ?? errors.emailRequired

  let keywords: string[] = []
  const raw = payload.keywords
  const list =
    typeof raw === 'string' ? raw : Array.isArray(raw) && raw.every((k) => typeof k === 'string') ? raw : null
  if (list === null && raw !== undefined) fieldErrors.keywords = errors.keywordsShape
  else if (typeof list === 'string' && list.length > 20_000) fieldErrors.keywords = errors.keywordsTooMany
  else if (Array.isArray(list) && list.length > 100) fieldErrors.keywords = errors.keywordsTooMany
  else {
    const parsed = parseKeywords((list as string | string[] | null) ?? '')
    if (parsed.ok) keywords = parsed.keywords
    else if (parsed.problem === 'too-many') fieldErrors.keywords = errors.keywordsTooMany
    else if (parsed.problem === 'too-long')
      fieldErrors.keywords = errors.keywordTooLong(MAX_KEYWORD_LENGTH, parsed.keyword ?? '')
    else if (parsed.problem === 'control-characters') fieldErrors.keywords = errors.keywordControl
    else fieldErrors.keywords = errors.keywordsNone
  }

  let competitors: string[] = []
  const competitorInput = competitorList(payload.competitors)
  if (competitorInput === null) fieldErrors.competitors = errors.competitorsShape
  else {
    const parsed = parseCompetitors(competitorInput, domain)
    if (parsed.ok) competitors = parsed.competitors
    else fieldErrors.competitors = competitorError(parsed)
  }

  let businessName: string | null = null
  const nameInput = payload.businessName === undefined || payload.businessName === null ? '' : payload.businessName
  if (typeof nameInput !== 'string' || nameInput.length > 1_000) fieldErrors.businessName = errors.businessNameTooLong
  else {
    const parsed = parseBusinessName(nameInput)
    if (parsed.ok) businessName = parsed.name
    else
      fieldErrors.businessName = parsed.problem === 'too-long' ? errors.businessNameTooLong : errors.businessNameControl
  }

  const location = payload.location === undefined || payload.location === '' ? DEFAULT_RANK_LOCATION : payload.location
  if (!isRankLocationId(location)) fieldErrors.location = errors.location
  const device = payload.device === undefined || payload.device === '' ? DEFAULT_RANK_DEVICE : payload.device
  if (!isRankDevice(device)) fieldErrors.device = errors.device

  if (Object.keys(fieldErrors).length > 0 || !domain || !email.success) return { ok: false, fieldErrors }
  return {
    ok: true,
    data: {
      domain,
      email: email.data.email,
      keywords,
      location: location as RankLocationId,
      device: device as RankDevice,
      competitors,
      businessName,
    },
  }
}

/** Competitors as sent: one per line, or a JSON array of strings; absent is none; anything else is refused. */
function competitorList(raw: unknown): string | string[] | null {
  if (raw === undefined || raw === null) return ''
  if (typeof raw === 'string') return raw.length <= 2_000 ? raw : null
  if (Array.isArray(raw) && raw.length <= 20 && raw.every((item) => typeof item === 'string' && item.length <= 300)) {
    return raw as string[]
  }
  return null
}

/** The words for a refused competitor list (the form's and the tracker page's). */
function competitorError(problem: { problem: CompetitorProblem; competitor?: string }): string {
  if (problem.problem === 'too-many') return errors.competitorsTooMany
  if (problem.problem === 'own-domain') return errors.competitorOwn(problem.competitor ?? '')
  return errors.competitorInvalid(problem.competitor ?? '')
}

export type SignupResult =
  | { ok: true; message: string; trackerId: string | null }
  | { ok: false; code: 'validation'; message: string; fieldErrors: Record<string, string> }
  | { ok: false; code: 'too_large' | 'malformed'; message: string }
  | { ok: false; code: 'rate_limited' | 'unavailable' | 'inactive'; message: string; retryAfterSeconds: number }

export type SignupDeps = SubmitDeps & { rankConfig?: RankConfig }

/** Thrown inside the sign-up's transaction to undo it when the mailbox had its share of mails (mailbox.ts). */
class MailboxFull extends Error {}

/** Where the visit came from, for the inbox lead made on confirmation (src/lib/rank-tracker/tracker-lead.ts). */
function attributionOf(payload: Record<string, unknown>, context: SubmitContext, consentVersion: string | null) {
  const parsed = campaignSchema.safeParse(payload)
  const campaign = parsed.success ? parsed.data : {}
  // Without JavaScript the form sends no first touch: the page it was posted from stands in, as for the leads.
  const landingPageUrl = campaign.landingPageUrl ?? pathOfUrl(context.referrer) ?? null
  const referrer = campaign.landingPageUrl ? (campaign.referrer ?? null) : null
  const values = Object.entries({ ...campaign, landingPageUrl, referrer, consentVersion }).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  )
  return values.length ? JSON.stringify(Object.fromEntries(values)) : null
}

/**
 * Stores an unconfirmed tracker and queues its confirmation mail, in one transaction. Bots (honeypot, sent
 * faster than the minimum fill time) get the same answer and nothing is stored. A mailbox gets at most
 * `mailboxMailLimits` mails (an hour, a day), whoever asks: the share is taken in the same transaction, and a
 * sign-up past it is answered exactly like one whose mail went out, with nothing stored (no address can be
 * probed). 503 `inactive` while no SERP provider is configured.
 */
export async function submitTrackerSignup(
  input: unknown,
  context: SubmitContext,
  deps: SignupDeps = {},
): Promise<SignupResult> {
  const rankConfig = deps.rankConfig ?? readRankConfig()
  if (!rankConfig.provider) {
    return { ok: false, code: 'inactive', message: rankSignupCopy.inactive.api, retryAfterSeconds: 86_400 }
  }
  const prepared = prepareSubmission(input, context, deps)
  if (!prepared.ok) return { ok: false, code: prepared.code, message: SHAPE_MESSAGES[prepared.code] }
  const { now, envelope, config } = prepared
  const rateLimited = (retryAfterSeconds: number): SignupResult => ({
    ok: false,
    code: 'rate_limited',
    message: API_MESSAGES.rateLimited,
    retryAfterSeconds,
  })

  return guardStorage(
    async (): Promise<SignupResult> => {
      const { database, secret, limit } = await storageContext(deps, 'rank-signup', prepared)
      const early = await peekRateLimit(database.db, limit)
      if (early.limited) return rateLimited(early.retryAfterSeconds)
      const parsed = parseSignup(envelope.payload)
      if (!parsed.ok) {
        // Invalid attempts count too, so a bot cannot probe the validator at full speed.
        const counted = await database.write((trx) => countAttempt(trx, limit))
        if (counted.limited) return rateLimited(counted.retryAfterSeconds)
        return { ok: false, code: 'validation', message: rankSignupCopy.invalid, fieldErrors: parsed.fieldErrors }
      }
      const bot =
        filled(envelope.honeypot) ||
        verifyToken(envelope.formToken, now.getTime(), secret, config.minFillMs).status === 'too_fast'
      if (bot) {
        const counted = await database.write((trx) => countAttempt(trx, limit))
        if (counted.limited) return rateLimited(counted.retryAfterSeconds)
        logger.info({ transport: context.transport }, 'rank tracker sign-up dropped as spam')
        return { ok: true, message: rankSignupCopy.success, trackerId: null }
      }
      const consentVersion =
        cleanConsentVersion(envelope.consentVersion) ?? cleanConsentVersion(context.defaultConsentVersion)
      const data = parsed.data
      let tracker: TrackerRow
      try {
        tracker = await createTracker(
          database,
          {
            ...data,
            attribution: attributionOf(
              envelope.payload,
              { ...context, referrer: safeReferrer(context.referrer) },
              consentVersion,
            ),
            now,
          },
          async (trx, created) => {
            const counted = await countAttempt(trx, limit)
            if (counted.limited) throw new IpLimited(counted.retryAfterSeconds)
            // The mailbox's share and the mail, with the tracker, in this one transaction.
            const mailbox = mailboxKey(data.email, secret)
            if (!(await takeMailboxShare(trx, database.dialect, mailbox, now))) throw new MailboxFull()
            await enqueueRankMail(trx, created.id, 'confirm', now)
          },
        )
      } catch (error) {
        if (error instanceof IpLimited) return rateLimited(error.retryAfterSeconds)
        if (error instanceof MailboxFull) {
          // Still an attempt of this address (the rolled-back transaction took its count with it).
          const counted = await database.write((trx) => countAttempt(trx, limit))
          if (counted.limited) return rateLimited(counted.retryAfterSeconds)
          logger.info({ transport: context.transport }, 'rank tracker sign-up not stored: the mailbox had its mails')
          return { ok: true, message: rankSignupCopy.success, trackerId: null }
        }
        throw error
      }
      wakeRankMailer()
      logger.info(
        { trackerId: tracker.id, transport: context.transport, keywords: data.keywords.length },
        'rank tracker sign-up stored, confirmation mail queued',
      )
      return { ok: true, message: rankSignupCopy.success, trackerId: tracker.id }
    },
    (retryAfterSeconds) => ({ ok: false, code: 'unavailable', message: API_MESSAGES.unavailable, retryAfterSeconds }),
  )
}

/** Thrown inside the transaction when the per-IP limit is reached by this very attempt. */
class IpLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited')
  }
}

export type ConfirmResult = { ok: true; tracker: TrackerRow; first: boolean } | { ok: false; code: 'expired' }

/**
 * The visitor pressed "Konfirmasi" on the confirmation link: in one transaction holding the tracker's row, confirms
 * within the window and (first time only) queues the mail with the tracker page's address and makes the inbox lead;
 * then wakes the scheduler so the first check starts within seconds. A tracker deleted meanwhile is simply gone
 * ('expired'); a second press changes nothing (first: false).
 */
export async function confirmTrackerSignup(
  database: AppDatabase,
  confirmToken: string,
  now: Date = new Date(),
  rankConfig: RankConfig = readRankConfig(),
): Promise<ConfirmResult> {
  const outcome = await database.write(async (trx) => {
    const confirmed = await confirmTrackerIn(trx, database.dialect, confirmToken, now, rankConfig.confirmWindowMs)
    if (!confirmed?.first) return confirmed && { ...confirmed, lead: null }
    await enqueueRankMail(trx, confirmed.tracker.id, 'tracker-link', now)
    return { ...confirmed, lead: await recordTrackerLeadIn(trx, confirmed.tracker.id, now) }
  })
  if (!outcome) return { ok: false, code: 'expired' }
  if (outcome.first) {
    afterTrackerLead(outcome.lead, outcome.tracker.id)
    wakeRankMailer()
    wakeRankChecks()
    logger.info({ trackerId: outcome.tracker.id }, 'rank tracker confirmed')
  }
  return { ok: true, tracker: outcome.tracker, first: outcome.first }
}

export type ResendResult = 'sent' | 'limited' | 'gone'

/**
 * Mails the tracker page's address again (the page's "Kirim ulang tautan", and the confirmation link once used):
 * the mailbox's share and the queued mail in one transaction holding the tracker's row, so parallel requests
 * never send more than the mailbox's budget. 'gone' when the tracker was deleted or is not confirmed.
 */
export async function resendTrackerLink(
  database: AppDatabase,
  trackerId: string,
  now: Date,
  secret: string,
): Promise<ResendResult> {
  const result = await database.write(async (trx): Promise<ResendResult> => {
    const tracker = await lockTracker(trx, database.dialect, { id: trackerId })
    if (!tracker?.confirmed_at) return 'gone'
    if (!(await takeMailboxShare(trx, database.dialect, mailboxKey(tracker.email, secret), now))) return 'limited'
    await enqueueRankMail(trx, tracker.id, 'tracker-link', now)
    return 'sent'
  })
  if (result === 'sent') wakeRankMailer()
  return result
}

export type ConfirmationView =
  { state: 'pending'; domain: string; keywords: number } | { state: 'confirmed'; domain: string } | { state: 'unknown' }

/**
 * What the confirmation link shows: the button (pending), "already confirmed" with a way to have the tracker
 * page's address mailed again (never the page itself: the link is no key once used), or 404 (unknown, deleted,
 * or unconfirmed past its 48 hours, also before the purge has run).
 */
export async function confirmationView(
  database: AppDatabase,
  confirmToken: string,
  now: Date = new Date(),
  rankConfig: RankConfig = readRankConfig(),
): Promise<ConfirmationView> {
  const tracker = await findTrackerByConfirmToken(database.db, confirmToken, now, rankConfig.confirmWindowMs)
  if (!tracker) return { state: 'unknown' }
  if (tracker.confirmed_at) return { state: 'confirmed', domain: tracker.domain }
  const row = await database.db
    .selectFrom('rank_tracker_keywords')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tracker_id', '=', tracker.id)
    .executeTakeFirst()
  return { state: 'pending', domain: tracker.domain, keywords: Number(row?.count ?? 0) }
}

/**
 * Deletes sign-ups never confirmed within the window (48 hours), with their keywords and queued mails (cascades),
 * as the confirmation mail promises. Run hourly by the server's housekeeping, whether tracking is on or not.
 */
export async function purgeUnconfirmedTrackers(
  database: AppDatabase,
  now: Date,
  windowMs: number = readRankConfig().confirmWindowMs,
): Promise<number> {
  const cutoff = new Date(now.getTime() - windowMs).toISOString()
  const deleted = await database.write((trx) =>
    trx
      .deleteFrom('rank_trackers')
      .where('confirmed_at', 'is', null)
      .where('created_at', '<', cutoff)
      .executeTakeFirst(),
  )
  const count = Number(deleted.numDeletedRows)
  if (count > 0) await database.afterDeletion()
  await purgeMailboxCounts(database, now)
  return count
}
