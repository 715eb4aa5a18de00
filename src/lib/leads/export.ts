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

/**
 * UTF-8 CSV with a BOM (Excel then reads Indonesian text correctly) and CRLF rows; every cell formula-safe. The
 * one CSV writer of the project (leads, newsletter subscribers).
 */
export function toCsv(rows: Iterable<readonly string[]>, delimiter = ','): string {
  const lines: string[] = []
  for (const row of rows) lines.push(row.map((cell) => csvCell(cell, delimiter)).join(delimiter))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The leads as CSV (see toCsv), option labels in Indonesian. */
export function leadsToCsv(leads: readonly LeadRecord[], delimiter = ','): string {
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
