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

export type RateLimitResult = { limited: boolean; retryAfterSeconds: number; count: number }

/**
 * Counts one attempt and says whether the subject is over `limit` per minute (sliding window approximated from
 * the current and previous one-minute buckets). State lives in the database, so it holds across instances.
 * Works inside a transaction (pass the transaction as `db`).
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  options: { scope: string; ip: string | null; limit: number; now: Date; secret: string },
): Promise<RateLimitResult> {
  const { scope, limit, now, secret } = options
  if (limit <= 0) return { limited: false, retryAfterSeconds: 0, count: 0 }
  const subject = rateLimitSubject(options.ip)
  const nowMs = now.getTime()
  const bucket = Math.floor(nowMs / WINDOW_MS)
  const currentKey = bucketKey(secret, scope, subject, bucket)
  const previousKey = bucketKey(secret, scope, subject, bucket - 1)

  const row = await db
    .insertInto('rate_limits')
    .values({ key: currentKey, count: 1, expires_at: new Date((bucket + 2) * WINDOW_MS).toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow()
  const previous = await db.selectFrom('rate_limits').select('count').where('key', '=', previousKey).executeTakeFirst()

  const elapsed = (nowMs - bucket * WINDOW_MS) / WINDOW_MS
  const count = Number(row.count)
  const estimate = Number(previous?.count ?? 0) * (1 - elapsed) + count
  const retryAfterSeconds = Math.max(1, Math.ceil((1 - elapsed) * (WINDOW_MS / 1000)))
  return { limited: estimate > limit, retryAfterSeconds, count }
}

export async function deleteExpiredRateLimits(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('expires_at', '<', now.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
