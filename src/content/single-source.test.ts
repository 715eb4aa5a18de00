import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'
import { figures } from './figures'
import { contentLibrary } from './schema/library'

/**
 * Business figures live in src/content, each defined once; everything that renders text imports them.
 * This guard reads the string literals and JSX text of every folder that renders text and fails on a
 * figure typed again:
 *   - rendering code (app, components, pdf, lib/seo, lib/json-ld) may hold no figure at all;
 *   - content may define a figure as a value of its own (`clients: '500+'`), but never type one inside a
 *     sentence it builds (`'Dipercaya 500+ bisnis'` must interpolate `${figures.clients}`).
 * Comments, imports and class names are not text and are not read.
 */
const root = process.cwd()
const renderingCode = ['src/app', 'src/components', 'src/pdf', 'src/lib/seo.ts', 'src/lib/json-ld.ts']
const contentDir = 'src/content'

type Rule = {
  what: string
  pattern: RegExp
  /** Files where the figure is defined, so it may appear in their prose. */
  homes?: readonly string[]
}

/**
 * The claims themselves ("98%", "24/7", "1x24 jam", "< 2 jam"...), so a retyped claim is caught even where no
 * pattern below would see it. Plain durations ("24 jam", "1 tahun") are left to the patterns: as words they
 * also say other things ("buka 24 jam").
 */
const claimValues: Rule[] = Object.values(figures)
  .map(String)
  .filter((value) => /\d/.test(value) && /[+%/x<]/.test(value))
  .map((value) => ({
    what: `figures value "${value}"`,
    pattern: new RegExp(`(?<![\\w.,/+-])${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w%+])`),
    homes: ['src/content/figures.ts', 'src/content/site.ts'],
  }))

const rules: Rule[] = [
  { what: 'Indonesian phone number', pattern: /(\+62|\b62)[\s-]?8\d{2}|\b08\d{2}[-\s]?\d{3,4}/ },
  { what: 'e-mail address', pattern: /[\w.+-]+@[\w-]+\.(co\.id|id|com)\b/ },
  { what: 'rupiah amount', pattern: /Rp\s?\d/ },
  { what: 'wa.me link', pattern: /wa\.me\//, homes: ['src/content/format.ts'] },
  { what: 'founding year', pattern: /\b(sejak|since)\s+(19|20)\d{2}\b/i },
  { what: 'years of experience', pattern: /\b\d+\+\s*(tahun|years?)\b/i },
  { what: 'count with a plus ("500+")', pattern: /(?<![\w.,])\d+(?:[.,]\d+)?K?\+(?![\w+])/ },
  { what: 'count of cities', pattern: /\b\d+\s+kota\b/i },
  ...claimValues,
]

/** JSX attributes that hold no visitor-facing figure: example input values and class names. */
const ignoredAttributes = new Set(['placeholder', 'className'])

type Literal = {
  text: string
  line: number
  /** Part of a longer sentence, not a value of its own. */ embedded: boolean
}

function literalsOf(file: string): Literal[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Literal[] = []
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isJsxAttribute(node) && ignoredAttributes.has(node.name.getText(source))) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ text: node.text, line: line(node), embedded: false })
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
      found.push({ text: parts.join(' … '), line: line(node), embedded: true })
    } else if (ts.isJsxText(node) && node.text.trim()) {
      found.push({ text: node.text.trim(), line: line(node), embedded: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry)
  if (!statSync(full).isDirectory()) return [full]
  return readdirSync(full).flatMap((name) => {
    const child = path.join(entry, name)
    if (statSync(path.join(root, child)).isDirectory()) return sourceFiles(child)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path.join(root, child)] : []
  })
}

/** Stray figures in the given files; `definitionsAllowed` lets a literal that is only the figure stand. */
function strayFigures(files: readonly string[], definitionsAllowed: boolean): string[] {
  const hits: string[] = []
  for (const file of files) {
    const relative = path.relative(root, file)
    for (const literal of literalsOf(file)) {
      for (const rule of rules) {
        if (rule.homes?.includes(relative)) continue
        const match = rule.pattern.exec(literal.text)
        if (!match) continue
        // A value of its own: nothing but the figure (and digits or signs of it) in the literal.
        const standalone = !literal.embedded && !/\p{L}{2,}/u.test(literal.text.replace(match[0], ''))
        if (definitionsAllowed && standalone) continue
        hits.push(`${relative}:${literal.line} ${rule.what}: ${literal.text.slice(0, 120)}`)
      }
    }
  }
  return hits
}

/**
 * The content files (content/**, the editor's records) are held to the same rules: a figure is quoted with a tag
 * (`{% figure name="clients" /%}`), never typed. Files that define figures and prices, and the fields of a record
 * that define its own ("Angka halaman ini", a city's client count, a case study's results), may hold them.
 */
const definitionFiles = new Set(['content/site/figures.json', 'content/pricing.yaml', 'content/shared.yaml'])
const definitionFields = [/^figures\[\d+\]\.value$/, /^clients$/, /^results\.\w+$/, /^items\[\d+\]\.averageGrowth$/]
const blogFolders = ['content/articles', 'content/authors', 'content/categories']

/**
 * Every quotable figure's value that looks like a claim ("500+", "98%", "4.9/5", "150-300%"), from the content
 * library: the site's, and each page's own ("Angka halaman ini" of the service and specialty pages).
 */
const library = contentLibrary()
const pageFigures = [...library.servicePages.map((entry) => entry.record), ...library.specialtyPages.values()].flatMap(
  (record) => (record.figures ?? []).map((figure) => figure.value),
)
const libraryClaims: Rule[] = [
  ...new Set(
    [...Object.values(library.figures), ...pageFigures]
      .filter((value): value is string => typeof value === 'string')
      .filter((value) => /\d/.test(value) && /[+%/x<]/.test(value) && value.length < 20),
  ),
].map((value) => ({
  what: `figure "${value}"`,
  pattern: new RegExp(`(?<![\\w.,/+-])${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w%+])`),
}))

function contentFiles(dir = 'content'): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const child = path.posix.join(dir, name)
    if (blogFolders.includes(child)) return []
    if (statSync(path.join(root, child)).isDirectory()) return contentFiles(child)
    return /\.(ya?ml|json)$/.test(name) ? [child] : []
  })
}

function contentStrings(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => contentStrings(item, `${at}[${index}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      // A block or choice is stored as { discriminant, value }: its fields are read as the record's.
      contentStrings(item, key === 'value' && 'discriminant' in value ? at : at ? `${at}.${key}` : key),
    )
  return []
}

/** Figures typed into the text of content files (tags removed first: a tag is the right way to quote one). */
function strayInContent(files: readonly { file: string; data: unknown }[]): string[] {
  const hits: string[] = []
  for (const { file, data } of files) {
    if (definitionFiles.has(file)) continue
    for (const { at, text } of contentStrings(data)) {
      if (definitionFields.some((field) => field.test(at))) continue
      const prose = text.replace(/\{%[^%]*%\}/g, ' ')
      const found = new Set(
        [...rules, ...libraryClaims].filter((rule) => rule.pattern.test(prose)).map((rule) => rule.what),
      )
      for (const what of found) hits.push(`${file}: ${at}: ${what}: ${text.slice(0, 100)}`)
    }
  }
  return hits
}

const parseContent = (file: string) => {
  const text = readFileSync(path.join(root, file), 'utf8')
  return { file, data: file.endsWith('.json') ? JSON.parse(text) : parseYaml(text) }
}

describe('single source of truth', () => {
  it('has no figure typed into the text of the content files', () => {
    expect(strayInContent(contentFiles().map(parseContent))).toEqual([])
  })

  it('catches a figure typed into a content file (a "500+" in a FAQ answer)', () => {
    const city = parseContent('content/cities/bandung.yaml')
    const items = (city.data as { faqs: { items: { answer: string }[] } }).faqs.items
    items[1]!.answer = `Kami sudah membantu ${figures.clients} bisnis di seluruh Indonesia.`
    items[2]!.answer = 'Paket mulai Rp 3,5 juta, hubungi 0812-1010-2010.'
    const hits = strayInContent([city])
    expect(hits).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/cities\/bandung\.yaml: faqs\.items\[1\]\.answer: figure "500\+"/),
        expect.stringMatching(/^content\/cities\/bandung\.yaml: faqs\.items\[2\]\.answer: Indonesian phone number/),
        expect.stringMatching(/^content\/cities\/bandung\.yaml: faqs\.items\[2\]\.answer: rupiah amount/),
      ]),
    )
    expect(hits.every((hit) => /faqs\.items\[[12]\]\.answer/.test(hit))).toBe(true)
  })

  it("catches a page's own figure typed into its text (Magento's traffic growth in a FAQ answer)", () => {
    const page = parseContent('content/pages/jasa-seo-magento.yaml')
    const items = (page.data as { faq: { items: { answer: string }[] } }).faq.items
    items[0]!.answer = 'Klien kami umumnya mencatat kenaikan traffic organik 150-300% dalam setengah tahun.'
    expect(strayInContent([page])).toEqual([
      expect.stringMatching(/^content\/pages\/jasa-seo-magento\.yaml: faq\.items\[0\]\.answer: figure "150-300%"/),
    ])
  })

  it('has no business figure typed into code that renders text', () => {
    expect(strayFigures(renderingCode.flatMap(sourceFiles), false)).toEqual([])
  })

  it('has no figure typed inside the sentences content builds', () => {
    expect(strayFigures(sourceFiles(contentDir), true)).toEqual([])
  })

  it('catches the figures it is meant to catch', () => {
    const probe = path.join(mkdtempSync(path.join(tmpdir(), 'single-source-')), 'probe.ts')
    const lines = [
      "export const a = 'Harga mulai Rp 3 juta per bulan'",
      "export const b = 'Dipercaya 500+ bisnis'",
      "export const c = 'Telepon +62 812-1010-2010 atau 0812-1010-2010'",
      "export const d = 'Berpengalaman sejak 2010'",
      "export const e = `Pengalaman 14+ tahun di ${'Jakarta'}`",
      "export const f = 'Kepuasan 98% klien'",
      "export const g = 'Melayani 80 kota'",
      "export const ok = { clients: '500+', phone: '+6281210102010' }",
    ]
    writeFileSync(probe, lines.join('\n'))
    try {
      const asContent = strayFigures([probe], true).map((hit) => hit.split(' ').slice(1).join(' '))
      expect(asContent.join('\n')).toMatch(/rupiah amount/)
      for (const what of [
        'count with a plus',
        'Indonesian phone number',
        'founding year',
        'years of experience',
        'count of cities',
        'figures value "98%"',
      ])
        expect(asContent.join('\n'), what).toContain(what)
      expect(asContent.some((hit) => hit.includes("'500+'") || hit.endsWith(': 500+'))).toBe(false)
      // In rendering code, even a bare value is a second copy.
      expect(strayFigures([probe], false).some((hit) => hit.endsWith(': 500+'))).toBe(true)
    } finally {
      rmSync(path.dirname(probe), { recursive: true })
    }
  })
})
