/**
 * The inline flight data carries the page's stylesheet a second time: with `experimental.inlineCss` Next puts the
 * whole CSS file in the RSC payload as a text row (`<id>:T<hex byte length>,<css>`), the children of the
 * `<style precedence href>` element it also wrote into the HTML. On hydration React finds that element in the
 * document by its href (a hoisted style resource) and never reads the text, so the deferred file drops it: about
 * 80 KB raw, 12 KB compressed, on every page.
 *
 * Only a text row whose content is exactly the text of one of the page's `<style data-href>` elements is touched,
 * and it keeps its id (a CSS comment stands in), so every reference to it still resolves.
 */
const placeholder = '/**/'

const flightString = /^self\.__next_f\.push\(\[1,("[\s\S]*")\]\)$/

/** The flight pushes with every inlined stylesheet's text row emptied; other scripts are returned unchanged. */
export function withoutInlinedStyles(inline: readonly string[], styles: readonly string[]): string[] {
  const wanted = new Set(styles.filter(Boolean))
  if (!wanted.size) return [...inline]
  return inline.map((code) => {
    const match = flightString.exec(code)
    if (!match) return code
    const data = JSON.parse(match[1]!) as string
    const rows = /(^|\n)([0-9a-f]+):T([0-9a-f]+),/g
    let output = ''
    let cursor = 0
    for (let row = rows.exec(data); row; row = rows.exec(data)) {
      const start = row.index + row[0].length
      const text = textOfByteLength(data, start, parseInt(row[3]!, 16))
      if (text === null || !wanted.has(text)) continue
      output += `${data.slice(cursor, row.index)}${row[1]}${row[2]}:T${placeholder.length.toString(16)},${placeholder}`
      cursor = start + text.length
      rows.lastIndex = cursor
    }
    if (cursor === 0) return code
    return `self.__next_f.push([1,${JSON.stringify(output + data.slice(cursor))}])`
  })
}

/** The text from `start` that is `bytes` long in UTF-8, or null when the data ends first. */
export function textOfByteLength(data: string, start: number, bytes: number): string | null {
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
