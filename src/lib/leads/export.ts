import { labelledFields, kindLabel } from './notify/lead-view'
import type { LeadRecord } from './records'
import { FIELD_LABELS } from './schema'

/** Spreadsheet apps run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

function csvCell(value: string, delimiter: string): string {
  const safe = neutralizeFormula(value)
  return safe.includes('"') || safe.includes(delimiter) || /[\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const COLUMNS: Array<{ header: string; value: (lead: LeadRecord, fields: Map<string, string>) => string }> = [
  { header: 'ID', value: (lead) => lead.id },
  { header: 'Diterima (UTC)', value: (lead) => lead.createdAt },
  { header: 'Jenis', value: (lead) => kindLabel(lead.kind) },
  { header: 'Status', value: (lead) => lead.status },
  ...(Object.keys(FIELD_LABELS) as Array<keyof typeof FIELD_LABELS>).map((key) => ({
    header: FIELD_LABELS[key],
    value: (_lead: LeadRecord, fields: Map<string, string>) => fields.get(key) ?? '',
  })),
  { header: 'Versi kebijakan privasi', value: (lead) => lead.consentVersion ?? '' },
  { header: 'Waktu persetujuan (UTC)', value: (lead) => lead.consentAt ?? '' },
  { header: 'Spam', value: (lead) => (lead.isSpam ? `ya (${lead.spamReason ?? ''})` : '') },
]

/** UTF-8 CSV with a BOM (Excel then reads Indonesian text correctly), CRLF rows, option labels in Indonesian. */
export function leadsToCsv(leads: readonly LeadRecord[], delimiter = ','): string {
  const lines = [COLUMNS.map((column) => csvCell(column.header, delimiter)).join(delimiter)]
  for (const lead of leads) {
    const fields = new Map(labelledFields(lead).map((field) => [field.key, field.value]))
    lines.push(COLUMNS.map((column) => csvCell(column.value(lead, fields), delimiter)).join(delimiter))
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** One JSON array of stored leads (raw option values, ISO times). */
export function leadsToJson(leads: readonly LeadRecord[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`
}
