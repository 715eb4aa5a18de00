import 'server-only'
import { getDatabase, type AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { readRankConfig } from './config'
import { startDigestSchedule, stopDigestSchedule } from './digest-schedule'
import { createProvider } from './providers'
import { RankScheduler, runDueChecks, type RunSummary } from './scheduler'
import { startRankMailer, stopRankMailer } from './signup-mail'

const GLOBAL_KEY = Symbol.for('puncak-digital.rank-runtime')
type State = { scheduler: RankScheduler | null }
type GlobalWithRuntime = typeof globalThis & { [GLOBAL_KEY]?: State }

/**
 * Starts the rank scheduler once per server process (for src/lib/runtime). Without SERP_PROVIDER it starts
 * nothing: no timer, no query, no request.
 */
export function startRankRuntime(): void {
  const holder = globalThis as GlobalWithRuntime
  if (holder[GLOBAL_KEY]) return
  const state: State = { scheduler: null }
  holder[GLOBAL_KEY] = state
  const config = readRankConfig()
  if (config.rejectedBaseUrl) {
    logger.error(
      { value: config.rejectedBaseUrl },
      'SERP_API_BASE_URL ignored: only a loopback http://127.0.0.1:PORT (tests) is accepted',
    )
  } else if (config.baseUrl) {
    logger.warn(
      { baseUrl: config.baseUrl },
      'SERP_API_BASE_URL is set: rank checks go to this loopback fake provider. For tests only; never set it in production',
    )
  }
  const provider = createProvider(config)
  if (!provider) {
    logger.info('rank tracker off (SERP_PROVIDER unset)')
    return
  }
  const scheduler = new RankScheduler({ getDatabase, provider, config })
  state.scheduler = scheduler
  scheduler.start()
  // Visitor mails (sign-up confirmation, tracker link) go out only where tracking is on, as sign-ups do.
  startRankMailer(getDatabase)
  // The demo tracker and the weekly digest (Monday morning WIB), likewise only where tracking is on.
  startDigestSchedule(getDatabase)
  logger.info({ provider: provider.name, budget: config.dailyBudget }, 'rank scheduler started')
}

/** A tracker was confirmed or edited: check it within seconds instead of at the next planning round. */
export function wakeRankChecks(): void {
  ;(globalThis as GlobalWithRuntime)[GLOBAL_KEY]?.scheduler?.wake()
}

export async function stopRankRuntime(): Promise<void> {
  await (globalThis as GlobalWithRuntime)[GLOBAL_KEY]?.scheduler?.stop()
  stopDigestSchedule()
  await stopRankMailer()
}

/**
 * `npm run leads -- rank run-due`: plans today and runs every due check now with the configured provider, next to
 * any running scheduler (queries are leased). Null when SERP_PROVIDER is unset.
 */
export async function runDueChecksNow(database: AppDatabase): Promise<RunSummary | null> {
  const config = readRankConfig()
  const provider = createProvider(config)
  if (!provider) return null
  return runDueChecks({ database, provider, config })
}
