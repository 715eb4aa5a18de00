import { PRIVATE_PATHS } from '@/lib/private-paths'

/** Prefixes served by route handlers and per-request pages rather than registered pages (every private address). */
const handlerPrefixes = ['/api/', '/serpbot-rank-checker/demo', ...PRIVATE_PATHS.map((entry) => entry.prefix)]

/** The article editor decides itself whether it exists (404 unless enabled, see src/lib/editor-auth/editor-access.ts). */
const editorPrefix = /^\/keystatic(\/|$)/

/**
 * A check for "does some route answer this path", used to log genuine 404s. The caller passes the page paths
 * (src/proxy.ts gives the route registry's and the articles'), so this module needs no content.
 */
export function knownPathCheck(
  pagePaths: Iterable<string>,
  /** Paths that may change while the server runs (the articles in development), asked on each request. */
  livePaths: () => ReadonlySet<string> = () => new Set(),
  /** Files served from public/ (src/lib/public-files.ts): asked last, only for addresses no route answers. */
  isPublicFile: (path: string) => boolean = () => false,
): (path: string) => boolean {
  const pages = new Set(pagePaths)
  return (path) => {
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
    return (
      pages.has(normalized) ||
      livePaths().has(normalized) ||
      editorPrefix.test(normalized) ||
      handlerPrefixes.some((prefix) => normalized.startsWith(prefix)) ||
      isPublicFile(path)
    )
  }
}
