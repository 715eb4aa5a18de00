import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CheckStatus, NoticeBanner, TrackerHeader, TrackerResults } from '@/components/rank-tracker/tracker-view'
import { TrackerForms } from '@/components/rank-tracker/tracker-forms'
import { Container } from '@/components/ui/container'
import { trackerNotices, trackerPageCopy, type TrackerNotice } from '@/content/rank-tracker'
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
// per request (private, no-store), never indexed, never in the sitemap, and no Referer carrying the token away.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: trackerPageCopy.metaTitle,
  description: trackerPageCopy.metaDescription,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

const limits = {
  max: MAX_KEYWORDS,
  length: MAX_KEYWORD_LENGTH,
  competitors: MAX_COMPETITORS,
  businessName: MAX_BUSINESS_NAME_LENGTH,
}

function noticeFrom(value: string | string[] | undefined): TrackerNotice | null {
  return typeof value === 'string' && Object.hasOwn(trackerNotices, value) ? (value as TrackerNotice) : null
}

export default async function TrackerPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { token } = await params
  const config = readRankConfig()
  const report = await getTrackerReport(await getDatabase(), config, token)
  if (!report) notFound()
  const notice = noticeFrom((await searchParams).hasil)
  return (
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
    </>
  )
}
