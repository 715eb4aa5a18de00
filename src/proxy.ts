import { NextResponse, type NextRequest } from 'next/server'
import { articlePaths } from '@/content/articles/known-paths'
import { routes } from '@/content/routes'
import { knownPathCheck } from '@/lib/known-paths'
import { adminProxy, isAdminPath } from '@/lib/admin/proxy'
import { screenPagePost } from '@/lib/leads/form-post-guard'
import { logLine } from '@/lib/log-line'

const isKnownPath = knownPathCheck(
  routes.map((route) => route.path),
  articlePaths,
)

/**
 * Runs before every page request:
 * - form posts to pages (server actions) that Next would answer in English with the wrong status (too large,
 *   cross-origin, stale or unreadable) get an Indonesian answer with 413/403/400 (see form-post-guard.ts);
 * - addresses that no route serves are logged as one JSON error line. The 404 page itself stays static (reading
 *   the request there would turn every page dynamic), so the check is made here against the route registry,
 *   which every page is required to be in.
 */
export async function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname
  // The staff inbox: private, never indexed, never cached; its pages and handlers check access themselves.
  if (isAdminPath(path)) return adminProxy(request)
  if (request.method === 'POST' && !path.startsWith('/api/')) {
    const refused = await screenPagePost(request)
    if (refused) return refused
  }
  if (isKnownPath(path)) return NextResponse.next()
  // A miss can pass through here twice (a one-segment path first tries the [cityPage] route): log it once.
  if (request.headers.get(MISS_LOGGED) !== missToken) {
    logLine('error', 'page not found', { event: 'page_not_found', status: 404, path, method: request.method })
  }
  const headers = new Headers(request.headers)
  headers.set(MISS_LOGGED, missToken)
  // Left to the router, the miss is answered by the 404 page with Cache-Control: no-store (a rewrite to
  // /_not-found would serve the prerendered page as cacheable for a year, and a CDN would keep that 404 for a
  // page published later at this address).
  return NextResponse.next({ request: { headers } })
}

/** Request header marking a miss the proxy has logged already; its value is unguessable, so clients cannot. */
const MISS_LOGGED = 'x-puncak-not-found-logged'
const missToken = crypto.randomUUID()

export const config = {
  // Build assets and generated files never need the check.
  matcher: [
    '/((?!_next/|_not-found|og/|downloads/|images/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml).*)',
  ],
}
