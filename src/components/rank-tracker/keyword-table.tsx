import { trackerPageCopy } from '@/content/rank-tracker'
import { NOT_IN_TOP_100, type KeywordReport } from '@/lib/rank-tracker'
import { MovementBadge } from './movement'

const copy = trackerPageCopy

/** A result URL as printed: host and path, without the scheme. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '')

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** Links to other sites on a private page: no referrer (the page's address is the key), no endorsement. */
function ExternalLink({ url, children }: { url: string; children: React.ReactNode }) {
  const safe = /^https?:\/\//i.test(url)
  if (!safe) return <span>{children}</span>
  return (
    <a href={url} rel="noopener noreferrer nofollow" className="[overflow-wrap:anywhere] text-brand-700 underline">
      {children}
    </a>
  )
}

/**
 * Every keyword's latest position, URL, changes, best position and the results right above it. Wide on a phone,
 * so it scrolls sideways in its own focusable region rather than squeezing the columns.
 */
const columnOrder = ['keyword', 'position', 'sincePrevious', 'sinceFirst', 'best', 'url', 'above'] as const

export function KeywordTable({ keywords }: { keywords: readonly KeywordReport[] }) {
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase'
  const td = 'px-3 py-3 align-top'
  return (
    <div
      role="region"
      aria-label={copy.tableName}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl ring-1 ring-ink-100 focus-visible:outline-2"
    >
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{copy.tableCaption}</caption>
        <thead className="bg-ink-50">
          <tr>
            {columnOrder.map((column) => (
              <th key={column} scope="col" className={th}>
                {copy.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 bg-white">
          {keywords.map((keyword) => {
            const latest = keyword.latest
            return (
              <tr key={keyword.id} data-keyword={keyword.keyword}>
                <th scope="row" className={`${td} text-left font-semibold [overflow-wrap:anywhere] text-ink-900`}>
                  {keyword.keyword}
                </th>
                <td className={`${td} font-bold whitespace-nowrap text-ink-900 tabular-nums`} data-cell="position">
                  {!latest ? (
                    <span className="font-normal text-ink-500">
                      {keyword.startsTomorrow ? copy.startsTomorrow : copy.pending}
                    </span>
                  ) : latest.position === null ? (
                    <span className="font-semibold text-ink-600">{NOT_IN_TOP_100}</span>
                  ) : (
                    <>
                      #{latest.position}
                      {latest.featured ? (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                          {copy.featuredSnippet}
                        </span>
                      ) : null}
                    </>
                  )}
                </td>
                <td className={td}>{latest ? <MovementBadge change={keyword.sincePrevious} /> : '–'}</td>
                <td className={td}>{latest ? <MovementBadge change={keyword.sinceFirst} /> : '–'}</td>
                <td className={`${td} tabular-nums`}>{keyword.best === null ? '–' : `#${keyword.best}`}</td>
                <td className={`${td} max-w-64`}>
                  {latest?.url ? <ExternalLink url={latest.url}>{shortUrl(latest.url)}</ExternalLink> : copy.noUrl}
                </td>
                <td className={`${td} max-w-72`}>
                  {latest && latest.above.length > 0 ? (
                    <>
                      {latest.position === null ? <p className="mb-1 text-xs text-ink-500">{copy.topThree}</p> : null}
                      <ol className="space-y-1">
                        {latest.above.map((result) => (
                          <li key={`${result.position}-${result.url}`} className="flex gap-2">
                            <span className="text-ink-500 tabular-nums">#{result.position}</span>
                            <ExternalLink url={result.url}>{hostOf(result.url)}</ExternalLink>
                          </li>
                        ))}
                      </ol>
                    </>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
