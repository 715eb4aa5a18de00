import 'server-only'
import type { Server } from 'node:http'
import { describeDatabase, resolveDatabaseConfig } from '@/lib/db/config'
import { closeDatabase, getDatabase } from '@/lib/db/client'
import { reportDatabaseError } from '@/lib/db/health'
import { recordStart } from '@/lib/db/settings'
import { logger } from '@/lib/log'
import { installShutdownSignals, onShutdown } from '@/lib/shutdown'
import { enabledChannels, readLeadsConfig } from './config'
import { OutboxWorker } from './outbox'
import { onAuditFinished } from '@/lib/audit/jobs/signal'
import { setOutboxWakeHandler } from './outbox-signal'
import { installPeerAddressHook, servingHttpServers } from './peer-address'
import { serverSecret } from './secret'

const GLOBAL_KEY = Symbol.for('puncak-digital.leads-runtime')
type RuntimeState = { worker: OutboxWorker | null }
type GlobalWithRuntime = typeof globalThis & { [GLOBAL_KEY]?: RuntimeState }

/** How long requests in flight may take to finish once the server stops taking new ones. */
const HTTP_DRAIN_MS = 10_000

/** Stop accepting connections, let requests in flight finish, then cut what is left. */
async function drainHttp(servers: Server[]): Promise<void> {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (!server.listening) return resolve()
          const timer = setTimeout(() => {
            server.closeAllConnections()
            resolve()
          }, HTTP_DRAIN_MS)
          server.close(() => {
            clearTimeout(timer)
            resolve()
          })
          server.closeIdleConnections()
        }),
    ),
  )
}

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

/**
 * Started once per server process from src/instrumentation.ts (Node runtime only), and by the standalone lead
 * server in tests. Installs the peer-address hook, the shutdown hooks (HTTP drain, outbox, database), checks the
 * database and starts the outbox worker.
 */
export async function startLeadsRuntime(): Promise<void> {
  const holder = globalThis as GlobalWithRuntime
  if (holder[GLOBAL_KEY]) return
  const state: RuntimeState = { worker: null }
  holder[GLOBAL_KEY] = state
  installPeerAddressHook()
  installShutdownSignals()
  onShutdown('http', 'drain HTTP servers', () => drainHttp(servingHttpServers()))
  onShutdown('database', 'close lead database', () => closeDatabase())
  if (process.env.NEXT_RUNTIME && !process.env.NEXT_MANUAL_SIG_HANDLE) {
    logger.warn(
      'NEXT_MANUAL_SIG_HANDLE is not set: next start exits on SIGTERM without waiting for the outbox (use npm start)',
    )
  }

  await prepareDatabase()

  const config = readLeadsConfig()
  const channels = enabledChannels(config)
  if (channels.length === 0) {
    logger.warn(
      'lead notifications are off (set SMTP_URL and LEADS_NOTIFY_TO, and/or LEADS_WEBHOOK_URL); leads are still stored',
    )
  } else {
    logger.info({ channels }, 'lead notifications on')
  }
  if (!config.worker.enabled) {
    logger.info('outbox worker disabled in this process (LEADS_WORKER=off)')
    return
  }
  const worker = new OutboxWorker({ getDatabase, config })
  state.worker = worker
  setOutboxWakeHandler(() => worker.wake())
  // A finished audit releases its lead's held notification (see AUDIT_WAIT_MS): send it now, not at the next poll.
  const stopListening = onAuditFinished(() => worker.wake())
  onShutdown('worker', 'stop outbox worker', async () => {
    stopListening()
    setOutboxWakeHandler(undefined)
    await worker.stop()
  })
  worker.start()
}
