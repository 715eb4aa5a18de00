import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { compareSuite } from './testing/compare-suite'
import { leaseSuite } from './testing/lease-suite'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-lease-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

leaseSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') }))

compareSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'compare.db') }))
