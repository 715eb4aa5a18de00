import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { retryDelayMs, type RankConfig } from './config'
import { getRankLocation, isRankDevice } from './locations'
import { nextPage, pageHolding, pageOf, pageSizes, parseProgress, resolve, type Progress, type Target } from './paging'
import { queueDayAlerts } from './alerts'
import { localPackValue } from './local-pack'
import { ProviderError, type OrganicResult, type SerpProvider } from './providers'
import { wakeRankMailer } from './mail-queue'
import {
  failQuery,
  finishQuery,
  lockTrackersForResults,
  previousDayPages,
  queryTargets,
  releaseQuery,
  reserveRequests,
  returnRequests,
  saveProgress,
  type NewResult,
  type QueryRow,
  type SitePosition,
} from './queries'

export type CheckOutcome =
  | { status: 'done'; requests: number; results: number }
  | { status: 'error'; requests: number; error: ProviderError; retryAt: Date | null }
  | { status: 'budget'; requests: number }
  | { status: 'lost'; requests: number }

export type CheckContext = {
  database: AppDatabase
  provider: SerpProvider
  config: RankConfig
  workerId: string
  now: () => Date
  signal: AbortSignal
}

/**
 * Runs one claimed query: asks the provider for pages until every tracked domain sharing the query is found or
 * the top 100 is exhausted (paging.ts), storing each page as it comes (a retry never pays for it again), then
 * writes every sharing tracker keyword's result. An answer that is not a readable page is an error: the query is
 * retried later and nothing is written, so a failure never reads as "not ranked". A definite "no results" (the
 * search has none, or they end before the page asked) is an answer: what was not found is outside the top 100.
 */
export async function runQuery(context: CheckContext, query: QueryRow): Promise<CheckOutcome> {
  const { database, provider, config } = context
  const held = { id: query.id, workerId: context.workerId, day: query.day }
  const location = getRankLocation(query.location)
  const [targets, yesterday] = await Promise.all([
    queryTargets(database.db, query),
    previousDayPages(database.db, query),
  ])
  const progress: Progress = parseProgress(query.pages)
  // Pages not fetched today count what they held yesterday (docs/rank-tracker.md, "Positions").
  const before = parseProgress(yesterday)
  const sizes = pageSizes(before)
  // Every site sought on this query: the trackers' own and their competitors', each once (a competitor is just
  // another sharing domain: paging stops when all are found, and starts where each ranked last).
  const sites = targets.flatMap((target) => [
    { domain: target.domain, lastPosition: target.lastPosition },
    ...target.competitors.map((competitor) => ({ domain: competitor.domain, lastPosition: competitor.lastPosition })),
  ])
  const domains: Target[] = [...new Set(sites.map((site) => site.domain))].map((domain) => {
    // The page each domain ranked on last: where yesterday's pages held it, else from its last position (several
    // trackers of one domain share it: the best of theirs).
    const positions = sites
      .filter((site) => site.domain === domain && site.lastPosition !== null)
      .map((site) => site.lastPosition!)
    if (positions.length === 0) return { domain, hintPage: null }
    return { domain, hintPage: pageHolding(before, domain) ?? pageOf(Math.min(...positions)) }
  })
  // A tracker following the 3-pack has page 1 fetched today, whatever page the sites ranked on.
  const localPack = targets.some((target) => target.businessName !== null)
  let requests = 0
  if (!location) {
    const error = new ProviderError('malformed', `unknown location ${query.location}`)
    await failQuery(database, held, error.message, null)
    return { status: 'error', requests, error, retryAt: null }
  }
  const device = isRankDevice(query.device) ? query.device : 'desktop'
  for (;;) {
    const open = domains.filter((target) => resolve(progress, target.domain, sizes).status === 'unknown')
    const sought = open.map((target) => target.domain)
    const stopsOnMatch = provider.stopsOnMatch?.(sought) ?? false
    const page = nextPage(progress, domains, { paging: provider.paging, stopsOnMatch, localPack }, sizes)
    if (page === null) break
    // Depth paging reserves every page it may crawl, then gives back what the provider did not bill.
    const units = provider.paging === 'depth' ? page : 1
    if (!(await reserveRequests(database, query.day, units, config.dailyBudget))) {
      await releaseQuery(database, held, 'daily request budget spent', context.now())
      return { status: 'budget', requests }
    }
    let billed = units
    try {
      const fetched = await provider.fetch(
        { query: query.query, location, device, page, targets: sought },
        context.signal,
      )
      billed = Math.min(units, Math.max(0, fetched.billed ?? units))
      if (provider.paging === 'depth') {
        // One answer holds pages 1..N: it replaces what an earlier, shallower answer held.
        progress.pages = {}
        progress.crawled = Math.max(progress.crawled ?? 0, fetched.billed ?? page)
      }
      for (const [number, results] of fetched.pages) progress.pages[number] = results
      if (fetched.lastPage !== null) {
        progress.end = progress.end === null ? fetched.lastPage : Math.min(progress.end, fetched.lastPage)
      }
      if (fetched.localPack !== undefined) progress.localPack = fetched.localPack
    } catch (caught) {
      const error =
        caught instanceof ProviderError ? caught : new ProviderError('network', (caught as Error)?.message ?? 'failed')
      // What was paid for stays paid; what the provider says it did not bill goes back to the budget.
      billed = Math.min(units, error.billed ?? units)
      await returnRequests(database, query.day, units - billed)
      requests += billed
      await saveProgress(database, held, JSON.stringify(progress), billed, context.now(), config.leaseMs)
      if (context.signal.aborted) {
        // Shutdown, not the provider's fault: hand the query back without counting the run.
        await releaseQuery(database, held, 'interrupted by shutdown', context.now())
        return { status: 'lost', requests }
      }
      const attempts = query.attempts
      const now = context.now()
      let retryAt: Date | null = null
      if (attempts < config.maxAttempts) {
        const wait =
          error.retryAfterMs !== null
            ? Math.min(error.retryAfterMs, config.maxRetryAfterMs)
            : retryDelayMs(attempts, config)
        retryAt = new Date(now.getTime() + wait)
      }
      await failQuery(database, held, `${error.kind}: ${error.message}`, retryAt)
      if (retryAt === null) {
        // Given up for the day: the trackers waiting on it are done without it, and get their other alerts.
        const trackerIds = [...new Set(targets.map((target) => target.trackerId))]
        const alerted = await database.write(async (trx) => {
          await lockTrackersForResults(trx, database.dialect, trackerIds)
          return queueDayAlerts(trx, trackerIds, query.day, context.now())
        })
        if (alerted) wakeRankMailer()
      }
      return { status: 'error', requests, error, retryAt }
    }
    await returnRequests(database, query.day, units - billed)
    requests += billed
    if (!(await saveProgress(database, held, JSON.stringify(progress), billed, context.now(), config.leaseMs))) {
      return { status: 'lost', requests }
    }
  }
  const positionOf = (domain: string): SitePosition & { above: OrganicResult[] } => {
    const resolution = resolve(progress, domain, sizes)
    // Unknown after the last request (a depth provider skipping ranks): nothing more can be asked; absent.
    if (resolution.status !== 'found') {
      return {
        position: null,
        url: null,
        featured: false,
        above: resolution.status === 'unknown' ? [] : resolution.above,
      }
    }
    return {
      position: resolution.position,
      url: resolution.url,
      featured: resolution.featured,
      above: resolution.above,
    }
  }
  const results: NewResult[] = targets.map((target) => {
    const own = positionOf(target.domain)
    return {
      keywordId: target.keywordId,
      trackerId: target.trackerId,
      position: own.position,
      url: own.url,
      featured: own.featured,
      above: JSON.stringify(own.above),
      localPack:
        target.businessName === null
          ? null
          : localPackValue(progress.localPack, { name: target.businessName, domain: target.domain }),
      competitors: target.competitors.map((competitor) => {
        const { position, url, featured } = positionOf(competitor.domain)
        return { competitorId: competitor.id, position, url, featured }
      }),
    }
  })
  const trackerIds = [...new Set(targets.map((target) => target.trackerId))]
  let alerted = false
  // The day's alerts of every tracker whose last keyword this was, in the same transaction (alerts.ts).
  const finished = await finishQuery(database, held, results, context.now(), async (trx) => {
    alerted = await queueDayAlerts(trx, trackerIds, query.day, context.now())
  })
  if (alerted) wakeRankMailer()
  return finished ? { status: 'done', requests, results: results.length } : { status: 'lost', requests }
}
