import { ReportUnavailable } from '@/components/audit/report-hero'
import { REPORT_VALID_DAYS } from '@/lib/audit/present'

export default function AuditReportNotFound() {
  return (
    <ReportUnavailable
      title="Laporan Tidak Ditemukan"
      secondary={{ label: 'Hubungi Kami', href: '/contact', icon: 'mail' }}
      description={
        <p>
          Tautan laporan ini tidak kami kenali. Periksa kembali tautannya, atau laporan mungkin sudah dihapus karena
          masa berlakunya ({REPORT_VALID_DAYS} hari) telah lewat. Anda bisa meminta analisis baru kapan saja, gratis.
        </p>
      }
    />
  )
}
