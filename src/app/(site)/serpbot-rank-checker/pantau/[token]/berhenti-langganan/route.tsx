import { renderSitePage } from '@/components/document/site-page'
import { pageTitle } from '@/components/document/server-page'
import { TrackerNotFound } from '@/components/rank-tracker/not-found'
import { ButtonLink, buttonClasses } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { trackerNotFoundCopy, unsubscribeCopy } from '@/content/rank-tracker'
import { getDatabase } from '@/lib/db/client'
import { findTrackerByToken, rankPagePaths, trackerPagePath } from '@/lib/rank-tracker'

// The digest's visible "berhenti berlangganan" link as digests sent before issue 40 carry it (under the page token;
// new digests link /serpbot-rank-checker/berhenti-langganan/UNSUBSCRIBE_TOKEN): a GET only shows the button (mail
// scanners open links); the button's post stops the mails. Whoever holds the token may; the tracking goes on. No client
// JavaScript.
export const dynamic = 'force-dynamic'

const head = { robots: 'noindex, nofollow', referrer: 'no-referrer' } as const

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const tracker = await findTrackerByToken((await getDatabase()).db, token)
  if (!tracker)
    return renderSitePage(request, { ...head, title: pageTitle(trackerNotFoundCopy.title) }, <TrackerNotFound />, {
      status: 404,
    })
  return renderSitePage(
    request,
    { ...head, title: pageTitle(unsubscribeCopy.metaTitle) },
    <Container className="max-w-3xl py-16 sm:py-24">
      <h1 className="text-3xl font-extrabold text-ink-900">{unsubscribeCopy.title}</h1>
      <p className="mt-4 text-lg text-ink-700">{unsubscribeCopy.text(tracker.domain)}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* The page's own digest switch (a same-site post; the page sends no Referer, so Origin is "null" and the
            /api/ screen would refuse it). The one-click address in the mail's headers is for mail providers. */}
        <form method="post" action={rankPagePaths.action(token, 'ringkasan')}>
          <input type="hidden" name="ringkasan" value="off" />
          <button type="submit" className={buttonClasses('secondary')}>
            {unsubscribeCopy.confirm}
          </button>
        </form>
        <ButtonLink href={trackerPagePath(token)} variant="outline">
          {unsubscribeCopy.back}
        </ButtonLink>
      </div>
    </Container>,
  )
}
