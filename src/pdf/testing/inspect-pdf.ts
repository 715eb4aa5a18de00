/**
 * Looks at a built PDF the way a reader does, with poppler-utils (scripts/ensure-system.sh installs them):
 * every page rendered to PNG, every text line with its bounding box, the document info.
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { inflateSync } from 'node:zlib'

const run = promisify(execFile)

export type TextLine = { text: string; xMin: number; yMin: number; xMax: number; yMax: number }
export type PdfPage = { number: number; width: number; height: number; lines: TextLine[] }

const attribute = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)?.[1])

/** Text lines per page, from `pdftotext -bbox-layout` (coordinates in points, y from the top). */
export async function textLayout(pdf: string): Promise<PdfPage[]> {
  const { stdout } = await run('pdftotext', ['-bbox-layout', pdf, '-'], { maxBuffer: 64 * 1024 * 1024 })
  return stdout
    .split('<page ')
    .slice(1)
    .map((chunk, index) => {
      const lines = [...chunk.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map(([, tag, body]) => ({
        text: [...body!.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map(([, word]) => decodeEntities(word!)).join(' '),
        xMin: attribute(tag!, 'xMin'),
        yMin: attribute(tag!, 'yMin'),
        xMax: attribute(tag!, 'xMax'),
        yMax: attribute(tag!, 'yMax'),
      }))
      return { number: index + 1, width: attribute(chunk, 'width'), height: attribute(chunk, 'height'), lines }
    })
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
}

/** Pairs of text lines on a page whose boxes overlap by more than the tolerance (lines drawn into each other). */
export function overlappingLines(page: PdfPage): [TextLine, TextLine][] {
  const pairs: [TextLine, TextLine][] = []
  page.lines.forEach((a, index) => {
    for (const b of page.lines.slice(index + 1)) {
      const horizontal = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin)
      const vertical = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin)
      // A glyph box is about 1.26 em high, so tightly set headings touch by a fraction of a point; a line
      // drawn into another overlaps by a third of its height or more.
      const tolerance = Math.max(2, 0.15 * Math.min(a.yMax - a.yMin, b.yMax - b.yMin))
      if (horizontal > 1 && vertical > tolerance) pairs.push([a, b])
    }
  })
  return pairs
}

/** Renders every page to a PNG (`<dir>/<prefix>-N.png`) and returns the files in page order. */
export async function renderPages(pdf: string, dir: string, dpi = 24): Promise<string[]> {
  const prefix = path.basename(pdf, '.pdf')
  await run('pdftoppm', ['-r', String(dpi), '-png', pdf, path.join(dir, prefix)])
  const pageOf = (file: string) => Number(/-(\d+)\.png$/.exec(file)?.[1])
  return readdirSync(dir)
    .filter((file) => file.startsWith(`${prefix}-`) && file.endsWith('.png'))
    .sort((a, b) => pageOf(a) - pageOf(b))
    .map((file) => path.join(dir, file))
}

type GrayImage = { width: number; height: number; pixels: Uint8Array }

/** Decodes the 8-bit, non-interlaced PNG that `pdftoppm -png` writes (gray or RGB) into gray levels. */
function decodePng(bytes: Buffer): GrayImage {
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  const [depth, colorType, interlace] = [bytes[24], bytes[25], bytes[28]]
  if (depth !== 8 || (colorType !== 0 && colorType !== 2) || interlace !== 0) {
    throw new Error(`unsupported PNG (depth ${depth}, color type ${colorType}, interlace ${interlace})`)
  }
  const channels = colorType === 2 ? 3 : 1
  const data: Buffer[] = []
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset)
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IDAT')
      data.push(bytes.subarray(offset + 8, offset + 8 + length))
    offset += length + 12
  }
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * channels
  const samples = new Uint8Array(stride * height)
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!
      const left = x >= channels ? samples[y * stride + x - channels]! : 0
      const up = y > 0 ? samples[(y - 1) * stride + x]! : 0
      const upLeft = x >= channels && y > 0 ? samples[(y - 1) * stride + x - channels]! : 0
      samples[y * stride + x] = (value + unfilter(filter, left, up, upLeft)) & 0xff
    }
  }
  const pixels = new Uint8Array(width * height)
  for (let index = 0; index < pixels.length; index += 1) {
    // The darkest channel: a pale brand-blue box counts as drawn, not as white paper.
    pixels[index] = Math.min(...samples.subarray(index * channels, index * channels + channels))
  }
  return { width, height, pixels }
}

function unfilter(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0
    case 1:
      return left
    case 2:
      return up
    case 3:
      return Math.floor((left + up) / 2)
    case 4: {
      const estimate = left + up - upLeft
      const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)]
      return a <= b && a <= c ? left : b <= c ? up : upLeft
    }
    default:
      throw new Error(`unknown PNG filter ${filter}`)
  }
}

/**
 * How far down the body of a page anything is drawn, as a share of the body height: the lowest non-white
 * pixel row between the top and bottom margins (the running header and footer sit outside them).
 */
export function bodyFill(png: string, page: { height: number; marginTop: number; marginBottom: number }): number {
  const image = decodePng(readFileSync(png))
  const scale = image.height / page.height
  const top = Math.ceil(page.marginTop * scale)
  const bottom = Math.floor((page.height - page.marginBottom) * scale)
  for (let y = bottom - 1; y >= top; y -= 1) {
    const row = image.pixels.subarray(y * image.width, (y + 1) * image.width)
    if (row.some((value) => value < 245)) return (y + 1 - top) / (bottom - top)
  }
  return 0
}

/** Document info as `pdfinfo` prints it (Title, Author, Subject, Keywords, Pages, …). */
export async function documentInfo(pdf: string): Promise<Record<string, string>> {
  const { stdout } = await run('pdfinfo', [pdf])
  return Object.fromEntries(
    stdout
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  )
}

/** The file's bytes as text, with every Flate stream inflated: what any reader or crawler of the file can see. */
export function rawText(pdf: string): string {
  const bytes = readFileSync(pdf)
  const text = bytes.toString('latin1')
  const parts = [text]
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString('latin1'))
    } catch {
      // Not a Flate stream (fonts are stored as-is): its bytes are already in `text`.
    }
  }
  return parts.join('\n')
}
