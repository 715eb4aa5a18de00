import { site } from '@/content/site'
import type { LeadAuditSummary } from '@/lib/audit'
import type { LeadRecord } from '../records'
import {
  CONTACT_BUDGET_OPTIONS,
  FIELD_LABELS,
  GOAL_OPTIONS,
  HOME_BUDGET_OPTIONS,
  INDUSTRY_OPTIONS,
  LEAD_KIND_LABELS,
  PROJECT_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  optionLabel,
  type LeadKind,
} from '../schema'

export type LabelledField = { key: string; label: string; value: string }

const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** "Senin, 6 Januari 2025 pukul 14.05 WIB" */
export function formatJakartaTime(iso: string): string {
  return `${jakartaTime.format(new Date(iso))} WIB`
}

/** The lead's page in the staff inbox (SITE_URL/admin/leads/ID), linked from every notification. */
export function inboxUrl(leadId: string): string {
  return `${site.url}/admin/leads/${encodeURIComponent(leadId)}`
}

export function kindLabel(kind: string): string {
  return LEAD_KIND_LABELS[kind as LeadKind] ?? kind
}

/** The lead's fields in reading order with Indonesian labels and option labels; empty fields are left out. */
export function labelledFields(lead: LeadRecord): LabelledField[] {
  const budgetOptions = lead.kind === 'contact' ? CONTACT_BUDGET_OPTIONS : HOME_BUDGET_OPTIONS
  const rows: Array<[keyof typeof FIELD_LABELS, string | null | undefined]> = [
    ['name', lead.name],
    ['email', lead.email],
    ['phone', lead.phone],
    ['company', lead.company],
    ['website', lead.website],
    ['business', optionLabel(INDUSTRY_OPTIONS, lead.business)],
    ['industry', optionLabel(INDUSTRY_OPTIONS, lead.industry)],
    ['goals', lead.goals.map((goal) => optionLabel(GOAL_OPTIONS, goal)).join(', ')],
    ['keywords', lead.keywords],
    ['projectType', optionLabel(PROJECT_TYPE_OPTIONS, lead.projectType)],
    ['budget', optionLabel(budgetOptions, lead.budget)],
    ['timeline', optionLabel(TIMELINE_OPTIONS, lead.timeline)],
    ['message', lead.message],
    ['landingPageUrl', lead.landingPageUrl],
  ]
  return rows
    .filter((row): row is [keyof typeof FIELD_LABELS, string] => typeof row[1] === 'string' && row[1] !== '')
    .map(([key, value]) => ({ key, label: FIELD_LABELS[key], value }))
}

/** The instant audit in a notification: score and the five most harmful problems, or why there is none yet. */
export function auditLines(audit: LeadAuditSummary): { heading: string; lines: string[]; link: string; url: string } {
  const link = `Laporan lengkap: ${audit.reportUrl}`
  if (audit.status === 'pending')
    return {
      heading: 'Analisis otomatis masih berjalan',
      lines: ['Skor dan temuan muncul di laporan begitu selesai.'],
      link,
      url: audit.reportUrl,
    }
  if (audit.status !== 'done' || audit.score === null)
    return {
      heading: 'Analisis otomatis tidak selesai',
      lines: [audit.reason ?? 'Website tidak dapat diperiksa otomatis.'],
      link,
      url: audit.reportUrl,
    }
  return {
    heading: `Analisis otomatis: skor ${audit.score}/100`,
    lines:
      audit.topProblems.length > 0
        ? audit.topProblems.map((problem) => `${problem.label}: ${problem.message}`)
        : ['Tidak ada masalah yang ditemukan pemeriksaan otomatis.'],
    link,
    url: audit.reportUrl,
  }
}
