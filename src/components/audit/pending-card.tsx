import { Icon } from '@/components/ui/icon'
import { CHECK_IDS } from '@/lib/audit/checks/definitions'
import { REPORT_VALID_DAYS } from '@/lib/audit/present'

const steps = [
  'Menghubungi server website Anda',
  'Membaca halaman: judul, heading, gambar, tautan',
  'Memeriksa robots.txt, sitemap, dan kecepatan',
  'Menyusun skor dan saran perbaikan',
]

/** Progress while the audit waits or runs. Indeterminate on purpose: we do not invent a percentage. */
export function PendingCard({ ahead, reloadHref }: { ahead: number | null; reloadHref: string }) {
  const waiting = ahead !== null && ahead > 0
  return (
    <div className="rounded-3xl bg-white p-6 text-ink-800 shadow-2xl ring-1 ring-ink-100 sm:p-8">
      <p className="flex items-center gap-3 text-lg font-bold text-ink-900">
        <Icon name="loader" className="size-6 shrink-0 text-brand-600 motion-safe:animate-spin" />
        {waiting ? `Menunggu giliran: ${ahead} analisis di depan Anda` : 'Sedang memeriksa website Anda'}
      </p>
      <div
        role="progressbar"
        aria-label="Kemajuan analisis"
        aria-valuetext={waiting ? 'Menunggu giliran' : 'Sedang berjalan'}
        className="mt-5 h-2.5 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-brand-500 to-accent-400 motion-safe:animate-pulse" />
      </div>
      <ol className="mt-6 space-y-3 text-sm">
        {steps.map((step) => (
          <li key={step} className="flex items-start gap-3 text-ink-700">
            <Icon name="circle" className="mt-0.5 size-4 shrink-0 text-brand-400" />
            {step}
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-ink-100 pt-5 text-sm leading-relaxed text-ink-600">
        Kami memeriksa {CHECK_IDS.length} faktor SEO. Halaman ini diperbarui sendiri; simpan alamatnya untuk membuka
        laporan lagi selama {REPORT_VALID_DAYS} hari.
      </p>
      <noscript>
        {/* Without JavaScript the browser reloads the page until the report is ready. */}
        <meta httpEquiv="refresh" content="3" />
        <a href={reloadHref} className="mt-3 inline-block font-semibold text-brand-700 underline">
          Muat ulang sekarang
        </a>
      </noscript>
    </div>
  )
}
