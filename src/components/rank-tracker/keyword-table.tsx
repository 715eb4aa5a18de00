import { trackerPageCopy } from '@/content/rank-tracker'
import { NOT_IN_TOP_100, localPackText, localPackWords, type KeywordReport } from '@/lib/rank-tracker'
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

/**
 * The Google Maps 3-pack beside the organic position, for a tracker that follows it: "Google Maps: #2", not in
 * the pack, or no pack shown for this search (three different answers; a failed check has no row at all).
 */
function MapsPlace({ keyword }: { keyword: KeywordReport }) {
  if (!keyword.latest) return null
  return (
    <span className="mt-1 block text-xs font-semibold whitespace-normal text-ink-700" data-cell="local-pack">
      {localPackWords.label}: {localPackText(keyword.latest.localPack)}
    </span>
  )
}

/**
 * Each competitor's latest position for the keyword, with its move since the check before: the domain, then the
 * position and the move kept together on one line (outside the top 100 is ">100" there, said in words to screen
 * readers, as on the chart's row below 100).
 */
function Competitors({ keyword }: { keyword: KeywordReport }) {
  return (
    <ul className="space-y-1">
      {keyword.competitors.map((competitor) => (
        <li key={competitor.domain} data-competitor={competitor.domain} className="flex flex-wrap gap-x-2">
          <span className="[overflow-wrap:anywhere] text-ink-700">{competitor.domain}</span>
          <span className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
            {!competitor.latest ? (
              <span className="font-normal text-ink-500">{copy.competitorsPending}</span>
            ) : competitor.latest.position === null ? (
              <>
                <span aria-hidden="true">{copy.chartOutside}</span>
                <span className="sr-only">{NOT_IN_TOP_100}</span>
              </>
            ) : (
              `#${competitor.latest.position}`
            )}{' '}
            {competitor.latest ? <MovementBadge change={competitor.sincePrevious} /> : null}
          </span>
        </li>
      ))}
    </ul>
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
 * Every keyword's latest position (and its Google Maps place when the 3-pack is followed), URL, changes, best
 * position, the competitors' positions and the results right above it: a column each where they fit (lg, 1024 px);
 * narrower, where the columns would scroll sideways with no sign of it (Firefox shows no scrollbar), one card per
 * keyword with the same facts. The other form is display: none, so screen readers meet one of them.
 */
const columnOrder = [
  'keyword',
  'position',
  'sincePrevious',
  'sinceFirst',
  'best',
  'url',
  'competitors',
  'above',
] as const

type TableProps = {
  keywords: readonly KeywordReport[]
  /** The tracker follows the Google Maps 3-pack (it gave its business name). */
  followsPack: boolean
  /** The tracker compares with competitors. */
  hasCompetitors: boolean
}

export function KeywordTable(props: TableProps) {
  return (
    <>
      <KeywordCards {...props} />
      <KeywordColumns {...props} />
    </>
  )
}

function KeywordCards({ keywords, followsPack, hasCompetitors }: TableProps) {
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
              {followsPack ? <MapsPlace keyword={keyword} /> : null}
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
            {hasCompetitors ? (
              <div className="col-span-2">
                <dt className={term}>{copy.columns.competitors}</dt>
                <dd className="mt-1">
                  <Competitors keyword={keyword} />
                </dd>
              </div>
            ) : null}
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

function KeywordColumns({ keywords, followsPack, hasCompetitors }: TableProps) {
  const columns = columnOrder.filter((column) => column !== 'competitors' || hasCompetitors)
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
            {columns.map((column) => (
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
                {followsPack ? <MapsPlace keyword={keyword} /> : null}
              </td>
              <td className={td}>{keyword.latest ? <MovementBadge change={keyword.sincePrevious} /> : '–'}</td>
              <td className={td}>{keyword.latest ? <MovementBadge change={keyword.sinceFirst} /> : '–'}</td>
              <td className={`${td} tabular-nums`}>{keyword.best === null ? '–' : `#${keyword.best}`}</td>
              <td className={`${td} max-w-64`}>{pageUrl(keyword)}</td>
              {hasCompetitors ? (
                <td className={`${td} max-w-64`} data-cell="competitors">
                  <Competitors keyword={keyword} />
                </td>
              ) : null}
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
