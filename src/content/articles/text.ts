import type { Node } from '@markdoc/markdoc'

/** "Berapa Biaya SEO? (2026)" → "berapa-biaya-seo-2026": the anchor of a heading, shared by the TOC and the page. */
export function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The visible text of a node, tags left out (a heading with a price tag keeps its words). */
export function nodeText(node: Node): string {
  if (node.type === 'text') return String(node.attributes.content ?? '')
  if (node.type === 'code') return String(node.attributes.content ?? '')
  return node.children.map(nodeText).join(node.type === 'inline' ? '' : ' ')
}

export type TocItem = { id: string; title: string }

export type BodyFacts = { wordCount: number; toc: TocItem[]; links: string[] }

/** Words (a figure tag counts as one), the h2 sections for the table of contents, and every link target. */
export function bodyFacts(root: Node): BodyFacts {
  let wordCount = 0
  const toc: TocItem[] = []
  const links: string[] = []
  for (const node of root.walk()) {
    if (node.type === 'text')
      wordCount += String(node.attributes.content ?? '')
        .split(/\s+/)
        .filter(Boolean).length
    else if (node.type === 'tag' && node.inline) wordCount += 1
    else if (node.type === 'heading' && node.attributes.level === 2) {
      const title = nodeText(node).trim()
      toc.push({ id: headingId(title), title })
    } else if (node.type === 'link') links.push(String(node.attributes.href))
  }
  return { wordCount, toc, links }
}

/** Minutes at about 200 words a minute, the usual pace for reading Indonesian on a screen. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 200))
}
