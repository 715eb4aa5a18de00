import { CAMPAIGN_PARAMS, FIRST_TOUCH_STORAGE_KEY } from '@/lib/leads/schema/campaign-params'

/**
 * Adds the visit's first-touch campaign to the click pings of WhatsApp and phone links (issue 22,
 * docs/clicks.md), so a click on a later page is attributed like a form lead. It reads what the first-touch
 * script noted in sessionStorage['pd-first-touch'] (see docs/admin.md) at the moment a link is followed, so it
 * needs no DOM walk and also covers links rendered later. Nothing is stored or sent by this script: the browser
 * sends the ping only when the visitor follows the link. Without JavaScript the ping goes out unchanged.
 */
function addCampaignToPings(fields: readonly string[], storageKey: string) {
  const mark = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[ping]') : null
    if (!link) return
    let touch: Record<string, unknown> | null = null
    try {
      touch = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Record<string, unknown> | null
    } catch {
      return
    }
    if (!touch || typeof touch !== 'object') return
    const params = new URLSearchParams()
    const landing = touch.landing
    if (typeof landing === 'string' && landing.startsWith('/'))
      params.set('landing', landing.split('?')[0]!.slice(0, 200))
    for (const field of fields) {
      const value = touch[field]
      if (typeof value === 'string' && value) params.set(field, value.slice(0, 100))
    }
    // The helper's ping is "/api/click?cta=<id>": everything after it is this script's, replaced on each click.
    const base = (link.getAttribute('ping') ?? '').split('&')[0]
    const extra = params.toString()
    link.setAttribute('ping', extra ? `${base}&${extra}` : base!)
  }
  document.addEventListener('click', mark, true)
  document.addEventListener('auxclick', mark, true)
}

const fields = CAMPAIGN_PARAMS.map((param) => param.query)
const code = `(${addCampaignToPings.toString()})(${JSON.stringify(fields)},${JSON.stringify(FIRST_TOUCH_STORAGE_KEY)})`

export function ClickCampaign() {
  // Same bytes on every page (the CSP allows it by hash); data-shell keeps it when hydration is deferred.
  return <script data-shell="" dangerouslySetInnerHTML={{ __html: code }} />
}
