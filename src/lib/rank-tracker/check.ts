import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { retryDelayMs, type RankConfig } from './config'
import { getRankLocation, isRankDevice } from './locations'
import { nextPage, pageOf, parseProgress, resolve, type Progress, type Target } from './paging'
import { ProviderError, type SerpProvider } from './providers'
import {
  failQuery,
  finishQuery,
  queryTargets,
  releaseQuery,
  reserveRequests,
  saveProgress,
  type NewResult,
  type QueryRow,
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
 * writes every sharing tracker keyword's result. Any page that is not a readable, non-empty list of results is
 * an error: the query is retried later and nothing is written, so a failure never reads as "not ranked".
 */
export async function runQuery(context: CheckContext, query: QueryRow): Promise<CheckOutcome> {
  const { database, provider, config } = context
  const held = { id: query.id, workerId: context.workerId, day: query.day }
  const location = getRankLocation(query.location)
  const targets = await queryTargets(database.db, query)
  const progress: Progress = parseProgress(query.pages)
  const domains: Target[] = [...new Set(targets.map((target) => target.domain))].map((domain) => {
    // The page each domain ranked on last; several trackers of one domain share it (the best of theirs).
    const positions = targets
      .filter((target) => target.domain === domain && target.lastPosition !== null)
      .map((target) => target.lastPosition!)
    return { domain, hintPage: positions.length ? pageOf(Math.min(...positions)) : null }
  })
  let requests = 0
  if (!location) {
    const error = new ProviderError('malformed', `unknown location ${query.location}`)
    await failQuery(database, held, error.message, null)
    return { status: 'error', requests, error, retryAt: null }
  }
  const device = isRankDevice(query.device) ? query.device : 'desktop'
  for (;;) {
    const page = nextPage(progress, domains, provider.paging)
    if (page === null) break
    // Depth paging bills every page up to the one asked for.
    const units = provider.paging === 'depth' ? page : 1
    if (!(await reserveRequests(database, query.day, units, config.dailyBudget))) {
      await releaseQuery(database, held, 'daily request budget spent', context.now())
      return { status: 'budget', requests }
    }
    requests += units
    try {
      const fetched = await provider.fetch({ query: query.query, location, device, page }, context.signal)
      for (const [number, results] of fetched.pages) progress.pages[number] = results
      if (fetched.hasMore === false) {
        const last = Math.max(...fetched.pages.keys())
        progress.end = progress.end === null ? last : Math.min(progress.end, last)
      }
    } catch (caught) {
      if (context.signal.aborted) {
        // Shutdown, not the provider's fault: hand the query back without counting the run.
        await saveProgress(database, held, JSON.stringify(progress), units, context.now(), config.leaseMs)
        await releaseQuery(database, held, 'interrupted by shutdown', context.now())
        return { status: 'lost', requests }
      }
      const error =
        caught instanceof ProviderError ? caught : new ProviderError('network', (caught as Error)?.message ?? 'failed')
      // What was paid for stays paid: record the spent request with the pages so far.
      await saveProgress(database, held, JSON.stringify(progress), units, context.now(), config.leaseMs)
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
      return { status: 'error', requests, error, retryAt }
    }
    if (!(await saveProgress(database, held, JSON.stringify(progress), units, context.now(), config.leaseMs))) {
      return { status: 'lost', requests }
    }
  }
  const results: NewResult[] = targets.map((target) => {
    const resolution = resolve(progress, target.domain)
    const found = resolution.status === 'found' ? resolution : null
    // Unknown after the last request (a depth provider skipping ranks): nothing more can be asked; absent.
    const above = resolution.status === 'unknown' ? [] : resolution.above
    return {
      keywordId: target.keywordId,
      trackerId: target.trackerId,
      position: found?.position ?? null,
      url: found?.url ?? null,
      above: JSON.stringify(above),
    }
  })
  const finished = await finishQuery(database, held, results, context.now())
  return finished ? { status: 'done', requests, results: results.length } : { status: 'lost', requests }
}
