import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { ensureDemoTracker } from './demo'
import { queueWeeklyDigests } from './digest'
import { wakeRankMailer } from './mail-queue'

/** How often the runtime looks whether this week's digests are due (Monday from 07:00 WIB). */
const DIGEST_POLL_MS = 10 * 60_000

const GLOBAL_KEY = Symbol.for('puncak-digital.rank-digest-schedule')
type GlobalWithTimer = typeof globalThis & { [GLOBAL_KEY]?: NodeJS.Timeout }

/**
 * Started by the rank runtime (only where a provider is configured): keeps the demo tracker and queues the weekly
 * digests. Queueing is idempotent per tracker and week, so every instance may run this.
 */
export function startDigestSchedule(getDatabase: () => Promise<AppDatabase>): void {
  const holder = globalThis as GlobalWithTimer
  if (holder[GLOBAL_KEY]) return
  const tick = async () => {
    try {
      const database = await getDatabase()
      const queued = await queueWeeklyDigests(database, new Date())
      if (queued > 0) {
        logger.info({ queued }, 'weekly rank digests queued')
        wakeRankMailer()
      }
    } catch (error) {
      logger.error({ err: error }, 'weekly rank digest scheduling failed')
    }
  }
  void (async () => {
    try {
      await ensureDemoTracker(await getDatabase())
    } catch (error) {
      logger.error({ err: error }, 'rank demo tracker could not be kept')
    }
    await tick()
  })()
  holder[GLOBAL_KEY] = setInterval(() => void tick(), DIGEST_POLL_MS)
  holder[GLOBAL_KEY].unref()
}

export function stopDigestSchedule(): void {
  const holder = globalThis as GlobalWithTimer
  if (holder[GLOBAL_KEY]) clearInterval(holder[GLOBAL_KEY])
  delete holder[GLOBAL_KEY]
}
