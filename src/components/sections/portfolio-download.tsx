import { ButtonLink } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { caseStudies } from '@/content/case-studies'
import { downloads } from '@/content/downloads'
import { Section } from './section'

/** Offer of the portfolio PDF, generated at build time from the same records as this page. */
export function PortfolioDownload() {
  return (
    <Section labelledBy="unduh-portofolio-title" className="pb-0 sm:pb-0">
      <div className="flex flex-col items-start gap-6 rounded-3xl border border-ink-100 bg-ink-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Icon name="file-text" className="size-6" />
          </span>
          <div>
            <h2 id="unduh-portofolio-title" className="text-xl font-bold">
              Portofolio Lengkap dalam PDF
            </h2>
            <p className="mt-1 text-ink-600">
              {caseStudies.length} studi kasus, hasil, dan testimoni klien dalam satu dokumen untuk dibagikan ke tim
              Anda.
            </p>
          </div>
        </div>
        <ButtonLink
          href={downloads.portfolio.href}
          download={downloads.portfolio.fileName}
          variant="secondary"
          size="lg"
          className="shrink-0"
        >
          <Icon name="download" className="size-5" />
          {downloads.portfolio.label}
        </ButtonLink>
      </div>
    </Section>
  )
}
