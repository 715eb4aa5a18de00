import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { purgeExpiredClicks } from '@/lib/clicks'
import { purgeExpiredLeads, retentionCutoff } from '@/lib/leads'
import { purgeSentRankMail, purgeUnconfirmedTrackers } from '@/lib/rank-tracker'
import { deleteExpiredRateLimits } from '@/lib/server/rate-limit'
import { purgeExpiredVitals } from '@/lib/vitals'

export type HousekeepingResult = {
  rateLimits: number
  leads: number
  clicks: number
  vitals: number
  unconfirmedTrackers: number
  sentTrackerMails: number
}

/**
 * One round of the server's housekeeping: expired rate-limit windows always; with `purgeRetention`, the leads and
 * click counts past the retention period the privacy notice promises (LEADS_RETENTION_MONTHS; 0 keeps them), and
 * the Core Web Vitals days past theirs (13 months, vitalsRetentionMonths in src/content/figures.ts, whatever
 * LEADS_RETENTION_MONTHS says: they hold no personal data and the notice names a fixed period).
 */
export async function runHousekeeping(
  database: AppDatabase,
  now: Date,
  options: { retentionMonths: number; purgeRetention: boolean },
): Promise<HousekeepingResult> {
  const result: HousekeepingResult = {
    rateLimits: 0,
    leads: 0,
    clicks: 0,
    vitals: 0,
    unconfirmedTrackers: 0,
    sentTrackerMails: 0,
  }
  result.rateLimits = await database.write((trx) => deleteExpiredRateLimits(trx, now))
  if (result.rateLimits > 0) logger.debug({ removed: result.rateLimits }, 'expired rate-limit rows removed')
  const { retentionMonths } = options
  if (options.purgeRetention) {
    result.vitals = await purgeExpiredVitals(database, now)
    if (result.vitals > 0) logger.info({ rows: result.vitals }, 'web vitals days past the retention period deleted')
    // Rank tracker sign-ups not confirmed within 48 hours (the confirmation mail says they are deleted then).
    result.unconfirmedTrackers = await purgeUnconfirmedTrackers(database, now)
    if (result.unconfirmedTrackers > 0) {
      logger.info({ trackers: result.unconfirmedTrackers }, 'unconfirmed rank tracker sign-ups deleted')
    }
    // Rows of the tracker mails sent over 30 days ago (a digest a week per tracker would otherwise pile up).
    result.sentTrackerMails = await purgeSentRankMail(database, now)
  }
  if (options.purgeRetention && retentionMonths > 0) {
    const cutoff = retentionCutoff(now, retentionMonths)
    result.leads = await purgeExpiredLeads(database, cutoff)
    if (result.leads > 0)
      logger.info({ purged: result.leads, retentionMonths }, 'leads past the retention period deleted')
    result.clicks = await purgeExpiredClicks(database, cutoff)
    if (result.clicks > 0) {
      logger.info({ clicks: result.clicks, retentionMonths }, 'click counts past the retention period deleted')
    }
  }
  return result
}

const ROUND_MS = 60_000
const RETENTION_EVERY_MS = 60 * 60_000

/**
 * Runs housekeeping every minute and the retention purge every hour (the first one a minute after start), until
 * the returned stop function is called; a round still running when it is called is awaited.
 */
export function scheduleHousekeeping(
  getDatabase: () => Promise<AppDatabase>,
  retentionMonths: number,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  let lastRetention = 0
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    running ??= (async () => {
      const at = now()
      const purgeRetention = at.getTime() - lastRetention >= RETENTION_EVERY_MS
      if (purgeRetention) lastRetention = at.getTime()
      await runHousekeeping(await getDatabase(), at, { retentionMonths, purgeRetention })
    })()
      .catch((error: unknown) => logger.debug({ err: error }, 'housekeeping round failed'))
      .finally(() => (running = null))
  }, ROUND_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
