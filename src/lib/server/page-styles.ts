import fs from 'node:fs'
import path from 'node:path'

/*
 * The site's stylesheet for pages rendered per request (src/components/document/server-page.tsx), cut to the rules
 * each answer's markup can use. The build step (scripts/defer-hydration/page-styles.ts) reads the stylesheet Next
 * inlines into every prerendered page, splits it into rules with the classes and elements each selector needs, and
 * writes that index with the root layout's `<html>` attributes next to the build output. Here the index is read
 * once, and each answer keeps the rules whose every required class and element is in its HTML: a tracker page
 * sends about 25 KB of the 92 KB sheet, once, inline, with no second copy anywhere.
 */

/** Written next to the build output by scripts/defer-hydration (`<distDir>/page-document.json`). */
export const PAGE_DOCUMENT_FILE = 'page-document.json'

/** One selector of a rule: its text, and the classes and elements (lowercase) it needs to match anything. */
type IndexedSelector = [text: string, classes: string[], tags: string[]]

/**
 * A rule of the stylesheet, in order: the at-rule blocks around it (indexes into `blocks`), and either its selectors
 * and declarations, or (`css`) a statement kept whole: `@font-face`, `@keyframes`, `@property`, `@layer a,b;`.
 */
export type IndexedRule = { at: number[]; selectors?: IndexedSelector[]; body?: string; css?: string }

export type StyleIndex = { href: string; blocks: string[]; rules: IndexedRule[] }

export type PageDocument = {
  /** The root layout's `<html>` attributes as Next rendered them (language, the font's class and fallback). */
  html: Array<[name: string, value: string]>
  stylesheet: StyleIndex
}

let cached: { file: string; document: PageDocument | null } | null = null

/**
 * The build's page document (read once). Null when there is none: `next dev`, or a build without its
 * defer-hydration step.
 */
export function readPageDocument(distDir: string = process.env.NEXT_DIST_DIR || '.next'): PageDocument | null {
  const file = path.resolve(/*turbopackIgnore: true*/ distDir, PAGE_DOCUMENT_FILE)
  if (cached?.file === file) return cached.document
  let document: PageDocument | null = null
  try {
    document = JSON.parse(fs.readFileSync(file, 'utf8')) as PageDocument
  } catch {
    document = null
  }
  cached = { file, document }
  return document
}

const entities: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' }
const decode = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => entities[name]!)

/** The classes of every `class` attribute and the name of every element in server-rendered HTML. */
export function usedNames(html: string): { classes: Set<string>; tags: Set<string> } {
  const classes = new Set<string>()
  const tags = new Set<string>()
  // A scan by indexOf, not a regular expression per element: a tracker page has about 10,000 elements.
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    let end = at + 1
    while (end < html.length && isNameChar(html.charCodeAt(end))) end++
    if (end > at + 1) tags.add(html.slice(at + 1, end).toLowerCase())
  }
  for (let at = html.indexOf(' class="'); at !== -1; at = html.indexOf(' class="', at + 8)) {
    const end = html.indexOf('"', at + 8)
    if (end === -1) break
    for (const name of decode(html.slice(at + 8, end)).split(/\s+/)) if (name) classes.add(name)
  }
  return { classes, tags }
}

/** A-Z, a-z, 0-9 and '-': what an element name is made of (a '/' or '!' after '<' is not one). */
function isNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45
}

/**
 * The stylesheet with the rules `html` can use: a selector stays when every class and element it needs is in the
 * markup, a rule when one of its selectors does; statements kept whole always stay. Every kept byte is as written,
 * in the sheet's order, inside the same at-rule blocks.
 */
export function stylesheetFor(index: StyleIndex, html: string): string {
  const { classes, tags } = usedNames(html)
  let css = ''
  let open: number[] = []
  for (const rule of index.rules) {
    let text = rule.css
    if (!text) {
      const kept = rule.selectors!.filter(
        ([, needs, elements]) => needs.every((name) => classes.has(name)) && elements.every((name) => tags.has(name)),
      )
      if (!kept.length) continue
      text = `${kept.map(([selector]) => selector).join(',')}{${rule.body}}`
    }
    let shared = 0
    while (shared < open.length && shared < rule.at.length && open[shared] === rule.at[shared]) shared++
    css += '}'.repeat(open.length - shared)
    for (const block of rule.at.slice(shared)) css += `${index.blocks[block]}{`
    open = rule.at
    css += text
  }
  return css + '}'.repeat(open.length)
}
