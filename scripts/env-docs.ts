/**
 * Writes `.env.example` and the README's configuration table from src/lib/config/settings.ts:
 *   npx tsx scripts/env-docs.ts
 * (src/lib/config/docs.test.ts fails when either is out of step with the definitions.)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { envExample, withReadmeTable } from '../src/lib/config/docs'

writeFileSync('.env.example', envExample())
writeFileSync('README.md', withReadmeTable(readFileSync('README.md', 'utf8')))
console.log('wrote .env.example and the README configuration table')
