/**
 * Every place on the public pages that links to WhatsApp or the phone, by a stable call-to-action id (issue 22).
 * The id names the place, not the page (the page comes from the browser's Ping-From header), and is what the
 * click endpoint accepts, the dashboard groups by and `npm run leads -- stats` prints: rename one only with
 * the old rows in mind. A link is built with contactLinks.whatsapp(id) / contactLinks.phone(id), so a new
 * place must be named here first.
 */
export const clickTargets = {
  // On every page
  'header-phone': 'phone',
  'mobile-menu-phone': 'phone',
  'footer-phone': 'phone',
  'floating-call': 'phone',
  'floating-chat': 'whatsapp',
  // Home
  'home-card-phone': 'phone',
  'home-card-whatsapp': 'whatsapp',
  'home-contact-whatsapp': 'whatsapp',
  // Contact page
  'contact-card-phone': 'phone',
  'contact-card-phone-chat': 'whatsapp',
  'contact-card-whatsapp': 'whatsapp',
  'contact-office-whatsapp': 'whatsapp',
  // City pages
  'city-meeting-phone': 'phone',
  'city-meeting-whatsapp': 'whatsapp',
  'city-cta-whatsapp': 'whatsapp',
  // Service and specialty pages
  'service-cta-whatsapp': 'whatsapp',
  hotline: 'phone',
  'hotline-whatsapp': 'whatsapp',
  'hero-phone': 'phone',
  'hero-whatsapp': 'whatsapp',
  'closing-phone': 'phone',
  'closing-whatsapp': 'whatsapp',
  'portfolio-whatsapp': 'whatsapp',
  'consult-whatsapp': 'whatsapp',
  'rank-demo-whatsapp': 'whatsapp',
  'rank-start-whatsapp': 'whatsapp',
  // Articles
  'article-phone': 'phone',
  'article-whatsapp': 'whatsapp',
  'article-cta-whatsapp': 'whatsapp',
  // Forms, audit reports, policies
  'analysis-success-whatsapp': 'whatsapp',
  'form-error-whatsapp': 'whatsapp',
  'audit-report-whatsapp': 'whatsapp',
  'privacy-deletion-whatsapp': 'whatsapp',
} as const satisfies Record<string, ClickChannel>

export type ClickChannel = 'whatsapp' | 'phone'
export type ClickTarget = keyof typeof clickTargets
export type ClickTargetOf<C extends ClickChannel> = {
  [K in ClickTarget]: (typeof clickTargets)[K] extends C ? K : never
}[ClickTarget]

/** First-party endpoint the browser pings (HTML `ping` attribute) when a WhatsApp or phone link is followed. */
const CLICK_PING_PATH = '/api/click'

export function isClickTarget(id: string): id is ClickTarget {
  return Object.hasOwn(clickTargets, id)
}

/** "/api/click?cta=header-phone": the id stays readable in the URL (ids are [a-z-] only). */
export function clickPing(cta: ClickTarget): string {
  return `${CLICK_PING_PATH}?cta=${cta}`
}

/** wa.me, api.whatsapp.com and tel: links: the ones that must carry a ping. */
export function isTrackedContactHref(href: string): boolean {
  return /^tel:/i.test(href) || /^https?:\/\/(wa\.me|api\.whatsapp\.com)(\/|$|\?)/i.test(href)
}
