import { renderSitePage } from '@/components/document/site-page'
import { pageTitle } from '@/components/document/server-page'
import { FormNotice } from '@/components/forms/form-notice'
import { TrackerNotFound } from '@/components/rank-tracker/not-found'
import { buttonClasses } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { trackerNotFoundCopy, unsubscribeCopy } from '@/content/rank-tracker'
import { getDatabase } from '@/lib/db/client'
import { findTrackerByUnsubscribeToken, rankPagePaths } from '@/lib/rank-tracker'

// The digest's visible "berhenti berlangganan" link, by the tracker's unsubscribe token: whoever holds it may stop
// the weekly digest and do nothing else (it opens no tracker page). A GET only shows the button (mail scanners open
// links); the button posts to the one-click address, which stops the mails and comes back here. No client
// JavaScript. Referrer policy same-origin: under no-referrer the browser would post with `Origin: null`, which the
// /api/ screen refuses.
export const dynamic = 'force-dynamic'

const head = { robots: 'noindex, nofollow', referrer: 'same-origin' } as const

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const tracker = await findTrackerByUnsubscribeToken((await getDatabase()).db, token)
  if (!tracker)
    return renderSitePage(request, { ...head, title: pageTitle(trackerNotFoundCopy.title) }, <TrackerNotFound />, {
      status: 404,
    })
  const done = new URL(request.url).searchParams.has('selesai') || Number(tracker.digest_opt_out) === 1
  return renderSitePage(
    request,
    { ...head, title: pageTitle(unsubscribeCopy.metaTitle) },
    <Container className="max-w-3xl py-16 sm:py-24">
      <h1 className="text-3xl font-extrabold text-ink-900">{unsubscribeCopy.title}</h1>
      {done ? (
        <div role="status" className="mt-6">
          <FormNotice tone="success" message={unsubscribeCopy.doneWithoutPage} />
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-ink-700">{unsubscribeCopy.text(tracker.domain)}</p>
          <form method="post" action={rankPagePaths.unsubscribe(token)} className="mt-8">
            <input type="hidden" name="dari" value="halaman" />
            <button type="submit" className={buttonClasses('secondary')}>
              {unsubscribeCopy.confirm}
            </button>
          </form>
        </>
      )}
    </Container>,
  )
}
