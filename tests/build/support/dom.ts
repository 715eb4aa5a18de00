/**
 * Reading parsed HTML (parse5's default tree) without a browser: a small CSS selector subset, text and attributes.
 * Supported: `tag`, `#id`, `.class`, `[attr]`, `[attr="v"]` (also `^=`, `$=`, `*=`, `~=`), compounds of those,
 * the descendant (` `) and child (`>`) combinators, and selector lists (`a, b`). Anything else throws, so a
 * test never silently matches nothing because of an unsupported selector.
 */
import type { DefaultTreeAdapterMap } from 'parse5'

export type Node = DefaultTreeAdapterMap['node']
export type Element = DefaultTreeAdapterMap['element']

type AttributeTest = { name: string; op?: '=' | '^=' | '$=' | '*=' | '~='; value?: string }
type Compound = { tag?: string; id?: string; classes: string[]; attributes: AttributeTest[] }
type Step = { compound: Compound; combinator: ' ' | '>' | null }

const isElement = (node: Node): node is Element => 'tagName' in node

function childrenOf(node: Node): Node[] {
  if (isElement(node) && node.tagName === 'template')
    return (node as DefaultTreeAdapterMap['template']).content.childNodes
  return 'childNodes' in node ? node.childNodes : []
}

const compoundPattern =
  /^(\*|[a-zA-Z][\w-]*)?((?:#[\w-]+|\.[\w-]+|\[[\w:-]+(?:[~^$*]?=(?:"[^"]*"|'[^']*'|[^\]]+))?\])*)$/
const partPattern = /#([\w-]+)|\.([\w-]+)|\[([\w:-]+)(?:([~^$*]?=)(?:"([^"]*)"|'([^']*)'|([^\]]+)))?\]/g

function parseCompound(text: string, selector: string): Compound {
  const match = compoundPattern.exec(text)
  if (!match || text === '') throw new Error(`unsupported selector "${selector}" (at "${text}")`)
  const compound: Compound = { classes: [], attributes: [] }
  if (match[1] && match[1] !== '*') compound.tag = match[1].toLowerCase()
  for (const part of match[2]!.matchAll(partPattern)) {
    if (part[1]) compound.id = part[1]
    else if (part[2]) compound.classes.push(part[2])
    else
      compound.attributes.push({
        name: part[3]!.toLowerCase(),
        op: part[4] as AttributeTest['op'],
        value: part[5] ?? part[6] ?? part[7],
      })
  }
  return compound
}

/** Splits on whitespace and `>` outside quotes and brackets. */
function parseSelector(selector: string): Step[] {
  const steps: Step[] = []
  let current = ''
  let combinator: Step['combinator'] = null
  let depth = 0
  let quote: string | null = null
  const flush = () => {
    if (!current) return
    steps.push({ compound: parseCompound(current, selector), combinator: steps.length ? (combinator ?? ' ') : null })
    current = ''
    combinator = null
  }
  for (const char of selector.trim()) {
    if (quote) {
      if (char === quote) quote = null
      current += char
    } else if (char === '"' || char === "'") {
      quote = char
      current += char
    } else if (char === '[') {
      depth++
      current += char
    } else if (char === ']') {
      depth--
      current += char
    } else if (depth === 0 && (char === '>' || /\s/.test(char))) {
      flush()
      if (char === '>') combinator = '>'
    } else current += char
  }
  flush()
  if (!steps.length) throw new Error(`empty selector "${selector}"`)
  return steps
}

export function attr(element: Element, name: string): string | null {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null
}

function matchesCompound(element: Element, compound: Compound): boolean {
  if (compound.tag && element.tagName !== compound.tag) return false
  if (compound.id && attr(element, 'id') !== compound.id) return false
  if (compound.classes.length) {
    const classes = (attr(element, 'class') ?? '').split(/\s+/)
    if (!compound.classes.every((name) => classes.includes(name))) return false
  }
  return compound.attributes.every(({ name, op, value }) => {
    const actual = attr(element, name)
    if (actual === null) return false
    if (!op) return true
    if (op === '=') return actual === value
    if (op === '^=') return actual.startsWith(value!)
    if (op === '$=') return actual.endsWith(value!)
    if (op === '*=') return actual.includes(value!)
    return actual.split(/\s+/).includes(value!)
  })
}

const parentElement = (element: Element): Element | null => {
  const parent = element.parentNode
  return parent && isElement(parent) ? parent : null
}

function matchesSteps(element: Element, steps: Step[], index: number): boolean {
  if (!matchesCompound(element, steps[index]!.compound)) return false
  if (index === 0) return true
  if (steps[index]!.combinator === '>') {
    const parent = parentElement(element)
    return parent !== null && matchesSteps(parent, steps, index - 1)
  }
  for (let ancestor = parentElement(element); ancestor; ancestor = parentElement(ancestor))
    if (matchesSteps(ancestor, steps, index - 1)) return true
  return false
}

/** Every element below `root`, in document order. */
function descendants(root: Node): Element[] {
  const found: Element[] = []
  const walk = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (isElement(child)) found.push(child)
      walk(child)
    }
  }
  walk(root)
  return found
}

function matches(element: Element, selector: string): boolean {
  return selector.split(',').some((part) => {
    const steps = parseSelector(part)
    return matchesSteps(element, steps, steps.length - 1)
  })
}

/** Like querySelectorAll: elements below `root` matching `selector` (ancestors above `root` may match too). */
export function queryAll(root: Node, selector: string): Element[] {
  const lists = selector.split(',').map(parseSelector)
  return descendants(root).filter((element) => lists.some((steps) => matchesSteps(element, steps, steps.length - 1)))
}

/** The single element matching `selector`; throws when there is none or more than one. */
export function one(root: Node, selector: string): Element {
  const found = queryAll(root, selector)
  if (found.length !== 1) throw new Error(`expected one "${selector}", found ${found.length}`)
  return found[0]!
}

/** textContent, as written. */
export function rawText(node: Node): string {
  let out = ''
  const walk = (current: Node) => {
    if (current.nodeName === '#text') out += (current as DefaultTreeAdapterMap['textNode']).value
    else for (const child of childrenOf(current)) walk(child)
  }
  walk(node)
  return out
}

/** textContent with runs of whitespace collapsed, as a visitor reads it. */
export function text(node: Node): string {
  return rawText(node).replace(/\s+/g, ' ').trim()
}

/** The nearest ancestor (or the element itself) matching `selector`. */
function closest(element: Element, selector: string): Element | null {
  for (let current: Element | null = element; current; current = parentElement(current))
    if (matches(current, selector)) return current
  return null
}

/**
 * A link's or button's accessible name as the page gives it: aria-label, else aria-labelledby's text, else its
 * own text without hidden parts (a visually hidden `sr-only` part counts, as it does for a screen reader).
 */
export function accessibleName(element: Element, document: Node): string {
  const label = attr(element, 'aria-label')
  if (label) return label.trim()
  const labelledBy = attr(element, 'aria-labelledby')
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => {
        const target = queryAll(document, `[id="${id}"]`)[0]
        return target ? text(target) : ''
      })
      .join(' ')
      .trim()
  return nameText(element)
}

/** Text a screen reader reads from the content: without `hidden` or aria-hidden parts. */
function nameText(node: Node): string {
  let out = ''
  const walk = (current: Node) => {
    if (current.nodeName === '#text') out += (current as DefaultTreeAdapterMap['textNode']).value
    else if (isElement(current)) {
      if (attr(current, 'hidden') !== null || attr(current, 'aria-hidden') === 'true') return
      if (['script', 'style', 'template'].includes(current.tagName)) return
      for (const child of childrenOf(current)) walk(child)
    }
  }
  for (const child of childrenOf(node)) walk(child)
  return out.replace(/\s+/g, ' ').trim()
}

function textMatches(actual: string, wanted: string | RegExp, exact: boolean): boolean {
  if (typeof wanted !== 'string') return wanted.test(actual)
  return exact ? actual === wanted : actual.toLowerCase().includes(wanted.toLowerCase())
}

/**
 * Links (a[href]) below `root` whose accessible name matches, as Playwright's getByRole('link', { name }) does: a
 * string matches part of the name ignoring case (the whole name with `exact`), a RegExp is tested.
 */
export function linksNamed(root: Node, document: Node, name: string | RegExp, exact = false): Element[] {
  return queryAll(root, 'a[href]').filter((link) => textMatches(accessibleName(link, document), name, exact))
}

/** The innermost elements below `root` whose text matches (Playwright's getByText): substring, or whole with `exact`. */
export function byText(root: Node, wanted: string | RegExp, exact = false): Element[] {
  const hits = descendants(root).filter(
    (element) =>
      !['script', 'style', 'template'].includes(element.tagName) && textMatches(text(element), wanted, exact),
  )
  return hits.filter((element) => !hits.some((other) => other !== element && isInside(other, element)))
}

function isInside(inner: Element, outer: Element): boolean {
  for (let current = parentElement(inner); current; current = parentElement(current)) if (current === outer) return true
  return false
}

export function hrefs(elements: Element[]): string[] {
  return elements.map((element) => attr(element, 'href') ?? '')
}

/** Text with a space at every element boundary (close to innerText for rows of separate spans), collapsed. */
export function spacedText(node: Node): string {
  const parts: string[] = []
  const walk = (current: Node) => {
    if (current.nodeName === '#text') parts.push((current as DefaultTreeAdapterMap['textNode']).value)
    else if (isElement(current)) {
      parts.push(' ')
      for (const child of childrenOf(current)) walk(child)
      parts.push(' ')
    }
  }
  walk(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** Sections (landmark regions) whose accessible name is exactly `name`. */
export function regionsNamed(document: Node, name: string): Element[] {
  return queryAll(document, 'section[aria-labelledby], section[aria-label], [role="region"]').filter(
    (region) => accessibleName(region, document) === name,
  )
}

/**
 * The page's banner or content info: the one <header> or <footer> not inside sectioning content, as a screen reader
 * finds it (a <header> inside an <article> is that article's, not the page's).
 */
export function pageLandmark(document: Node, tag: 'header' | 'footer'): Element {
  const found = queryAll(document, tag).filter(
    (element) => !closest(parentElement(element) ?? element, 'article, aside, main, nav, section'),
  )
  if (found.length !== 1) throw new Error(`expected one page ${tag}, found ${found.length}`)
  return found[0]!
}
