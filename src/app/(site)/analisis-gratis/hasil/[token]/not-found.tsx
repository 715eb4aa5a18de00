import { ReportHero } from '@/components/audit/report-hero'
import { ActionButtons } from '@/components/sections/action-buttons'
import { REPORT_VALID_DAYS } from '@/lib/audit/present'

export default function AuditReportNotFound() {
  return (
    <ReportHero
      title="Laporan Tidak Ditemukan"
      description={
        <p>
          Tautan laporan ini tidak kami kenali. Periksa kembali tautannya, atau laporan mungkin sudah dihapus karena
          masa berlakunya ({REPORT_VALID_DAYS} hari) telah lewat. Anda bisa meminta analisis baru kapan saja, gratis.
        </p>
      }
    >
      <ActionButtons
        className="mt-8"
        secondaryVariant="outline-light"
        actions={[
          { label: 'Minta Analisis Gratis', href: '/analisis-gratis#formulir', icon: 'search' },
          { label: 'Hubungi Kami', href: '/contact', icon: 'mail' },
        ]}
      />
    </ReportHero>
  )
}
