import { renderSitePage } from '@/components/document/site-page'
import { pageTitle } from '@/components/document/server-page'
import { FormNotice } from '@/components/forms/form-notice'
import { ConfirmCard } from '@/components/rank-tracker/confirm-card'
import { ConfirmNotFound } from '@/components/rank-tracker/not-found'
import { buttonClasses } from '@/components/ui/button-link'
import { getDatabase } from '@/lib/db/client'
import { confirmationView } from '@/lib/rank-tracker'
import { CONFIRM_RESEND_FIELD, CONFIRM_STATUS, handleConfirmPost } from '@/lib/rank-tracker/confirm-http'
import { rankSignupCopy } from '@/lib/rank-tracker/signup-copy'

// The double opt-in's landing page behind the confirmation link's own token: rendered per request without client
// JavaScript (components/document/server-page.tsx), never indexed, never in the sitemap, private and uncached
// (src/proxy.ts), no Referer carrying the token anywhere. Anyone holding the link may see it; GET changes nothing
// (mail scanners open links), only the button's POST confirms (handleConfirmPost: same-site posts only). Once used,
// the link only says so and offers to mail the tracker page's address again: it is no key to the tracker. Referrer
// policy same-origin, not no-referrer: under no-referrer a browser posts the form with `Origin: null`, which the
// cross-site rule refuses; links to other sites still get no Referer.
export const dynamic = 'force-dynamic'

const copy = rankSignupCopy.confirm
const head = { robots: 'noindex, nofollow', referrer: 'same-origin' } as const
const notices: Record<string, { tone: 'error' | 'success'; message: string }> = {
  [CONFIRM_STATUS.failed]: { tone: 'error', message: copy.failure },
  [CONFIRM_STATUS.crossSite]: { tone: 'error', message: copy.crossSite },
  [CONFIRM_STATUS.resent]: { tone: 'success', message: copy.resent },
}

type Context = { params: Promise<{ token: string }> }

export async function GET(request: Request, { params }: Context) {
  const { token } = await params
  const view = await confirmationView(await getDatabase(), token)
  if (view.state === 'unknown')
    return renderSitePage(request, { ...head, title: pageTitle(copy.expiredTitle) }, <ConfirmNotFound />, {
      status: 404,
    })
  const notice = notices[new URL(request.url).searchParams.get('status') ?? '']
  const noticeBox = notice ? (
    <div role="status" className="mt-6">
      <FormNotice tone={notice.tone} message={notice.message} />
    </div>
  ) : null
  if (view.state === 'confirmed') {
    return renderSitePage(
      request,
      { ...head, title: pageTitle(copy.confirmedTitle) },
      <ConfirmCard title={copy.confirmedTitle}>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">{copy.confirmed(view.domain)}</p>
        {noticeBox}
        <p className="mt-6 text-sm leading-relaxed text-ink-600">{copy.resendLead}</p>
        <form method="post" className="mt-4">
          <input type="hidden" name={CONFIRM_RESEND_FIELD.name} value={CONFIRM_RESEND_FIELD.value} />
          <button type="submit" className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
            {copy.resendButton}
          </button>
        </form>
      </ConfirmCard>,
    )
  }
  return renderSitePage(
    request,
    { ...head, title: pageTitle(copy.metaTitle), description: copy.metaDescription },
    <ConfirmCard title={copy.title}>
      <p className="mt-4 text-lg leading-relaxed text-ink-700">{copy.lead(view.domain, view.keywords)}</p>
      {noticeBox}
      <form method="post" className="mt-8">
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {copy.button}
        </button>
      </form>
      <p className="mt-6 text-sm leading-relaxed text-ink-600">{copy.note}</p>
    </ConfirmCard>,
  )
}

export async function POST(request: Request, { params }: Context) {
  return handleConfirmPost(request, (await params).token)
}
