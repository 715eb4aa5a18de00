/**
 * The one site config: brand, contact channels, office, hours, social profiles, public URL.
 * Environment variables override the defaults at build time (pages are prerendered), see README.
 */

function env(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

/** Phone numbers are stored in E.164 (+62…); every display form is derived in format.ts. */
const phone = env('SITE_PHONE') ?? '+6281210102010'

/** The one founding year; "sejak 2010" and the years of experience are derived from it. */
const foundedYear = 2010

export const site = {
  name: env('SITE_NAME') ?? 'Puncak Digital',
  legalName: 'PT Puncak Digital Nusantara',
  tagline: 'Konsultasi SEO Gratis 24/7',
  shortDescription: `Agensi SEO dan pembuatan website di Jakarta yang membantu bisnis Indonesia naik ke halaman pertama Google sejak ${foundedYear}.`,
  url: (env('SITE_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
  phone,
  whatsapp: env('SITE_WHATSAPP') ?? phone,
  email: env('SITE_EMAIL') ?? 'marketing@puncakdigital.co.id',
  foundedYear,
  address: {
    street: 'Jl. Wolter Monginsidi No. 88, Kebayoran Baru',
    locality: 'Jakarta Selatan',
    region: 'DKI Jakarta',
    postalCode: '12170',
    country: 'ID',
    visitNote: 'Kunjungan kantor dengan janji temu',
  },
  social: {
    facebook: env('SITE_FACEBOOK_URL') ?? 'https://www.facebook.com/puncakdigital.id',
    instagram: env('SITE_INSTAGRAM_URL') ?? 'https://www.instagram.com/puncakdigital.id',
    linkedin: env('SITE_LINKEDIN_URL') ?? 'https://www.linkedin.com/company/puncakdigital',
  },
} as const

export type OpeningHours = {
  label: string
  /** schema.org day names, for JSON-LD */
  days: readonly string[]
  opens?: string
  closes?: string
  note?: string
}

export const openingHours: readonly OpeningHours[] = [
  {
    label: 'Senin - Jumat',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  { label: 'Sabtu', days: ['Saturday'], opens: '09:00', closes: '15:00' },
  { label: 'Minggu', days: ['Sunday'], note: 'Tutup (hanya dukungan darurat)' },
]

export function formatOpeningHours(hours: OpeningHours): string {
  return hours.opens && hours.closes ? `${hours.opens} - ${hours.closes} WIB` : (hours.note ?? 'Tutup')
}
