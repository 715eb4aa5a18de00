import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { onShutdown } from '@/lib/shutdown'
import { onAuditFinished } from '@/lib/audit'
import { enabledChannels, readLeadsConfig } from './config'
import { OutboxWorker } from './outbox'
import { setOutboxWakeHandler } from './outbox-signal'

const GLOBAL_KEY = Symbol.for('puncak-digital.leads-runtime')
type RuntimeState = { worker: OutboxWorker | null }
type GlobalWithRuntime = typeof globalThis & { [GLOBAL_KEY]?: RuntimeState }

/**
 * Starts the lead notifications: says in the log which channels are on, and runs the outbox worker (unless
 * LEADS_WORKER=off in this process). Called once per server process by the server runtime (src/lib/runtime).
 */
export function startLeadNotifications(): void {
  const holder = globalThis as GlobalWithRuntime
  if (holder[GLOBAL_KEY]) return
  const state: RuntimeState = { worker: null }
  holder[GLOBAL_KEY] = state
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
