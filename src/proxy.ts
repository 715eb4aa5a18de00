import { NextResponse, type NextRequest } from 'next/server'
import { isKnownPath } from '@/lib/known-paths'

/**
 * Logs requests for addresses that no route serves, as one JSON error line. The 404 page itself
 * stays static (reading the request there would turn every page dynamic), so the check is made here
 * against the route registry, which every page is required to be in.
 */
export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname
  if (!isKnownPath(path)) {
    console.error(
      JSON.stringify({ level: 'error', time: new Date().toISOString(), event: 'page_not_found', status: 404, path, method: request.method, msg: 'page not found' }),
    )
  }
  return NextResponse.next()
}

export const config = {
  // Build assets and generated files never need the check.
  matcher: ['/((?!_next/|og/|downloads/|images/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml).*)'],
}
