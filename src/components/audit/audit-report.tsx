import { WithIconSprite } from '@/components/layout/site-shell'
import { CtaBand } from '@/components/sections/cta-band'
import type { LinkAction } from '@/content/types'
import { Section, SectionHeading } from '@/components/sections/section'
import { ButtonLink } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { auditWhatsappText, humanAnalysisPromise } from '@/content/audit-report'
import { figures } from '@/content/figures'
import { reportApiPath, reportPath, reportPdfPath, reportUrl } from '@/lib/audit/paths'
import { REPORT_VALID_DAYS, countByStatus, displayHost } from '@/lib/audit/present'
import { formatWibDate, formatWibDateTime } from '@/lib/server/wib'
import type { AuditReport } from '@/lib/audit/report'
import { groupProblems, passedChecks, scoreVerdict, uncheckedChecks } from '@/lib/audit/result'
import { contactLinks } from '@/lib/site-links'
import { AUDIT_REFRESH, AuditRefresh } from './audit-refresh'
import { CheckSummaryList } from './passed-list'
import { PendingCard } from './pending-card'
import { ProblemGroups } from './problem-list'
import { ReportHero, ReportUnavailable } from './report-hero'
import { ScoreGauge } from './score-gauge'

/**
 * The report page body for every state of an audit. Everything taken from the audited site (titles, URLs,
 * values) is rendered as React text, never as HTML.
 */

function contactActions(report: AuditReport): LinkAction[] {
  const host = displayHost(report.finalUrl ?? report.url)
  return [
    {
      label: 'Chat via WhatsApp',
      ...contactLinks.whatsapp('audit-report-whatsapp', auditWhatsappText(host, report.score, reportUrl(report.token))),
      variant: 'whatsapp',
      icon: 'message',
      external: true,
    },
    { label: 'Hubungi Kami', href: '/contact', variant: 'outline-light', icon: 'mail' },
  ]
}

function HumanAnalysisBand({ report }: { report: AuditReport }) {
  return (
    <CtaBand
      id="analisis-tim"
      title={humanAnalysisPromise.title}
      description={humanAnalysisPromise.text}
      actions={contactActions(report)}
    />
  )
}

function verdictText(score: number, problems: number): string {
  if (score >= 85)
    return problems > 0
      ? 'Halaman Anda sudah dalam kondisi baik. Beberapa perbaikan kecil di bawah bisa membuatnya makin kuat di Google.'
      : 'Halaman Anda lolos semua pemeriksaan otomatis kami. Pertahankan, dan biarkan tim kami mencari peluang berikutnya.'
  if (score >= 60)
    return `Dasarnya sudah ada, tetapi ${problems} hal masih menahan halaman Anda di Google. Mulailah dari yang berdampak besar.`
  return `Ada ${problems} masalah yang membuat halaman Anda sulit bersaing di Google. Kabar baiknya, sebagian besar bisa diperbaiki dalam hitungan hari.`
}

function ScoreCard({ report }: { report: AuditReport }) {
  const score = report.score ?? 0
  const counts = countByStatus(report.checks)
  return (
    <div className="rounded-3xl bg-white p-6 text-ink-800 shadow-2xl ring-1 ring-ink-100 sm:p-8">
      <div className="flex items-center gap-6">
        <ScoreGauge score={score} />
        <div>
          <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">Skor SEO</p>
          <p className="mt-1 text-2xl font-extrabold text-ink-900">{scoreVerdict(score).label}</p>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-3 gap-2 border-t border-ink-100 pt-5 text-center">
        {[
          { label: 'Bermasalah', value: counts.fail, className: 'text-rose-700' },
          { label: 'Perlu perbaikan', value: counts.warn, className: 'text-amber-700' },
          { label: 'Lolos', value: counts.pass, className: 'text-emerald-700' },
        ].map((item) => (
          <div key={item.label} className="flex flex-col">
            <dt className="text-xs font-medium text-ink-600">{item.label}</dt>
            <dd className={`order-first text-2xl font-extrabold ${item.className}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink href={reportPdfPath(report.token)} download variant="secondary" size="lg" className="mt-6 w-full">
        <Icon name="download" className="size-5" />
        Unduh Laporan PDF
      </ButtonLink>
    </div>
  )
}

function DoneView({ report }: { report: AuditReport }) {
  const host = displayHost(report.finalUrl ?? report.url)
  const groups = groupProblems(report.checks)
  const passed = passedChecks(report.checks)
  const unchecked = uncheckedChecks(report.checks)
  const problemCount = groups.reduce((sum, group) => sum + group.problems.length, 0)
  return (
    <>
      <ReportHero
        title="Hasil Analisis SEO untuk"
        host={host}
        description={<p>{verdictText(report.score ?? 0, problemCount)}</p>}
        meta={
          <>
            <p className="[overflow-wrap:anywhere]">
              Diperiksa {formatWibDateTime(report.finishedAt ?? report.createdAt)} · {report.finalUrl ?? report.url}
            </p>
            <p>
              Laporan ini tersedia {REPORT_VALID_DAYS} hari, sampai {formatWibDate(report.expiresAt)}.
            </p>
          </>
        }
        aside={<ScoreCard report={report} />}
      />
      <Section tone="muted" labelledBy="perbaikan-title" id="perbaikan">
        <SectionHeading
          id="perbaikan-title"
          eyebrow="Prioritas perbaikan"
          title="Yang Perlu Diperbaiki"
          description={
            problemCount > 0
              ? `${problemCount} temuan, diurutkan dari dampak terbesar. Setiap temuan disertai alasan dan cara memperbaikinya.`
              : 'Tidak ada masalah yang kami temukan pada pemeriksaan otomatis ini.'
          }
        />
        <ProblemGroups groups={groups} />
      </Section>
      <Section labelledBy="sudah-baik-title" id="sudah-baik">
        <SectionHeading id="sudah-baik-title" eyebrow="Pertahankan" title="Yang Sudah Baik" />
        <CheckSummaryList items={passed} tone="pass" />
        {unchecked.length > 0 ? (
          <div className="mt-12">
            <h3 className="text-xl font-extrabold text-ink-900">Belum Bisa Diperiksa</h3>
            <p className="mt-2 mb-5 text-ink-600">Bagian ini akan ditinjau langsung oleh tim kami.</p>
            <CheckSummaryList items={unchecked} tone="error" />
          </div>
        ) : null}
      </Section>
      <HumanAnalysisBand report={report} />
    </>
  )
}

function PendingView({ report }: { report: AuditReport }) {
  const host = displayHost(report.url)
  return (
    <>
      <ReportHero
        title="Sedang Menganalisis"
        host={host}
        description={
          <p>
            Biasanya selesai dalam 10 sampai 20 detik. Halaman ini akan menampilkan skor dan saran perbaikan begitu
            hasilnya siap.
          </p>
        }
        meta={<p className="[overflow-wrap:anywhere]">Alamat yang diperiksa: {report.url}</p>}
        aside={<PendingCard ahead={report.ahead} reloadHref={reportPath(report.token)} />}
      />
      <AuditRefresh api={reportApiPath(report.token)} />
      <HumanAnalysisBand report={report} />
    </>
  )
}

function RefusedView({ report }: { report: AuditReport }) {
  const host = displayHost(report.url)
  return (
    <>
      <ReportHero
        title={
          report.status === 'blocked'
            ? 'Alamat Ini Tidak Bisa Kami Periksa Otomatis'
            : 'Website Belum Bisa Dianalisis Otomatis'
        }
        description={<p>{report.reason}</p>}
        meta={<p className="[overflow-wrap:anywhere]">Alamat yang Anda kirim: {report.url}</p>}
        aside={
          <div className="rounded-3xl bg-white p-6 text-ink-800 shadow-2xl ring-1 ring-ink-100 sm:p-8">
            <p className="text-xl font-extrabold text-ink-900">Permintaan Anda tetap kami proses</p>
            <p className="mt-3 leading-relaxed [overflow-wrap:anywhere] text-ink-600">
              Tim kami akan memeriksa {host} secara manual dan mengirim analisis awal ke email Anda dalam{' '}
              {figures.analysisDelivery}.
            </p>
            <ButtonLink href="/analisis-gratis#formulir" variant="outline" className="mt-6 w-full">
              <Icon name="refresh" className="size-5" />
              Kirim Alamat Lain
            </ButtonLink>
          </div>
        }
      />
      <HumanAnalysisBand report={report} />
    </>
  )
}

function ExpiredView({ report }: { report: AuditReport }) {
  return (
    <ReportUnavailable
      title="Laporan Ini Sudah Kedaluwarsa"
      secondary={contactActions(report)[0]!}
      description={
        <p>
          Laporan analisis instan tersedia selama {REPORT_VALID_DAYS} hari. Laporan untuk{' '}
          <span className="[overflow-wrap:anywhere]">{displayHost(report.url)}</span> dibuat{' '}
          {formatWibDate(report.createdAt)} dan berakhir {formatWibDate(report.expiresAt)}. Minta analisis baru, gratis
          dan hanya dua menit.
        </p>
      }
    />
  )
}

function liveStatus(report: AuditReport): string {
  if (report.expired) return 'Laporan sudah kedaluwarsa.'
  if (report.status === 'pending') return 'Analisis sedang berjalan.'
  if (report.status === 'done') return `Analisis selesai. Skor ${report.score ?? 0} dari 100.`
  return 'Analisis otomatis tidak bisa dijalankan.'
}

export function AuditReportView({ report }: { report: AuditReport }) {
  return (
    <>
      {/* Same node in every state, so the change from "running" to "done" is announced by screen readers. */}
      <p role="status" className="sr-only" {...{ [AUDIT_REFRESH.live]: '' }}>
        {liveStatus(report)}
      </p>
      {/* What ./audit-refresh.tsx replaces once the audit finishes, its icons' sprite with it. */}
      <div className="contents" {...{ [AUDIT_REFRESH.report]: '' }}>
        <WithIconSprite>
          {report.expired ? (
            <ExpiredView report={report} />
          ) : report.status === 'pending' ? (
            <PendingView report={report} />
          ) : report.status === 'done' ? (
            <DoneView report={report} />
          ) : (
            <RefusedView report={report} />
          )}
        </WithIconSprite>
      </div>
    </>
  )
}
