import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type Kysely } from 'kysely'
import { openDatabase, type AppDatabase } from './client'
import type { Database } from './types'
import { tempDir } from '@/lib/leads/testing/fixtures'

let database: AppDatabase
beforeAll(async () => {
  database = await openDatabase({ dialect: 'sqlite', file: path.join(tempDir('group-commit-'), 'leads.db') })
})
afterAll(async () => {
  await database.destroy()
})

function row(id: string) {
  const now = new Date().toISOString()
  return {
    id,
    kind: 'analysis',
    status: 'new' as const,
    is_spam: 0,
    name: 'A',
    email: `${id}@contoh.id`,
    raw_payload: '{}',
    created_at: now,
    updated_at: now,
  }
}

describe('SQLite group commit', () => {
  it('shares one transaction between concurrent writes, isolating a failing one', async () => {
    const transactions = new Set<Kysely<Database>>()
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        database.write(async (trx) => {
          transactions.add(trx)
          await trx
            .insertInto('leads')
            .values(row(`gc-${index}`))
            .execute()
          if (index === 13) {
            await trx.insertInto('leads').values(row('gc-13-extra')).execute()
            throw new Error('boom')
          }
          return index
        }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(39)
    expect(results[13]).toMatchObject({ status: 'rejected', reason: new Error('boom') })
    expect(transactions.size).toBeLessThan(5)
    const ids = (await database.db.selectFrom('leads').select('id').execute()).map((entry) => entry.id)
    expect(ids).toHaveLength(39)
    expect(ids).not.toContain('gc-13')
    expect(ids).not.toContain('gc-13-extra')
  })

  it('answers nobody when the commit itself fails', async () => {
    const results = await Promise.allSettled([
      database.write((trx) => trx.insertInto('leads').values(row('dup-a')).execute()),
      // Deferred foreign key violation only surfaces at COMMIT.
      database.write(async (trx) => {
        await sql`PRAGMA defer_foreign_keys = ON`.execute(trx)
        await trx
          .insertInto('outbox')
          .values({
            id: 'o1',
            lead_id: 'missing',
            channel: 'email',
            status: 'pending',
            next_attempt_at: 'x',
            created_at: 'x',
          })
          .execute()
      }),
    ])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(await database.db.selectFrom('leads').select('id').where('id', '=', 'dup-a').execute()).toEqual([])
  })
})
