import { siteRecords } from './schema/bundled'

const { claimsCheckedIn, ...claims } = siteRecords.figures

/**
 * Business figures shown across the site, from content/site/figures.json (the editor's "Angka situs"). Each one is
 * defined there once and quoted everywhere it appears (records with `{% figure name="clients" /%}`, code through
 * this object), so a changed claim changes on every page at the same time. "14+ tahun" is derived: the year the
 * claims were last checked minus the founding year (content/site/company.json); deriving it from the build date
 * instead would print a different number than the claims quote. lib/ may import this module (the lead e-mails and
 * form messages quote it, in the browser too), so it reads no file at run time: the JSON is bundled.
 */
export const figures = {
  yearsExperience: `${claimsCheckedIn - siteRecords.company.foundedYear}+`,
  ...claims,
}

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

/**
 * Keywords one free rank tracker may hold: the server refuses more (src/lib/rank-tracker, MAX_KEYWORDS), so it is
 * code, not an editor figure; the rank checker page quotes it as {% figure name="rankTrackerKeywords" /%}.
 */
export const rankTrackerMaxKeywords = 10

/** Version of the privacy notice (/kebijakan-privasi); every lead records the version its visitor was shown. */
export const privacyNoticeVersion = '2026-11-27'
