/**
 * The inlined stylesheet of a page, cut to the rules the page can use. With `experimental.inlineCss` every page
 * carries the whole Tailwind build (about 80 KB raw) in a `<style data-href>`; most of it styles other pages.
 *
 * A rule stays when one of its selectors can match on this page: every class it names (outside `:not()`, `:is()`,
 * `:where()`, `:has()`, whose arguments may match without the class) is used. "Used" is generous on purpose,
 * since dropping a class a script adds later is a visible bug while keeping one too many costs a few bytes:
 * - every class in the page's `class` attributes (inside `<template>`s too), and
 * - every class-like token in the scripts the page can run: its inline scripts, the flight data React hydrates
 *   from, and the client chunks it loads (and the chunks those name), where the islands toggle classes (form
 *   errors, "Mengirim…", toasts).
 * A selector that names an element (`table`, `.prose :where(kbd)`) also needs that element on the page, in its
 * markup or as a token of its scripts (an island may create it). Preflight and the typography plugin style dozens of
 * elements a page never has: on an article page that is about 1.3 KB of compressed HTML.
 * Rules with no class or element (`:root`, `*`, attributes), `@keyframes`, `@property`, `@font-face` and `@layer`
 * order statements stay; `@media`, `@supports` and other blocks left empty go.
 */
import { parse } from 'parse5'
import postcss, { type ChildNode, type Container } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import { elements } from './page'

/** Whether a class, an element name or a custom property counts as used on a page. */
export type NameFilter = (name: string) => boolean

/** At-rules kept whole, without looking inside. */
const keptAtRules = new Set(['keyframes', '-webkit-keyframes', 'property', 'font-face', 'counter-style', 'page'])

/** The classes a selector needs on the page to match anything. */
export function requiredClasses(selector: selectorParser.Selector): string[] {
  const classes: string[] = []
  selector.walkClasses((node) => {
    for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return
    classes.push(node.value)
  })
  return classes
}

/** Functional pseudo-classes that match when any one selector of their list does. */
const anyOfPseudos = new Set([':is', ':where', ':matches', ':-webkit-any'])

/**
 * The element names a selector needs on the page: outside `:not()` and `:has()`, and outside an `:is()` or
 * `:where()` list of more than one choice (`:where(ol,ul)` matches with either).
 */
export function requiredTags(selector: selectorParser.Selector): string[] {
  const tags: string[] = []
  selector.walkTags((node) => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (parent.type !== 'pseudo') continue
      if (!anyOfPseudos.has(parent.value.toLowerCase()) || parent.nodes.length > 1) return
    }
    tags.push(node.value.toLowerCase())
  })
  return tags
}

const everyTag: NameFilter = () => true

/**
 * The selector list of a rule with every selector that needs an unused class (or, with `usedTag`, an element the
 * page lacks) removed; '' when none is left.
 */
export function usableSelectors(selector: string, used: NameFilter, usedTag: NameFilter = everyTag): string {
  const parts = selectorParts(selector)
  if (!parts) return selector // a selector this parser cannot read stays as it is
  const usable = parts.filter((part) => part.classes.every(used) && part.tags.every(usedTag))
  if (usable.length === parts.length) return selector
  return usable.map((part) => part.text).join(',')
}

type SelectorPart = { text: string; classes: string[]; tags: string[] }

/**
 * Each selector of a list with what it needs, parsed once per build: every page's copy of the stylesheet has the
 * same selectors, and parsing them again for each page was a tenth of the post-build step's time.
 */
const selectorPartsCache = new Map<string, SelectorPart[] | null>()
function selectorParts(selector: string): SelectorPart[] | null {
  let parts = selectorPartsCache.get(selector)
  if (parts !== undefined) return parts
  try {
    parts = selectorParser()
      .astSync(selector)
      .nodes.map((sel) => ({ text: sel.toString().trim(), classes: requiredClasses(sel), tags: requiredTags(sel) }))
  } catch {
    parts = null
  }
  selectorPartsCache.set(selector, parts)
  return parts
}

function prune(container: Container, used: NameFilter, usedTag: NameFilter) {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const selector = usableSelectors(node.selector, used, usedTag)
      if (!selector) node.remove()
      else {
        if (selector !== node.selector) node.selector = selector
        prune(node, used, usedTag)
      }
    } else if (node.type === 'atrule' && node.nodes && !keptAtRules.has(node.name.toLowerCase())) {
      prune(node, used, usedTag)
      if (!node.nodes.some((child) => child.type !== 'comment')) node.remove()
    }
  })
}

const variableReference = /var\(\s*(--[\w-]+)/g

/**
 * Drops custom properties nothing reads any more: `--x` declarations and `@property --x` registrations whose name
 * no kept declaration reads through `var()` (directly or through another kept variable) and `externallyUsed` does
 * not name (a page's inline styles or scripts may read a theme variable).
 */
function pruneVariables(root: postcss.Root, externallyUsed: NameFilter) {
  const readsOf = new Map<string, string[]>()
  const needed = new Set<string>()
  const pending: string[] = []
  const need = (name: string) => {
    if (needed.has(name)) return
    needed.add(name)
    pending.push(name)
  }
  root.walkDecls((decl) => {
    const reads = [...decl.value.matchAll(variableReference)].map((match) => match[1]!)
    if (!decl.prop.startsWith('--')) reads.forEach(need)
    else readsOf.set(decl.prop, [...(readsOf.get(decl.prop) ?? []), ...reads])
  })
  root.walkAtRules((rule) => [...rule.params.matchAll(variableReference)].forEach((match) => need(match[1]!)))
  for (const name of readsOf.keys()) if (externallyUsed(name)) need(name)
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) readsOf.get(name)?.forEach(need)

  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !needed.has(decl.prop)) decl.remove()
  })
  root.walkAtRules('property', (rule) => {
    const name = rule.params.trim()
    if (!needed.has(name) && !externallyUsed(name)) rule.remove()
  })
  const removeEmpty = (container: Container) =>
    container.each((node: ChildNode) => {
      if ((node.type !== 'rule' && node.type !== 'atrule') || !node.nodes) return
      if (node.type === 'atrule' && keptAtRules.has(node.name.toLowerCase())) return
      removeEmpty(node)
      if (!node.nodes.some((child) => child.type !== 'comment')) node.remove()
    })
  removeEmpty(root)
}

/**
 * The stylesheet without the rules no used class (and element, per `usedTag`) can match, and without the custom
 * properties those rules alone read; every kept byte is as written. `usedVariable` says which `--x` names the page
 * reads outside the stylesheet.
 */
export function subsetStylesheet(
  css: string,
  used: NameFilter,
  usedVariable: NameFilter = used,
  usedTag: NameFilter = everyTag,
): string {
  const root = postcss.parse(css)
  prune(root, used, usedTag)
  pruneVariables(root, usedVariable)
  return root.toString()
}

/** Unicode and hex escapes as a minifier or React's flight serializer writes them (`\u003c`, `\x3e`). */
function unescapeScript(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\[nrtfv]/g, ' ')
    .replace(/\\(["'`\\])/g, '$1')
}

/**
 * Class-like tokens of script text: the pieces between whitespace and quotes, and, to be generous, their parts
 * between the punctuation a minifier leaves around an unquoted object key (`{hidden:!0}`).
 */
export function scriptTokens(text: string, into = new Set<string>()): Set<string> {
  for (const token of unescapeScript(text).split(/[\s"'`]+/)) {
    if (!token || token.length > 200) continue
    into.add(token)
    for (const part of token.split(/[{}(),;:=!?+&|<>[\]]+/)) if (part) into.add(part)
  }
  return into
}

/** The end of the object or array literal that opens at `start`, skipping strings; -1 when it does not close. */
function literalEnd(text: string, start: number): number {
  let depth = 0
  for (let index = start; index < text.length; index++) {
    const char = text[index]!
    if (char === '"' || char === "'" || char === '`') {
      for (index++; index < text.length && text[index] !== char; index++) if (text[index] === '\\') index++
    } else if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') {
      depth--
      if (depth === 0) return index + 1
    }
  }
  return -1
}

/**
 * Chunk text without tailwind-merge's class-group table (`classGroups:{…}`, kept by name through minification):
 * it lists every utility's name parts ("prose", "table", "container", …) to tell conflicting classes apart, and
 * would otherwise keep their rules on every page with an island. A class an island really sets is a literal in
 * its own code, outside that table.
 */
export function withoutClassGroupTable(text: string): string {
  const marker = /\bclassGroups:\{/g
  let output = ''
  let cursor = 0
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    const start = match.index + match[0].length - 1
    const end = literalEnd(text, start)
    if (end === -1) break
    output += text.slice(cursor, start) + '{}'
    cursor = end
    marker.lastIndex = end
  }
  return output + text.slice(cursor)
}

/**
 * Every class of the page's `class` attributes, its element names (lowercase) and the text of its inline scripts,
 * as parse5 reads them.
 */
function pageClassesAndScripts(html: string): { classes: Set<string>; tags: Set<string>; scripts: string[] } {
  const classes = new Set<string>()
  const tags = new Set<string>()
  const scripts: string[] = []
  for (const element of elements(parse(html))) {
    tags.add(element.tagName.toLowerCase())
    for (const attr of element.attrs) {
      if (attr.name === 'class') for (const name of attr.value.split(/\s+/)) if (name) classes.add(name)
    }
    if (element.tagName === 'script') {
      for (const child of element.childNodes) if ('value' in child) scripts.push(child.value)
    }
  }
  return { classes, tags, scripts }
}

/** Replaces the text of each `<style data-href>` of the page with `rewrite(text)`; every other byte stays. */
function rewriteInlinedStyles(html: string, rewrite: (css: string) => string): string {
  const edits: Array<{ start: number; end: number; css: string }> = []
  for (const element of elements(parse(html, { sourceCodeLocationInfo: true }))) {
    const location = element.sourceCodeLocation
    if (element.tagName !== 'style' || !location?.startTag || !location.endTag) continue
    if (!element.attrs.some((attr) => attr.name === 'data-href')) continue
    const start = location.startTag.endOffset
    const end = location.endTag.startOffset
    edits.push({ start, end, css: rewrite(html.slice(start, end)) })
  }
  let output = ''
  let cursor = 0
  for (const { start, end, css } of edits) {
    output += html.slice(cursor, start) + css
    cursor = end
  }
  return output + html.slice(cursor)
}

/**
 * The page with its inlined stylesheets cut to what it uses: the classes and elements of its markup and the
 * class-like tokens of its inline scripts and of `scriptTokenSets` (the flight data and the client chunks it loads,
 * tokenized by the caller so a chunk shared by many pages is read once; an island's `jsx("table", …)` counts as a
 * table). `before` and `after` count the stylesheets' characters.
 */
export function subsetPageStyles(
  html: string,
  scriptTokenSets: ReadonlyArray<ReadonlySet<string>>,
): { html: string; before: number; after: number } {
  const page = pageClassesAndScripts(html)
  const sets = [page.classes, scriptTokens(page.scripts.join('\n')), ...scriptTokenSets]
  const used = (name: string) => sets.some((set) => set.has(name))
  // Variables: any `--name` in the page's text outside the stylesheet (inline styles, scripts) or script tokens.
  const pageVariables = new Set(rewriteInlinedStyles(html, () => '').match(/--[\w-]+/g) ?? [])
  const usedVariable = (name: string) => pageVariables.has(name) || used(name)
  const usedTag = (name: string) => page.tags.has(name) || used(name)
  let before = 0
  let after = 0
  const output = rewriteInlinedStyles(html, (css) => {
    const subset = subsetStylesheet(css, used, usedVariable, usedTag)
    before += css.length
    after += subset.length
    return subset
  })
  return { html: output, before, after }
}
