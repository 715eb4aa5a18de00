import { site } from '@/content/site'
import type { LeadAuditSummary } from '@/lib/audit'

/* What the e-mail and the webhook add to the lead's description (../lead-fields.ts): its inbox link and the audit. */

/** The lead's page in the staff inbox (SITE_URL/admin/leads/ID), linked from every notification. */
export function inboxUrl(leadId: string): string {
  return `${site.url}/admin/leads/${encodeURIComponent(leadId)}`
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
