import 'server-only'
import { site } from '@/content/site'
import { getDatabase } from '@/lib/db/client'
import { logger } from '@/lib/log'
import { readConfig } from '@/lib/config'
import { crossSiteReason, isCrawler, isSpeculative } from '@/lib/server/beacon-guards'
import { clientIp, type TrustProxy } from '@/lib/server/client-ip'
import { readLimited } from '@/lib/server/http'
import { onShutdown } from '@/lib/shutdown'
import { isBeaconRefusal, MAX_BEACON_BYTES, pageKey, parseBeacon } from './beacon'
import { DEFAULT_VITALS_LIMIT_PER_MINUTE, VitalsRecorder } from './recorder'

export type VitalsDeps = {
  recorder: VitalsRecorder
  siteUrl: string
  trustProxy: TrustProxy
  /** Whether a path is a page of the site (the route registry and the articles, given by the route file). */
  isPage: (path: string) => boolean
}

const GLOBAL_KEY = Symbol.for('puncak-digital.vitals-recorder')
type GlobalWithRecorder = typeof globalThis & { [GLOBAL_KEY]?: Omit<VitalsDeps, 'isPage'> }

/** The process-wide recorder, flushed on shutdown before the database closes; settings read once. */
function defaultDeps(isPage: (path: string) => boolean): VitalsDeps {
  const holder = globalThis as GlobalWithRecorder
  if (!holder[GLOBAL_KEY]) {
    const recorder = new VitalsRecorder({ getDatabase, limitPerMinute: DEFAULT_VITALS_LIMIT_PER_MINUTE })
    onShutdown('worker', 'flush web vitals', () => recorder.flush())
    holder[GLOBAL_KEY] = { recorder, siteUrl: site.url, trustProxy: readConfig().TRUST_PROXY }
  }
  return { ...holder[GLOBAL_KEY], isPage }
}

const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

function refuse(status: number, reason: string): Response {
  return new Response(null, { status, headers: { 'cache-control': 'no-store', 'x-vitals-refused': reason } })
}

const MEDIA_TYPES = new Set(['text/plain', 'application/json'])

/**
 * POST /api/vitals: one page view's Core Web Vitals, sent by the vitals script with navigator.sendBeacon when the
 * page is hidden (docs/vitals.md). Anyone may call it; only a well-formed beacon from this site's own pages is
 * counted, and the answer never waits for the database.
 */
export async function handleVitalsBeacon(
  request: Request,
  isPage: (path: string) => boolean,
  deps: VitalsDeps = defaultDeps(isPage),
): Promise<Response> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!MEDIA_TYPES.has(mediaType)) return refuse(415, 'content_type')
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_BEACON_BYTES) return refuse(413, 'body_too_large')
  const crossSite = crossSiteReason(request, deps.siteUrl, { requireOne: true })
  if (crossSite) return refuse(403, crossSite)
  const body = await readLimited(request, MAX_BEACON_BYTES)
  if (!body) return refuse(413, 'body_too_large')
  const beacon = parseBeacon(new TextDecoder().decode(body))
  if (isBeaconRefusal(beacon)) {
    logger.debug({ reason: beacon.reason }, 'vitals beacon refused')
    return refuse(beacon.status, beacon.reason)
  }
  if (isSpeculative(request.headers) || isCrawler(request.headers.get('user-agent'))) return noContent()
  // Over the per-IP limit: still 204 (nothing for a script to learn from), not counted.
  deps.recorder.record(beacon, pageKey(beacon.path, deps.isPage), clientIp(request.headers, deps.trustProxy))
  return noContent()
}
