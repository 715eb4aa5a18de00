/**
 * State shapes returned by the lead server actions (./actions) to `useActionState`.
 * Client-safe: no server imports. Field names the forms must post are documented in ./schema.ts.
 */

export type LeadFormState = {
  status: 'idle' | 'success' | 'error'
  /** Indonesian notice for the whole form (spec section 8 wording). */
  message?: string
  /** Indonesian message per payload field name. */
  fieldErrors?: Partial<Record<string, string>>
  /** What the visitor typed, returned on failure so nothing is lost (re-render as defaultValue). */
  values?: Record<string, string | string[]>
  leadId?: string
  /** The instant audit report of an analysis request (docs/audit.md), when one was queued. */
  auditPath?: string
}

export type NewsletterFormState = {
  status: 'idle' | 'success' | 'error'
  message?: string
  /** The address typed, returned on failure. */
  email?: string
}

export const initialNewsletterFormState: NewsletterFormState = { status: 'idle' }
