import * as z from 'zod/mini'
import { campaignShape } from './campaign'
import { LIMITS } from './contract'
import {
  emailField,
  goalsField,
  nameField,
  optionField,
  optionalText,
  phoneField,
  requiredText,
  websiteField,
} from './fields'
import { fieldMessages } from './messages'
import {
  CONTACT_BUDGET_OPTIONS,
  HOME_BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
} from './options'

/*
 * One schema per form kind (spec sections 3, 5 and 7), each with the first-touch campaign keys (./campaign.ts).
 * Unknown keys are dropped, never copied into the result.
 */

export const analysisSchema = z.object({
  type: z._default(z.literal('analysis'), 'analysis'),
  name: nameField,
  email: emailField,
  phone: phoneField(false),
  website: websiteField(true),
  business: optionField(INDUSTRY_OPTIONS, 'Jenis bisnis'),
  goals: goalsField,
  message: optionalText('Pesan', { max: LIMITS.message, multiline: true }),
  ...campaignShape,
})

export const contactSchema = z.object({
  type: z.literal('contact'),
  name: nameField,
  email: emailField,
  phone: phoneField(false),
  company: optionalText('Nama perusahaan', { max: LIMITS.company }),
  website: websiteField(false),
  projectType: optionField(PROJECT_TYPE_OPTIONS, 'Jenis proyek'),
  budget: optionField(CONTACT_BUDGET_OPTIONS, 'Anggaran'),
  message: requiredText('Pesan', { max: LIMITS.message, multiline: true }),
  timeline: optionField(TIMELINE_OPTIONS, 'Timeline'),
  ...campaignShape,
})

export const consultationSchema = z.object({
  type: z.literal('konsultasi_gratis'),
  name: nameField,
  email: emailField,
  phone: phoneField(true),
  company: optionalText('Nama perusahaan', { max: LIMITS.company }),
  website: websiteField(true),
  industry: optionField(INDUSTRY_OPTIONS, 'Industri'),
  keywords: optionalText('Kata kunci', { max: LIMITS.keywords, multiline: true }),
  budget: optionField(HOME_BUDGET_OPTIONS, 'Anggaran'),
  message: optionalText('Pesan', { max: LIMITS.message, multiline: true }),
  ...campaignShape,
})

const kindUnion = z.discriminatedUnion('type', [analysisSchema, contactSchema, consultationSchema], {
  error: fieldMessages.kind,
})

/** Any lead; `type` absent, null or empty means an analysis request. */
export const leadSchema = z.pipe(
  z.transform((value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>
      if (record.type === undefined || record.type === null || record.type === '')
        return { ...record, type: 'analysis' }
    }
    return value
  }),
  kindUnion,
)

export const newsletterSchema = z.object({ email: emailField })

export type AnalysisLead = z.output<typeof analysisSchema>
export type ContactLead = z.output<typeof contactSchema>
export type ConsultationLead = z.output<typeof consultationSchema>
export type LeadPayload = z.output<typeof leadSchema>
export type NewsletterPayload = z.output<typeof newsletterSchema>

/** Union of every payload field name across kinds. */
export type LeadField = keyof AnalysisLead | keyof ContactLead | keyof ConsultationLead
