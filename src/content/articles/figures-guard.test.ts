import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { articleFigures as figures } from './tags'

/**
 * Articles quote business figures through tags ({% figure %}, {% price %}, {% phone %}, …) so a
 * changed price or claim reaches them too. This guard fails when one is typed into an article file.
 * (The same idea as src/content/single-source.test.ts, for content/articles/.)
 */
const claimLiterals = [...new Set(Object.values(figures).map(String))].filter((value) =>
  /\d[+%]|\d\/\d|^\d{4}$/.test(value),
)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const strayPatterns: [string, RegExp][] = [
  ['Indonesian phone number', /(\+62|\b62)\s?8\d{2}|\b08\d{2}[-\s]?\d{3,4}/],
  ['e-mail address', /[\w.+-]+@[\w-]+\.(co\.id|id|com)\b/],
  ['rupiah amount', /Rp\.?\s?\d/i],
  ['amount in juta/ribu', /\d+([.,]\d+)?\s?(juta|ribu|jt|rb)\b/i],
  ['wa.me link', /wa\.me\//],
  ['years of experience', /\d+\+?\s*tahun\s+(pengalaman|berpengalaman)/i],
  ...claimLiterals.map((value): [string, RegExp] => [
    `figure "${value}"`,
    new RegExp(`(^|[^\\w])${escape(value)}(?![\\w])`),
  ]),
]

export function strayFigures(text: string): string[] {
  const hits: string[] = []
  text.split('\n').forEach((line, index) => {
    for (const [what, pattern] of strayPatterns)
      if (pattern.test(line)) hits.push(`line ${index + 1} ${what}: ${line.trim()}`)
  })
  return hits
}

const articlesDir = path.join(process.cwd(), 'content/articles')

describe('figures in articles come from the content records', () => {
  it('catches typed figures (the guard itself works)', () => {
    const kinds = (text: string) => strayFigures(text).map((hit) => hit.split(':')[0]!.replace(/^line \d+ /, ''))
    expect(kinds(`Sudah ${figures.clients} klien sejak ${figures.foundedYear}.`).sort()).toEqual(
      [`figure "${figures.clients}"`, `figure "${figures.foundedYear}"`].sort(),
    )
    expect(kinds('Paket mulai Rp 5.500.000 per bulan')).toEqual(['rupiah amount'])
    expect(kinds('Paket 7,5 juta per bulan')).toEqual(['amount in juta/ribu'])
    expect(kinds('Telepon 0812-3456-7890')).toEqual(['Indonesian phone number'])
    expect(kinds('Tim dengan 14 tahun pengalaman')).toEqual(['years of experience'])
    expect(kinds('Chat di https://wa.me/')).toEqual(['wa.me link'])
    expect(kinds('Paket mulai {% price package="seo-starter" /%}, {% figure name="clients" /%} klien')).toEqual([])
  })

  it('finds none in the article files', () => {
    const hits = readdirSync(articlesDir)
      .filter((name) => name.endsWith('.mdoc'))
      .flatMap((name) =>
        strayFigures(readFileSync(path.join(articlesDir, name), 'utf8')).map((hit) => `${name} ${hit}`),
      )
    expect(hits).toEqual([])
  })
})
