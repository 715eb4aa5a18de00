import 'server-only'
import { createHmac } from 'node:crypto'
import { isIP } from 'node:net'
import { sql, type Kysely } from 'kysely'
import type { Database } from '@/lib/db/types'

const WINDOW_MS = 60_000

/** IPv6 visitors usually own a whole /64, so the limit applies per /64 rather than per address. */
export function rateLimitSubject(ip: string | null): string {
  if (!ip) return 'unknown'
  if (isIP(ip) !== 6) return ip
  const [head = '', tail = ''] = ip.split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const missing = 8 - headParts.length - tailParts.length
  const full = ip.includes('::') ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts] : headParts
  return `${full
    .slice(0, 4)
    .map((part) => part.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

function bucketKey(secret: string, scope: string, subject: string, bucket: number): string {
  // Keyed hash: the table never holds an IP, and without the secret the keys cannot be reversed by brute force.
  return createHmac('sha256', secret).update(`${scope}|${subject}|${bucket}`).digest('base64url').slice(0, 32)
}

export type RateLimitOptions = { scope: string; ip: string | null; limit: number; now: Date; secret: string }
export type RateLimitResult = { limited: boolean; retryAfterSeconds: number }

/*
 * Sliding window approximated from two one-minute buckets: at a fraction `elapsed` into the current minute, the
 * attempts counted are previous × (1 − elapsed) + current. An attempt is accepted when that estimate plus one
 * stays within the limit. Only accepted attempts are counted: a refused (429) one never extends the wait.
 */

/** Would one more attempt fit, at `elapsed` (0..1) into the current minute? */
function fits(previous: number, current: number, elapsed: number, limit: number): boolean {
  return previous * (1 - elapsed) + current + 1 <= limit + 1e-9
}

/**
 * Seconds until one more attempt fits, assuming nothing else is accepted meanwhile: later in this minute as the
 * previous minute's share fades, or else in the next minute, when this minute's count becomes the fading one.
 */
export function secondsUntilAllowed(previous: number, current: number, elapsed: number, limit: number): number {
  const windowSeconds = WINDOW_MS / 1000
  let at: number // moment, in minutes from the current bucket's start
  if (fits(previous, current, elapsed, limit)) return 0
  if (current + 1 <= limit && previous > 0) {
    at = 1 - (limit - current - 1) / previous // within this minute, once the previous share is small enough
  } else {
    at = 1 + Math.max(0, 1 - (limit - 1) / current) // next minute: current × (1 − e) + 1 ≤ limit
  }
  // Floating point: 20.000000001 s is 20 s.
  return Math.max(1, Math.ceil((at - elapsed) * windowSeconds - 1e-6))
}

function window(now: Date) {
  const nowMs = now.getTime()
  const bucket = Math.floor(nowMs / WINDOW_MS)
  return { bucket, elapsed: (nowMs - bucket * WINDOW_MS) / WINDOW_MS }
}

async function counts(db: Kysely<Database>, keys: { current: string; previous: string }) {
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'count'])
    .where('key', 'in', [keys.current, keys.previous])
    .execute()
  const of = (key: string) => Number(rows.find((row) => row.key === key)?.count ?? 0)
  return { current: of(keys.current), previous: of(keys.previous) }
}

function keysFor(options: RateLimitOptions, bucket: number) {
  const subject = rateLimitSubject(options.ip)
  return {
    current: bucketKey(options.secret, options.scope, subject, bucket),
    previous: bucketKey(options.secret, options.scope, subject, bucket - 1),
  }
}

/** Read-only check before any real work: would this attempt be refused? Counts nothing. */
export async function peekRateLimit(db: Kysely<Database>, options: RateLimitOptions): Promise<RateLimitResult> {
  if (options.limit <= 0) return { limited: false, retryAfterSeconds: 0 }
  const { bucket, elapsed } = window(options.now)
  const { current, previous } = await counts(db, keysFor(options, bucket))
  const wait = secondsUntilAllowed(previous, current, elapsed, options.limit)
  return { limited: wait > 0, retryAfterSeconds: wait }
}

/**
 * Counts one attempt if it fits, inside the caller's transaction (state lives in the database, so the limit holds
 * across instances). The increment comes first: on PostgreSQL it locks the counter row, so concurrent attempts
 * from one client are decided one after another. An attempt that does not fit is taken back out.
 */
export async function countAttempt(trx: Kysely<Database>, options: RateLimitOptions): Promise<RateLimitResult> {
  if (options.limit <= 0) return { limited: false, retryAfterSeconds: 0 }
  const { bucket, elapsed } = window(options.now)
  const keys = keysFor(options, bucket)
  await trx
    .insertInto('rate_limits')
    .values({ key: keys.current, count: 1, expires_at: new Date((bucket + 2) * WINDOW_MS).toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .execute()
  const { current, previous } = await counts(trx, keys)
  const before = current - 1
  if (fits(previous, before, elapsed, options.limit)) return { limited: false, retryAfterSeconds: 0 }
  await trx
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', keys.current)
    .execute()
  return { limited: true, retryAfterSeconds: secondsUntilAllowed(previous, before, elapsed, options.limit) }
}

export async function deleteExpiredRateLimits(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('expires_at', '<', now.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
