import 'server-only'
import { Parser } from 'htmlparser2'

/**
 * One streaming pass over the page's HTML with htmlparser2, collecting what the checks need. The HTML is fed in
 * slices with a yield to the event loop between them, so a 2 MB page never blocks the server for long.
 */

type ResourceKind = 'script' | 'stylesheet' | 'image' | 'media' | 'frame'

export type PageFacts = {
  lang: string | null
  title: string | null
  metaDescription: string | null
  viewport: string | null
  /** Values of meta robots / googlebot. */
  robotsMeta: string[]
  canonicals: string[]
  baseHref: string | null
  headings: Array<{ level: number; text: string }>
  images: Array<{ src: string | null; hasAlt: boolean }>
  jsonLd: string[]
  microdataTypes: string[]
  openGraph: Record<string, string>
  icons: string[]
  resources: Array<{ kind: ResourceKind; url: string }>
  links: string[]
  telLinks: number
  addressElements: number
  wordCount: number
  /** Visible text (capped), for phone and address detection. */
  text: string
}

const SLICE = 16 * 1024
const TEXT_CAP = 200_000
const HIDDEN_TEXT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'head',
  'title',
  'textarea',
  'select',
])
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

function relTokens(value: string | undefined): string[] {
  return (value ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

export async function extractPageFacts(html: string): Promise<PageFacts> {
  const facts: PageFacts = {
    lang: null,
    title: null,
    metaDescription: null,
    viewport: null,
    robotsMeta: [],
    canonicals: [],
    baseHref: null,
    headings: [],
    images: [],
    jsonLd: [],
    microdataTypes: [],
    openGraph: {},
    icons: [],
    resources: [],
    links: [],
    telLinks: 0,
    addressElements: 0,
    wordCount: 0,
    text: '',
  }
  const open: string[] = []
  let hiddenDepth = 0
  let titleText: string | null = null
  let heading: { level: number; text: string } | null = null
  let jsonLdText: string | null = null
  let textLength = 0
  const textParts: string[] = []

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name)
        if (HIDDEN_TEXT.has(name)) hiddenDepth += 1
        if (attributes.itemtype) facts.microdataTypes.push(...attributes.itemtype.split(/\s+/).filter(Boolean))
        switch (name) {
          case 'html':
            if (facts.lang === null && attributes.lang !== undefined) facts.lang = attributes.lang.trim()
            break
          case 'title':
            if (facts.title === null && !open.includes('svg')) titleText = ''
            break
          case 'base':
            if (facts.baseHref === null && attributes.href) facts.baseHref = attributes.href.trim()
            break
          case 'meta': {
            const metaName = attributes.name?.trim().toLowerCase()
            const property = attributes.property?.trim().toLowerCase()
            const content = attributes.content ?? ''
            if (metaName === 'description' && facts.metaDescription === null) facts.metaDescription = squash(content)
            if (metaName === 'viewport' && facts.viewport === null) facts.viewport = content
            if (metaName === 'robots' || metaName === 'googlebot') facts.robotsMeta.push(content.toLowerCase())
            if (property?.startsWith('og:') && content.trim() && !(property in facts.openGraph)) {
              facts.openGraph[property] = squash(content)
            }
            break
          }
          case 'link': {
            const rel = relTokens(attributes.rel)
            const href = attributes.href?.trim()
            if (!href) break
            if (rel.includes('canonical')) facts.canonicals.push(href)
            if (rel.includes('icon') || rel.includes('apple-touch-icon')) facts.icons.push(href)
            if (rel.includes('stylesheet')) facts.resources.push({ kind: 'stylesheet', url: href })
            break
          }
          case 'script':
            if ((attributes.type ?? '').trim().toLowerCase() === 'application/ld+json') jsonLdText = ''
            else if (attributes.src?.trim()) facts.resources.push({ kind: 'script', url: attributes.src.trim() })
            break
          case 'img': {
            const src = attributes.src?.trim() || null
            facts.images.push({ src, hasAlt: attributes.alt !== undefined })
            if (src) facts.resources.push({ kind: 'image', url: src })
            break
          }
          case 'iframe':
          case 'frame':
            if (attributes.src?.trim()) facts.resources.push({ kind: 'frame', url: attributes.src.trim() })
            break
          case 'video':
          case 'audio':
          case 'source':
          case 'track':
          case 'embed':
            if (attributes.src?.trim()) facts.resources.push({ kind: 'media', url: attributes.src.trim() })
            break
          case 'a':
            if (attributes.href !== undefined) {
              const href = attributes.href.trim()
              if (/^tel:/i.test(href)) facts.telLinks += 1
              facts.links.push(href)
            }
            break
          case 'address':
            facts.addressElements += 1
            break
          default: {
            const level = /^h([1-6])$/.exec(name)?.[1]
            if (level && heading === null) heading = { level: Number(level), text: '' }
          }
        }
      },
      ontext(text) {
        if (titleText !== null) titleText += text
        if (jsonLdText !== null) jsonLdText += text
        if (heading) heading.text += text
        if (hiddenDepth === 0 && textLength < TEXT_CAP) {
          textParts.push(text)
          textLength += text.length
        }
        if (hiddenDepth === 0) facts.wordCount += text.match(WORD)?.length ?? 0
      },
      onclosetag(name) {
        const index = open.lastIndexOf(name)
        if (index !== -1) open.length = index
        if (HIDDEN_TEXT.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1)
        if (name === 'title' && titleText !== null) {
          facts.title = squash(titleText)
          titleText = null
        }
        if (name === 'script' && jsonLdText !== null) {
          facts.jsonLd.push(jsonLdText)
          jsonLdText = null
        }
        if (heading && name === `h${heading.level}`) {
          facts.headings.push({ level: heading.level, text: squash(heading.text) })
          heading = null
        }
        // Block boundaries separate words that would otherwise run together.
        if (hiddenDepth === 0) textParts.push(' ')
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )

  for (let offset = 0; offset < html.length; offset += SLICE) {
    parser.write(html.slice(offset, offset + SLICE))
    if (offset + SLICE < html.length) await yieldToLoop()
  }
  parser.end()
  facts.text = squash(textParts.join('')).slice(0, TEXT_CAP)
  return facts
}

/** Charset from the Content-Type header, a BOM, or a <meta charset> near the top; UTF-8 otherwise. */
export function decodeHtml(body: Buffer, contentType: string | undefined): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1]
  const head = body.subarray(0, 2048).toString('latin1')
  const fromMeta =
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1]
  const label = body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? 'utf-8' : (fromHeader ?? fromMeta ?? 'utf-8')
  try {
    return new TextDecoder(label).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}
