import { toCsv, type CsvDelimiter } from '@/lib/server/csv'
import { DESCRIBED_FIELDS, RECORD_LABELS, kindLabel, leadFields, originFields } from './lead-fields'
import type { LeadRecord } from './records'

type Column = { header: string; value: (lead: LeadRecord, described: Map<string, string | null>) => string }

/** The record, the lead's described fields (./lead-fields.ts: labels and option labels), then consent and spam. */
const COLUMNS: Column[] = [
  { header: 'ID', value: (lead) => lead.id },
  { header: 'Diterima (UTC)', value: (lead) => lead.createdAt },
  { header: RECORD_LABELS.kind, value: (lead) => kindLabel(lead.kind) },
  { header: 'Status', value: (lead) => lead.status },
  ...DESCRIBED_FIELDS.map(({ key, label }): Column => ({
    header: label,
    value: (_, described) => described.get(key) ?? '',
  })),
  { header: RECORD_LABELS.consentVersion, value: (lead) => lead.consentVersion ?? '' },
  { header: `${RECORD_LABELS.consentAt} (UTC)`, value: (lead) => lead.consentAt ?? '' },
  { header: 'Spam', value: (lead) => (lead.isSpam ? `ya (${lead.spamReason ?? ''})` : '') },
]

/** The leads as CSV (the one writer: src/lib/server/csv.ts), option labels in Indonesian. */
export function leadsToCsv(leads: readonly LeadRecord[], delimiter: CsvDelimiter = ','): string {
  const rows = leads.map((lead) => {
    const described = new Map([...leadFields(lead), ...originFields(lead)].map((field) => [field.key, field.value]))
    return COLUMNS.map((column) => column.value(lead, described))
  })
  return toCsv([COLUMNS.map((column) => column.header), ...rows], delimiter)
}

/** One JSON array of stored leads (raw option values, ISO times). */
export function leadsToJson(leads: readonly LeadRecord[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`
}
