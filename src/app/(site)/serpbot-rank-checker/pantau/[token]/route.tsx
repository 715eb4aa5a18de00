import { renderSitePage } from '@/components/document/site-page'
import { pageTitle } from '@/components/document/server-page'
import { TrackerNotFound } from '@/components/rank-tracker/not-found'
import { CheckStatus, NoticeBanner, TrackerHeader, TrackerResults } from '@/components/rank-tracker/tracker-view'
import { TrackerForms } from '@/components/rank-tracker/tracker-forms'
import { Container } from '@/components/ui/container'
import { trackerNotFoundCopy, trackerNotices, trackerPageCopy, type TrackerNotice } from '@/content/rank-tracker'
import { getDatabase } from '@/lib/db/client'
import {
  MAX_BUSINESS_NAME_LENGTH,
  MAX_COMPETITORS,
  MAX_KEYWORDS,
  MAX_KEYWORD_LENGTH,
  getTrackerReport,
  readRankConfig,
} from '@/lib/rank-tracker'

// The private tracker page: whoever holds the unguessable token (192 bits) may see, edit and delete it. Rendered
// per request without client JavaScript (its forms are plain posts; components/document/server-page.tsx), private
// and no-store (src/proxy.ts), never indexed, never in the sitemap, and no Referer carrying the token away.
export const dynamic = 'force-dynamic'

const head = { robots: 'noindex, nofollow', referrer: 'no-referrer' } as const
const limits = {
  max: MAX_KEYWORDS,
  length: MAX_KEYWORD_LENGTH,
  competitors: MAX_COMPETITORS,
  businessName: MAX_BUSINESS_NAME_LENGTH,
}

function noticeFrom(value: string | null): TrackerNotice | null {
  return value !== null && Object.hasOwn(trackerNotices, value) ? (value as TrackerNotice) : null
}

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const config = readRankConfig()
  const report = await getTrackerReport(await getDatabase(), config, token)
  if (!report) {
    return renderSitePage(request, { ...head, title: pageTitle(trackerNotFoundCopy.title) }, <TrackerNotFound />, {
      status: 404,
    })
  }
  const notice = noticeFrom(new URL(request.url).searchParams.get('hasil'))
  return renderSitePage(
    request,
    { ...head, title: pageTitle(trackerPageCopy.metaTitle), description: trackerPageCopy.metaDescription },
    <>
      <TrackerHeader report={report} eyebrow={trackerPageCopy.eyebrow} title={trackerPageCopy.title}>
        <p className="mt-2 text-sm text-ink-300">
          {trackerPageCopy.emailLabel} {report.tracker.emailMasked}
        </p>
      </TrackerHeader>
      <Container className="space-y-8 py-10 sm:py-12">
        {notice ? <NoticeBanner notice={notice} limits={limits} /> : null}
        <CheckStatus report={report} />
        <section id="keyword" aria-labelledby="judul-keyword" className="space-y-4">
          <h2 id="judul-keyword" className="text-2xl font-bold">
            {trackerPageCopy.tableCaption}
          </h2>
          <TrackerResults report={report} historyDays={config.historyDays} />
        </section>
        <TrackerForms token={token} report={report} limits={limits} />
        <p className="text-sm text-ink-600">{trackerPageCopy.privateNote}</p>
      </Container>
    </>,
  )
}
