import { NextResponse, type NextRequest } from 'next/server'
import { ADMIN_RESPONSE_HEADERS, SESSION_COOKIE_NAMES, SESSION_IDLE_SECONDS } from './session-cookie'

export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path === '/api/admin' || path.startsWith('/api/admin/')
}

/**
 * Proxy step for /admin and /api/admin: marks every answer private and noindex, and on page views renews the session cookie's lifetime so that the browser
 * keeps it as long as the session is in use (the database decides whether the session is still valid: 12 hours
 * idle). Handlers under /api/admin set their own cookies (login, logout), so they are left alone.
 */
export function adminProxy(request: NextRequest, headers = new Headers(request.headers)): NextResponse {
  const response = NextResponse.next({ request: { headers } })
  for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) response.headers.set(name, value)
  if (request.method === 'GET' && request.nextUrl.pathname.startsWith('/admin')) {
    for (const name of SESSION_COOKIE_NAMES) {
      const value = request.cookies.get(name)?.value
      if (!value) continue
      response.cookies.set(name, value, {
        httpOnly: true,
        sameSite: 'lax',
        secure: name.startsWith('__Host-') || name.startsWith('__Secure-'),
        path: '/',
        maxAge: SESSION_IDLE_SECONDS,
      })
    }
  }
  return response
}
