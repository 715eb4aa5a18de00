/*
 * The vitals script: Google's web-vitals (attribution build) measuring this page view, and one beacon to
 * POST /api/vitals when the page is hidden. Bundled and minified by the build into one hashed static file
 * (scripts/defer-hydration/vitals-script.ts) that the inline loader starts once the page has loaded and the browser
 * is idle (scripts/defer-hydration/loader.browser.ts): it never competes with the first view. web-vitals reads the
 * buffered performance entries, so the paints and shifts before it arrived still count.
 *
 * One beacon per page view: the first time the page is hidden, with what was measured until then; a page restored
 * from the back/forward cache is a new view and may send its own. With Save-Data, one beacon for the whole visit to
 * this document. Nothing identifies the visitor: no cookie, no id, only the page's path and the measurements.
 */
import type { CLSMetric, FCPMetric, INPMetric, LCPMetricWithAttribution, TTFBMetric } from 'web-vitals/attribution'
import { onLCP } from 'web-vitals/attribution/onLCP.js'
import { onCLS } from 'web-vitals/onCLS.js'
import { onFCP } from 'web-vitals/onFCP.js'
import { onINP } from 'web-vitals/onINP.js'
import { onTTFB } from 'web-vitals/onTTFB.js'
import type { BeaconPayload } from './beacon'

/*
 * Bytes: the whole attribution build is 5.9 KB gzipped, over the 5 KB budget, and most of it is INP's
 * long-animation-frame analysis we do not send. So LCP comes from the attribution build (its element selector),
 * the other four from the plain build (the same shared core), and INP's target selector is taken here from the
 * interaction's own event entry, in web-vitals' selector format: 4.6 KB gzipped in all.
 */

const ENDPOINT = '/api/vitals'
const MAX_SELECTOR = 100
const MOBILE_BELOW_PX = 768

type Connection = { saveData?: boolean; effectiveType?: string }
const connection = (navigator as Navigator & { connection?: Connection }).connection

let payload: BeaconPayload = fresh()
let measured = false
/** This page view's beacon went out (later changes of CLS or INP are not sent again). */
let sent = false
/** Any beacon of this document went out (with Save-Data, the only one). */
let sentOnce = false

function fresh(): BeaconPayload {
  const ect = connection?.effectiveType
  return {
    p: location.pathname.slice(0, 300),
    d: innerWidth < MOBILE_BELOW_PX ? 'mobile' : 'desktop',
    ...(ect ? { e: ect } : {}),
  }
}

const cut = (value: string | undefined) => (value ? value.slice(0, MAX_SELECTOR) : undefined)

/** web-vitals' getSelector (lib/getSelector.js): "main>div.card>button.cta", stopping at an id, 100 chars. */
function selectorOf(node: Node | null | undefined): string {
  let selector = ''
  while (node && node.nodeType === 1) {
    const element = node as Element
    const part = element.id
      ? `#${element.id}`
      : [element.nodeName.toLowerCase(), ...[...element.classList].sort()].join('.')
    if (selector.length + part.length > MAX_SELECTOR - 1) return selector || part
    selector = selector ? `${part}>${selector}` : part
    if (element.id) break
    node = element.parentNode
  }
  return selector
}

type Measured = LCPMetricWithAttribution | CLSMetric | FCPMetric | INPMetric | TTFBMetric

function take(metric: Measured): void {
  // A metric of a back/forward-cache restore belongs to a new page view: start its beacon.
  if (metric.navigationType === 'back-forward-cache' && payload.n !== 'back-forward-cache') {
    payload = { ...fresh(), n: 'back-forward-cache' }
    measured = false
    sent = false
  }
  payload.n ??= metric.navigationType
  payload[metric.name] =
    Math.round(metric.value * (metric.name === 'CLS' ? 10_000 : 1)) / (metric.name === 'CLS' ? 10_000 : 1)
  if (metric.name === 'LCP') {
    const target = cut(metric.attribution.target)
    if (target) payload.le = target
  }
  if (metric.name === 'INP') {
    const entry = metric.entries.find((candidate) => candidate.target) ?? metric.entries[0]
    const target = cut(selectorOf(entry?.target))
    if (target) payload.it = target
    if (entry?.name) payload.ie = entry.name.slice(0, 20)
  }
  measured = true
}

function send(): void {
  if (document.visibilityState !== 'hidden' || !measured || sent) return
  if (sentOnce && connection?.saveData) return
  sent = true
  sentOnce = true
  const body = JSON.stringify(payload)
  // A string goes out as text/plain: no CORS preflight, and the endpoint reads it as JSON.
  navigator.sendBeacon?.(ENDPOINT, body)
}

onTTFB(take)
onFCP(take)
onLCP(take)
onCLS(take)
// Every change of INP, not only the forced report on hidden: web-vitals processes a tap's entries in an idle callback,
// and when the page is hidden before that callback ran, it processes them after its own forced report, so a tap
// just before the tab closed would be left out (seen in e2e/vitals.spec.ts). take() only stores; send() sends once.
onINP(take, { reportAllChanges: true })
// In the bubble phase, after every listener web-vitals adds (all on window, capturing), so its final LCP, CLS and INP
// are in. Not capturing: web-vitals also adds a capturing listener of its own once entries have arrived (INP's
// whenIdleOrHidden, waiting for an idle moment), i.e. after this script ran; a tap just before the page is hidden
// would otherwise be reported after the beacon has gone, without INP.
addEventListener('visibilitychange', send)
