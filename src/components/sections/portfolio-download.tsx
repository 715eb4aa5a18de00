import { ButtonLink } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import type { Download } from '@/content/downloads'
import { Section } from './section'

type PortfolioDownloadProps = { id: string; headingId: string; title: string; description?: string; download: Download }

/** Offer of the portfolio PDF, generated at build time from the same records as the page. */
export function PortfolioDownload({ id, headingId, title, description, download }: PortfolioDownloadProps) {
  return (
    <Section id={id} labelledBy={headingId} className="pb-0 sm:pb-0">
      <div className="flex flex-col items-start gap-6 rounded-3xl border border-ink-100 bg-ink-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Icon name="file-text" className="size-6" />
          </span>
          <div>
            <h2 id={headingId} className="text-xl font-bold">
              {title}
            </h2>
            {description ? <p className="mt-1 text-ink-600">{description}</p> : null}
          </div>
        </div>
        <ButtonLink
          href={download.href}
          download={download.fileName}
          variant="secondary"
          size="lg"
          className="shrink-0"
        >
          <Icon name="download" className="size-5" />
          {download.label}
        </ButtonLink>
      </div>
    </Section>
  )
}
