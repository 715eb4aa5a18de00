import { site } from './site'

/**
 * The year the experience claims were last checked. "14+ tahun" is the spec's claim, made in this year from
 * the founding year; deriving it from the build date instead would print a different number than the spec
 * quotes. Move this year forward when the claims are reviewed, and every page follows.
 */
const claimsCheckedIn = 2024

/**
 * Business figures shown across the site. Each one is defined here once and imported everywhere it
 * appears, so a changed claim changes on every page at the same time. The founding year is the site
 * config's (`site.foundedYear`); figures only derive from it. lib/ may import this module (the lead e-mails
 * and form messages quote it), so it imports nothing but the site config.
 */
export const figures = {
  yearsExperience: `${claimsCheckedIn - site.foundedYear}+`,
  clients: '500+',
  websitesBuilt: '500+',
  satisfaction: '98%',
  successRate: '97%',
  projectSuccess: '99%',
  support: '24/7',
  happyClients: '100+',
  activeMonthlyClients: '200+',
  averageGrowth: '385%',
  averageRoi: '450%',
  responseGeneral: '< 2 jam',
  responseEmergency: '< 30 menit',
  emailResponse: '2 jam',
  chatResponse: '15 menit',
  followUp: '1x24 jam',
  analysisDelivery: '24 jam',
  analysisProcess: '24-48 jam',
  webGuarantee: '1 tahun',
  /** Rupiah, integer */
  websitePriceFrom: 3_000_000,
  /** Rupiah value of the free SEO audit */
  freeAuditValue: 1_500_000,
} as const

/** Months an enquiry that did not become a project is kept after the last contact: the privacy notice and the lead purge. */
export const leadRetentionMonths = 24

/**
 * Days a database backup is kept before it is deleted: the privacy notice's promise and the operator's rule in
 * docs/deploy.md. A lead deleted on request is gone from every backup within this many days.
 */
export const backupRetentionDays = 35

/**
 * Months the field speed figures (Core Web Vitals, no personal data) are kept: the privacy notice and the purge in
 * src/lib/vitals. A year and a month, so a month can be set beside the same month a year earlier.
 */
export const vitalsRetentionMonths = 13

/**
 * Confirmation and link mails one mailbox gets from the rank tracker, whoever asks (src/lib/rank-tracker/mailbox.ts):
 * sign-ups naming the address, and the tracker page's address asked for again. Quoted by the sign-up's answer and
 * the tracker page.
 */
export const mailboxMailLimits = { perHour: 3, perDay: 6 } as const

/** Version of the privacy notice (/kebijakan-privasi); every lead records the version its visitor was shown. */
export const privacyNoticeVersion = '2026-11-27'
