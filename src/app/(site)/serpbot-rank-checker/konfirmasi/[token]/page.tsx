import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FormNotice } from '@/components/forms/form-notice'
import { ConfirmCard } from '@/components/rank-tracker/confirm-card'
import { buttonClasses } from '@/components/ui/button-link'
import { rankSignupCopy } from '@/lib/rank-tracker/signup-copy'
import { getDatabase } from '@/lib/db/client'
import { confirmationView } from '@/lib/rank-tracker'
import { confirmRankTrackerAction, resendFromConfirmationAction } from '@/lib/rank-tracker/signup-action'

// The double opt-in's landing page behind the confirmation link's own token: rendered per request, never indexed,
// never in the sitemap, private and uncached (src/proxy.ts), no Referer carrying the token anywhere. Anyone holding
// the link may see it; GET changes nothing (mail scanners open links), only the button's POST confirms. Once used,
// the link only says so and offers to mail the tracker page's address again: it is no key to the tracker. Referrer
// policy same-origin, not no-referrer: under no-referrer the browser posts the form with `Origin: null`, which
// Next's server-action check refuses; links to other sites still get no Referer.
export const dynamic = 'force-dynamic'

const copy = rankSignupCopy.confirm

export const metadata: Metadata = {
  title: copy.metaTitle,
  description: copy.metaDescription,
  robots: { index: false, follow: false },
  referrer: 'same-origin',
}

const notices: Record<string, { tone: 'error' | 'success'; message: string }> = {
  gagal: { tone: 'error', message: copy.failure },
  'situs-lain': { tone: 'error', message: copy.crossSite },
  dikirim: { tone: 'success', message: copy.resent },
}

export default async function ConfirmTrackerPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<{ status?: string | string[] }>
}) {
  const { token } = await params
  const view = await confirmationView(await getDatabase(), token)
  if (view.state === 'unknown') notFound()
  const status = (await searchParams).status
  const notice = typeof status === 'string' ? notices[status] : undefined
  const noticeBox = notice ? (
    <div role="status" className="mt-6">
      <FormNotice tone={notice.tone} message={notice.message} />
    </div>
  ) : null
  if (view.state === 'confirmed') {
    return (
      <ConfirmCard title={copy.confirmedTitle}>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">{copy.confirmed(view.domain)}</p>
        {noticeBox}
        <p className="mt-6 text-sm leading-relaxed text-ink-600">{copy.resendLead}</p>
        <form action={resendFromConfirmationAction} className="mt-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
            {copy.resendButton}
          </button>
        </form>
      </ConfirmCard>
    )
  }
  return (
    <ConfirmCard title={copy.title}>
      <p className="mt-4 text-lg leading-relaxed text-ink-700">{copy.lead(view.domain, view.keywords)}</p>
      {noticeBox}
      <form action={confirmRankTrackerAction} className="mt-8">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {copy.button}
        </button>
      </form>
      <p className="mt-6 text-sm leading-relaxed text-ink-600">{copy.note}</p>
    </ConfirmCard>
  )
}
