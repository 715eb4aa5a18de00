/**
 * The envelope every lead form sends next to its payload, and the limits both sides enforce.
 *
 * Envelope fields (not part of the payload schemas):
 *   fax             honeypot: render it visually hidden (not display:none), tabIndex={-1}, autoComplete="off",
 *                   aria-hidden; humans leave it empty, a filled value marks the submission as spam.
 *   formToken       signed start time from `issueFormToken()` (server action in ../actions) or GET /api/form-token,
 *                   fetched when the visitor first focuses a field. Sent sooner than the minimum fill time
 *                   (LEADS_MIN_FILL_MS, default MIN_FILL_SECONDS) = spam. Missing token (no JavaScript) is accepted;
 *                   honeypot and rate limit still apply.
 *   idempotencyKey  random id (crypto.randomUUID()) created once per filled form and kept until success; a double
 *                   submit with the same key is stored once (the same key with different content is refused).
 *                   Without JavaScript leave it out: the server then treats an identical payload from the same
 *                   network within a few minutes as the same lead.
 *   consentVersion  hidden input with CONSENT_VERSION: the privacy-notice version shown next to the form.
 */
export const LEAD_META_FIELDS = {
  honeypot: 'fax',
  formToken: 'formToken',
  idempotencyKey: 'idempotencyKey',
  consentVersion: 'consentVersion',
} as const

/** Version of the privacy notice (/kebijakan-privasi) the forms link to; bump it when the notice changes. */
export const CONSENT_VERSION = '2026-11-27'

/**
 * Default minimum time between first interaction and submit (the server reads LEADS_MIN_FILL_MS, default this
 * many seconds). The token is issued when the form hydrates (first focus; see scripts/defer-hydration.ts), so
 * browser autofill plus a quick click must still pass: keep this short.
 */
export const MIN_FILL_SECONDS = 2

/** Longest accepted value per text field, in characters after cleaning. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  website: 500,
  business: 100,
  keywords: 500,
  message: 5000,
  landingPageUrl: 2000,
  /** utm_* values, gclid, fbclid. */
  campaignValue: 200,
} as const
