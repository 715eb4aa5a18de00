import { toCsv, type CsvDelimiter } from '@/lib/server/csv'
import { labelledFields, kindLabel } from './notify/lead-view'
import type { LeadRecord } from './records'
import { FIELD_LABELS } from './schema'

const COLUMNS: Array<{ header: string; value: (lead: LeadRecord, fields: Map<string, string>) => string }> = [
  { header: 'ID', value: (lead) => lead.id },
  { header: 'Diterima (UTC)', value: (lead) => lead.createdAt },
  { header: 'Jenis', value: (lead) => kindLabel(lead.kind) },
  { header: 'Status', value: (lead) => lead.status },
  ...(Object.keys(FIELD_LABELS) as Array<keyof typeof FIELD_LABELS>).map((key) => ({
    header: FIELD_LABELS[key],
    value: (_lead: LeadRecord, fields: Map<string, string>) => fields.get(key) ?? '',
  })),
  { header: 'Referrer', value: (lead) => lead.referrer ?? '' },
  { header: 'utm_source', value: (lead) => lead.utmSource ?? '' },
  { header: 'utm_medium', value: (lead) => lead.utmMedium ?? '' },
  { header: 'utm_campaign', value: (lead) => lead.utmCampaign ?? '' },
  { header: 'utm_term', value: (lead) => lead.utmTerm ?? '' },
  { header: 'utm_content', value: (lead) => lead.utmContent ?? '' },
  { header: 'gclid', value: (lead) => lead.gclid ?? '' },
  { header: 'fbclid', value: (lead) => lead.fbclid ?? '' },
  { header: 'Versi kebijakan privasi', value: (lead) => lead.consentVersion ?? '' },
  { header: 'Waktu persetujuan (UTC)', value: (lead) => lead.consentAt ?? '' },
  { header: 'Spam', value: (lead) => (lead.isSpam ? `ya (${lead.spamReason ?? ''})` : '') },
]

/** The leads as CSV (the one writer: src/lib/server/csv.ts), option labels in Indonesian. */
export function leadsToCsv(leads: readonly LeadRecord[], delimiter: CsvDelimiter = ','): string {
  const rows = leads.map((lead) => {
    const fields = new Map(labelledFields(lead).map((field) => [field.key, field.value]))
    return COLUMNS.map((column) => column.value(lead, fields))
  })
  return toCsv([COLUMNS.map((column) => column.header), ...rows], delimiter)
}

/** One JSON array of stored leads (raw option values, ISO times). */
export function leadsToJson(leads: readonly LeadRecord[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`
}
