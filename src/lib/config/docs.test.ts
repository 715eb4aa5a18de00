import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { envExample, withReadmeTable } from './docs'

/*
 * .env.example and the README's configuration table come from the setting definitions; after a change there,
 * run `npx tsx scripts/env-docs.ts`.
 */
describe('configuration docs stay in step with the definitions', () => {
  it('.env.example is the generated one', () => {
    expect(readFileSync('.env.example', 'utf8')).toBe(envExample())
  })

  it('the README table is the generated one', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(readme).toBe(withReadmeTable(readme))
  })
})
