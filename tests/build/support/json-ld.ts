/** The JSON-LD a prerendered page carries, read the way a crawler reads it. */
import { queryAll, rawText, type Node } from './dom'

export type JsonLdItem = { '@type': string; [key: string]: unknown }

/** Every JSON-LD item of the page: each script's object, array items, and `@graph` members, in order. */
export function jsonLd(document: Node): JsonLdItem[] {
  return queryAll(document, 'script[type="application/ld+json"]').flatMap((script) => {
    const items = [JSON.parse(rawText(script)) as Record<string, unknown>].flat()
    return items.flatMap((item) => (Array.isArray(item['@graph']) ? item['@graph'] : [item]) as JsonLdItem[])
  })
}

/** The raw JSON-LD text of the page, for checks on what it must never say. */
export function jsonLdText(document: Node): string {
  return queryAll(document, 'script[type="application/ld+json"]')
    .map((script) => rawText(script))
    .join('\n')
}

/** The page's one item of `type`; throws when there is none or several. */
export function jsonLdOfType<T = JsonLdItem>(document: Node, type: string): T {
  const found = jsonLd(document).filter((item) => item['@type'] === type)
  if (found.length !== 1) throw new Error(`expected one ${type} in the JSON-LD, found ${found.length}`)
  return found[0] as T
}
