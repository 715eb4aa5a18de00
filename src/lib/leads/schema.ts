/**
 * Lead form contract shared by the client forms and the server (bundled into client code:
 * keep this file free of server-only imports).
 *
 * Field names (FormData names = JSON keys = payload keys):
 *   analysis            name, email, phone?, website, business?, goals (repeatable), message?, landingPageUrl?
 *   contact             type='contact', name, email, phone?, company?, website?, projectType?, budget?, message, timeline?
 *   konsultasi_gratis   type='konsultasi_gratis', name, email, phone, website, company?, industry?, keywords?, budget?, message?
 *   newsletter          email
 * `type` absent or empty means analysis.
 *
 * Envelope fields every form also sends (see LEAD_META_FIELDS, not part of the payload schemas):
 *   fax             honeypot: render it visually hidden (not display:none), tabIndex={-1}, autoComplete="off",
 *                   aria-hidden; humans leave it empty, a filled value marks the submission as spam.
 *   formToken       signed start time from `issueFormToken()` (server action in ./actions) or GET /api/form-token,
 *                   fetched when the visitor first focuses a field. Too fast (< MIN_FILL_SECONDS) = spam.
 *                   Missing token (no JavaScript) is accepted; honeypot and rate limit still apply.
 *   idempotencyKey  random id (crypto.randomUUID()) created once per filled form and kept until success; a double
 *                   submit with the same key is stored once. Without JavaScript leave it out: the server then
 *                   treats an identical payload from the same network within a few minutes as the same lead.
 *   consentVersion  hidden input with CONSENT_VERSION: the privacy-notice version shown next to the form.
 */
import { z } from 'zod'
import { figures } from '@/content/figures'

export const LEAD_META_FIELDS = {
  honeypot: 'fax',
  formToken: 'formToken',
  idempotencyKey: 'idempotencyKey',
  consentVersion: 'consentVersion',
} as const

/** Version of the privacy notice (/kebijakan-privasi) the forms link to; bump it when the notice changes. */
export const CONSENT_VERSION = '2025-01'

/**
 * A human needs at least this long between first interaction and submit. The token is issued when the
 * form hydrates (first focus; see scripts/defer-hydration.ts), so browser autofill plus a quick click
 * must still pass: keep this short.
 */
export const MIN_FILL_SECONDS = 2

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
} as const

export type Option<V extends string = string> = { readonly value: V; readonly label: string }

export const INDUSTRY_OPTIONS = [
  { value: 'e-commerce', label: 'E-commerce / Toko Online' },
  { value: 'jasa', label: 'Jasa' },
  { value: 'teknologi', label: 'Teknologi' },
  { value: 'kesehatan', label: 'Kesehatan' },
  { value: 'properti', label: 'Properti' },
  { value: 'pendidikan', label: 'Pendidikan' },
  { value: 'f&b', label: 'F&B (Makanan & Minuman)' },
  { value: 'lainnya', label: 'Lainnya' },
] as const satisfies readonly Option[]

export const GOAL_OPTIONS = [
  { value: 'traffic', label: 'Meningkatkan traffic website' },
  { value: 'ranking', label: 'Naik ke halaman 1 Google' },
  { value: 'local', label: 'Menguasai pencarian lokal & Google Maps' },
  { value: 'competitor', label: 'Mengalahkan kompetitor' },
] as const satisfies readonly Option[]

export const PROJECT_TYPE_OPTIONS = [
  { value: 'seo', label: 'Jasa SEO' },
  { value: 'website', label: 'Pembuatan Website' },
  { value: 'ecommerce', label: 'Toko Online / E-commerce' },
  { value: 'mobile-app', label: 'Aplikasi Mobile' },
  { value: 'digital-marketing', label: 'Digital Marketing' },
  { value: 'other', label: 'Lainnya' },
] as const satisfies readonly Option[]

export const CONTACT_BUDGET_OPTIONS = [
  { value: 'less-than-5', label: 'Kurang dari Rp 5 juta' },
  { value: '5-10 juta', label: 'Rp 5-10 juta' },
  { value: '10-25 juta', label: 'Rp 10-25 juta' },
  { value: '25-50 juta', label: 'Rp 25-50 juta' },
  { value: 'more-than-50', label: 'Lebih dari Rp 50 juta' },
] as const satisfies readonly Option[]

export const HOME_BUDGET_OPTIONS = [
  { value: 'Rp 1-3 Juta', label: 'Rp 1-3 Juta' },
  { value: 'Rp 3-5 Juta', label: 'Rp 3-5 Juta' },
  { value: 'Rp 5-10 Juta', label: 'Rp 5-10 Juta' },
  { value: 'Rp 10 Juta+', label: 'Rp 10 Juta+' },
] as const satisfies readonly Option[]

export const TIMELINE_OPTIONS = [
  { value: 'Segera (kurang dari 1 minggu)', label: 'Segera (kurang dari 1 minggu)' },
  { value: '1-2 minggu', label: '1-2 minggu' },
  { value: '1 bulan', label: '1 bulan' },
  { value: '2-3 bulan', label: '2-3 bulan' },
  { value: 'Masih planning', label: 'Masih planning' },
] as const satisfies readonly Option[]

export const LEAD_KINDS = ['analysis', 'contact', 'konsultasi_gratis'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  analysis: 'Permintaan Analisis SEO Gratis',
  contact: 'Pesan dari Halaman Kontak',
  konsultasi_gratis: 'Konsultasi Gratis (Beranda)',
}

/** Indonesian labels of every payload field (forms, e-mail, exports). */
export const FIELD_LABELS = {
  name: 'Nama',
  email: 'Email',
  phone: 'Nomor telepon/WhatsApp',
  company: 'Nama perusahaan',
  website: 'Website',
  business: 'Jenis bisnis',
  industry: 'Industri',
  goals: 'Tujuan',
  keywords: 'Kata kunci target',
  projectType: 'Jenis proyek',
  budget: 'Anggaran',
  timeline: 'Timeline',
  message: 'Pesan',
  landingPageUrl: 'Halaman asal',
} as const

/** Form-level messages, verbatim from the spec's error catalogue where it has one. */
export const LEAD_MESSAGES = {
  analysis: {
    required: 'Nama, email, dan website wajib diisi.',
    invalid: 'Mohon periksa kembali isian yang ditandai.',
    failureTitle: 'Terjadi Kesalahan',
    failure: 'Mohon coba lagi atau hubungi kami langsung via WhatsApp.',
    successTitle: 'Permintaan Berhasil Dikirim! ✅',
    success: `Tim kami akan menghubungi Anda dalam ${figures.analysisDelivery} dengan analisis awal website Anda.`,
  },
  contact: {
    requiredTitle: 'Error',
    required: 'Nama, email, dan pesan wajib diisi',
    invalid: 'Mohon periksa kembali isian yang ditandai.',
    failureTitle: 'Error',
    failure: 'Terjadi kesalahan. Silakan coba lagi atau hubungi kami langsung.',
    successTitle: 'Pesan Terkirim!',
    success: `Tim kami akan menghubungi Anda dalam ${figures.followUp}. Terima kasih!`,
  },
  konsultasi_gratis: {
    required: 'Mohon lengkapi field yang wajib diisi (*)',
    invalid: 'Mohon periksa kembali isian yang ditandai.',
    failure: 'Terjadi kesalahan. Silakan coba lagi atau hubungi kami langsung via WhatsApp.',
    success: `Terima kasih! Tim kami akan menghubungi Anda dalam ${figures.followUp}.`,
  },
} as const

export const NEWSLETTER_MESSAGES = {
  success: 'Terima kasih! Anda sudah terdaftar di newsletter kami.',
  already: 'Email ini sudah terdaftar. Terima kasih sudah berlangganan!',
  invalid: 'Masukkan alamat email yang valid.',
  failure: 'Terjadi kesalahan. Silakan coba lagi beberapa saat lagi.',
} as const

/** Transport-level messages (JSON endpoint and server actions). */
export const API_MESSAGES = {
  validation: 'Data belum valid. Periksa kembali isian yang ditandai.',
  tooLarge: 'Data yang dikirim terlalu besar (maksimal 32 KB).',
  unsupportedType: 'Format data tidak didukung. Kirim sebagai JSON atau data formulir.',
  malformedJson: 'Format JSON tidak valid.',
  rateLimited: 'Terlalu banyak pengiriman dari jaringan Anda. Silakan tunggu satu menit lalu coba lagi.',
  server: 'Terjadi kesalahan di server kami. Silakan coba lagi atau hubungi kami langsung via WhatsApp.',
  methodNotAllowed: 'Metode tidak didukung.',
} as const

// ---------------------------------------------------------------------------------------------
// Normalisers (pure, also used by the server)

// C0 control characters break exports and PostgreSQL (NUL); tabs and newlines are legitimate in a message.
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]+/g

export function cleanText(value: string, multiline = false): string {
  return multiline
    ? value.replace(CONTROL_MULTILINE, '').replace(/\r\n?/g, '\n').trim()
    : value.replace(CONTROL_SINGLE_LINE, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * Indonesian phone number in E.164: "0812-1010-2010", "62 812 1010 2010", "+62 (21) 555-1234", "812 1010 2010"
 * → "+6281210102010". Returns null for anything that is not an Indonesian number.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().\-/]/g, '')
  if (!/^\+?\d+$/.test(compact)) return null
  let national: string
  if (compact.startsWith('+62')) national = compact.slice(3)
  else if (compact.startsWith('+')) return null
  else if (compact.startsWith('62')) national = compact.slice(2)
  else if (compact.startsWith('0')) national = compact.slice(1)
  else national = compact
  national = national.replace(/^0/, '')
  // National significant numbers: mobiles 8xx (9-12 digits), landlines area code + subscriber (8-11 digits).
  if (!/^[2-9]\d{7,11}$/.test(national)) return null
  return `+62${national}`
}

/** "contoh.com" → "https://contoh.com"; null for anything that is not a public http(s) address. */
export function normalizeWebsite(raw: string): string | null {
  const value = raw.trim()
  if (!value || /\s/.test(value)) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  const labels = url.hostname.split('.')
  const tld = labels[labels.length - 1] ?? ''
  if (labels.length < 2 || !/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return null
  if (!labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return null
  const href = url.href
  return url.pathname === '/' && !url.search && !url.hash ? href.replace(/\/$/, '') : href
}

// ---------------------------------------------------------------------------------------------
// Field schemas

const requiredMessage = (label: string) => `${label} wajib diisi`
const tooLongMessage = (label: string, max: number) => `${label} maksimal ${max} karakter`

function requiredText(label: string, max: number, multiline = false) {
  return z
    .string({ error: requiredMessage(label) })
    .max(max * 2, tooLongMessage(label, max))
    .transform((value) => cleanText(value, multiline))
    .pipe(z.string().min(1, requiredMessage(label)).max(max, tooLongMessage(label, max)))
}

/** Empty or absent → undefined. */
function optionalText(label: string, max: number, multiline = false) {
  return z
    .string({ error: `${label} harus berupa teks` })
    .max(max * 2, tooLongMessage(label, max))
    .transform((value) => cleanText(value, multiline))
    .pipe(z.string().max(max, tooLongMessage(label, max)))
    .transform((value) => value || undefined)
    .nullish()
    .transform((value) => value ?? undefined)
}

const nameField = z
  .string({ error: requiredMessage('Nama') })
  .max(LIMITS.name * 2, tooLongMessage('Nama', LIMITS.name))
  .transform((value) => cleanText(value))
  .pipe(
    z
      .string()
      .min(1, requiredMessage('Nama'))
      .min(2, 'Nama minimal 2 karakter')
      .max(LIMITS.name, tooLongMessage('Nama', LIMITS.name)),
  )

const emailField = z
  .string({ error: requiredMessage('Email') })
  .max(LIMITS.email * 2, tooLongMessage('Email', LIMITS.email))
  .transform((value) => cleanText(value).toLowerCase())
  .pipe(
    z
      .string()
      .min(1, requiredMessage('Email'))
      .max(LIMITS.email, tooLongMessage('Email', LIMITS.email))
      .pipe(z.email({ error: 'Format email tidak valid, contoh: nama@perusahaan.com' })),
  )

function phoneField(required: boolean) {
  return z
    .string({ error: 'Nomor telepon harus berupa teks' })
    .max(LIMITS.phone, 'Nomor telepon terlalu panjang')
    .nullish()
    .transform((value, ctx): string | undefined => {
      const trimmed = value?.trim()
      if (!trimmed) {
        if (required) ctx.addIssue({ code: 'custom', message: requiredMessage('Nomor telepon') })
        return undefined
      }
      const phone = normalizePhone(trimmed)
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: 'Nomor telepon tidak valid, contoh: 0812-3456-7890' })
        return z.NEVER
      }
      return phone
    })
}

function websiteField(required: boolean) {
  return z
    .string({ error: 'Website harus berupa teks' })
    .max(LIMITS.website, tooLongMessage('Website', LIMITS.website))
    .nullish()
    .transform((value, ctx): string | undefined => {
      const trimmed = value?.trim()
      if (!trimmed) {
        if (required) ctx.addIssue({ code: 'custom', message: requiredMessage('Website') })
        return undefined
      }
      const website = normalizeWebsite(trimmed)
      if (!website) {
        ctx.addIssue({ code: 'custom', message: 'Alamat website tidak valid, contoh: tokoanda.com' })
        return z.NEVER
      }
      return website
    })
}

/** A select: empty means "not chosen"; anything outside the list is rejected. */
function optionField<const T extends readonly Option[]>(options: T, label: string) {
  const values = options.map((option) => option.value) as string[]
  return z
    .string({ error: `${label}: pilih salah satu opsi yang tersedia` })
    .nullish()
    .transform((value, ctx): T[number]['value'] | undefined => {
      const trimmed = value?.trim()
      if (!trimmed) return undefined
      if (!values.includes(trimmed)) {
        ctx.addIssue({ code: 'custom', message: `${label}: pilih salah satu opsi yang tersedia` })
        return z.NEVER
      }
      return trimmed as T[number]['value']
    })
}

type GoalValue = (typeof GOAL_OPTIONS)[number]['value']

/** Accepts the option values (our forms) or their labels (the original payload sent labels); stores values. */
const goalsField = z
  .union([z.string(), z.array(z.string()).max(GOAL_OPTIONS.length * 2)], { error: 'Tujuan tidak valid' })
  .nullish()
  .transform((raw, ctx): GoalValue[] => {
    const list = raw == null ? [] : Array.isArray(raw) ? raw : [raw]
    const goals = new Set<GoalValue>()
    for (const item of list) {
      const needle = item.trim().toLowerCase()
      if (!needle) continue
      const option = GOAL_OPTIONS.find((goal) => goal.value === needle || goal.label.toLowerCase() === needle)
      if (!option) {
        ctx.addIssue({ code: 'custom', message: 'Tujuan: pilih dari opsi yang tersedia' })
        return z.NEVER
      }
      goals.add(option.value)
    }
    return [...goals]
  })

/** The page the form was sent from: not typed by the visitor, so a bad value is dropped, never an error. */
const landingPageField = z
  .unknown()
  .transform((value): string | undefined => {
    if (typeof value !== 'string') return undefined
    const trimmed = cleanText(value)
    if (!trimmed || trimmed.length > LIMITS.landingPageUrl) return undefined
    if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
    try {
      const url = new URL(trimmed)
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
    } catch {
      return undefined
    }
  })
  .optional()

// ---------------------------------------------------------------------------------------------
// Payload schemas

export const analysisSchema = z.object({
  type: z.literal('analysis').default('analysis'),
  name: nameField,
  email: emailField,
  phone: phoneField(false),
  website: websiteField(true),
  business: optionField(INDUSTRY_OPTIONS, 'Jenis bisnis'),
  goals: goalsField,
  message: optionalText('Pesan', LIMITS.message, true),
  landingPageUrl: landingPageField,
})

export const contactSchema = z.object({
  type: z.literal('contact'),
  name: nameField,
  email: emailField,
  phone: phoneField(false),
  company: optionalText('Nama perusahaan', LIMITS.company),
  website: websiteField(false),
  projectType: optionField(PROJECT_TYPE_OPTIONS, 'Jenis proyek'),
  budget: optionField(CONTACT_BUDGET_OPTIONS, 'Anggaran'),
  message: requiredText('Pesan', LIMITS.message, true),
  timeline: optionField(TIMELINE_OPTIONS, 'Timeline'),
})

export const consultationSchema = z.object({
  type: z.literal('konsultasi_gratis'),
  name: nameField,
  email: emailField,
  phone: phoneField(true),
  company: optionalText('Nama perusahaan', LIMITS.company),
  website: websiteField(true),
  industry: optionField(INDUSTRY_OPTIONS, 'Industri'),
  keywords: optionalText('Kata kunci', LIMITS.keywords, true),
  budget: optionField(HOME_BUDGET_OPTIONS, 'Anggaran'),
  message: optionalText('Pesan', LIMITS.message, true),
})

const kindUnion = z.discriminatedUnion('type', [analysisSchema, contactSchema, consultationSchema], {
  error: 'Jenis formulir tidak dikenal',
})

/** Any lead; `type` absent, null or empty means an analysis request. */
export const leadSchema = z.preprocess((value) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    if (record.type === undefined || record.type === null || record.type === '') return { ...record, type: 'analysis' }
  }
  return value
}, kindUnion)

export const newsletterSchema = z.object({ email: emailField })

export type AnalysisLead = z.output<typeof analysisSchema>
export type ContactLead = z.output<typeof contactSchema>
export type ConsultationLead = z.output<typeof consultationSchema>
export type LeadPayload = z.output<typeof leadSchema>
export type NewsletterPayload = z.output<typeof newsletterSchema>

/** Union of every payload field name across kinds. */
export type LeadField = keyof AnalysisLead | keyof ContactLead | keyof ConsultationLead

// ---------------------------------------------------------------------------------------------
// Helpers for forms and transports

const REPEATABLE_FIELDS = new Set(['goals'])

/** FormData → plain object: `goals` may repeat and becomes a list; files are ignored. */
export function formDataToObject(formData: FormData): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const key of new Set(formData.keys())) {
    if (key.startsWith('$ACTION')) continue // React's own server-action bookkeeping fields
    const values = formData.getAll(key).filter((value): value is string => typeof value === 'string')
    if (REPEATABLE_FIELDS.has(key)) result[key] = values
    else if (values[0] !== undefined) result[key] = values[0]
  }
  return result
}

/** First message per field, keyed by the top-level field name ("form" for issues without a path). */
export function fieldErrorsFrom(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'form'
    fields[key] ??= issue.message
  }
  return fields
}

/** Picks the spec's "required fields missing" notice when that is the problem, else the generic one. */
export function validationMessage(kind: LeadKind, fieldErrors: Record<string, string>): string {
  const messages = LEAD_MESSAGES[kind]
  const missing = Object.values(fieldErrors).some((message) => message.endsWith('wajib diisi'))
  return missing ? messages.required : messages.invalid
}

export function leadKindOf(value: unknown): LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value)
    ? (value as LeadKind)
    : 'analysis'
}

export function optionLabel(options: readonly Option[], value: string | undefined | null): string | undefined {
  if (!value) return undefined
  return options.find((option) => option.value === value)?.label ?? value
}
