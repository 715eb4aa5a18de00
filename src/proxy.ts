import { NextResponse, type NextRequest } from 'next/server'
import { routes } from '@/content/routes'
import { knownPathCheck } from '@/lib/known-paths'

const isKnownPath = knownPathCheck(routes.map((route) => route.path))

/**
 * Logs requests for addresses that no route serves, as one JSON error line. The 404 page itself
 * stays static (reading the request there would turn every page dynamic), so the check is made here
 * against the route registry, which every page is required to be in.
 */
export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname
  if (isKnownPath(path)) return NextResponse.next()
  console.error(
    JSON.stringify({
      level: 'error',
      time: new Date().toISOString(),
      event: 'page_not_found',
      status: 404,
      path,
      method: request.method,
      msg: 'page not found',
    }),
  )
  // Straight to the 404 page: left to the router, a one-segment path would first try the
  // [cityPage] route, whose miss re-enters this proxy and would log the request twice.
  // nextUrl keeps the server's own origin, so the rewrite stays internal whatever Host was sent.
  const notFound = request.nextUrl.clone()
  notFound.pathname = '/_not-found'
  return NextResponse.rewrite(notFound)
}

export const config = {
  // Build assets and generated files never need the check.
  matcher: [
    '/((?!_next/|_not-found|og/|downloads/|images/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml).*)',
  ],
}
