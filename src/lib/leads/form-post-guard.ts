import fs from 'node:fs'
import path from 'node:path'
import { logLine } from '@/lib/log-line'
import { readLimited } from '@/lib/server/http'
import { isSameOrigin } from '@/lib/server/origin'
import { formErrorPage, type FormErrorKind } from './form-error-page'

/*
 * Screens form posts to pages (server actions) before Next handles them. Next answers a few hostile or stale
 * posts in English, with the wrong status: a body over the server-action limit (500 "Body exceeded 1 MB"), an
 * action id this build does not have (409 "Server Action unavailable", e.g. a page opened before a deploy), a
 * cross-origin post (500). Here they get the right status (413, 400, 403) and an Indonesian page (a no-JavaScript
 * post shows it as the next page) or JSON (a JavaScript action call, whose form shows its own failure notice).
 * Runs for every page, the staff inbox's included; the body is read (from a clone) at most up to the limit.
 */

/** Next's default serverActions.bodySizeLimit (next.config sets none). */
const SERVER_ACTION_BODY_LIMIT = 1024 * 1024

type Screened = { kind: FormErrorKind; status: number }

const MANIFEST = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json')
let knownActions: Set<string> | null | undefined

/**
 * The server-action ids of this build, from Next's build output. If the file is missing or its shape changed
 * (a Next upgrade), the id check is skipped and logged once; e2e/lead-api.spec.ts then fails, so it is noticed.
 */
function actionIds(): Set<string> | null {
  if (knownActions !== undefined) return knownActions
  try {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(/*turbopackIgnore: true*/ MANIFEST), 'utf8')) as {
      node?: Record<string, unknown>
    }
    if (!manifest.node || typeof manifest.node !== 'object') throw new Error('no "node" section')
    knownActions = new Set(Object.keys(manifest.node))
  } catch (error) {
    logLine('warn', 'server-action manifest unreadable: unknown action ids go to Next', {
      manifest: MANIFEST,
      error: String(error),
    })
    knownActions = null
  }
  return knownActions
}

/** Ids a no-JavaScript action post names: `$ACTION_ID_<id>` fields, or `$ACTION_<n>:0` = {"id": …} (bound). */
function postedActionIds(form: FormData): string[] | null {
  const ids: string[] = []
  for (const key of new Set(form.keys())) {
    if (key.startsWith('$ACTION_ID_')) ids.push(key.slice('$ACTION_ID_'.length))
    else if (key.startsWith('$ACTION_REF_')) {
      const descriptor = form.get(`$ACTION_${key.slice('$ACTION_REF_'.length)}:0`)
      try {
        const id = typeof descriptor === 'string' ? (JSON.parse(descriptor) as { id?: unknown }).id : undefined
        if (typeof id !== 'string') return null
        ids.push(id)
      } catch {
        return null
      }
    }
  }
  return ids
}

async function screen(request: Request): Promise<Screened | null> {
  // The route handlers' rule (src/lib/server/origin.ts): a post without Origin passes only when the browser says
  // Sec-Fetch-Site: same-origin. Every page, /admin included; the actions check it again themselves.
  if (!isSameOrigin(request.headers)) return { kind: 'cross_origin', status: 403 }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > SERVER_ACTION_BODY_LIMIT) return { kind: 'too_large', status: 413 }
  // Read with a hard limit, whatever Content-Length says: a chunked body stops being read past 1 MB.
  const body = await readLimited(request, SERVER_ACTION_BODY_LIMIT)
  if (!body) return { kind: 'too_large', status: 413 }
  // A JavaScript action call (Next-Action header): Next itself answers unknown ids in a way the client handles.
  if (request.headers.has('next-action')) return null
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null
  let form: FormData
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return { kind: 'malformed', status: 400 }
  }
  const known = actionIds()
  const ids = postedActionIds(form)
  if (ids === null) return { kind: 'malformed', status: 400 }
  if (known && ids.some((id) => !known.has(id))) return { kind: 'stale_form', status: 400 }
  return null
}

/**
 * For a POST to a page: the refusal to send instead of letting Next handle it, or null to go on. Reads a clone of
 * the body (Next keeps the original for the action).
 */
export async function screenPagePost(request: Request): Promise<Response | null> {
  const screened = await screen(request.clone())
  if (!screened) return null
  const url = new URL(request.url)
  logLine('warn', 'form post refused', {
    event: 'form_post_refused',
    kind: screened.kind,
    status: screened.status,
    path: url.pathname,
  })
  const jsonCaller = request.headers.has('next-action') || request.headers.get('accept')?.includes('application/json')
  return formErrorPage(screened.kind, screened.status, { path: url.pathname, json: Boolean(jsonCaller) })
}
