/** Session cookie facts shared by Better Auth's config (./auth.ts) and the request proxy (src/proxy.ts). */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60
export const SESSION_COOKIE_PREFIX = 'pd-admin'
/**
 * The session cookie's name: `__Host-` under https (Secure, Path=/, no Domain: no subdomain or plain-http page can
 * set or shadow it), plain on http (localhost), where browsers refuse prefixed cookies.
 */
export function sessionCookieName(https: boolean): string {
  return `${https ? '__Host-' : ''}${SESSION_COOKIE_PREFIX}.session_token`
}
export const SESSION_COOKIE_NAMES = [sessionCookieName(true), sessionCookieName(false)]
export const ADMIN_RESPONSE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
