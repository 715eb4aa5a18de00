import { formatWib } from '@/lib/server/wib'
import type { LeadRecord } from './records'
import {
  CAMPAIGN_PARAMS,
  CONTACT_BUDGET_OPTIONS,
  FIELD_LABELS,
  GOAL_OPTIONS,
  HOME_BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  LEAD_KIND_LABELS,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  optionLabel,
  type Option,
  type StoredLeadKind,
} from './schema'

/*
 * The one description of a stored lead: its fields with their Indonesian labels (schema FIELD_LABELS) and option
 * values shown as the labels the forms offer (schema option lists). The staff inbox, the e-mail, the webhook and
 * the CSV export all read it, so a field or an option label is written once. A new form field appears everywhere
 * once it has its FIELD_LABELS entry and its LeadRecord key (same name); a select or checkbox field also names its
 * option list below.
 */

export type LeadFieldKey = keyof typeof FIELD_LABELS

/** A labelled value; `value` is null when the lead has none. */
type LeadField<K extends string = string> = { key: K; label: string; value: string | null }

/**
 * The option lists a stored value is one of: the lists the payload schemas (schema/payloads.ts) accept and the
 * forms offer. A field with a list per form (budget) names them all; their values are distinct, so a lead's value
 * finds its label without knowing the form. Fields not named here are free text, shown as stored.
 */
const FIELD_OPTIONS: { readonly [K in LeadFieldKey]?: readonly Option[] } = {
  business: INDUSTRY_OPTIONS,
  industry: INDUSTRY_OPTIONS,
  goals: GOAL_OPTIONS,
  projectType: PROJECT_TYPE_OPTIONS,
  budget: [...CONTACT_BUDGET_OPTIONS, ...HOME_BUDGET_OPTIONS],
  timeline: TIMELINE_OPTIONS,
}

export function kindLabel(kind: string): string {
  return Object.hasOwn(LEAD_KIND_LABELS, kind) ? LEAD_KIND_LABELS[kind as StoredLeadKind] : kind
}

/** A stored value as staff read it: an option value as its label (one outside the list as stored), goals joined. */
export function fieldValueText(
  key: LeadFieldKey,
  stored: string | readonly string[] | null | undefined,
): string | null {
  const options = FIELD_OPTIONS[key]
  const values = (typeof stored === 'string' ? [stored] : (stored ?? [])).filter(Boolean)
  if (values.length === 0) return null
  return values.map((value) => (options ? (optionLabel(options, value) ?? value) : value)).join(', ')
}

/** Every form field of the lead in FIELD_LABELS order (the landing page last), empty ones with a null value. */
export function leadFields(lead: LeadRecord): Array<LeadField<LeadFieldKey>> {
  return (Object.keys(FIELD_LABELS) as LeadFieldKey[]).map((key) => ({
    key,
    label: FIELD_LABELS[key],
    value: fieldValueText(key, lead[key]),
  }))
}

/** The fields the lead has, for messages that leave empty ones out (e-mail, webhook). */
export function filledLeadFields(lead: LeadRecord): Array<LeadField<LeadFieldKey> & { value: string }> {
  return leadFields(lead).filter((field): field is LeadField<LeadFieldKey> & { value: string } => !!field.value)
}

const ORIGIN_LABELS = [
  { key: 'referrer', label: 'Perujuk (referrer)' },
  ...CAMPAIGN_PARAMS.map((param) => ({ key: param.key, label: param.query })),
] as const

/** How the visit came, beyond the landing page: the referrer and the first-touch campaign (utm_*, gclid, fbclid). */
export function originFields(lead: LeadRecord): LeadField[] {
  return ORIGIN_LABELS.map(({ key, label }) => ({ key, label, value: lead[key] }))
}

/** Every described field in order, form fields then origin: the export's columns. */
export const DESCRIBED_FIELDS: ReadonlyArray<{ key: string; label: string }> = [
  ...(Object.keys(FIELD_LABELS) as LeadFieldKey[]).map((key) => ({ key, label: FIELD_LABELS[key] })),
  ...ORIGIN_LABELS,
]

/** Labels of what the server recorded with the lead (not typed by the visitor). */
export const RECORD_LABELS = {
  kind: 'Jenis',
  consentVersion: 'Versi kebijakan privasi',
  consentAt: 'Waktu persetujuan',
  spamReason: 'Alasan spam',
  userAgent: 'Browser (user agent)',
  id: 'ID lead',
} as const

export type InboxField = LeadField & { multiline?: boolean }

/**
 * The lead page of the staff inbox, in three groups: what the visitor sent (the form kind first), where the visit
 * came from, and the consent record with the technical notes. `formatPhone` shows the stored number as staff dial
 * it (content/format.ts, which lib/ does not import).
 */
export function describeLeadForInbox(
  lead: LeadRecord,
  formatPhone: (stored: string) => string = (stored) => stored,
): {
  visitor: InboxField[]
  origin: InboxField[]
  record: InboxField[]
} {
  const fields = leadFields(lead)
  const landing = fields.filter((field) => field.key === 'landingPageUrl')
  return {
    visitor: [
      { key: 'kind', label: RECORD_LABELS.kind, value: kindLabel(lead.kind) },
      ...fields
        .filter((field) => field.key !== 'landingPageUrl')
        .map((field) => {
          if (field.key === 'phone') return { ...field, value: lead.phone ? formatPhone(lead.phone) : null }
          return field.key === 'message' ? { ...field, multiline: true } : field
        }),
    ],
    origin: [...landing, ...originFields(lead)],
    record: [
      { key: 'consentVersion', label: RECORD_LABELS.consentVersion, value: lead.consentVersion },
      { key: 'consentAt', label: RECORD_LABELS.consentAt, value: lead.consentAt ? formatWib(lead.consentAt) : null },
      { key: 'spamReason', label: RECORD_LABELS.spamReason, value: lead.spamReason },
      { key: 'userAgent', label: RECORD_LABELS.userAgent, value: lead.userAgent },
      { key: 'id', label: RECORD_LABELS.id, value: lead.id },
    ],
  }
}
