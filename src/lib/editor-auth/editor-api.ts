import { makeRouteHandler } from '@keystatic/next/route-handler'
import { editorAccess } from './editor-access'

type KeystaticConfig = Parameters<typeof makeRouteHandler>[0]['config']

let handler: ReturnType<typeof makeRouteHandler> | undefined

/**
 * Keystatic's API (reads and writes content files or the GitHub repository) behind the editor gate:
 * 404 when the editor is off, 401 without an admin session. The handler is created only once the
 * gate has let a request through, so an unconfigured production server never builds it.
 */
export async function editorApi(request: Request, config: KeystaticConfig): Promise<Response> {
  const decision = await editorAccess(request.headers)
  if (!decision.allow) {
    return decision.status === 404
      ? new Response('Not Found', { status: 404 })
      : Response.json({ error: 'Masuk sebagai admin untuk membuka editor artikel.' }, { status: 401 })
  }
  handler ??= makeRouteHandler({ config })
  return request.method === 'POST' ? handler.POST(request) : handler.GET(request)
}
