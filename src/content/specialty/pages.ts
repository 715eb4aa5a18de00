import type { PageSection, SpecialtyPage } from '../page-types'
import { cityPackages, seoPackages, wordpressPackages } from '../packages'
import type { RoutePath } from '../route-paths'
import { singletonDefinitions } from '../schema/definitions'
import { contentLibrary, specialtyPageKeys, type packageGroupKeys } from '../schema/library'
import type { Package } from '../types'

type SpecialtyPageKey = (typeof specialtyPageKeys)[number]

const packageGroups: Record<keyof typeof packageGroupKeys, readonly Package[]> = {
  seo: seoPackages,
  city: cityPackages,
  wordpress: wordpressPackages,
}

/** A specialty page's address: the name of its file (content/pages/jasa-seo-magento.yaml → /jasa-seo-magento). */
export function specialtyPagePath(key: SpecialtyPageKey): RoutePath {
  return `/${singletonDefinitions[key].path.split('/').at(-1)}` as RoutePath
}

type Options = {
  /** Makes the FAQ's accordions single-open. */
  faqName: string
  /** The name of an offer of the page in the structured data (default: its title). */
  offerName?: (title: string) => string
}

/**
 * A page of the specialty page shell whose words are a file (the editor's page under "Halaman"): its hero, bands,
 * FAQ and closing band as written there. The packages of a price band or the offers of an offer band are the
 * page's offers in the structured data.
 */
export function specialtyPage(key: SpecialtyPageKey, { faqName, offerName = (title) => title }: Options): SpecialtyPage {
  const library = contentLibrary()
  const record = library.specialtyPages.get(key)
  if (!record) throw new Error(`No specialty page ${key}`)
  const { hero, faq, cta, whatsappText, service } = record
  const offers: Package[] = []
  const sections = record.sections.map((section) => {
    switch (section.kind) {
      case 'pricing': {
        // The packages of Harga & paket it names, with a line under each price where it has one.
        const { packageGroup, notes, ...band } = section
        const packages = packageGroups[packageGroup]
        offers.push(...packages)
        return {
          ...band,
          packages,
          ...(notes ? { notes: Object.fromEntries(notes.map((line) => [line.package, line.note])) } : {}),
        }
      }
      case 'offers': {
        // The price is filled in when the content is read, also where it quotes a figure of the site.
        const items = section.items.map((stored) => {
          const item = { ...stored, priceFromIdr: stored.priceFromIdr! }
          delete item.priceFrom
          return item
        })
        for (const { id, title, priceFromIdr, description, features, popular } of items)
          offers.push({
            id,
            name: offerName(title),
            priceIdr: priceFromIdr,
            period: '',
            description,
            features: features ?? [],
            popular,
          })
        return { ...section, items }
      }
      case 'investment': {
        // The price is a rupiah figure of the site (checked when the content is read).
        const { priceFrom, ...band } = section
        const figure = library.figures[priceFrom]
        return { ...band, priceFromIdr: typeof figure === 'object' ? figure.rupiah : 0 }
      }
      default:
        return section
    }
  })
  return {
    path: specialtyPagePath(key),
    hero,
    // The schema holds a band's columns to 2-4 as an integer; the type names the three values.
    sections: sections as readonly PageSection[],
    faq: { ...faq, name: faqName },
    ...(cta ? { cta } : {}),
    ...(whatsappText ? { floatingContact: { whatsappText } } : {}),
    service: offers.length ? { ...service, packages: offers } : service,
  }
}

/** The band of a page with this anchor, of this kind (for what other places show of a page: the PDFs, tests). */
export function pageBand<K extends PageSection['kind']>(page: SpecialtyPage, id: string, kind: K) {
  const found = page.sections.find((section) => section.id === id)
  if (found?.kind !== kind) throw new Error(`${page.path} has no ${kind} band #${id}`)
  return found as Extract<PageSection, { kind: K }>
}
