import { NextResponse, type NextRequest } from 'next/server'
import { articlePaths } from '@/content/articles/known-paths'
import { routes } from '@/content/routes'
import { site } from '@/content/site'
import { readConfig } from '@/lib/config'
import { knownPathCheck } from '@/lib/known-paths'
import { adminProxy, isAdminPath } from '@/lib/admin/proxy'
import { screenPagePost } from '@/lib/leads/form-post-guard'
import { logLine } from '@/lib/log-line'
import { isPrivatePath } from '@/lib/private-paths'
import { publicFileCheck } from '@/lib/public-files'
import { screenApiOrigin } from '@/lib/security/api-origin'
import {
  buildScriptHashes,
  contentSecurityPolicy,
  createNonce,
  editorContentSecurityPolicy,
  isEditorPath,
} from '@/lib/security/csp'

const isKnownPath = knownPathCheck(
  routes.map((route) => route.path),
  articlePaths,
  publicFileCheck(),
)

const https = site.url.startsWith('https:')
const dev = process.env.NODE_ENV === 'development'

/**
 * Runs before every request but build assets (see `config.matcher`):
 * - gives the response its Content-Security-Policy, with a fresh nonce that Next puts on its scripts when it
 *   renders a page for this request (prerendered pages are covered by the build's script hashes instead);
 * - refuses cross-origin browser calls to the JSON endpoints and the article editor's API unless API_ALLOWED_ORIGINS
 *   lists the origin (src/lib/security/api-origin.ts);
 * - form posts to pages (server actions, /admin included) that Next would answer in English with the wrong status
 *   (too large, also when chunked; cross-origin or without Origin; stale or unreadable) get an Indonesian answer
 *   with 413/403/400 (see form-post-guard.ts);
 * - addresses that neither a route nor a file in public/ serves are logged as one JSON error line. The 404 page
 *   itself stays static (reading the request there would turn every page dynamic), so the check is made here.
 */
export async function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname
  const nonce = createNonce()
  const policy = isEditorPath(path)
    ? editorContentSecurityPolicy({ https })
    : contentSecurityPolicy({ nonce, scriptHashes: buildScriptHashes(), dev, https })
  const withPolicy = (response: Response) => {
    response.headers.set('Content-Security-Policy', policy)
    return response
  }

  // A trailing slash goes, as Next did before (next.config: skipTrailingSlashRedirect), but the redirect of a
  // private address carries the private page's headers: no shared cache keeps where a token leads.
  if (path.length > 1 && path.endsWith('/')) {
    // A plain URL (NextURL would keep the trailing slash); Next answers a same-origin Location as a relative one.
    const target = new URL(request.url)
    target.pathname = path.replace(/\/+$/, '') || '/'
    const redirect = NextResponse.redirect(target, 308)
    if (isPrivatePath(path)) setPrivateHeaders(redirect)
    return withPolicy(redirect)
  }

  const api = screenApiOrigin(request, path, { siteOrigin: new URL(site.url).origin, allowedOrigins: allowedOrigins() })
  if (api.kind === 'answer') return api.response
  // Every page, the staff inbox's included: a cross-site form post gets the Indonesian 403 page, never Next's 500.
  if (request.method === 'POST' && !path.startsWith('/api/')) {
    const refused = await screenPagePost(request)
    if (refused) return withPolicy(refused)
  }
  // The staff inbox: private, never indexed, never cached; its pages and handlers check access themselves. Its
  // pages are rendered per request, so their scripts carry this response's nonce.
  if (isAdminPath(path)) {
    const headers = new Headers(request.headers)
    headers.set('content-security-policy', policy)
    headers.set('x-nonce', nonce)
    return withPolicy(compressible(path, adminProxy(request, headers)))
  }
  const headers = new Headers(request.headers)
  // Next reads the nonce from the request's policy and sets it on the scripts of a page it renders now.
  headers.set('content-security-policy', policy)
  headers.set('x-nonce', nonce)
  // A malformed percent-escape (/%ff) cannot be decoded into route parameters (Next answered 500): the site's
  // 404 page, as for any address nothing serves, rendered per request like a miss (see below).
  if (!decodable(path)) {
    logLine('error', 'page not found', { event: 'page_not_found', status: 404, path, method: request.method })
    headers.set(MISS_LOGGED, missToken)
    return withPolicy(NextResponse.rewrite(new URL(MALFORMED_PATH_TARGET, request.url), { request: { headers } }))
  }
  // A miss can pass through here twice (a one-segment path first tries the [cityPage] route): log it once.
  if (!isKnownPath(path)) {
    if (request.headers.get(MISS_LOGGED) !== missToken) {
      logLine('error', 'page not found', { event: 'page_not_found', status: 404, path, method: request.method })
    }
    headers.set(MISS_LOGGED, missToken)
  }
  // Left to the router, a miss is answered by the 404 page with Cache-Control: no-store (a rewrite to
  // /_not-found would serve the prerendered page as cacheable for a year, and a CDN would keep that 404 for a
  // page published later at this address).
  const response = withPolicy(compressible(path, NextResponse.next({ request: { headers } })))
  if (path.startsWith('/api/')) response.headers.set('Cache-Control', 'no-store')
  // Private pages (a token in the address: a rank tracker's, an audit report): never stored by a shared cache,
  // never indexed.
  if (isPrivatePage(path)) setPrivateHeaders(response)
  if (api.corsOrigin) {
    response.headers.set('Access-Control-Allow-Origin', api.corsOrigin)
    response.headers.set('Vary', 'Origin')
  }
  return response
}

/** API_ALLOWED_ORIGINS, validated at start (src/instrumentation.ts); read once, reused while unchanged. */
function allowedOrigins(): readonly string[] {
  try {
    return readConfig().API_ALLOWED_ORIGINS
  } catch {
    return [] // the start already refused a malformed configuration; never widen access on an error
  }
}

/**
 * The pages that route handlers render as server markup (components/document/server-page.tsx): the staff inbox's,
 * the rank tracker's private pages and demo, the audit report. Exactly these addresses, not their downloads, form
 * handlers or PDF.
 */
const SERVER_RENDERED_PAGE =
  /^\/(?:admin(?:\/.*)?|serpbot-rank-checker\/demo|serpbot-rank-checker\/(?:konfirmasi|berhenti-langganan)\/[^/]+|serpbot-rank-checker\/pantau\/[^/]+(?:\/berhenti-langganan)?|analisis-gratis\/hasil\/[^/]+)$/

/**
 * `next start` compresses what pages answer but not what route handlers answer: Next copies a handler's headers
 * with appendHeader, which leaves Content-Type where its compression does not recognise it (vercel/next.js#98007).
 * A header this proxy sets is on the answer first and Next keeps it, so for the pages route handlers render it sets
 * their one content type here, and they are sent gzip-compressed like every other page. (Behind the nginx recipe,
 * nginx compresses anyway.)
 */
function compressible(path: string, response: NextResponse): NextResponse {
  if (SERVER_RENDERED_PAGE.test(path) && path !== '/serpbot-rank-checker/pantau/dihapus')
    response.headers.set('Content-Type', 'text/html; charset=utf-8')
  return response
}

/** A page whose address holds a token (src/lib/private-paths.ts); API answers are `no-store` already. */
const isPrivatePage = (path: string) => isPrivatePath(path) && !path.startsWith('/api/')

function setPrivateHeaders(response: Response): void {
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** An address no route serves (two segments, so not a city page): Next answers it with the site's 404 page. */
const MALFORMED_PATH_TARGET = '/alamat-tidak-valid/404'

/** Request header marking a miss the proxy has logged already; its value is unguessable, so clients cannot. */
const MISS_LOGGED = 'x-puncak-not-found-logged'
const missToken = crypto.randomUUID()

export const config = {
  // Build assets and generated files never need the check, nor a policy (they are not documents).
  matcher: [
    '/((?!_next/|_not-found|og/|downloads/|images/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml).*)',
  ],
}
