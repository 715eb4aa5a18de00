import type { RoutePath } from '../route-paths'
import type { ServicePage, ServicePageSection } from '../page-types'
import { contentLibrary } from '../schema/library'

const library = contentLibrary()

/**
 * The SEO service pages: one file per page in content/service-pages/ (the editor's "Halaman layanan SEO"), at
 * /<file name>, in the order set there. A band of bars may show a list shared with other pages
 * (content/shared.yaml, `barsFrom`).
 */
export const servicePages: readonly ServicePage[] = library.servicePages.map(({ slug, record }) => {
  const { service, hero, faq, cta, whatsappText } = record
  const sections = record.sections.map((section): ServicePageSection => {
    if (section.kind !== 'bars') return section as ServicePageSection
    const { barsFrom, bars, ...rest } = section
    return { ...rest, bars: (barsFrom ? library.barLists.get(barsFrom) : bars) ?? [] }
  })
  return {
    path: `/${slug}` as RoutePath,
    service,
    hero,
    sections,
    faq,
    cta,
    ...(whatsappText ? { whatsappText } : {}),
  }
})

export function getServicePage(path: string): ServicePage {
  const page = servicePages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No service page at ${path}`)
  return page
}
