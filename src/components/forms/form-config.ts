import {
  CONTACT_BUDGET_OPTIONS,
  GOAL_OPTIONS,
  HOME_BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  LEAD_MESSAGES,
  LEAD_META_FIELDS,
  LIMITS,
  NEWSLETTER_MESSAGES,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
} from '@/lib/leads/schema'

/*
 * What each client form needs from the lead contract (options, limits, messages), read on the server and passed
 * down as props. The client bundles then never import lib/leads/schema.ts eagerly: zod loads only when a visitor
 * starts filling in a form (see lead-validation.ts), so pages carrying just the footer newsletter stay light.
 */

/** Names of the envelope fields the submit handler adds (idempotency key, signed start time). */
export const envelopeFieldNames = {
  idempotencyKey: LEAD_META_FIELDS.idempotencyKey,
  formToken: LEAD_META_FIELDS.formToken,
}

export const analysisFormConfig = {
  /** Filled in by AnalysisForm from the site config (environment overrides apply on the server only). */
  whatsapp: '',
  brandName: '',
  industries: INDUSTRY_OPTIONS,
  goals: GOAL_OPTIONS,
  limits: LIMITS,
  messages: LEAD_MESSAGES.analysis,
  envelope: envelopeFieldNames,
}

export const contactFormConfig = {
  projectTypes: PROJECT_TYPE_OPTIONS,
  budgets: CONTACT_BUDGET_OPTIONS,
  timelines: TIMELINE_OPTIONS,
  limits: LIMITS,
  messages: LEAD_MESSAGES.contact,
  envelope: envelopeFieldNames,
}

export const consultationFormConfig = {
  industries: INDUSTRY_OPTIONS,
  budgets: HOME_BUDGET_OPTIONS,
  limits: LIMITS,
  messages: LEAD_MESSAGES.konsultasi_gratis,
  envelope: envelopeFieldNames,
}

export const newsletterFormConfig = { maxLength: LIMITS.email, messages: NEWSLETTER_MESSAGES }

export type AnalysisFormConfig = typeof analysisFormConfig
export type ContactFormConfig = typeof contactFormConfig
export type ConsultationFormConfig = typeof consultationFormConfig
export type NewsletterFormConfig = typeof newsletterFormConfig
