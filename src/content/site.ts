import { siteRecords } from './schema/bundled'

/**
 * The one site config: brand, contact channels, office, hours, social profiles, public URL. The brand name, public
 * URL, phone, WhatsApp, e-mail and social profiles are configuration: environment variables override the defaults
 * at build time (pages are prerendered), see README. The company's details (legal name, tagline, founding year,
 * address, opening hours) are content: content/site/company.json, the editor's "Profil perusahaan".
 */

function env(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

/** Phone numbers are stored in E.164 (+62…); every display form is derived in format.ts. */
const phone = env('SITE_PHONE') ?? '+6281210102010'

const company = siteRecords.company

export const site = {
  name: env('SITE_NAME') ?? 'Puncak Digital',
  legalName: company.legalName,
  tagline: company.tagline,
  shortDescription: company.shortDescription,
  url: (env('SITE_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
  phone,
  whatsapp: env('SITE_WHATSAPP') ?? phone,
  email: env('SITE_EMAIL') ?? 'marketing@puncakdigital.co.id',
  /** The one founding year; "sejak 2010" and the years of experience are derived from it. */
  foundedYear: company.foundedYear,
  address: company.address,
  social: {
    facebook: env('SITE_FACEBOOK_URL') ?? 'https://www.facebook.com/puncakdigital.id',
    instagram: env('SITE_INSTAGRAM_URL') ?? 'https://www.instagram.com/puncakdigital.id',
    linkedin: env('SITE_LINKEDIN_URL') ?? 'https://www.linkedin.com/company/puncakdigital',
  },
} as const

/** The most characters of a <title> a search result shows, as the audit (and the spec's advice) counts them. */
const TITLE_MAX = 60

/**
 * A page's <title>: "Judul | Puncak Digital" while that fits the 60 characters Google shows, the title alone when the
 * brand would push it past (the brand then still reaches the result as the site name). The audit measures this text.
 */
export function documentTitle(title: string): string {
  const branded = `${title} | ${site.name}`
  return Array.from(branded).length <= TITLE_MAX ? branded : title
}

export type OpeningHours = {
  label: string
  /** schema.org day names, for JSON-LD */
  days: readonly string[]
  opens?: string
  closes?: string
  note?: string
}

export const openingHours: readonly OpeningHours[] = company.openingHours

export function formatOpeningHours(hours: OpeningHours): string {
  return hours.opens && hours.closes ? `${hours.opens} - ${hours.closes} WIB` : (hours.note ?? 'Tutup')
}
