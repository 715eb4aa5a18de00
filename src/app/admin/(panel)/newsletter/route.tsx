import { renderInboxPage } from '@/components/admin/inbox-page'
import { SubscriberTable } from '@/components/admin/subscriber-table'
import { newsletterCopy } from '@/content/admin-data'
import { SUBSCRIBER_SEARCH_MAX, listSubscribers } from '@/lib/admin/newsletter'
import { getDatabase } from '@/lib/db/client'
import { searchParamsOf } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** "createdAt_id" of the last row shown: the keyset cursor of the next page. */
function parseCursor(value: string | undefined) {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{1,100})$/)
  return match ? { createdAt: match[1]!, id: match[2]! } : null
}

const button = 'inline-flex min-h-11 items-center rounded-xl px-5 font-semibold'

/** Newsletter subscribers (admin): search, CSV export of the search, removal, keyset pages. */
export async function GET(request: Request) {
  return renderInboxPage(
    request,
    'Newsletter',
    async () => {
      const params = searchParamsOf(request)
      const q = one(params.q)?.slice(0, SUBSCRIBER_SEARCH_MAX) ?? ''
      const page = await listSubscribers((await getDatabase()).db, { q, before: parseCursor(one(params.sesudah)) })
      const removed = one(params.removed)
      const nextHref = page.next
        ? `/admin/newsletter?${new URLSearchParams({ ...(q ? { q } : {}), sesudah: `${page.next.createdAt}_${page.next.id}` })}`
        : null
      return (
        <div className="space-y-6">
          <div>
            <h1 className="text-2xl font-bold">{newsletterCopy.title}</h1>
            <p className="mt-1 text-ink-600">{newsletterCopy.intro}</p>
          </div>
          {removed ? (
            <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-200">
              {removed === '1' ? newsletterCopy.removedNotice : newsletterCopy.alreadyGone}
            </p>
          ) : null}
          <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-6">
            <div className="flex flex-wrap items-end gap-3">
              <form
                method="get"
                action="/admin/newsletter"
                role="search"
                className="flex flex-1 flex-wrap items-end gap-2"
              >
                <div className="min-w-0 flex-1">
                  <label htmlFor="cari-newsletter" className="block text-sm font-semibold text-ink-700">
                    {newsletterCopy.searchLabel}
                  </label>
                  <input
                    id="cari-newsletter"
                    name="q"
                    type="search"
                    defaultValue={q}
                    maxLength={SUBSCRIBER_SEARCH_MAX}
                    className="mt-1 min-h-11 w-full rounded-xl border border-ink-200 px-3"
                  />
                </div>
                <button type="submit" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
                  {newsletterCopy.searchButton}
                </button>
              </form>
              <form method="post" action="/api/admin/newsletter/export">
                <input type="hidden" name="q" value={q} />
                <button type="submit" className={`${button} text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50`}>
                  {newsletterCopy.export}
                </button>
              </form>
            </div>
            <p className="text-sm text-ink-600" data-testid="subscriber-total">
              {newsletterCopy.total(page.total)}
            </p>
            <SubscriberTable subscribers={page.subscribers} />
            {nextHref ? (
              <a href={nextHref} className="inline-block font-semibold text-brand-700 underline">
                {newsletterCopy.more}
              </a>
            ) : null}
          </section>
        </div>
      )
    },
    { role: 'admin' },
  )
}
