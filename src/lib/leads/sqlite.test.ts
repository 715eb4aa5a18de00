import path from 'node:path'
import { openDatabase } from '@/lib/db/client'
import { storageSuite } from './testing/storage-suite'
import { tempDir } from './testing/fixtures'

const dir = tempDir('leads-sqlite-')
storageSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') }))
