/**
 * The sha256 of every inline script a browser would run on the built pages, for the Content-Security-Policy
 * (src/lib/security/csp.ts reads the manifest). Generic on purpose: any static inline script a page gains later
 * (the loader, the shell script, a first-touch tracker) is allowed without a list to keep by hand. Data blocks
 * (JSON-LD, any non-JavaScript type) are not scripts to CSP and are left out.
 */
import { createHash } from 'node:crypto'
import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** Types a browser executes (HTML "JavaScript MIME type essence match", plus module). */
const executableTypes = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

function* scripts(node: Node): Generator<Element> {
  if ('tagName' in node) {
    if (node.tagName === 'script') yield node
    if (node.tagName === 'template') yield* scripts((node as DefaultTreeAdapterMap['template']).content)
  }
  if ('childNodes' in node) for (const child of node.childNodes) yield* scripts(child)
}

export function cspHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`
}

/** 'sha256-…' of each inline executable script of the page, as written (script text is never entity-decoded). */
export function inlineScriptHashes(html: string): string[] {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const hashes: string[] = []
  for (const script of scripts(document)) {
    const attrs = new Map(script.attrs.map((attr) => [attr.name, attr.value]))
    if (attrs.has('src')) continue
    if (!executableTypes.has((attrs.get('type') ?? '').trim().toLowerCase())) continue
    const location = script.sourceCodeLocation
    if (!location?.startTag || !location.endTag) continue
    hashes.push(cspHash(html.slice(location.startTag.endOffset, location.endTag.startOffset)))
  }
  return hashes
}
