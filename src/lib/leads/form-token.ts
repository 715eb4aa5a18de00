import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { MIN_FILL_SECONDS } from './schema'

/** Tokens older than this are ignored (tab left open overnight), not treated as spam. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`form-token:${body}`).digest('base64url')
}

/** "v1.<issued ms>.<nonce>.<hmac>": the signed moment the visitor started filling the form. */
export function issueToken(nowMs: number, secret: string): string {
  const body = `v1.${nowMs}.${randomBytes(9).toString('base64url')}`
  return `${body}.${sign(body, secret)}`
}

export type TokenVerdict =
  /** No usable token (no JavaScript, forged, expired): rely on honeypot and rate limit. */
  | { status: 'absent' | 'invalid' | 'expired' }
  | { status: 'too_fast'; elapsedMs: number }
  | { status: 'ok'; elapsedMs: number }

/** `minFillMs`: LEADS_MIN_FILL_MS from the leads config (default MIN_FILL_SECONDS). */
export function verifyToken(
  token: unknown,
  nowMs: number,
  secret: string,
  minFillMs: number = MIN_FILL_SECONDS * 1000,
): TokenVerdict {
  if (typeof token !== 'string' || token === '') return { status: 'absent' }
  const parts = token.split('.')
  if (parts.length !== 4 || parts[0] !== 'v1' || token.length > 200) return { status: 'invalid' }
  const body = parts.slice(0, 3).join('.')
  const expected = Buffer.from(sign(body, secret))
  const actual = Buffer.from(parts[3]!)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { status: 'invalid' }
  const issued = Number(parts[1])
  if (!Number.isSafeInteger(issued)) return { status: 'invalid' }
  const elapsedMs = nowMs - issued
  // Allow small clock skew between instances; a token "from the future" beyond that is not ours.
  if (elapsedMs < -5000) return { status: 'invalid' }
  if (elapsedMs > MAX_AGE_MS) return { status: 'expired' }
  if (elapsedMs < minFillMs) return { status: 'too_fast', elapsedMs }
  return { status: 'ok', elapsedMs }
}
