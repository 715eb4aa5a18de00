import path from 'node:path'
import { openDatabase } from '@/lib/db/client'
import { hostileInputSuite } from './testing/hostile-suite'
import { storageSuite } from './testing/storage-suite'
import { tempDir } from './testing/fixtures'

const dir = tempDir('leads-sqlite-')
const open = () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') })
storageSuite('SQLite', open)
hostileInputSuite('SQLite', open)
