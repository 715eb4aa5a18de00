/** Option lists (spec section 3), lead kinds and the Indonesian labels of every payload field. */

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

/** The lead forms' kinds: what a form's `type` may name. */
export const LEAD_KINDS = ['analysis', 'contact', 'konsultasi_gratis'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** A confirmed rank tracker (issue 35) is a lead too, but no form may claim this kind through `type`. */
export const RANK_TRACKER_LEAD_KIND = 'rank-tracker'

/** Every kind a stored lead may have: the form kinds and the rank tracker (inbox filters, dashboard, exports). */
export const STORED_LEAD_KINDS = [...LEAD_KINDS, RANK_TRACKER_LEAD_KIND] as const
export type StoredLeadKind = (typeof STORED_LEAD_KINDS)[number]

export const LEAD_KIND_LABELS: Record<StoredLeadKind, string> = {
  analysis: 'Permintaan Analisis SEO Gratis',
  contact: 'Pesan dari Halaman Kontak',
  konsultasi_gratis: 'Konsultasi Gratis (Beranda)',
  'rank-tracker': 'Rank Tracker Gratis (SERPBot)',
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

/** The form kind a `type` value names; absent, empty or unknown means the analysis form. */
export function leadKindOf(value: unknown): LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value)
    ? (value as LeadKind)
    : 'analysis'
}

export function optionLabel(options: readonly Option[], value: string | undefined | null): string | undefined {
  if (!value) return undefined
  return options.find((option) => option.value === value)?.label ?? value
}
