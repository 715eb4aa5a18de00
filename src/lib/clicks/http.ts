import 'server-only'
import { site } from '@/content/site'
import { getDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { clientIp, type TrustProxy } from '@/lib/server/client-ip'
import { readLimited } from '@/lib/server/http'
import { onShutdown } from '@/lib/shutdown'
import { isCrawler, isRefusal, isSpeculative, MAX_PING_BODY_BYTES, parsePing } from './ping'
import { ClickRecorder } from './recorder'
import { readConfig } from '@/lib/config'

export type ClickDeps = {
  recorder: ClickRecorder
  siteUrl: string
  trustProxy: TrustProxy
}

const GLOBAL_KEY = Symbol.for('puncak-digital.click-recorder')
type GlobalWithDeps = typeof globalThis & { [GLOBAL_KEY]?: ClickDeps }

/**
 * The process-wide recorder (one per process whatever bundle asks), flushed on shutdown before the database
 * closes, with the settings read once: a ping is the cheapest request the site answers, and re-reading the
 * environment cost more than the rest of its handling.
 */
function defaultDeps(): ClickDeps {
  const holder = globalThis as GlobalWithDeps
  if (!holder[GLOBAL_KEY]) {
    const recorder = new ClickRecorder({ getDatabase, limitPerMinute: readConfig().CLICKS_RATE_LIMIT_PER_MINUTE })
    onShutdown('worker', 'flush clicks', () => recorder.flush())
    holder[GLOBAL_KEY] = { recorder, siteUrl: site.url, trustProxy: readConfig().TRUST_PROXY }
  }
  return holder[GLOBAL_KEY]
}

const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

function refuse(status: number, reason: string): Response {
  return new Response(null, { status, headers: { 'cache-control': 'no-store', 'x-click-refused': reason } })
}

/**
 * POST /api/click?cta=…: a browser's ping for a followed WhatsApp or phone link (docs/clicks.md). Anyone may
 * call it; only a well-formed ping from this site's own pages is counted, and the answer never waits for the
 * database.
 */
export async function handleClickPing(request: Request, deps: ClickDeps = defaultDeps()): Promise<Response> {
  const parsed = parsePing(request, deps.siteUrl)
  if (isRefusal(parsed)) {
    logger.debug({ status: parsed.status, reason: parsed.reason }, 'click ping refused')
    return refuse(parsed.status, parsed.reason)
  }
  const body = await readLimited(request, MAX_PING_BODY_BYTES)
  if (!body) return refuse(413, 'body_too_large')
  if (isSpeculative(request.headers) || isCrawler(request.headers.get('user-agent'))) return noContent()
  // Over the per-IP limit: still 204 (nothing for a script to learn from), not counted.
  deps.recorder.record(parsed, clientIp(request.headers, deps.trustProxy))
  return noContent()
}
