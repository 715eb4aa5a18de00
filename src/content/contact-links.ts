import { clickPing, type ClickTargetOf } from './click-targets'
import { formatPhoneLocal, mailtoHref, telHref, waHref } from './format'
import { site } from './site'

/**
 * A WhatsApp or phone link: where it goes and the ping the browser sends when it is followed (issue 22). Spread
 * it onto a link (`<SiteLink {...link}>`, `{ label, ...link }` in a record) so the two always travel together.
 */
export type ContactLink = { href: string; ping: string }

/**
 * Ready-made contact links derived from the site config, for records and components alike. The WhatsApp and
 * phone links take the call-to-action id of the place they are shown (content/click-targets.ts), so no such
 * link can be built without its click count.
 */
export const contactLinks = {
  phoneDisplay: formatPhoneLocal(site.phone),
  whatsappDisplay: formatPhoneLocal(site.whatsapp),
  emailHref: mailtoHref(site.email),
  phone: (cta: ClickTargetOf<'phone'>): ContactLink => ({ href: telHref(site.phone), ping: clickPing(cta) }),
  whatsapp: (cta: ClickTargetOf<'whatsapp'>, text?: string): ContactLink => ({
    href: waHref(site.whatsapp, text),
    ping: clickPing(cta),
  }),
} as const
