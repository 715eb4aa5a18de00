import { contactLinks } from '../contact-links'
import type { LinkAction } from '../types'

/**
 * The calls to action every service page offers: the free analysis first, then a WhatsApp chat where the
 * page sets a chat text, else the contact page; the closing band offers all of them.
 */
export function servicePageActions(page: { primaryLabel?: string; whatsappText?: string }) {
  const analysis: LinkAction = {
    label: page.primaryLabel ?? 'Analisis SEO Gratis',
    href: '/analisis-gratis',
    icon: 'search',
  }
  const whatsapp: LinkAction | undefined = page.whatsappText
    ? {
        label: 'Chat via WhatsApp',
        ...contactLinks.whatsapp('service-cta-whatsapp', page.whatsappText),
        variant: 'whatsapp',
        icon: 'message',
        external: true,
      }
    : undefined
  const contact: LinkAction = { label: 'Hubungi Kami', href: '/contact', variant: 'outline-light' }
  return { hero: [analysis, whatsapp ?? contact], closing: [analysis, ...(whatsapp ? [whatsapp] : []), contact] }
}
