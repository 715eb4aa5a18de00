import { renderSitePage } from '@/components/document/site-page'
import { pageTitle } from '@/components/document/server-page'
import { CheckStatus, TrackerHeader, TrackerResults } from '@/components/rank-tracker/tracker-view'
import { RankPreviewCard } from '@/components/sections/rank-preview-card'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { rankDemo } from '@/content/rank-tracker'
import { rankChecker } from '@/content/specialty/rank-checker'
import { getDatabase } from '@/lib/db/client'
import { demoDomain, getDemoReport, readRankConfig } from '@/lib/rank-tracker'

// Public. Real positions of the agency's own site, read per request (they change daily), so not prerendered and
// not in the sitemap; noindex, since the page is a live tool view rather than content. No client JavaScript
// (components/document/server-page.tsx).
export const dynamic = 'force-dynamic'

const head = { title: pageTitle(rankDemo.metaTitle), description: rankDemo.metaDescription, robots: 'noindex, follow' }

/** The hero's illustration on /serpbot-rank-checker: the only rows shown where nothing is tracked. */
const preview = rankChecker.hero.aside?.kind === 'rank-preview' ? rankChecker.hero.aside : undefined
const illustration = preview?.rows ?? []

export async function GET(request: Request) {
  const config = readRankConfig()
  const report = await getDemoReport(await getDatabase(), config)
  const domain = demoDomain() ?? ''
  if (!report) {
    return renderSitePage(
      request,
      head,
      <Container className="max-w-4xl space-y-8 py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">{rankDemo.title}</h1>
        <div role="status" className="rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200">
          <p className="font-bold">{config.provider ? rankDemo.pendingTitle : rankDemo.offTitle}</p>
          <p className="mt-1">{config.provider ? rankDemo.pendingText : rankDemo.offText}</p>
        </div>
        {config.provider ? null : (
          <RankPreviewCard title={preview?.title ?? ''} caption={rankDemo.exampleLabel} rows={illustration} />
        )}
        <ButtonLink href={rankDemo.ctaHref}>{rankDemo.cta}</ButtonLink>
      </Container>,
    )
  }
  return renderSitePage(
    request,
    head,
    <>
      <TrackerHeader report={report} eyebrow={rankDemo.title} title={rankDemo.heading}>
        <p className="mt-4 max-w-3xl text-ink-200">{rankDemo.intro(domain)}</p>
      </TrackerHeader>
      <Container className="space-y-8 py-10 sm:py-12">
        <CheckStatus report={report} />
        <TrackerResults report={report} historyDays={config.historyDays} />
        <ButtonLink href={rankDemo.ctaHref}>{rankDemo.cta}</ButtonLink>
      </Container>
    </>,
  )
}
