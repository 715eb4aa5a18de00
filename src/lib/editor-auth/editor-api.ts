import { makeRouteHandler } from '@keystatic/next/route-handler'
import { site } from '@/content/site'
import { logLine } from '@/lib/log-line'
import { editorAccess, editorMode } from './editor-access'
import { withGitHubOAuthState } from './github-oauth'

type KeystaticConfig = Parameters<typeof makeRouteHandler>[0]['config']
type Env = Record<string, string | undefined>

let handler: ReturnType<typeof makeRouteHandler> | undefined
let mismatchLogged = false

/**
 * Keystatic's API (reads and writes content files or the GitHub repository) behind the editor gate:
 * 404 when the editor is off, 401 without an editor or admin session. The handler is created only once the
 * gate has let a request through, so an unconfigured production server never builds it.
 *
 * GitHub mode is served only when the build's storage is GitHub too: the storage kind is fixed when the site is
 * built (NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO), so a server given the GitHub variables only at run time would otherwise
 * hand its admins an editor of the server's own files. Its sign-in is bound to the browser by `state`
 * (./github-oauth.ts). Cross-site calls never get here (src/lib/security/api-origin.ts screens /api/keystatic).
 */
export async function editorApi(request: Request, config: KeystaticConfig, env: Env = process.env): Promise<Response> {
  if (editorMode(env) === 'github' && config.storage.kind !== 'github') {
    if (!mismatchLogged) {
      mismatchLogged = true
      logLine('error', 'article editor refused: GitHub mode configured, but this build stores content locally', {
        event: 'editor_storage_mismatch',
        fix: 'build with NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO set (docs/content.md)',
      })
    }
    return new Response('Not Found', { status: 404 })
  }
  const decision = await editorAccess(request.headers, env)
  if (!decision.allow) {
    return decision.status === 404
      ? new Response('Not Found', { status: 404 })
      : Response.json({ error: 'Masuk dengan akun editor atau admin untuk membuka editor konten.' }, { status: 401 })
  }
  handler ??= makeRouteHandler({ config })
  const handle = request.method === 'POST' ? handler.POST : handler.GET
  if (config.storage.kind !== 'github') return handle(request)
  const https = (env.SITE_URL?.trim() || site.url).startsWith('https:')
  return withGitHubOAuthState(request, handle, { https })
}
