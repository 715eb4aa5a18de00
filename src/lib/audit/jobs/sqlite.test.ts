import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { jobsSuite } from '../testing/jobs-suite'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-jobs-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

jobsSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') }))
