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

function Position({ keyword }: { keyword: KeywordReport }) {
  const latest = keyword.latest
  if (!latest)
    return (
      <span className="font-normal text-ink-500">{keyword.startsTomorrow ? copy.startsTomorrow : copy.pending}</span>
    )
  if (latest.position === null) return <span className="font-semibold text-ink-600">{NOT_IN_TOP_100}</span>
  return (
    <>
      #{latest.position}
      {latest.featured ? (
        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          {copy.featuredSnippet}
        </span>
      ) : null}
    </>
  )
}

function Above({ keyword }: { keyword: KeywordReport }) {
  const latest = keyword.latest
  if (!latest || latest.above.length === 0) return <>–</>
  return (
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
  )
}

const pageUrl = (keyword: KeywordReport) =>
  keyword.latest?.url ? (
    <ExternalLink url={keyword.latest.url}>{shortUrl(keyword.latest.url)}</ExternalLink>
  ) : (
    copy.noUrl
  )

/**
 * Every keyword's latest position, URL, changes, best position and the results right above it: seven columns where
 * they fit (lg, 1024 px); narrower, where seven columns would scroll sideways with no sign of it (Firefox shows no
 * scrollbar), one card per keyword with the same facts. The other form is display: none, so screen readers meet
 * one of them.
 */
const columnOrder = ['keyword', 'position', 'sincePrevious', 'sinceFirst', 'best', 'url', 'above'] as const

export function KeywordTable({ keywords }: { keywords: readonly KeywordReport[] }) {
  return (
    <>
      <KeywordCards keywords={keywords} />
      <KeywordColumns keywords={keywords} />
    </>
  )
}

function KeywordCards({ keywords }: { keywords: readonly KeywordReport[] }) {
  const term = 'text-xs font-semibold tracking-wide text-ink-500 uppercase'
  return (
    <ul aria-label={copy.tableCaption} className="space-y-4 lg:hidden">
      {keywords.map((keyword) => (
        <li key={keyword.id} data-keyword={keyword.keyword} className="rounded-2xl p-4 text-sm ring-1 ring-ink-100">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold [overflow-wrap:anywhere] text-ink-900">{keyword.keyword}</h3>
            <p className="max-w-[55%] text-right text-lg font-bold text-ink-900 tabular-nums" data-cell="position">
              <span className="sr-only">{copy.columns.position}: </span>
              <Position keyword={keyword} />
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
            <div>
              <dt className={term}>{copy.columns.sincePrevious}</dt>
              <dd>{keyword.latest ? <MovementBadge change={keyword.sincePrevious} /> : '–'}</dd>
            </div>
            <div>
              <dt className={term}>{copy.columns.sinceFirst}</dt>
              <dd>{keyword.latest ? <MovementBadge change={keyword.sinceFirst} /> : '–'}</dd>
            </div>
            <div>
              <dt className={term}>{copy.columns.best}</dt>
              <dd className="tabular-nums">{keyword.best === null ? '–' : `#${keyword.best}`}</dd>
            </div>
            <div>
              <dt className={term}>{copy.columns.url}</dt>
              <dd>{pageUrl(keyword)}</dd>
            </div>
            <div className="col-span-2">
              <dt className={term}>{copy.columns.above}</dt>
              <dd className="mt-1">
                <Above keyword={keyword} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}

function KeywordColumns({ keywords }: { keywords: readonly KeywordReport[] }) {
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase'
  const td = 'px-3 py-3 align-top'
  return (
    <div
      role="region"
      aria-label={copy.tableName}
      tabIndex={0}
      className="hidden overflow-x-auto rounded-2xl ring-1 ring-ink-100 focus-visible:outline-2 lg:block"
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
          {keywords.map((keyword) => (
            <tr key={keyword.id} data-keyword={keyword.keyword}>
              <th scope="row" className={`${td} text-left font-semibold [overflow-wrap:anywhere] text-ink-900`}>
                {keyword.keyword}
              </th>
              <td className={`${td} font-bold whitespace-nowrap text-ink-900 tabular-nums`} data-cell="position">
                <Position keyword={keyword} />
              </td>
              <td className={td}>{keyword.latest ? <MovementBadge change={keyword.sincePrevious} /> : '–'}</td>
              <td className={td}>{keyword.latest ? <MovementBadge change={keyword.sinceFirst} /> : '–'}</td>
              <td className={`${td} tabular-nums`}>{keyword.best === null ? '–' : `#${keyword.best}`}</td>
              <td className={`${td} max-w-64`}>{pageUrl(keyword)}</td>
              <td className={`${td} max-w-72`}>
                <Above keyword={keyword} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
