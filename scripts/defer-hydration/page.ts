/**
 * One prerendered page: find every script (and script preload) with a real HTML parser, sort it into the
 * shapes this step knows, and cut the framework's ones out of the original text by their source offsets, so
 * every other byte of the page stays exactly as Next wrote it.
 *
 * Known shapes (Next 16, Turbopack; fixtures in ./fixtures, captured by ./capture-fixtures.ts):
 * - `<script src="…/_next/static/…" async>`: a chunk                                        → deferred
 * - `<script src="…/_next/static/…" nomodule>`: legacy polyfills, never run by browsers
 *   that support modules                                                                 → dropped
 * - `<script id="…">(globalThis["TURBOPACK"] || …).push(…)`: the runtime's chunk list      → deferred
 * - `<script>(self.__next_f=self.__next_f||[]).push([0])` and `self.__next_f.push([…])`:
 *   the inline flight data React hydrates from                            → deferred, cut (./static-markup.ts)
 * - `<link rel="preload" as="script">`, `<link rel="modulepreload">`: chunk preloads       → dropped
 * - `<script type="application/ld+json">` (structured data) and `<script data-shell>`
 *   (the framework-free shell script, components/layout/shell-enhancements.tsx)           → kept
 * Anything else is an error: a Next upgrade that changes these shapes must fail the build, not ship pages
 * that silently never hydrate (or hydrate on every view).
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { withoutInlinedStyles } from './flight'
import { withStaticMarkupElided, type StaticMarkupReport } from './static-markup'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

export const loaderMarker = 'data-deferred-loader'

type ScriptShape =
  'chunk' | 'polyfill' | 'runtime-bootstrap' | 'flight-data' | 'script-preload' | 'json-ld' | 'shell' | 'loader'

const frameworkShapes = new Set<ScriptShape>([
  'chunk',
  'polyfill',
  'runtime-bootstrap',
  'flight-data',
  'script-preload',
])

export type FoundScript = {
  shape: ScriptShape | 'unknown'
  /** Offsets of the whole element in the page text. */
  start: number
  end: number
  src?: string
  /** Inline code, byte for byte. */
  code?: string
  /** The start tag as written, for error messages. */
  tag: string
}

export type ParsedPage = {
  scripts: FoundScript[]
  bodyEnd: number | null
  /** Text of each inlined stylesheet (`<style data-href>`, experimental.inlineCss), as written. */
  styles: string[]
}

const staticPath = '/_next/static/'
const turbopackBootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('
const flightInit = '(self.__next_f=self.__next_f||[]).push([0])'
const flightPush = /^self\.__next_f\.push\(\[[0-3],[\s\S]*\]\)$/

/** Every element in document order, the content of `<template>`s included. */
export function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) {
    yield node
    if (node.tagName === 'template') yield* elements((node as DefaultTreeAdapterMap['template']).content)
  }
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child)
}

function attributes(element: Element): Map<string, string> {
  return new Map(element.attrs.map((attr) => [attr.name, attr.value]))
}

/** True when the attribute names are exactly `names` (parse5 lowercases them: noModule → nomodule). */
function hasExactly(attrs: Map<string, string>, ...names: string[]): boolean {
  return attrs.size === names.length && names.every((name) => attrs.has(name))
}

function classifyScript(attrs: Map<string, string>, code: string): ScriptShape | 'unknown' {
  if (attrs.has(loaderMarker)) return 'loader'
  if (attrs.has('data-shell')) return 'shell'
  if (attrs.get('type') === 'application/ld+json' && attrs.size === 1) return 'json-ld'
  const src = attrs.get('src')
  if (src !== undefined) {
    if (!src.includes(staticPath) || code.trim()) return 'unknown'
    if (hasExactly(attrs, 'src', 'async')) return 'chunk'
    if (hasExactly(attrs, 'src', 'nomodule')) return 'polyfill'
    return 'unknown'
  }
  if (attrs.size === 0 && (code === flightInit || flightPush.test(code))) return 'flight-data'
  if (hasExactly(attrs, 'id') && code.startsWith(turbopackBootstrap)) return 'runtime-bootstrap'
  return 'unknown'
}

function classifyLink(attrs: Map<string, string>): ScriptShape | null {
  const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
  const isScriptPreload = (rel.includes('preload') && attrs.get('as') === 'script') || rel.includes('modulepreload')
  if (!isScriptPreload) return null
  return 'script-preload'
}

/** Every script and script preload of the page, in document order, with its shape. */
export function parsePage(html: string): ParsedPage {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const scripts: FoundScript[] = []
  const styles: string[] = []
  let bodyEnd: number | null = null
  for (const element of elements(document)) {
    const location = element.sourceCodeLocation
    if (element.tagName === 'body') bodyEnd = location?.endTag?.startOffset ?? null
    if (element.tagName === 'style' && location?.endTag && element.attrs.some((attr) => attr.name === 'data-href')) {
      styles.push(html.slice(location.startTag!.endOffset, location.endTag.startOffset))
    }
    if (element.tagName !== 'script' && element.tagName !== 'link') continue
    if (!location?.startTag) throw new Error(`<${element.tagName}> without a source location`)
    const attrs = attributes(element)
    const tag = html.slice(location.startTag.startOffset, location.startTag.endOffset)
    const base = { start: location.startOffset, end: location.endOffset, tag }
    if (element.tagName === 'link') {
      const shape = classifyLink(attrs)
      if (shape) scripts.push({ ...base, shape, src: attrs.get('href') })
      continue
    }
    // A script's text is raw (never entity-decoded): take it from the source as written.
    const code = location.endTag ? html.slice(location.startTag.endOffset, location.endTag.startOffset) : ''
    scripts.push({ ...base, shape: classifyScript(attrs, code), src: attrs.get('src'), code })
  }
  return { scripts, bodyEnd, styles }
}

export const isFramework = (script: FoundScript) => script.shape !== 'unknown' && frameworkShapes.has(script.shape)

export type Extracted = {
  /** Inline code to replay, in page order (runtime chunk list, flight data). */
  inline: string[]
  /** Chunk URLs to load, in page order, each once. */
  sources: string[]
}

export type PageResult =
  | { status: 'deferred'; html: string; extracted: Extracted; assetPrefix: string }
  | { status: 'already-deferred' }
  | { status: 'no-framework-scripts' }
  | { status: 'invalid'; problems: string[] }

function describe(script: FoundScript): string {
  const code = script.code ? ` ${JSON.stringify(script.code.slice(0, 80))}${script.code.length > 80 ? '…' : ''}` : ''
  return `${script.tag}${code}`
}

/**
 * Cuts the framework's scripts and preloads out of a page and puts `loaderTag(assetPrefix)` before </body>.
 * Never throws for a page it does not understand: it answers `invalid` with the reasons, so the build can
 * list every problem at once.
 */
export function deferPage(
  html: string,
  loaderTag: (deferred: Extracted, assetPrefix: string) => string,
  onFlightCut?: (figures: StaticMarkupReport) => void,
): PageResult {
  const { scripts, bodyEnd, styles } = parsePage(html)
  const problems = scripts.filter((script) => script.shape === 'unknown').map((s) => `unknown script: ${describe(s)}`)
  const loaders = scripts.filter((script) => script.shape === 'loader')
  const framework = scripts.filter(isFramework)
  if (loaders.length > 0) {
    // Run twice on the same output: fine, as long as the first run left nothing behind.
    problems.push(...framework.map((script) => `framework script next to the loader: ${describe(script)}`))
    return problems.length ? { status: 'invalid', problems } : { status: 'already-deferred' }
  }
  if (framework.length === 0 && problems.length === 0) return { status: 'no-framework-scripts' }
  if (!framework.some((script) => script.shape === 'chunk')) problems.push('framework scripts but no chunk to load')
  if (bodyEnd === null) problems.push('no </body> end tag to put the loader before')
  else if (framework.some((script) => script.end > bodyEnd)) problems.push('framework script after </body>')
  if (problems.length || bodyEnd === null) return { status: 'invalid', problems }

  // The stylesheet is in the page already; React does not read it from the flight data (./flight.ts), nor the
  // markup that only has to stay as it is (./static-markup.ts).
  const inline = withStaticMarkupElided(
    withoutInlinedStyles(
      framework.filter((script) => script.code && !script.src).map((script) => script.code!),
      styles,
    ),
    onFlightCut,
  )
  const chunkSources = framework.filter((script) => script.shape === 'chunk').map((script) => script.src!)
  const sources = [...new Set(chunkSources)]
  // Everything is served from where Next serves its chunks (basePath or assetPrefix included).
  const assetPrefix = sources[0]!.slice(0, sources[0]!.indexOf(staticPath))
  const extracted = { inline, sources }

  let output = ''
  let cursor = 0
  for (const script of framework) {
    output += html.slice(cursor, script.start)
    cursor = script.end
  }
  // The loader goes right before </body> (bodyEnd is after every removed script, which sit in head or body).
  output += html.slice(cursor, bodyEnd) + loaderTag(extracted, assetPrefix) + html.slice(bodyEnd)
  return { status: 'deferred', html: output, extracted, assetPrefix }
}

/**
 * The deferred file: replay the inline bootstrap and flight data in order, then load the chunks. Nothing runs when
 * the loader saw a form rewritten before the app arrived (`__keepStaticPage`, ./loader.browser.ts).
 */
export function deferredScript({ inline, sources }: Extracted): string {
  const load = `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=true;document.head.appendChild(s)});`
  return `if(!self.__keepStaticPage){\n${inline.join(';\n')};\n${load}\n}\n`
}
