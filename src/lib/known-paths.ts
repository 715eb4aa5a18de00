import { routes } from '@/content/routes'

const pagePaths = new Set<string>(routes.map((route) => route.path))

/** Prefixes served by route handlers rather than registered pages. */
const handlerPrefixes = ['/api/', '/analisis-gratis/hasil/']

/** True when some route answers this path; used to log genuine 404s. */
export function isKnownPath(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return pagePaths.has(normalized) || handlerPrefixes.some((prefix) => normalized.startsWith(prefix))
}
