import { addOns, cityPackages, seoPackages } from '../packages'
import { contactLinks } from '../contact-links'
import type { AddOn, LinkAction, Package } from '../types'
import { formatRupiah } from '@/content/format'

/** Lookups so service-page copy quotes prices and package contents from the package records, never a second copy. */
export function getAddOn(id: string): AddOn {
  const addOn = addOns.find((item) => item.id === id)
  if (!addOn) throw new Error(`Unknown add-on ${id}`)
  return addOn
}

export function getSeoPackage(id: string): Package {
  const pkg = [...seoPackages, ...cityPackages].find((item) => item.id === id)
  if (!pkg) throw new Error(`Unknown package ${id}`)
  return pkg
}

/** The package feature that mentions `word`, e.g. ("seo-professional", "backlink") → "5 backlink berkualitas per bulan". */
export function packageFeature(pkg: Package, word: string): string {
  const feature = pkg.features.find((item) => item.toLowerCase().includes(word.toLowerCase()))
  if (!feature) throw new Error(`Package ${pkg.id} has no feature mentioning "${word}"`)
  return lowerFirst(feature)
}

/** e.g. "Rp 5.500.000/bulan" */
export function packagePrice(pkg: Package): string {
  return `${formatRupiah(pkg.priceIdr)}${pkg.period ? `/${pkg.period}` : ''}`
}

/** Lower-cases only the first letter, so a record's sentence can continue a sentence ("Audit SEO…" → "audit SEO…"). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

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
