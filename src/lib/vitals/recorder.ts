import 'server-only'
import type { AppDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { MinuteLimiter } from '@/lib/server/minute-limiter'
import { wibDate } from '@/lib/server/wib'
import type { Beacon } from './beacon'
import { addToHistogram, bucketOf, METRICS, rate } from './metrics'
import { aggregateKey, mergeDailyAggregates, type DailyAggregate } from './repository'

export type VitalsRecorderOptions = {
  getDatabase: () => Promise<AppDatabase>
  /** Beacons counted per client IP (IPv6: per /64) per clock minute; 0 turns the limit off. */
  limitPerMinute: number
  /** How long beacons are summed in memory before one write. */
  flushMs?: number
  now?: () => number
}

/** Rows waiting beyond this are dropped (logged): a stuck database must not grow the process without end. */
const MAX_PENDING_ROWS = 20_000
/** A visitor does not open more pages than this in a minute; NAT and carrier-grade NAT share an address. */
export const DEFAULT_VITALS_LIMIT_PER_MINUTE = 60

/**
 * Sums beacons in memory into the day's histograms and writes them together once a second, so a thousand beacons
 * a second cost a few dozen row updates, not a thousand inserts. The endpoint answers before anything is written;
 * a failed write (locked, read-only or unreachable database) drops that batch and logs it, nothing is retried.
 *
 * The per-IP limit lives in this process's memory only and is forgotten every minute: the IP is never stored.
 */
export class VitalsRecorder {
  private pending = new Map<string, DailyAggregate>()
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<void> = Promise.resolve()
  private readonly limiter: MinuteLimiter

  constructor(private readonly options: VitalsRecorderOptions) {
    this.limiter = new MinuteLimiter(options.limitPerMinute, 'vitals', () => this.now())
  }

  private now(): number {
    return this.options.now?.() ?? Date.now()
  }

  /** Adds one page view's values under `page`; false when over the limit or the queue is full (not counted). */
  record(beacon: Beacon, page: string, ip: string | null): boolean {
    if (!this.limiter.admit(ip)) return false
    if (this.pending.size + METRICS.length > MAX_PENDING_ROWS) {
      logger.warn({ pending: this.pending.size }, 'vitals queue full; beacon dropped')
      return false
    }
    const day = wibDate(new Date(this.now()))
    for (const metric of METRICS) {
      const value = beacon.values[metric]
      if (value === undefined) continue
      const key = aggregateKey({ day, page, device: beacon.device, metric })
      let row = this.pending.get(key)
      if (!row) {
        row = {
          day,
          page,
          device: beacon.device,
          metric,
          views: 0,
          good: 0,
          needsImprovement: 0,
          poor: 0,
          histogram: new Map(),
          targets: new Map(),
          context: new Map(),
        }
        this.pending.set(key, row)
      }
      row.views += 1
      row[rate(metric, value)] += 1
      addToHistogram(row.histogram, bucketOf(metric, value))
      const target =
        metric === 'LCP'
          ? beacon.lcpElement
          : metric === 'INP' && beacon.inpTarget
            ? `${beacon.inpTarget}${beacon.inpEvent ? ` (${beacon.inpEvent})` : ''}`
            : null
      if (target) row.targets.set(target, (row.targets.get(target) ?? 0) + 1)
      if (beacon.navigation)
        row.context.set(`nav:${beacon.navigation}`, (row.context.get(`nav:${beacon.navigation}`) ?? 0) + 1)
      if (beacon.connection)
        row.context.set(`ect:${beacon.connection}`, (row.context.get(`ect:${beacon.connection}`) ?? 0) + 1)
    }
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? 1000)
    this.timer.unref?.()
    return true
  }

  /** Writes everything summed so far (also on shutdown); resolves once written or dropped, never rejects. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const batch = [...this.pending.values()]
    this.pending = new Map()
    // One write at a time, in order: a slow write is not overtaken by the next batch.
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return
      try {
        await mergeDailyAggregates(await this.options.getDatabase(), batch)
      } catch (error) {
        const views = batch.reduce((sum, row) => sum + row.views, 0)
        logger.warn({ err: error, rows: batch.length, values: views }, 'vitals not stored; batch dropped')
      }
    })
    return this.flushing
  }
}
