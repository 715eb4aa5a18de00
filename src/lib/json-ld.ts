import { openingHours, site } from '@/content/site'
import { absoluteUrl } from '@/lib/seo'

/*
 * Builders for schema.org structured data. They read the site config; everything page-specific (the
 * breadcrumb trail, FAQ items, offers, the agency's price range) is passed in by the page or section that
 * holds the records, so this module depends on no other part of content.
 */

type JsonLdObject = { '@context'?: string; '@type': string | string[]; [key: string]: unknown }

/** Serialise for an inline <script>: "<" is escaped so no string can close the tag early. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export const organizationId = () => absoluteUrl('/#organization')

/** Facts about the agency that come from records rather than the site config (content/organization.ts). */
export type OrganizationDetails = {
  /** The span of the prices the agency quotes, lowest to highest, as shown in search results. */
  priceRange?: string
}

export function organizationJsonLd(details: OrganizationDetails = {}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    description: site.shortDescription,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl('/og/home.png'),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.foundedYear),
    ...(details.priceRange ? { priceRange: details.priceRange } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: { '@type': 'Country', name: 'Indonesia' },
    openingHoursSpecification: openingHours
      .filter((hours) => hours.opens && hours.closes)
      .map((hours) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      })),
    sameAs: Object.values(site.social),
  }
}

export function websiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: 'id-ID',
    publisher: { '@id': organizationId() },
  }
}

/** One step of a breadcrumb trail: the page's short label and its path. */
export type Crumb = { label: string; path: string }

/** The trail from the home page to this page, in order. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((route, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: route.label,
      item: absoluteUrl(route.path),
    })),
  }
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** What an Offer needs from a package record (content/types.ts Package satisfies it). */
type OfferInput = {
  name: string
  description: string
  /** Rupiah, integer; the lower bound of a range or "from" price. */
  priceIdr: number
  priceMaxIdr?: number
  priceFrom?: boolean
  period?: string
}

function offerJsonLd(pkg: OfferInput, url: string): JsonLdObject {
  return {
    '@type': 'Offer',
    name: pkg.name,
    description: pkg.description,
    price: pkg.priceIdr,
    priceCurrency: 'IDR',
    url,
    availability: 'https://schema.org/InStock',
    ...(pkg.period || pkg.priceMaxIdr || pkg.priceFrom
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceCurrency: 'IDR',
            // A quoted range or "from" price is a minimum (and maximum), not one exact price.
            ...(pkg.priceMaxIdr || pkg.priceFrom
              ? { minPrice: pkg.priceIdr, ...(pkg.priceMaxIdr ? { maxPrice: pkg.priceMaxIdr } : {}) }
              : { price: pkg.priceIdr }),
            ...(pkg.period ? { unitText: pkg.period } : {}),
          },
        }
      : {}),
  }
}

type ServiceInput = {
  path: string
  name: string
  description: string
  serviceType: string
  packages?: readonly OfferInput[]
  /** A city name, or a city with its districts. */
  areaServed?: string | { city: string; areas: readonly string[] }
}

export function serviceJsonLd({
  path,
  name,
  description,
  serviceType,
  packages,
  areaServed,
}: ServiceInput): JsonLdObject {
  const url = absoluteUrl(path)
  const area =
    typeof areaServed === 'string'
      ? { '@type': 'City', name: areaServed }
      : areaServed
        ? [
            { '@type': 'City', name: areaServed.city },
            ...areaServed.areas.map((area) => ({ '@type': 'Place', name: area })),
          ]
        : { '@type': 'Country', name: 'Indonesia' }
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType,
    url,
    provider: { '@id': organizationId() },
    areaServed: area,
    ...(packages?.length
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: `Paket ${name}`,
            itemListElement: packages.map((pkg) => offerJsonLd(pkg, url)),
          },
        }
      : {}),
  }
}
