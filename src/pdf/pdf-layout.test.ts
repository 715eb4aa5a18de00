/**
 * The downloadable PDFs as a reader gets them: built by the real generator with a public SITE_URL, every
 * page rendered to PNG and read back with poppler-utils. A content edit that leaves a half-empty page,
 * draws lines into each other or prints a local address fails here, not in a visitor's PDF reader.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloads } from '@/content/downloads'
import { guideChapterOrder, seoGuide } from '@/content/seo-guide'
import { site } from '@/content/site'
import { pdfDocuments } from './documents'
import {
  bodyFill,
  documentInfo,
  overlappingLines,
  rawText,
  renderPages,
  textLayout,
  type PdfPage,
} from './testing/inspect-pdf'
import { pageGeometry } from './theme'

const publicUrl = 'https://www.puncakdigital.co.id'
const publicHost = 'www.puncakdigital.co.id'
/** No page but the last of a document may be emptier than this (share of the body height). */
const minimumFill = 0.6

type Built = { file: string; info: Record<string, string>; pages: PdfPage[]; fills: number[]; raw: string }

const outDir = mkdtempSync(path.join(tmpdir(), 'pdf-layout-'))
const built = new Map<string, Built>()
const fileNames = pdfDocuments.map((doc) => doc.download.fileName)

async function inspect(fileName: string): Promise<Built> {
  const file = path.join(outDir, fileName)
  const [info, pages, pngs] = await Promise.all([documentInfo(file), textLayout(file), renderPages(file, outDir)])
  const fills = pngs.map((png) => bodyFill(png, pageGeometry))
  return { file, info, pages, fills, raw: rawText(file) }
}

beforeAll(async () => {
  await promisify(execFile)(
    path.join('node_modules', '.bin', 'tsx'),
    ['scripts/generate-assets.tsx', '--out', outDir],
    { env: { ...process.env, SITE_URL: publicUrl } },
  )
  for (const [fileName, result] of await Promise.all(
    fileNames.map(async (fileName) => [fileName, await inspect(fileName)] as const),
  )) {
    built.set(fileName, result)
  }
}, 240_000)

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const get = (fileName: string) => built.get(fileName)!
const pageText = (page: PdfPage) => page.lines.map((line) => line.text).join(' ')

describe.each(fileNames)('%s', (fileName) => {
  it('carries title, author, subject, keywords and the language id', () => {
    const { info, raw } = get(fileName)
    expect(info.Author).toBe(site.name)
    for (const field of ['Title', 'Subject', 'Keywords']) expect(info[field]?.length ?? 0).toBeGreaterThan(10)
    expect(raw).toMatch(/\/Lang \(id\)/)
  })

  it('prints and links the public site address, never localhost', () => {
    const { pages, raw } = get(fileName)
    const text = pages.map(pageText).join('\n')
    expect(text).toContain(publicHost)
    expect(raw).toContain(`${publicUrl}/analisis-gratis`)
    expect(text).not.toMatch(/localhost|127\.0\.0\.1/)
    expect(raw).not.toMatch(/localhost|127\.0\.0\.1/)
  })

  it(`fills every page but the last to at least ${minimumFill * 100} %`, () => {
    const { fills } = get(fileName)
    expect(fills.length).toBeGreaterThan(1)
    const underfilled = fills
      .slice(0, -1)
      .map((fill, index) => ({ page: index + 1, fill: Math.round(fill * 100) }))
      .filter(({ fill }) => fill < minimumFill * 100)
    expect(underfilled, `fill per page: ${fills.map((fill) => Math.round(fill * 100)).join(', ')} %`).toEqual([])
  })

  it('draws no text line into another', () => {
    const overlaps = get(fileName).pages.flatMap((page) =>
      overlappingLines(page).map(([a, b]) => `page ${page.number}: "${a.text}" / "${b.text}"`),
    )
    expect(overlaps).toEqual([])
  })
})

describe('the set of PDFs', () => {
  it('builds every download the site links to', () => {
    expect([...fileNames].sort()).toEqual(
      Object.values(downloads)
        .map((download) => download.fileName)
        .sort(),
    )
  })

  it('gives every document its cover and real content', () => {
    expect(get(downloads.companyProfile.fileName).pages.length).toBeGreaterThanOrEqual(6)
    expect(get(downloads.portfolio.fileName).pages.length).toBeGreaterThanOrEqual(6)
    expect(get(downloads.seoGuide.fileName).pages.length).toBeGreaterThanOrEqual(12)
  })
})

describe('the layout checks themselves', () => {
  it('measure a real fill and find lines drawn into each other', () => {
    const fills = fileNames.flatMap((fileName) => get(fileName).fills)
    expect(Math.min(...fills)).toBeGreaterThan(0)
    expect(Math.min(...fills)).toBeLessThan(1)
    const line = { text: 'Riset Kata Kunci: Bicara dengan Bahasa', xMin: 52, xMax: 400, yMin: 100, yMax: 125.2 }
    const second = { ...line, text: 'Pelanggan', xMax: 160, yMin: 115.75, yMax: 140.95 }
    expect(overlappingLines({ number: 1, width: 595, height: 842, lines: [line, second] })).toHaveLength(1)
    expect(
      overlappingLines({ number: 1, width: 595, height: 842, lines: [line, { ...second, yMin: 125, yMax: 150.2 }] }),
    ).toHaveLength(0)
  })
})

describe('SEO guide', () => {
  const guidePdf = () => get(downloads.seoGuide.fileName)
  /** Text of the page body, without the running header and footer. */
  const bodyText = (page: PdfPage) =>
    page.lines
      .filter((line) => line.yMin >= pageGeometry.marginTop - 1 && line.yMax <= pageGeometry.footerTop)
      .map((line) => line.text)
      .join(' ')
  const plain = (text: string) => text.replace(/[\u201c\u201d]/g, '"')

  it('has at least 3,000 words of guide content', () => {
    const words = guideText()
      .join(' ')
      .split(/\s+/)
      .filter((word) => /[\p{L}\d]/u.test(word))
    expect(words.length).toBeGreaterThanOrEqual(3000)
  })

  it('lists every chapter in the contents with the page its heading is on', () => {
    const { pages } = guidePdf()
    const contents = pages[1]!
    // The page number sits on the title's row, at the right; pdftotext may or may not join the two.
    const pageOf = (title: string) => {
      const line = contents.lines.find((candidate) => candidate.text.startsWith(title))
      expect(line, `"${title}" in the table of contents`).toBeDefined()
      const rightmost = contents.lines
        .filter((candidate) => Math.abs(candidate.yMin - line!.yMin) < 2)
        .sort((a, b) => b.xMax - a.xMax)[0]!
      return Number(/(?:^|\s)(\d+)$/.exec(rightmost.text)?.[1])
    }
    for (const title of [seoGuide.printableChecklist.title, ...seoGuide.chapters.map((chapter) => chapter.title)]) {
      const page = pageOf(title)
      expect(plain(bodyText(pages[page - 1]!)), `"${title}" on page ${page}`).toContain(title)
      for (const earlier of pages.slice(2, page - 1)) expect(bodyText(earlier)).not.toContain(title)
    }
  })

  it('puts the printable checklist on a page of its own, after the contents', () => {
    const checklistPage = guidePdf().pages[2]!
    expect(bodyText(checklistPage)).toContain(seoGuide.printableChecklist.title)
    for (const group of seoGuide.printableChecklist.groups) expect(bodyText(checklistPage)).toContain(group.title)
    expect(bodyText(checklistPage)).toContain(`${publicHost}/analisis-gratis`)
    expect(bodyText(guidePdf().pages[3]!)).toContain(seoGuide.chapters[0]!.title)
  })

  it('ends with the call to the free analysis on the public site', () => {
    const last = guidePdf().pages.at(-1)!
    const cta = seoGuide.chapters.at(-1)!.blocks.at(-1)!
    expect(cta.kind).toBe('analysisCta')
    expect(bodyText(last)).toContain(`${publicHost}/analisis-gratis`)
    expect(guidePdf().raw).toContain(`${publicUrl}/analisis-gratis`)
  })

  it('keeps its example titles and descriptions within the lengths it recommends', () => {
    const examples = seoGuide.chapters.flatMap((chapter) =>
      chapter.blocks.flatMap((block) => (block.kind === 'searchResult' ? [block] : [])),
    )
    expect(examples.length).toBeGreaterThan(0)
    for (const example of examples) {
      expect(example.title.length).toBeGreaterThanOrEqual(50)
      expect(example.title.length).toBeLessThanOrEqual(60)
      expect(example.description.length).toBeGreaterThanOrEqual(150)
      expect(example.description.length).toBeLessThanOrEqual(160)
    }
  })

  it('numbers its chapters in the order the text refers to them', () => {
    expect(seoGuide.chapters.map((chapter) => chapter.id)).toEqual(guideChapterOrder)
  })
})

/** Every sentence a reader of the guide reads, from the content record. */
function guideText(): string[] {
  const strings: string[] = []
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value)
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') {
      // Ids, block kinds and URL paths are not read.
      for (const [key, item] of Object.entries(value)) if (!['id', 'kind', 'path'].includes(key)) collect(item)
    }
  }
  collect([seoGuide.howToUse, seoGuide.chapters, seoGuide.printableChecklist])
  return strings
}
