/*
 * Cross-origin browser requests to the JSON endpoints (docs/security.md). A browser names the page that sent a
 * request in Origin (always on POST, on cross-origin GET too), or at least says `Sec-Fetch-Site: cross-site`.
 * The site's own pages are always allowed; other sites only when API_ALLOWED_ORIGINS lists them, and only on
 * the public JSON endpoints (they then get CORS headers so their scripts can read the answer). Requests without
 * either header (curl, a server, a monitoring probe) are not a browser's and pass: the endpoints' own checks
 * (token, rate limit, validation) apply to everyone.
 */

/** The endpoints an allowed origin may call (a landing page elsewhere posting leads, say). */
const publicJsonEndpoints = [
  '/api/submit-analysis',
  '/api/newsletter',
  '/api/form-token',
  '/api/audit',
  '/api/rank-tracker',
]

/**
 * Not screened: a health probe reveals nothing. GitHub's return to the editor's sign-in is a cross-site navigation by
 * design; it is checked by its `state` instead (src/lib/editor-auth/github-oauth.ts). The rest of /api/keystatic is
 * screened like every other route: a cross-site GET or POST from a signed-in admin's browser does nothing.
 */
const unscreened = ['/api/health', '/api/keystatic/github/oauth/callback']

const REFUSED_MESSAGE =
  'Permintaan dari situs lain tidak kami terima. Kirim formulir langsung dari halaman situs kami, atau hubungi kami via WhatsApp.'

const underAny = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

export type ApiOriginDecision = { kind: 'pass'; corsOrigin: string | null } | { kind: 'answer'; response: Response }

function refused(): Response {
  return new Response(JSON.stringify({ ok: false, error: REFUSED_MESSAGE, fields: {} }), {
    status: 403,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'Origin' },
  })
}

function corsHeaders(origin: string): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

export function screenApiOrigin(
  request: Request,
  pathname: string,
  options: { siteOrigin: string; allowedOrigins: readonly string[] },
): ApiOriginDecision {
  if (!pathname.startsWith('/api/') || underAny(pathname, unscreened)) return { kind: 'pass', corsOrigin: null }
  const origin = request.headers.get('origin')
  const fetchSite = request.headers.get('sec-fetch-site')
  if (!origin) {
    return fetchSite === 'cross-site' || fetchSite === 'same-site'
      ? { kind: 'answer', response: refused() }
      : { kind: 'pass', corsOrigin: null }
  }
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')
  let parsed: URL | null = null
  try {
    parsed = origin === 'null' ? null : new URL(origin)
  } catch {
    parsed = null
  }
  if (parsed && (parsed.host === host || parsed.origin === options.siteOrigin) && fetchSite !== 'cross-site') {
    return { kind: 'pass', corsOrigin: null }
  }
  const allowed =
    parsed !== null && underAny(pathname, publicJsonEndpoints) && options.allowedOrigins.includes(parsed.origin)
  if (!allowed) return { kind: 'answer', response: refused() }
  if (request.method === 'OPTIONS') {
    return { kind: 'answer', response: new Response(null, { status: 204, headers: corsHeaders(parsed!.origin) }) }
  }
  return { kind: 'pass', corsOrigin: parsed!.origin }
}
