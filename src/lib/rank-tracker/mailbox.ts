import 'server-only'
import { createHmac } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import type { Database } from '@/lib/db/types'
import { uuidv7 } from '@/lib/server/ids'
import { mailboxMailLimits } from '@/content/figures'

/*
 * A mailbox is not a target (issue 40): the confirmation mails of sign-ups and the tracker links mailed again on
 * request go to one mailbox at most `mailboxMailLimits.perHour` times an hour and `perDay` times a day, whoever
 * asks and however (`budi+1@…`, `Budi@…`, `b.u.d.i@gmail.com` are one mailbox). The share is taken in the
 * transaction that queues the mail, under a lock per mailbox, so parallel requests cannot pass the caps.
 */

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address delivers to: lower case, without a `+tag`, and for Gmail (googlemail.com is the same
 * service) without the dots Gmail ignores. "B.udi+promo@GoogleMail.com" → "budi@gmail.com".
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1).replace(/\.+$/, '')
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com'
    local = local.replace(/\./g, '')
  }
  return `${local}@${domain}`
}

/** What is stored to count a mailbox's mails: an HMAC with the server secret, never the address. */
export function mailboxKey(email: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`rank-mailbox:${mailboxOf(email)}`)
    .digest('base64url')
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * Takes one mail from the mailbox's budget inside the caller's transaction (which then queues the mail): false,
 * and nothing written, when the mailbox had its share of the last hour or day. SQLite runs write transactions one
 * at a time; on PostgreSQL a transaction-scoped advisory lock per mailbox makes the count and the insert of one
 * mailbox run one after another.
 */
export async function takeMailboxShare(
  trx: Kysely<Database>,
  dialect: AppDatabase['dialect'],
  mailbox: string,
  now: Date,
): Promise<boolean> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`rank-mailbox:${mailbox}`}, 0))`.execute(trx)
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString()
  const row = await trx
    .selectFrom('rank_mailbox_mails')
    .select((eb) => [
      eb.fn.countAll<number>().as('day'),
      eb.fn.sum<number>(eb.case().when('created_at', '>=', hourAgo).then(1).else(0).end()).as('hour'),
    ])
    .where('mailbox', '=', mailbox)
    .where('created_at', '>=', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirst()
  if (Number(row?.day ?? 0) >= mailboxMailLimits.perDay || Number(row?.hour ?? 0) >= mailboxMailLimits.perHour) {
    return false
  }
  await trx
    .insertInto('rank_mailbox_mails')
    .values({ id: uuidv7(now.getTime()), mailbox, created_at: now.toISOString() })
    .execute()
  return true
}

/** Deletes the counts older than a day (run with the hourly purge of unconfirmed sign-ups). */
export async function purgeMailboxCounts(database: AppDatabase, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DAY_MS).toISOString()
  const deleted = await database.write((trx) =>
    trx.deleteFrom('rank_mailbox_mails').where('created_at', '<', cutoff).executeTakeFirst(),
  )
  return Number(deleted.numDeletedRows)
}
