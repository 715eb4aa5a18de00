import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { runAuditCli } from './cli'
import { findJobByToken } from './jobs/store'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-cli-'))
const file = path.join(dir, 'leads.db')
const saved = process.env.DATABASE_URL
process.env.DATABASE_URL = `file:${file}`
afterAll(() => {
  process.env.DATABASE_URL = saved
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('scripts/audit.ts', () => {
  it('queues one job per URL in the configured database and prints each token as a JSON line', async () => {
    const lines: string[] = []
    expect(
      await runAuditCli(['enqueue', 'https://contoh.id/', 'http://127.0.0.1:22/'], (line) => lines.push(line)),
    ).toBe(0)
    const jobs = lines.map((line) => JSON.parse(line) as { token: string; path: string; status: string })
    expect(jobs.map((job) => job.status)).toEqual(['pending', 'blocked'])
    const database = await openDatabase({ dialect: 'sqlite', file })
    try {
      expect((await findJobByToken(database.db, jobs[0]!.token))?.url).toBe('https://contoh.id/')
    } finally {
      await database.destroy()
    }
  })

  it('explains its usage when the arguments are wrong', async () => {
    const lines: string[] = []
    expect(await runAuditCli(['hapus', 'https://contoh.id/'], (line) => lines.push(line))).toBe(2)
    expect(lines.join('\n')).toContain('audit enqueue <url>...')
  })
})
