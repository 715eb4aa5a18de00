import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '@/lib/db/types'

/** Leads still waiting for a first contact (spam not counted): the number in the inbox header. */
export async function countNewLeads(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'new')
    .where('is_spam', '=', 0)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
