/** Prefixes served by route handlers rather than registered pages. */
const handlerPrefixes = ['/api/']

/**
 * A check for "does some route answer this path", used to log genuine 404s. The caller passes the page paths
 * (src/proxy.ts gives the route registry's), so this module needs no content.
 */
export function knownPathCheck(pagePaths: Iterable<string>): (path: string) => boolean {
  const pages = new Set(pagePaths)
  return (path) => {
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
    return pages.has(normalized) || handlerPrefixes.some((prefix) => normalized.startsWith(prefix))
  }
}
