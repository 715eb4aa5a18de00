import 'server-only'
import { Text, View, renderToBuffer } from '@react-pdf/renderer'
import { humanAnalysisPromise } from '@/content/audit-report'
import { site } from '@/content/site'
import { formatPhoneLocal } from '@/content/format'
import { BrandDocument, ContentPage, CoverPage } from './chrome'
import { colors, pdfStyles } from './theme'
import { IMPACT_LABELS, STATUS_LABELS } from '@/lib/audit/checks/definitions'
import { REPORT_VALID_DAYS, countByStatus, displayHost } from '@/lib/audit/present'
import { formatWibDate, formatWibDateTime } from '@/lib/server/wib'
import type { AuditReport } from '@/lib/audit/report'
import { groupProblems, passedChecks, scoreVerdict, uncheckedChecks, type Problem } from '@/lib/audit/result'

/** The branded Indonesian PDF of a finished report, rendered on demand. Text only: nothing is read as markup. */

const statusColor = { fail: '#b91c1c', warn: '#b45309', pass: '#047857', error: colors.muted } as const

function ProblemCard({ problem }: { problem: Problem }) {
  return (
    <View style={pdfStyles.card} wrap={false}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <Text style={{ fontWeight: 700, color: colors.ink, fontSize: 11.5 }}>{problem.label}</Text>
        <Text style={{ fontWeight: 700, color: statusColor[problem.status], fontSize: 9.5 }}>
          {STATUS_LABELS[problem.status]}
        </Text>
      </View>
      {problem.value ? <Text style={[pdfStyles.muted, { fontSize: 9.5, marginTop: 2 }]}>{problem.value}</Text> : null}
      <Text style={{ marginTop: 4 }}>{problem.finding}</Text>
      <Text style={{ marginTop: 4 }}>
        <Text style={{ fontWeight: 700, color: colors.ink }}>Mengapa penting: </Text>
        {problem.why}
      </Text>
      <Text style={{ marginTop: 2 }}>
        <Text style={{ fontWeight: 700, color: colors.brand }}>Cara memperbaiki: </Text>
        {problem.fix}
      </Text>
    </View>
  )
}

/** Passed or unchecked checks in short: label and finding on one bullet each. */
function CheckList({ title, items, bullet }: { title: string; items: readonly Problem[]; bullet: string }) {
  if (items.length === 0) return null
  return (
    <View>
      <Text style={pdfStyles.h2}>
        {title} ({items.length})
      </Text>
      {items.map((check) => (
        <View key={check.id} style={pdfStyles.bulletRow} wrap={false}>
          <Text style={[pdfStyles.bullet, { color: statusColor[check.status] }]}>{bullet}</Text>
          <Text style={pdfStyles.bulletText}>
            <Text style={{ fontWeight: 700, color: colors.ink }}>{check.label}: </Text>
            {check.finding}
          </Text>
        </View>
      ))}
    </View>
  )
}

export function AuditReportDocument({ report }: { report: AuditReport }) {
  const host = displayHost(report.finalUrl ?? report.url)
  const score = report.score ?? 0
  const verdict = scoreVerdict(score)
  const counts = countByStatus(report.checks)
  const groups = groupProblems(report.checks)
  const passed = passedChecks(report.checks)
  const unchecked = uncheckedChecks(report.checks)
  return (
    <BrandDocument
      title={`Analisis SEO Instan: ${host} - ${site.name}`}
      subject={`Hasil analisis SEO instan untuk ${host}`}
      keywords={['analisis SEO', 'audit SEO', host, site.name]}
    >
      <CoverPage
        eyebrow="Analisis SEO Instan"
        title={host}
        lead={`Skor ${score}/100 (${verdict.label}). ${counts.fail} bermasalah, ${counts.warn} perlu perbaikan, ${counts.pass} lolos dari ${report.checks.length} pemeriksaan.`}
      >
        <Text style={{ marginTop: 18, fontSize: 10.5, color: '#aab4c8' }}>
          Diperiksa {formatWibDateTime(report.finishedAt ?? report.createdAt)} · {report.finalUrl ?? report.url}
        </Text>
      </CoverPage>
      <ContentPage title={`Analisis SEO Instan · ${host}`}>
        <Text style={pdfStyles.h1}>Yang Perlu Diperbaiki</Text>
        <Text style={[pdfStyles.p, pdfStyles.muted]}>
          Diurutkan dari dampak terbesar. Setiap temuan disertai alasan dan langkah perbaikannya.
        </Text>
        {groups.length === 0 ? (
          <Text style={pdfStyles.p}>Tidak ada masalah yang kami temukan. Pertahankan!</Text>
        ) : null}
        {groups.map((group) => (
          <View key={group.impact}>
            <Text style={pdfStyles.h2}>
              {IMPACT_LABELS[group.impact]} ({group.problems.length})
            </Text>
            {group.problems.map((problem) => (
              <ProblemCard key={problem.id} problem={problem} />
            ))}
          </View>
        ))}
        <CheckList title="Yang Sudah Baik" items={passed} bullet="✓" />
        <CheckList title="Belum Bisa Diperiksa" items={unchecked} bullet="•" />
        <View style={pdfStyles.callout} wrap={false}>
          <Text style={pdfStyles.h3}>{humanAnalysisPromise.title}</Text>
          <Text>{humanAnalysisPromise.text}</Text>
          <Text style={{ marginTop: 6, fontWeight: 700, color: colors.brand }}>
            WhatsApp {formatPhoneLocal(site.whatsapp)} · {site.email} · {site.url.replace(/^https?:\/\//, '')}/contact
          </Text>
        </View>
        <Text style={[pdfStyles.muted, { fontSize: 9, marginTop: 6 }]}>
          Laporan online tersedia selama {REPORT_VALID_DAYS} hari, sampai {formatWibDate(report.expiresAt)}. Hasil
          otomatis ini memeriksa satu halaman; analisis tim kami mencakup seluruh website.
        </Text>
      </ContentPage>
    </BrandDocument>
  )
}

export function renderAuditPdf(report: AuditReport): Promise<Buffer> {
  return renderToBuffer(<AuditReportDocument report={report} />)
}
