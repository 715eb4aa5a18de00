import 'server-only'
import http from 'node:http'
import https from 'node:https'
import { describeDatabase, resolveDatabaseConfig } from '@/lib/db/config'
import { getDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { attachPeerAddress } from './client-ip'
import { enabledChannels, readLeadsConfig } from './config'
import { OutboxWorker } from './outbox'
import { setOutboxWakeHandler } from './outbox-signal'

const GLOBAL_KEY = Symbol.for('puncak-digital.leads-runtime')
type RuntimeState = { worker: OutboxWorker | null }
type GlobalWithRuntime = typeof globalThis & { [GLOBAL_KEY]?: RuntimeState }

/**
 * Route handlers and server actions cannot see the TCP socket, so every incoming request gets the peer address
 * in an internal header (overwriting whatever a client sent). Patched on the prototype: it also covers the
 * server `next start` created before instrumentation ran.
 */
function installPeerAddressHook(): void {
  for (const Server of [http.Server, https.Server]) {
    type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean
    const prototype = Server.prototype as unknown as { emit: Emit }
    const original = prototype.emit
    prototype.emit = function emit(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') attachPeerAddress(args[0] as http.IncomingMessage)
      return original.call(this, event, ...args)
    }
  }
}

/** Started once per server process from src/instrumentation.ts (Node runtime only). */
export async function startLeadsRuntime(): Promise<void> {
  const holder = globalThis as GlobalWithRuntime
  if (holder[GLOBAL_KEY]) return
  const state: RuntimeState = { worker: null }
  holder[GLOBAL_KEY] = state
  installPeerAddressHook()

  const config = readLeadsConfig()
  const database = describeDatabase(resolveDatabaseConfig())
  try {
    // Migrations run here, before the first request; if the database is down the site still serves pages
    // and the first submission (or the next worker cycle) retries the connection.
    await getDatabase()
    logger.info({ database }, 'lead database ready')
  } catch (error) {
    logger.error({ err: error, database }, 'lead database unavailable at start; will retry on demand')
  }

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
  worker.start()
}
