import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Business figures live in src/content; UI code imports them. This guard fails when a phone number,
 * an e-mail address or a rupiah amount is typed into app/ or components/ directly.
 */
const uiDirs = ['src/app', 'src/components']
const strayPatterns: [string, RegExp][] = [
  ['Indonesian phone number', /(\+62|\b62)\s?8\d{2}|\b08\d{2}[-\s]?\d{3,4}/],
  ['e-mail address', /[\w.+-]+@[\w-]+\.(co\.id|id|com)\b/],
  ['rupiah amount', /Rp\s?\d/],
  ['wa.me link', /wa\.me\//],
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

describe('single source of truth', () => {
  it('has no phone numbers, e-mails, rupiah amounts or chat links typed into UI code', () => {
    const hits: string[] = []
    for (const file of uiDirs.flatMap((dir) => sourceFiles(path.join(process.cwd(), dir)))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [what, pattern] of strayPatterns) {
            if (pattern.test(line) && !line.includes('placeholder='))
              hits.push(`${path.relative(process.cwd(), file)}:${index + 1} ${what}: ${line.trim()}`)
          }
        })
    }
    expect(hits).toEqual([])
  })
})
