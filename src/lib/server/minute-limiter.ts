import 'server-only'
import { logger } from '@/lib/log'
import { rateLimitSubject } from './rate-limit'

/** Distinct clients tracked per minute; past it, new clients are not admitted this minute (logged once). */
const MAX_SUBJECTS = 100_000

/**
 * A per-client limit per clock minute held in this process's memory only (the click and vitals beacons): the IP is
 * reduced to its rate-limit subject (IPv6: its /64), never stored, and everything is forgotten when the minute
 * turns. Behind several instances each applies it on its own.
 */
export class MinuteLimiter {
  private minute = -1
  private counts = new Map<string, number>()
  private overflowLogged = false

  /** `limit` per client per minute (0 turns it off); `name` says in the log which limiter filled up. */
  constructor(
    private readonly limit: number,
    private readonly name: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** False when this client is over its limit this minute, or too many clients were seen this minute. */
  admit(ip: string | null): boolean {
    if (this.limit <= 0) return true
    const minute = Math.floor(this.now() / 60_000)
    if (minute !== this.minute) {
      this.minute = minute
      this.counts.clear()
      this.overflowLogged = false
    }
    const subject = rateLimitSubject(ip)
    const count = this.counts.get(subject) ?? 0
    if (count === 0 && this.counts.size >= MAX_SUBJECTS) {
      if (!this.overflowLogged) logger.warn({ subjects: MAX_SUBJECTS }, `${this.name} limiter full this minute`)
      this.overflowLogged = true
      return false
    }
    if (count >= this.limit) return false
    this.counts.set(subject, count + 1)
    return true
  }
}
