/**
 * The flight data describes the whole page as React elements, although only the islands (the forms) ever change:
 * on the home page about 160 KB raw, 28 KB compressed, most of what a first focus downloads besides React itself.
 * This step cuts every part of the tree that is plain markup down to an empty element of the same tag.
 *
 * Why that hydrates the same page: React hydrates an element by matching its tag against the server's DOM node at
 * that place; in production it compares no attributes, and an element whose props carry `dangerouslySetInnerHTML`
 * gets no child fibers, so React neither looks at nor touches the DOM inside it (react-dom-client.production.js,
 * `prepareToHydrateHostInstance`). `e2e/shell.spec.ts` checks on every route that hydrating adds, removes or
 * rewrites nothing outside the forms. Such markup never renders again in the browser: server components do not
 * re-render there, public pages navigate by full page loads, and the lead actions revalidate nothing. The one way
 * it could is React giving up on hydration (something rewrote a form first) and rendering the page from this
 * data: the loader does not run the app then (./loader.browser.ts).
 *
 * What is cut: an element whose whole subtree is lowercase host elements (inline scripts included), strings,
 * numbers, long texts (`T` rows) and outlined elements that are themselves plain markup. Kept whole: anything
 * holding a client component or any other `$` reference; the elements React handles itself (`html`, `head`,
 * `body`, hoisted `title`, `meta`, `link`, `style`, scripts with a source, `base`, `noscript`, `template`) and
 * everything in `head`; whatever another row points into by path; and everything handed to a client component as
 * a prop, because the component decides what it becomes (the lead form re-mounts its honeypot on reset). The path
 * from the root to every island stays as it was, so each island's position (and its `useId`) is the server's.
 * Rows only cut markup used are dropped; data this step cannot read is left exactly as it was.
 */

import { joinedFlightData, parseRows, withFlightData, type Row } from './flight'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Elements React handles itself (document singletons, hoisted resources, raw text): never cut, never inside a cut. */
const special = new Set([
  'html',
  'head',
  'body',
  'title',
  'meta',
  'link',
  'style',
  'script',
  'base',
  'noscript',
  'template',
])

/**
 * Next hands each layout's not-found, forbidden and unauthorized pages to its router as these props. It renders
 * one only when a component calls notFound(), forbidden() or unauthorized() during a render in the browser, which
 * no island does and a page that never navigates on the client never needs; the layout's own header and footer
 * they repeat stay markup in place.
 */
const accessFallbacks = new Set(['notFound', 'forbidden', 'unauthorized'])

const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr'])

const hostTag = /^[a-z][a-z0-9]*$/

/** A stubbed element: same tag and key, no children, nothing React hydrates inside it. */
const stubProps = { dangerouslySetInnerHTML: { __html: '' } }

export type StaticMarkupReport = { before: number; after: number; stubbed: number; droppedRows: number }

/**
 * The inline scripts with the flight pushes (`self.__next_f.push([1,"…"])`) joined into one, static markup cut
 * out of it. Returns the scripts unchanged when the flight data is not what this step reads.
 */
export function withStaticMarkupElided(
  inline: readonly string[],
  report?: (figures: StaticMarkupReport) => void,
): string[] {
  const data = joinedFlightData(inline)
  const rows = data === null ? null : parseRows(data)
  if (data === null || !rows) return [...inline]
  const { output, stubbed, droppedRows } = elideRows(rows)
  report?.({ before: data.length, after: output.length, stubbed, droppedRows })
  return withFlightData(inline, output)
}

/** A reference to another row: `$<id>`, `$L<id>` (lazy), `$@<id>` (promise), `$Q<id>` (map)…, maybe with a path. */
const reference = /^\$(?:[A-Z@h])?([0-9a-f]+)(?::(.+))?$/
const referencesIn = /"\$(?:[A-Z@h])?([0-9a-f]+)(?::([^"]*))?"/g

function elideRows(rows: Row[]): { output: string; stubbed: number; droppedRows: number } {
  const byId = new Map(rows.filter((row) => row.id !== '').map((row) => [row.id, row]))
  const trees = new Map<string, Json>()
  for (const row of rows) {
    if (row.tag === '' && row.id !== '' && /^[[{]/.test(row.body)) trees.set(row.id, JSON.parse(row.body) as Json)
  }
  const symbolRows = new Set(rows.filter((row) => row.tag === '' && row.body.startsWith('"$S')).map((row) => row.id))
  // React writes an object it has sent before as a path into an earlier row (`"$1f:0:1:props:style"`): whatever such
  // a path points into stays. The element it points at may be cut itself when every use of the path renders it in
  // place (the layout's header, sent once for its not-found page and used again by the page's own layout).
  const pathTargets = new Map<string, string[]>()
  for (const row of rows) {
    for (const [, id, path] of row.text.matchAll(referencesIn)) {
      if (path) pathTargets.set(id!, [...(pathTargets.get(id!) ?? []), `${path}:`])
    }
  }
  const usedInPlace = new Set<string>()
  const usedElsewhere = new Set<string>()
  const isHost = (type: string) => hostTag.test(type) && !special.has(type)
  // An inline script (structured data, the shell's scripts) hydrates by its tag alone; React never runs it again.
  const isInlineScript = (type: string, props: Json) =>
    type === 'script' && isPlainObject(props) && props.src === undefined && props.dangerouslySetInnerHTML !== undefined
  const isMarkup = (type: string, props: Json) => isHost(type) || isInlineScript(type, props)
  const isFragmentLike = (type: string) => /^\$[0-9a-f]+$/.test(type) && symbolRows.has(type.slice(1))
  const rendersInPlace = (type: string) => isHost(type) || isFragmentLike(type) || type === 'html' || type === 'body'

  // The rows that render as markup in place: reached from the root without passing through a client component's
  // props (a client component decides what its props become: it may clone, hide or re-mount them) or `head`.
  const open = new Set<string>()
  const guarded = new Set<string>()
  const visit = (value: Json, isGuarded: boolean): void => {
    if (typeof value === 'string') {
      const match = reference.exec(value)
      const id = match?.[1]
      if (id !== undefined && match?.[2]) {
        ;(isGuarded ? usedElsewhere : usedInPlace).add(`${id}:${match[2]}:`)
        // A path reaches only what it points at, as if it were written there.
        const target = trees.has(id) ? at(trees.get(id)!, match[2].split(':')) : undefined
        if (target !== undefined) return visit(target, isGuarded)
      }
      const seen = isGuarded ? guarded : open
      if (id === undefined || !trees.has(id) || seen.has(id)) return
      seen.add(id)
      visit(trees.get(id)!, isGuarded)
    } else if (Array.isArray(value)) {
      const type = value[0] === '$' ? value[1] : undefined
      if (typeof type !== 'string') return value.forEach((item) => visit(item, isGuarded))
      const guard = isGuarded || !rendersInPlace(type) || type === 'head'
      const props = value[3]
      if (!isPlainObject(props)) return
      for (const [name, prop] of Object.entries(props)) visit(prop, accessFallbacks.has(name) ? isGuarded : guard)
    } else if (isPlainObject(value)) {
      for (const item of Object.values(value)) visit(item, isGuarded)
    }
  }
  if (trees.has('0')) {
    open.add('0')
    visit(trees.get('0')!, false)
  }
  const mayCut = (id: string) => open.has(id) && !guarded.has(id)

  const staticRows = new Map<string, boolean>()
  const isStatic = (value: Json): boolean => {
    if (value === null || typeof value === 'boolean' || typeof value === 'number') return true
    if (typeof value === 'string') {
      if (!value.startsWith('$') || value.startsWith('$$')) return true
      // Only a long text (`$<id>` of a T row) or an outlined element (`$L<id>`) that is itself static markup.
      const id = /^\$L?([0-9a-f]+)$/.exec(value)?.[1]
      if (id === undefined) return false
      if (byId.get(id)?.tag === 'T') return value === `$${id}`
      if (!trees.has(id) || !mayCut(id) || pathTargets.has(id)) return false
      if (!staticRows.has(id)) {
        staticRows.set(id, false) // a row that refers back to itself is not static
        staticRows.set(id, isStatic(trees.get(id)!))
      }
      return staticRows.get(id)!
    }
    if (Array.isArray(value)) {
      if (value[0] !== '$') return value.every(isStatic)
      const [, type, key, props] = value
      if (typeof type !== 'string' || !isMarkup(type, props!) || (key !== null && typeof key !== 'string')) return false
      return isPlainObject(props) && Object.values(props).every(isStatic)
    }
    return Object.values(value).every(isStatic)
  }

  let stubbed = 0
  const elide = (value: Json, rowId: string, path: string): Json => {
    if (isPlainObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, elide(item, rowId, `${path}${key}:`)]))
    }
    if (!Array.isArray(value)) return value
    if (value[0] !== '$') return value.map((item, index) => elide(item, rowId, `${path}${index}:`))
    const [, type, key, props] = value
    if (typeof type !== 'string' || !isPlainObject(props)) return value
    const pointedInto = (pathTargets.get(rowId) ?? []).some((target) => {
      if (!target.startsWith(path)) return false
      const reference = `${rowId}:${target}`
      return target !== path || !usedInPlace.has(reference) || usedElsewhere.has(reference)
    })
    if (!pointedInto && isMarkup(type, props) && !voidElements.has(type) && hasContent(props) && isStatic(value)) {
      stubbed++
      return ['$', type, key ?? null, stubProps]
    }
    if (type === 'head') return value
    if (rendersInPlace(type)) return [...value.slice(0, 3), elide(props, rowId, `${path}props:`), ...value.slice(4)]
    // A client component: only the router's access fallbacks (see accessFallbacks) are cut inside its props.
    const cutProps = Object.fromEntries(
      Object.entries(props).map(([name, prop]) => [
        name,
        accessFallbacks.has(name) ? elide(prop, rowId, `${path}props:${name}:`) : prop,
      ]),
    )
    return [...value.slice(0, 3), cutProps, ...value.slice(4)]
  }

  let kept = rows.map((row) => {
    if (!mayCut(row.id)) return row
    const body = JSON.stringify(elide(trees.get(row.id)!, row.id, ''))
    return { ...row, body, text: `${row.id}:${body}\n` }
  })
  // Rows only cut markup referred to (its outlined elements and long texts) go, until none is left unreferenced.
  for (;;) {
    const referenced = new Set<string>()
    for (const row of kept) for (const [, id] of row.text.matchAll(referencesIn)) referenced.add(id!)
    const next = kept.filter(
      (row) => row.id === '' || row.id === '0' || referenced.has(row.id) || !(row.tag === 'T' || trees.has(row.id)),
    )
    if (next.length === kept.length) break
    kept = next
  }
  return { output: kept.map((row) => row.text).join(''), stubbed, droppedRows: rows.length - kept.length }
}

/** The value a reference path (`props:children:0`) names inside a row's tree, or undefined if it leaves the row. */
function at(tree: Json, path: readonly string[]): Json | undefined {
  let value: Json | undefined = tree
  for (const segment of path) {
    if (Array.isArray(value)) {
      const index: number = value[0] === '$' && segment === 'props' ? 3 : Number(segment)
      value = Number.isInteger(index) ? value[index] : undefined
    } else if (isPlainObject(value)) value = value[segment]
    else return undefined
    if (typeof value === 'string' && value.startsWith('$') && !value.startsWith('$$')) return undefined
  }
  return value
}

function isPlainObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An element worth cutting: it has children or inner HTML to leave out. */
function hasContent(props: { [key: string]: Json }): boolean {
  return props.children !== undefined || props.dangerouslySetInnerHTML !== undefined
}
