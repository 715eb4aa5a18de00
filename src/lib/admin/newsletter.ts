import 'server-only'
import type { Kysely } from 'kysely'
import type { AppDatabase } from '@/lib/db/client'
import { toIso, type Database } from '@/lib/db/types'
import { toCsv } from '@/lib/server/csv'
import { containsText } from './sql-text-search'

/** Newsletter subscribers for admins: list with search (keyset pages, newest first), export, removal. */

const SUBSCRIBER_PAGE_SIZE = 50
/** Longest search text accepted; longer input is cut (an e-mail address is at most 254 characters). */
export const SUBSCRIBER_SEARCH_MAX = 254

export type Subscriber = {
  id: string
  email: string
  consentVersion: string | null
  consentAt: string | null
  sourcePage: string | null
  createdAt: string
}

export type SubscriberQuery = { q?: string; before?: { createdAt: string; id: string } | null }

export type SubscriberPage = {
  subscribers: Subscriber[]
  next: { createdAt: string; id: string } | null
  total: number
}

function search(db: Kysely<Database>, q: string | undefined) {
  let select = db.selectFrom('newsletter_subscribers')
  const needle = q?.trim().toLowerCase().slice(0, SUBSCRIBER_SEARCH_MAX)
  if (needle) select = select.where(containsText('email', needle))
  return select
}

export async function listSubscribers(db: Kysely<Database>, query: SubscriberQuery = {}): Promise<SubscriberPage> {
  let select = search(db, query.q).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (query.before) {
    const { createdAt, id } = query.before
    select = select.where((eb) =>
      eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]),
    )
  }
  const [rows, count] = await Promise.all([
    select.limit(SUBSCRIBER_PAGE_SIZE + 1).execute(),
    search(db, query.q)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  const subscribers = rows.slice(0, SUBSCRIBER_PAGE_SIZE).map((row): Subscriber => ({
    id: row.id,
    email: row.email,
    consentVersion: row.consent_version,
    consentAt: toIso(row.consent_at),
    sourcePage: row.source_page,
    createdAt: toIso(row.created_at),
  }))
  const last = subscribers.at(-1)
  return {
    subscribers,
    next: rows.length > SUBSCRIBER_PAGE_SIZE && last ? { createdAt: last.createdAt, id: last.id } : null,
    total: Number(count.count),
  }
}

/** Every subscriber matching the search, oldest first, as CSV (the project's formula-safe CSV with BOM). */
export async function subscribersCsv(db: Kysely<Database>, q?: string): Promise<{ csv: string; count: number }> {
  const rows = await search(db, q).selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute()
  const header = ['Email', 'Terdaftar (UTC)', 'Versi kebijakan privasi', 'Waktu persetujuan (UTC)', 'Halaman']
  const body = rows.map((row) => [
    row.email,
    toIso(row.created_at),
    row.consent_version ?? '',
    toIso(row.consent_at) ?? '',
    row.source_page ?? '',
  ])
  return { csv: toCsv([header, ...body]), count: rows.length }
}

/** Removes one subscriber; returns the removed address (for the confirmation) or null when it was already gone. */
export async function removeSubscriber(database: AppDatabase, id: string): Promise<string | null> {
  const removed = await database.write((trx) =>
    trx.deleteFrom('newsletter_subscribers').where('id', '=', id).returning('email').executeTakeFirst(),
  )
  if (removed) await database.afterDeletion()
  return removed?.email ?? null
}
