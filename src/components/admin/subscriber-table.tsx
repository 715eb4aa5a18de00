import { newsletterCopy } from '@/content/admin-data'
import type { Subscriber } from '@/lib/admin/newsletter'
import { formatWib } from '@/lib/server/wib'

/** The subscriber list: every value rendered as text; removal is a same-origin form post per row. */
export function SubscriberTable({ subscribers }: { subscribers: readonly Subscriber[] }) {
  const columns = newsletterCopy.columns
  if (subscribers.length === 0) return <p className="py-6 text-ink-600">{newsletterCopy.empty}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="subscribers">
        <thead>
          <tr className="border-b border-ink-200 text-ink-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {columns.email}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
              {columns.since}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-semibold md:table-cell">
              {columns.page}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} className="border-b border-ink-100 align-top">
              <td className="py-2 pr-3 font-medium break-all text-ink-900">{subscriber.email}</td>
              <td className="hidden py-2 pr-3 whitespace-nowrap text-ink-700 sm:table-cell">
                {formatWib(subscriber.createdAt)}
              </td>
              <td className="hidden max-w-[16rem] py-2 pr-3 break-all text-ink-600 md:table-cell">
                {subscriber.sourcePage ?? '–'}
              </td>
              <td className="py-2 text-right">
                <form method="post" action="/api/admin/newsletter/remove">
                  <input type="hidden" name="id" value={subscriber.id} />
                  <button
                    type="submit"
                    aria-label={`${newsletterCopy.remove} ${subscriber.email}`}
                    className="min-h-10 rounded-lg px-3 font-semibold text-red-700 ring-1 ring-ink-200 hover:bg-red-50"
                  >
                    {newsletterCopy.remove}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
