import 'server-only'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import { toIso, type Database } from '@/lib/db/types'
import { uuidv7 } from '@/lib/server/ids'
import { recordCoalescedEvent, type StaffAction } from './audit-log'

/**
 * The staff login throttles (issue 34): per account and per client address, for the password step and the code
 * step, each its own budget of LOGIN_MAX_FAILURES failures in LOGIN_WINDOW_MS. An account's count starts over
 * after its last successful login.
 *
 * Every attempt is reserved before anything is checked: one transaction, holding a lock per key (SQLite: the
 * write lock, BEGIN IMMEDIATE; PostgreSQL: an advisory lock per key), counts the key's failed and pending
 * attempts and, below the limit, writes a pending row per key. Parallel requests therefore queue on the lock and
 * at most LOGIN_MAX_FAILURES of them ever reach scrypt or the TOTP check. Then at most one check per account runs
 * at a time (the reserved attempts take turns), so a success that starts the account's count over cannot let
 * checks already running slip past the limit. A failure keeps its rows for the window; a right password that
 * only opens the code step, or a setup step, releases them; a login leaves an `ok` mark on the account.
 */

export const LOGIN_MAX_FAILURES = 5
const LOGIN_WINDOW_MS = 15 * 60 * 1000

export type ThrottleStep = 'password' | 'code'
type Scope = 'account' | 'ip'
type Key = { scope: Scope; subject: string }

/** A check whose process died is counted as a failure and no longer holds the account's turn after this. */
const TURN_LEASE_MS = 30_000
/** How long a reserved attempt waits for its turn before it gives up (429 with a short Retry-After). */
const TURN_WAIT_MS = 20_000
const TURN_POLL_MS = 15

type Settlement = 'failed' | 'released' | 'login'

export type Attempt = {
  /** Records the outcome once: `failed` counts toward the limit, `released` never happened, `login` resets. */
  settle: (outcome: Settlement) => Promise<void>
}

export type Reservation = { ok: true; attempt: Attempt } | { ok: false; blockedUntil: Date }

const iso = (at: Date | number) => new Date(at).toISOString()

async function lockKeys(trx: Kysely<Database>, database: AppDatabase, keys: Key[]): Promise<void> {
  // SQLite: the transaction already holds the database's write lock. PostgreSQL: a lock per key, always taken in
  // the same order so two attempts sharing both keys cannot deadlock.
  if (database.dialect !== 'postgres') return
  const names = keys.map((key) => `staff-login:${key.scope}:${key.subject}`).sort()
  for (const name of names) await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx)
}

/** When the key opens again, or null if one more attempt fits in its budget. */
async function keyBlockedUntil(trx: Kysely<Database>, key: Key, step: ThrottleStep, now: Date): Promise<Date | null> {
  const windowStart = iso(now.getTime() - LOGIN_WINDOW_MS)
  let since = windowStart
  if (key.scope === 'account') {
    const ok = await trx
      .selectFrom('staff_login_attempts')
      .select(sql<Date | string | null>`max(created_at)`.as('at'))
      .where('scope', '=', 'account')
      .where('subject', '=', key.subject)
      .where('state', '=', 'ok')
      .where('created_at', '>', windowStart)
      .executeTakeFirst()
    if (ok?.at) since = toIso(ok.at)
  }
  // Pending attempts count whatever happened since they were reserved; failures only after the last login.
  const rows = await trx
    .selectFrom('staff_login_attempts')
    .select('created_at')
    .where('scope', '=', key.scope)
    .where('subject', '=', key.subject)
    .where('step', '=', step)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'pending'), eb('created_at', '>', windowStart)]),
        eb.and([eb('state', '=', 'failed'), eb('created_at', '>', since)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(LOGIN_MAX_FAILURES)
    .execute()
  if (rows.length < LOGIN_MAX_FAILURES) return null
  return new Date(new Date(toIso(rows[LOGIN_MAX_FAILURES - 1]!.created_at)).getTime() + LOGIN_WINDOW_MS)
}

/**
 * Reserves one attempt of `step` for the account and the address (either may be missing), or says until when
 * they are held. A refusal is written to the audit log as `refusedAction`, coalesced per subject and window.
 * Once reserved, resolves only when it is this account's turn to be checked.
 */
export async function reserveAttempt(
  database: AppDatabase,
  input: { step: ThrottleStep; account: string | null; ip: string | null; refusedAction: StaffAction | null },
  now: Date = new Date(),
): Promise<Reservation> {
  const keys: Key[] = []
  if (input.ip) keys.push({ scope: 'ip', subject: input.ip })
  if (input.account) keys.push({ scope: 'account', subject: input.account })
  const id = uuidv7()
  const windowStart = iso(now.getTime() - LOGIN_WINDOW_MS)

  const refusal = await database.write(async (trx) => {
    await lockKeys(trx, database, keys)
    let blocked: { key: Key; until: Date } | null = null
    for (const key of keys) {
      // Rows older than the window no longer count: each key keeps at most a window's worth.
      await trx
        .deleteFrom('staff_login_attempts')
        .where('scope', '=', key.scope)
        .where('subject', '=', key.subject)
        .where('created_at', '<=', windowStart)
        .execute()
      const until = await keyBlockedUntil(trx, key, input.step, now)
      // The account decides what the audit row is about when both are held.
      if (until && (!blocked || key.scope === 'account')) blocked = { key, until }
    }
    if (blocked) {
      if (input.refusedAction) {
        await recordCoalescedEvent(trx, {
          action: input.refusedAction,
          subject: blocked.key.scope === 'account' ? blocked.key.subject : null,
          ip: input.ip,
          by: blocked.key.scope === 'account' ? 'subject' : 'ip',
          windowMs: LOGIN_WINDOW_MS,
          at: now,
        })
      }
      return blocked.until
    }
    if (keys.length > 0) {
      await trx
        .insertInto('staff_login_attempts')
        .values(
          keys.map((key) => ({
            id,
            scope: key.scope,
            subject: key.subject,
            step: input.step,
            state: 'pending' as const,
            created_at: iso(now),
            started_at: null,
          })),
        )
        .execute()
    }
    return null
  })
  if (refusal) return { ok: false, blockedUntil: refusal }

  let settled = false
  const attempt: Attempt = {
    async settle(outcome) {
      if (settled) return
      settled = true
      await settleAttempt(database, id, input.account, outcome, now)
    },
  }
  if (input.account && !(await waitForTurn(database, id, input.account))) {
    await attempt.settle('released')
    return { ok: false, blockedUntil: new Date(Date.now() + 5_000) }
  }
  return { ok: true, attempt }
}

/** Waits until no other check of this account is running, then marks this one as running. */
async function waitForTurn(database: AppDatabase, id: string, account: string): Promise<boolean> {
  const deadline = Date.now() + TURN_WAIT_MS
  const running = (db: Kysely<Database>) =>
    db
      .selectFrom('staff_login_attempts')
      .select('id')
      .where('scope', '=', 'account')
      .where('subject', '=', account)
      .where('state', '=', 'pending')
      .where('started_at', 'is not', null)
      .where('started_at', '>', iso(Date.now() - TURN_LEASE_MS))
      .where('id', '!=', id)
      .limit(1)
      .executeTakeFirst()
  for (;;) {
    // A plain read first: only a free account takes the lock and tries to start.
    if (!(await running(database.db))) {
      const started = await database.write(async (trx) => {
        await lockKeys(trx, database, [{ scope: 'account', subject: account }])
        if (await running(trx)) return false
        await trx
          .updateTable('staff_login_attempts')
          .set({ started_at: iso(Date.now()) })
          .where('id', '=', id)
          .where('scope', '=', 'account')
          .execute()
        return true
      })
      if (started) return true
    }
    if (Date.now() > deadline) return false
    await sleep(TURN_POLL_MS)
  }
}

async function settleAttempt(
  database: AppDatabase,
  id: string,
  account: string | null,
  outcome: Settlement,
  reservedAt: Date,
): Promise<void> {
  // A failure counts from when it was known: after a login that finished while it was being checked.
  const at = iso(Math.max(Date.now(), reservedAt.getTime()))
  await database.write(async (trx) => {
    if (outcome === 'failed') {
      await trx
        .updateTable('staff_login_attempts')
        .set({ state: 'failed', created_at: at })
        .where('id', '=', id)
        .execute()
      return
    }
    await trx.deleteFrom('staff_login_attempts').where('id', '=', id).execute()
    if (outcome === 'login' && account) {
      await trx
        .insertInto('staff_login_attempts')
        .values({
          id,
          scope: 'account',
          subject: account,
          step: 'login',
          state: 'ok',
          created_at: at,
          started_at: null,
        })
        .execute()
    }
  })
}

/** Runs `check` as one reserved attempt; an error on the way counts as a failure (nothing proved the guess wrong). */
export async function withAttempt<T>(attempt: Attempt, check: () => Promise<T>): Promise<T> {
  try {
    return await check()
  } finally {
    await attempt.settle('failed')
  }
}
