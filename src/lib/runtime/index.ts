import 'server-only'
import { startAuditRuntime } from '@/lib/audit'
import { describeDatabase, resolveDatabaseConfig } from '@/lib/db/config'
import { closeDatabase, getDatabase } from '@/lib/db/client'
import { reportDatabaseError } from '@/lib/db/health'
import { recordStart } from '@/lib/db/settings'
import { drainHttpServers, installHttpDrainTracking } from '@/lib/http-drain'
import { readLeadsConfig, startLeadNotifications } from '@/lib/leads'
import { checkSignupBuild, startRankRuntime, stopRankRuntime } from '@/lib/rank-tracker'
import { logger } from '@/lib/log'
import { installPeerAddressHook } from '@/lib/server/peer-address'
import { serverSecret } from '@/lib/server/secret'
import { installShutdownSignals, onShutdown } from '@/lib/shutdown'
import { scheduleHousekeeping } from './housekeeping'

/*
 * What runs in a server process besides answering requests: the hooks every request relies on, the database
 * check, the lead notifications' outbox worker, the audit worker and the housekeeping (rate-limit windows,
 * retention purges). Features provide their workers; this module alone decides what starts and in what order.
 */

const GLOBAL_KEY = Symbol.for('puncak-digital.server-runtime')
type GlobalWithRuntime = typeof globalThis & { [GLOBAL_KEY]?: true }

/** How long requests in flight may take to finish once the server stops taking new ones. */
const HTTP_DRAIN_MS = 10_000

/**
 * Opens the database and proves it takes writes (a read-only one is reported once, and the health check says
 * 503), and settles the shared form-token secret. Never throws: the site serves pages whatever the database does.
 */
async function prepareDatabase(): Promise<void> {
  const database = describeDatabase(resolveDatabaseConfig())
  try {
    const handle = await getDatabase()
    await recordStart(handle)
    await serverSecret(process.env, handle)
    logger.info({ database }, 'lead database ready')
  } catch (error) {
    // Busy, read-only and unreachable are logged once by lib/db/health; anything else here.
    if (!reportDatabaseError(error)) {
      logger.error({ err: error, database }, 'lead database unavailable at start; will retry on demand')
    }
  }
}

export type ServerRuntimeOptions = {
  /** The audit worker (off in the standalone lead server that tests and `npm run bench:api` drive). */
  audit?: boolean
  /** The daily rank checks (off in the standalone lead server too). */
  rankTracker?: boolean
}

/**
 * Started once per server process from src/instrumentation.ts (Node runtime only), and by the standalone lead
 * server in tests. Installs the peer-address hook and the shutdown hooks (HTTP drain, workers, database), checks
 * the database, then starts the workers and the housekeeping.
 */
export async function startServerRuntime(options: ServerRuntimeOptions = {}): Promise<void> {
  const holder = globalThis as GlobalWithRuntime
  if (holder[GLOBAL_KEY]) return
  holder[GLOBAL_KEY] = true
  installPeerAddressHook()
  installHttpDrainTracking()
  installShutdownSignals()
  onShutdown('http', 'drain HTTP servers', () => drainHttpServers(HTTP_DRAIN_MS))
  onShutdown('database', 'close lead database', () => closeDatabase())
  if (process.env.NEXT_RUNTIME && !process.env.NEXT_MANUAL_SIG_HANDLE) {
    logger.warn(
      'NEXT_MANUAL_SIG_HANDLE is not set: next start exits on SIGTERM without waiting for the outbox (use npm start)',
    )
  }
  await prepareDatabase()
  startLeadNotifications()
  const stopHousekeeping = scheduleHousekeeping(getDatabase, readLeadsConfig().retentionMonths)
  onShutdown('worker', 'stop housekeeping', stopHousekeeping)
  if (options.audit !== false) await startAuditRuntime()
  // Checks rankings only when SERP_PROVIDER is set; otherwise it starts nothing.
  if (options.rankTracker !== false) {
    startRankRuntime()
    onShutdown('worker', 'stop rank checks', () => stopRankRuntime())
    // The sign-up form is fixed when the site is built: a build and a server that disagree are an error.
    checkSignupBuild()
  }
}
