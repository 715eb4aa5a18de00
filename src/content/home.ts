import { cityPath } from './cities/types'
import { contactLinks } from './contact-links'
import type { IconName } from './icons'
import type { HomePage } from './page-types'
import { seoPackages } from './packages'
import type { RoutePath } from './route-paths'
import { contentLibrary } from './schema/library'
import { site } from './site'
import type { SectionIntro, ServiceCard, Statistic } from './types'

/**
 * The home page: content/home.yaml (the editor's "Beranda"), with the words of each section and what they list
 * that belongs to no other record (coverage, kinds of engagement, about, reasons, contact). The packages, case
 * studies, testimonials and city pages come from their own records.
 */
const library = contentLibrary()
const copy = library.home

export type CoverageCity = { name: string; note: string; href?: RoutePath }

/**
 * Cities named on the home page; those with a city page link to it. A city page whose entry has a home-page note
 * ("Catatan di beranda") and is not named yet joins the list.
 */
export const coverageCities: readonly CoverageCity[] = (() => {
  const pages = library.cities
  const linked = (city: Omit<CoverageCity, 'href'>): CoverageCity => {
    const page = pages.find((entry) => entry.record.name === city.name)
    return page ? { ...city, href: cityPath(page.slug) } : city
  }
  const added = pages.flatMap(({ record }) =>
    record.homeNote && !copy.coverage.cities.some((city) => city.name === record.name)
      ? [{ name: record.name, note: record.homeNote }]
      : [],
  )
  return [...copy.coverage.cities, ...added].map(linked)
})()

export const coverageNote = copy.coverage.note

export type PackageType = {
  icon: IconName
  title: string
  description: string
  items: readonly string[]
  href?: RoutePath
  linkLabel?: string
}

/** The kinds of SEO engagement offered, shown next to the coverage cities. */
export const packageTypes: readonly PackageType[] = copy.coverage.packageTypes as readonly PackageType[]

export const homeAbout = {
  paragraphs: copy.about.paragraphs,
  stats: copy.about.stats,
  mission: copy.about.mission,
  vision: copy.about.vision,
}

export type Reason = { icon: IconName; title: string; description: string }

/** The reasons to choose us in the about section. */
export const reasons: readonly Reason[] = copy.about.reasons

/** The six services on the home page (spec section 3), each linking to its own page where one exists. */
export const homeServices: readonly ServiceCard[] = copy.services.items

/** The heading words of each home section (components/sections/home-*.tsx). */
export const homeSections = {
  services: intro(copy.services),
  coverage: { ...intro(copy.coverage), packageTypesTitle: copy.coverage.packageTypesTitle },
  portfolio: {
    ...intro(copy.portfolio),
    testimonialsTitle: copy.portfolio.testimonialsTitle,
    testimonialsDescription: copy.portfolio.testimonialsDescription,
  },
  about: { eyebrow: copy.about.eyebrow, title: copy.about.title, reasonsTitle: copy.about.reasonsTitle },
  pricing: {
    ...intro(copy.pricing),
    ctaLabel: copy.pricing.ctaLabel,
    addOnsTitle: copy.pricing.addOnsTitle,
    addOnsDescription: copy.pricing.addOnsDescription,
    closingTitle: copy.pricing.closingTitle,
    closingText: copy.pricing.closingText,
  },
}

function intro({ eyebrow, title, description }: SectionIntro): SectionIntro {
  return { eyebrow, title, description }
}

/** The home page record; its sections read the records above, the packages and the case studies. */
export const home: HomePage = {
  path: '/',
  id: 'beranda',
  hero: copy.hero,
  packagesGridId: 'paket-grid',
  service: { ...copy.service, packages: seoPackages },
}

/** One direct channel in the home contact section; `href` makes the card a link. */
export type HomeContactCard = {
  icon: IconName
  title: string
  value: string
  note: string
  href?: string
  /** Click-count ping of a WhatsApp or phone link (from contactLinks). */
  ping?: string
  external?: boolean
}

/** The `kontak` section: heading, direct channels and trust figures beside the consultation form. */
export const homeContact = {
  eyebrow: copy.contact.eyebrow,
  title: copy.contact.title,
  description: copy.contact.description,
  whatsappText: copy.contact.whatsappText,
  cards: [
    {
      icon: 'phone',
      title: 'Telepon',
      value: contactLinks.phoneDisplay,
      note: copy.contact.phoneNote,
      ...contactLinks.phone('home-card-phone'),
    },
    {
      icon: 'message',
      title: 'WhatsApp',
      value: contactLinks.whatsappDisplay,
      note: copy.contact.whatsappNote,
      ...contactLinks.whatsapp('home-card-whatsapp', copy.contact.whatsappText),
      external: true,
    },
    {
      icon: 'mail',
      title: 'E-mail',
      value: site.email,
      note: copy.contact.emailNote,
      href: contactLinks.emailHref,
    },
    { icon: 'map-pin', title: 'Kantor', value: site.address.locality, note: site.address.visitNote },
  ] satisfies readonly HomeContactCard[],
  trustStats: copy.contact.trustStats satisfies readonly Statistic[],
}
