import { site } from '@/content/site'
import { formatPhoneLocal, mailtoHref, telHref, waHref } from '@/lib/format'

/** Ready-made contact links derived from the site config, for components. */
export const contactLinks = {
  phoneDisplay: formatPhoneLocal(site.phone),
  phoneHref: telHref(site.phone),
  whatsappDisplay: formatPhoneLocal(site.whatsapp),
  emailHref: mailtoHref(site.email),
  whatsapp: (text?: string) => waHref(site.whatsapp, text),
} as const
