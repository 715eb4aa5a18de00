import { formatPhoneLocal } from '@/content/format'
import type { ReactNode } from 'react'
import type { LeadRow } from '@/lib/db/types'
import { toIso } from '@/lib/db/types'
import {
  CONTACT_BUDGET_OPTIONS,
  FIELD_LABELS,
  GOAL_OPTIONS,
  HOME_BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  LEAD_KIND_LABELS,
  PROJECT_TYPE_OPTIONS,
  optionLabel,
  type LeadKind,
} from '@/lib/leads/schema'
import { formatWib } from '@/lib/admin/format'

export type Field = { label: string; value: ReactNode | string | null | undefined; multiline?: boolean }

function goalLabels(goals: string | null): string | null {
  if (!goals) return null
  try {
    const values = JSON.parse(goals) as unknown
    if (!Array.isArray(values)) return goals
    return values.map((value) => optionLabel(GOAL_OPTIONS, String(value)) ?? String(value)).join(', ')
  } catch {
    return goals
  }
}

/** Every stored field of a lead, grouped for the lead page, with option values shown as their labels. */
export function leadFieldRows(lead: LeadRow): { visitor: Field[]; origin: Field[]; consent: Field[] } {
  const budgetOptions = [...CONTACT_BUDGET_OPTIONS, ...HOME_BUDGET_OPTIONS]
  return {
    visitor: [
      { label: 'Jenis', value: LEAD_KIND_LABELS[lead.kind as LeadKind] ?? lead.kind },
      { label: FIELD_LABELS.name, value: lead.name },
      { label: FIELD_LABELS.email, value: lead.email },
      { label: FIELD_LABELS.phone, value: lead.phone ? formatPhoneLocal(lead.phone) : null },
      { label: FIELD_LABELS.company, value: lead.company },
      { label: FIELD_LABELS.business, value: lead.business },
      { label: FIELD_LABELS.website, value: lead.website },
      { label: FIELD_LABELS.industry, value: optionLabel(INDUSTRY_OPTIONS, lead.industry) },
      { label: FIELD_LABELS.goals, value: goalLabels(lead.goals) },
      { label: FIELD_LABELS.keywords, value: lead.keywords },
      { label: FIELD_LABELS.projectType, value: optionLabel(PROJECT_TYPE_OPTIONS, lead.project_type) },
      { label: FIELD_LABELS.budget, value: optionLabel(budgetOptions, lead.budget) },
      { label: FIELD_LABELS.timeline, value: lead.timeline },
      { label: FIELD_LABELS.message, value: lead.message, multiline: true },
    ],
    origin: [
      { label: 'Halaman pertama (landing)', value: lead.landing_page_url },
      { label: 'Perujuk (referrer)', value: lead.referrer },
      { label: 'utm_source', value: lead.utm_source },
      { label: 'utm_medium', value: lead.utm_medium },
      { label: 'utm_campaign', value: lead.utm_campaign },
      { label: 'utm_term', value: lead.utm_term },
      { label: 'utm_content', value: lead.utm_content },
      { label: 'gclid', value: lead.gclid },
      { label: 'fbclid', value: lead.fbclid },
    ],
    consent: [
      { label: 'Versi pemberitahuan privasi', value: lead.consent_version },
      { label: 'Waktu persetujuan', value: lead.consent_at ? formatWib(toIso(lead.consent_at)) : null },
      { label: 'Alasan spam', value: lead.spam_reason },
      { label: 'Browser (user agent)', value: lead.user_agent },
      { label: 'ID lead', value: lead.id },
    ],
  }
}
