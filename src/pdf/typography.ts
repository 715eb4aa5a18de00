/** "kata" → “kata”: typographic quotes for print (the content records keep plain ones for the web). */
export function curlyQuotes(text: string): string {
  return text.replace(/"([^"]*)"/g, '\u201c$1\u201d')
}

/** A copy of a content record with every string passed through `transform`. */
export function mapStrings<T>(value: T, transform: (text: string) => string): T {
  if (typeof value === 'string') return transform(value) as T
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, transform)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, transform)])) as T
  }
  return value
}
