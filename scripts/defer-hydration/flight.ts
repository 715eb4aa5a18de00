/**
 * The one reader of React's flight data as Next inlines it (`self.__next_f.push([1,"<rows>"])` scripts): the
 * pushes joined into one stream, split into rows by React 19's row format. Both cuts of the deferred file read it
 * through here: the inlined stylesheet's text row (below) and the static markup (./static-markup.ts).
 *
 * The inline flight data carries the page's stylesheet a second time: with `experimental.inlineCss` Next puts the
 * whole CSS file in the RSC payload as a text row (`<id>:T<hex byte length>,<css>`), the children of the
 * `<style precedence href>` element it also wrote into the HTML. On hydration React finds that element in the
 * document by its href (a hoisted style resource) and never reads the text, so the deferred file drops it: about
 * 80 KB raw, 12 KB compressed, on every page.
 *
 * Only a text row whose content is exactly the text of one of the page's `<style data-href>` elements is touched,
 * and it keeps its id (a CSS comment stands in), so every reference to it still resolves. Data this module cannot
 * read is left exactly as it was.
 */

/** One row of the stream: its id, its tag character ('' for a JSON row), its content and its exact text. */
export type Row = { id: string; tag: string; body: string; text: string }

const flightPush = /^self\.__next_f\.push\(\[1,("[\s\S]*")\]\)$/

/** Tags whose content is length-prefixed (`<tag><hex length>,<bytes>`) in React 19's flight protocol. */
const lengthPrefixed = new Set('TAOobUSsLlGgMmV'.split(''))

/** The data of every flight push of the inline scripts, joined in order; null when there is none. */
export function joinedFlightData(inline: readonly string[]): string | null {
  const pushes = inline.flatMap((code) => {
    const match = flightPush.exec(code)
    return match ? [JSON.parse(match[1]!) as string] : []
  })
  return pushes.length ? pushes.join('') : null
}

/** The inline scripts with their flight pushes replaced by one push of `data`, where the first one was. */
export function withFlightData(inline: readonly string[], data: string): string[] {
  const first = inline.findIndex((code) => flightPush.test(code))
  return inline.flatMap((code, index) => {
    if (index === first) return [`self.__next_f.push([1,${JSON.stringify(data)}])`]
    return flightPush.test(code) ? [] : [code]
  })
}

const placeholder = '/**/'

/** The flight pushes with every inlined stylesheet's text row emptied; the scripts as they were when none is. */
export function withoutInlinedStyles(inline: readonly string[], styles: readonly string[]): string[] {
  const wanted = new Set(styles.filter(Boolean))
  const data = wanted.size ? joinedFlightData(inline) : null
  const rows = data === null ? null : parseRows(data)
  if (!rows || !rows.some((row) => row.tag === 'T' && wanted.has(row.body))) return [...inline]
  const output = rows
    .map((row) =>
      row.tag === 'T' && wanted.has(row.body)
        ? `${row.id}:T${placeholder.length.toString(16)},${placeholder}`
        : row.text,
    )
    .join('')
  return withFlightData(inline, output)
}

/** The text from `start` that is `bytes` long in UTF-8, or null when the data ends first. */
function textOfByteLength(data: string, start: number, bytes: number): string | null {
  let count = 0
  let end = start
  while (count < bytes) {
    if (end >= data.length) return null
    const code = data.codePointAt(end)!
    count += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    end += code >= 0x10000 ? 2 : 1
  }
  return count === bytes ? data.slice(start, end) : null
}

/**
 * The rows of a flight stream, each with its exact text, or null on anything that does not read as React 19's
 * row format (a row cut off, a length that runs past the data).
 */
export function parseRows(data: string): Row[] | null {
  const rows: Row[] = []
  let cursor = 0
  while (cursor < data.length) {
    const colon = data.indexOf(':', cursor)
    if (colon === -1) return null
    const id = data.slice(cursor, colon)
    if (!/^[0-9a-f]*$/.test(id)) return null
    const tagChar = data[colon + 1] ?? ''
    if (lengthPrefixed.has(tagChar)) {
      const comma = data.indexOf(',', colon + 2)
      if (comma === -1) return null
      const length = data.slice(colon + 2, comma)
      if (!/^[0-9a-f]+$/.test(length)) return null
      const body = textOfByteLength(data, comma + 1, parseInt(length, 16))
      if (body === null) return null
      const end = comma + 1 + body.length
      rows.push({ id, tag: tagChar, body, text: data.slice(cursor, end) })
      cursor = end
      continue
    }
    const tagged = /[A-Z#rx]/.test(tagChar)
    const newline = data.indexOf('\n', colon + 1)
    if (newline === -1) return null
    const body = data.slice(colon + 1 + (tagged ? 1 : 0), newline)
    rows.push({ id, tag: tagged ? tagChar : '', body, text: data.slice(cursor, newline + 1) })
    cursor = newline + 1
  }
  return rows
}
