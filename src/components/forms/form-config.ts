import { site } from '@/content/site'
import { submitLeadAction } from '@/lib/leads/actions'
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
import { submitAnalysisRequestAction } from './analysis-action'
import type { FieldSpec } from './lead-fields'
import type { LeadFormConfig } from './lead-form'

/*
 * Each lead form as data: its fields (options, limits), texts and outcome style, read on the server from the lead
 * contract and passed to the one client LeadForm as props. The client bundle never imports lib/leads/schema.ts
 * eagerly: zod loads only when a visitor starts filling in a form (see lead-validation.ts).
 */

const envelope = { idempotencyKey: LEAD_META_FIELDS.idempotencyKey, formToken: LEAD_META_FIELDS.formToken }

const field = {
  name: { control: 'text', name: 'name', label: 'Nama Lengkap', autoComplete: 'name', placeholder: 'Nama Anda' },
  email: {
    control: 'text',
    name: 'email',
    label: 'Email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
  phone: {
    control: 'text',
    name: 'phone',
    label: 'No. WhatsApp / Telepon',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
  website: {
    control: 'text',
    name: 'website',
    label: 'Website',
    inputMode: 'url',
    autoComplete: 'url',
    placeholder: 'tokoanda.com',
  },
  company: {
    control: 'text',
    name: 'company',
    label: 'Nama Perusahaan',
    autoComplete: 'organization',
    placeholder: 'PT / CV / nama usaha',
  },
} satisfies Record<string, FieldSpec>

/** Text fields get the schema's length limit for their name. */
const withLimits = (fields: FieldSpec[]): FieldSpec[] =>
  fields.map((spec) => {
    const maxLength = (LIMITS as Record<string, number>)[spec.name]
    return maxLength && (spec.control === 'text' || spec.control === 'textarea') ? { ...spec, maxLength } : spec
  })

const analysisFields = withLimits([
  { ...field.name, required: true },
  { ...field.email, required: true },
  { ...field.website, label: 'URL Website', required: true, hint: 'Boleh tanpa https://' },
  { ...field.phone, hint: 'Opsional, agar kami bisa mengirim hasil lewat WhatsApp' },
  {
    control: 'select',
    name: 'business',
    label: 'Jenis Bisnis',
    options: INDUSTRY_OPTIONS,
    placeholder: 'Pilih jenis bisnis',
    full: true,
  },
  {
    control: 'checkboxes',
    name: 'goals',
    label: 'Tujuan SEO Anda',
    hint: 'Pilih satu atau lebih',
    options: GOAL_OPTIONS,
    full: true,
  },
  {
    control: 'textarea',
    name: 'message',
    label: 'Pesan Tambahan',
    placeholder: 'Kata kunci incaran, kompetitor utama, atau kendala yang sedang dihadapi',
    rows: 4,
    full: true,
  },
])

const contactFields = withLimits([
  { ...field.name, required: true },
  { ...field.email, required: true },
  { ...field.phone, label: 'No. Telepon / WhatsApp' },
  field.company,
  {
    control: 'select',
    name: 'projectType',
    label: 'Jenis Proyek',
    options: PROJECT_TYPE_OPTIONS,
    placeholder: 'Pilih jenis proyek',
  },
  {
    control: 'select',
    name: 'budget',
    label: 'Estimasi Budget',
    options: CONTACT_BUDGET_OPTIONS,
    placeholder: 'Pilih kisaran budget',
  },
  {
    control: 'select',
    name: 'timeline',
    label: 'Kapan Ingin Mulai?',
    options: TIMELINE_OPTIONS,
    placeholder: 'Pilih timeline',
    full: true,
  },
  {
    control: 'textarea',
    name: 'message',
    label: 'Pesan',
    placeholder: 'Ceritakan kebutuhan Anda: website, target pasar, atau masalah yang ingin diselesaikan',
    required: true,
    rows: 5,
    minHeightClass: 'min-h-[120px]',
    full: true,
  },
])

const consultationFields = withLimits([
  { ...field.name, required: true },
  { ...field.email, required: true },
  { ...field.phone, required: true },
  { ...field.website, required: true },
  field.company,
  { control: 'select', name: 'industry', label: 'Industri', options: INDUSTRY_OPTIONS, placeholder: 'Pilih industri' },
  {
    control: 'text',
    name: 'keywords',
    label: 'Kata Kunci Target',
    autoComplete: 'off',
    placeholder: 'mis. jasa renovasi rumah jakarta',
  },
  {
    control: 'select',
    name: 'budget',
    label: 'Budget Bulanan',
    options: HOME_BUDGET_OPTIONS,
    placeholder: 'Pilih kisaran budget',
  },
  {
    control: 'textarea',
    name: 'message',
    label: 'Pesan',
    placeholder: 'Ceritakan target bisnis atau kendala SEO Anda saat ini',
    rows: 4,
    full: true,
  },
])

/** The free SEO analysis request (/analisis-gratis): success replaces the form with a confirmation panel. */
export function analysisFormConfig(options: { permalink: string; restartHref: string }): LeadFormConfig {
  return {
    kind: 'analysis',
    action: submitAnalysisRequestAction,
    formId: 'form-analisis',
    idPrefix: 'analisis',
    fields: analysisFields,
    submitLabel: 'Kirim Permintaan Analisis Gratis',
    submitClassName: 'w-full',
    messages: LEAD_MESSAGES.analysis,
    outcome: 'panel',
    permalink: options.permalink,
    envelope,
    // Read at render time: the site config may be overridden by environment variables on the server.
    panel: { restartHref: options.restartHref, whatsapp: site.whatsapp, brandName: site.name },
  }
}

/** The contact page form (type "contact"): outcome notices above the form. */
export function contactFormConfig(options: { permalink: string }): LeadFormConfig {
  return {
    kind: 'contact',
    action: submitLeadAction,
    formId: 'form-kontak',
    idPrefix: 'kontak',
    // The spec keeps `website` in the payload without a visible field.
    hidden: { type: 'contact', website: '' },
    fields: contactFields,
    submitLabel: 'Kirim Pesan',
    submitClassName: 'w-full sm:w-auto',
    messages: LEAD_MESSAGES.contact,
    outcome: 'notice',
    permalink: options.permalink,
    envelope,
  }
}

/** The home page's free-consultation form (type "konsultasi_gratis"): success and failure as a toast. */
export function consultationFormConfig(options: { permalink: string }): LeadFormConfig {
  return {
    kind: 'konsultasi_gratis',
    action: submitLeadAction,
    formId: 'form-konsultasi',
    idPrefix: 'konsultasi',
    hidden: { type: 'konsultasi_gratis' },
    fields: consultationFields,
    submitLabel: 'Kirim Permintaan Konsultasi',
    submitClassName: 'w-full',
    messages: LEAD_MESSAGES.konsultasi_gratis,
    outcome: 'toast',
    permalink: options.permalink,
    envelope,
  }
}

export const newsletterFormConfig = {
  maxLength: LIMITS.email,
  messages: NEWSLETTER_MESSAGES,
  title: 'Newsletter SEO',
  intro: 'Tips SEO praktis dan update algoritma Google, dua kali sebulan.',
}

export type NewsletterFormConfig = typeof newsletterFormConfig
