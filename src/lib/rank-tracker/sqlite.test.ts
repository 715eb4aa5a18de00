import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { openDatabase } from '@/lib/db/client'
import { renderRankPdf } from '@/pdf/rank-report'
import { textLayout } from '@/pdf/testing/inspect-pdf'
import { compareSuite } from './testing/compare-suite'
import { leaseSuite } from './testing/lease-suite'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-lease-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

leaseSuite('SQLite', () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'leads.db') }))

compareSuite(
  'SQLite',
  () => openDatabase({ dialect: 'sqlite', file: path.join(dir, 'compare.db') }),
  undefined,
  async (report, now) => {
    const file = path.join(dir, 'laporan.pdf')
    fs.writeFileSync(file, await renderRankPdf(report, now))
    return (await textLayout(file)).flatMap((page) => page.lines.map((line) => line.text)).join('\n')
  },
)
