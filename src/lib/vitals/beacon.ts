import { METRIC_DEFINITIONS, METRICS, type DeviceClass, type MetricName } from './metrics'

/*
 * The beacon the vitals script sends (./beacon.browser.ts) and the schema it is checked against. Every value is
 * clamped to a plausible range; a beacon with anything outside the shape (an unknown key, a negative or absurd
 * value, a wrong type) is refused whole, so nothing of it is stored.
 */

/** What the browser sends: short keys, since it goes out on every page view. */
export type BeaconPayload = {
  /** location.pathname */
  p: string
  /** device class from the viewport width */
  d: DeviceClass
  /** navigation type (web-vitals' navigationType) */
  n?: string
  /** effective connection type, where the browser tells it */
  e?: string
  LCP?: number
  INP?: number
  CLS?: number
  FCP?: number
  TTFB?: number
  /** LCP element's selector */
  le?: string
  /** INP target's selector */
  it?: string
  /** INP's event type (click, keydown, …) */
  ie?: string
}

/** A beacon is a few hundred bytes; 2 KB leaves room for long selectors, no more. */
export const MAX_BEACON_BYTES = 2048
const MAX_PATH_CHARS = 300
const MAX_SELECTOR_CHARS = 100
/** Pages that are not pages of the site share this key (no text from the wire reaches the dashboard as a page). */
export const OTHER_PAGE = 'other'

const NAVIGATION_TYPES = new Set([
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
])
const CONNECTION_TYPES = new Set(['slow-2g', '2g', '3g', '4g'])
const KEYS = new Set(['p', 'd', 'n', 'e', 'le', 'it', 'ie', ...METRICS])

export type Beacon = {
  /** The raw path, checked against the site's pages by the caller. */
  path: string
  device: DeviceClass
  navigation: string | null
  connection: string | null
  values: Partial<Record<MetricName, number>>
  lcpElement: string | null
  inpTarget: string | null
  inpEvent: string | null
}

export type BeaconRefusal = { status: 400; reason: string }

function cleanText(value: unknown, max: number): string | null | undefined {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') return undefined
  // Control characters never belong in a stored value.
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return cleaned ? cleaned.slice(0, max) : null
}

/** The beacon in `body`, or why it is refused. */
export function parseBeacon(body: string): Beacon | BeaconRefusal {
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return { status: 400, reason: 'not_json' }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { status: 400, reason: 'not_object' }
  const record = data as Record<string, unknown>
  if (Object.keys(record).some((key) => !KEYS.has(key))) return { status: 400, reason: 'unknown_key' }

  const path = record.p
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH_CHARS) {
    return { status: 400, reason: 'bad_path' }
  }
  const device = record.d
  if (device !== 'mobile' && device !== 'desktop') return { status: 400, reason: 'bad_device' }
  const navigation = record.n ?? null
  if (navigation !== null && (typeof navigation !== 'string' || !NAVIGATION_TYPES.has(navigation))) {
    return { status: 400, reason: 'bad_navigation' }
  }
  const connection = record.e ?? null
  if (connection !== null && (typeof connection !== 'string' || !CONNECTION_TYPES.has(connection))) {
    return { status: 400, reason: 'bad_connection' }
  }

  const values: Partial<Record<MetricName, number>> = {}
  for (const metric of METRICS) {
    const value = record[metric]
    if (value === undefined) continue
    const { clampAt, absurdAbove } = METRIC_DEFINITIONS[metric]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > absurdAbove) {
      return { status: 400, reason: `bad_${metric.toLowerCase()}` }
    }
    values[metric] = Math.min(value, clampAt)
  }
  if (Object.keys(values).length === 0) return { status: 400, reason: 'no_values' }

  const lcpElement = cleanText(record.le, MAX_SELECTOR_CHARS)
  const inpTarget = cleanText(record.it, MAX_SELECTOR_CHARS)
  const inpEvent = cleanText(record.ie, 20)
  if (lcpElement === undefined || inpTarget === undefined || inpEvent === undefined) {
    return { status: 400, reason: 'bad_attribution' }
  }
  if (inpEvent !== null && !/^[a-z]+$/.test(inpEvent)) return { status: 400, reason: 'bad_attribution' }
  return {
    path,
    device,
    navigation: navigation as string | null,
    connection: connection as string | null,
    values,
    lcpElement: values.LCP === undefined ? null : lcpElement,
    inpTarget: values.INP === undefined ? null : inpTarget,
    inpEvent: values.INP === undefined ? null : inpEvent,
  }
}

export function isBeaconRefusal(value: Beacon | BeaconRefusal): value is BeaconRefusal {
  return 'status' in value
}

/** The stored page key: the path when it is a page of the site (no trailing slash), else `other`. */
export function pageKey(path: string, isPage: (path: string) => boolean): string {
  let normalized = path.split(/[?#]/)[0]!
  if (normalized.length > 1) normalized = normalized.replace(/\/+$/, '')
  return isPage(normalized) ? normalized : OTHER_PAGE
}
