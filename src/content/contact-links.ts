import { formatPhoneLocal, mailtoHref, telHref, waHref } from './format'
import { site } from './site'

/** Ready-made contact links derived from the site config, for records and components alike. */
export const contactLinks = {
  phoneDisplay: formatPhoneLocal(site.phone),
  phoneHref: telHref(site.phone),
  whatsappDisplay: formatPhoneLocal(site.whatsapp),
  emailHref: mailtoHref(site.email),
  whatsapp: (text?: string) => waHref(site.whatsapp, text),
} as const
