import type { Ref } from 'react'
import { joinButtonClasses } from '@/components/ui/button-classes'
import { InlineWhatsappIcon } from '@/components/ui/brand-glyphs'
import { NewTabHint } from '@/components/layout/new-tab-hint'
import { clickPing } from '@/content/click-targets'
import { waHref } from '@/content/format'

/** The preset WhatsApp message after a request, naming the website so the team finds the lead at once. */
function analysisChatText(brandName: string, website: string | undefined): string {
  return `Halo ${brandName}, saya baru saja meminta analisis SEO gratis untuk website ${website ?? 'saya'}. Bisa kita diskusikan hasilnya?`
}

export type SuccessPanelConfig = {
  /**
   * "Kirim Analisis Lain" without JavaScript: a fresh page with an empty form. It must differ from the permalink
   * by more than the #fragment, or the browser would only scroll instead of loading the page again.
   */
  restartHref: string
  whatsapp: string
  brandName: string
}

type AnalysisSuccessProps = SuccessPanelConfig & {
  title: string
  message: string
  website: string | undefined
  /** The instant audit's report page, when one was queued for the website. */
  auditPath: string | undefined
  onRestart: () => void
  ref?: Ref<HTMLDivElement>
}

/** What replaces the analysis form once the request is stored: the next steps, WhatsApp or another request. */
export function AnalysisSuccess({
  title,
  message,
  website,
  auditPath,
  restartHref,
  whatsapp,
  brandName,
  onRestart,
  ref,
}: AnalysisSuccessProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-notice="success"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center outline-none sm:p-8"
    >
      <span
        aria-hidden="true"
        className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-emerald-600 text-2xl text-white"
      >
        ✓
      </span>
      <h3 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">{title}</h3>
      <p className="mx-auto mt-2 max-w-md leading-relaxed text-ink-700">{message}</p>
      {auditPath ? (
        <div className="mx-auto mt-6 max-w-md rounded-xl border border-emerald-200 bg-white p-4 text-left">
          <p className="font-bold text-ink-900">Analisis otomatis sedang berjalan</p>
          <p className="mt-1 text-sm leading-relaxed text-ink-700">
            Sambil menunggu tim kami, lihat hasil pemeriksaan otomatis website Anda: biasanya siap dalam beberapa detik.
          </p>
          <a href={auditPath} className={joinButtonClasses('primary', 'md', 'mt-3 w-full')}>
            Lihat Hasil Analisis Instan
          </a>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a
          href={restartHref}
          onClick={(event) => {
            event.preventDefault()
            onRestart()
          }}
          className={joinButtonClasses('outline', 'lg')}
        >
          Kirim Analisis Lain
        </a>
        <a
          href={waHref(whatsapp, analysisChatText(brandName, website))}
          ping={clickPing('analysis-success-whatsapp')}
          target="_blank"
          rel="noopener noreferrer"
          className={joinButtonClasses('whatsapp', 'lg')}
        >
          <InlineWhatsappIcon />
          Hubungi Kami di WhatsApp
          <NewTabHint />
        </a>
      </div>
    </div>
  )
}
