import 'server-only'
import { getDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { readAuditConfig } from './config'
import { setAuditWakeHandler } from './jobs/signal'
import { AuditWorker } from './jobs/worker'

const GLOBAL_KEY = Symbol.for('puncak-digital.audit-runtime')
type GlobalWithRuntime = typeof globalThis & { [GLOBAL_KEY]?: { worker: AuditWorker | null } }

/** Started once per server process from src/instrumentation.ts, after the lead runtime (which migrates). */
export async function startAuditRuntime(): Promise<void> {
  const holder = globalThis as GlobalWithRuntime
  if (holder[GLOBAL_KEY]) return
  const state: { worker: AuditWorker | null } = { worker: null }
  holder[GLOBAL_KEY] = state
  const config = readAuditConfig()
  if (config.allowHosts.size > 0) {
    logger.warn(
      { allowHosts: [...config.allowHosts] },
      'AUDIT_ALLOW_HOSTS is set: the SEO audit may fetch these loopback host:port pairs. For tests only; never set it in production',
    )
  }
  if (config.rejectedAllowHosts.length > 0) {
    logger.error(
      { rejected: config.rejectedAllowHosts },
      'AUDIT_ALLOW_HOSTS entries ignored: only loopback host:port pairs are accepted',
    )
  }
  if (!config.worker.enabled) {
    logger.info('audit worker disabled in this process (AUDIT_WORKER=off)')
    return
  }
  const worker = new AuditWorker({ getDatabase, config })
  state.worker = worker
  setAuditWakeHandler(() => worker.wake())
  worker.start()
  logger.info({ concurrency: config.worker.concurrency }, 'audit worker started')
}
