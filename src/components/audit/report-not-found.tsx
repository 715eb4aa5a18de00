import { NotFoundBand } from '@/components/sections/not-found-band'
import { REPORT_VALID_DAYS } from '@/lib/audit/present'

/** An unknown, malformed or deleted report token: the site's 404 look, and the way to a new analysis. */
export function ReportNotFound() {
  return (
    <NotFoundBand
      title="Laporan Tidak Ditemukan"
      actions={[
        { label: 'Minta Analisis Baru', href: '/analisis-gratis#formulir' },
        { label: 'Hubungi Kami', href: '/contact' },
      ]}
    >
      <p>
        Tautan laporan ini tidak kami kenali. Periksa kembali tautannya, atau laporan mungkin sudah dihapus karena masa
        berlakunya ({REPORT_VALID_DAYS} hari) telah lewat. Anda bisa meminta analisis baru kapan saja, gratis.
      </p>
    </NotFoundBand>
  )
}
