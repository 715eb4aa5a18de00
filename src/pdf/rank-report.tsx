import 'server-only'
import { Text, View, renderToBuffer } from '@react-pdf/renderer'
import { rankPdfCopy, trackerPageCopy } from '@/content/rank-tracker'
import { site } from '@/content/site'
import {
  NOT_IN_TOP_100,
  RANK_DEVICE_LABELS,
  describeMovement,
  localPackText,
  localPackWords,
  type KeywordReport,
  type TrackerReport,
} from '@/lib/rank-tracker'
import { formatWibDateTime } from '@/lib/server/wib'
import { BrandDocument, ContentPage, CoverPage } from './chrome'
import { colors, pdfStyles } from './theme'

/**
 * The tracker's PDF report: the page's table and every day's position, the same numbers as the page, the CSV and
 * the JSON (all read from one getTrackerReport). Text only: keywords and URLs are printed, never read as markup.
 */

const columns = trackerPageCopy.columns
const positionText = (position: number | null) => (position === null ? NOT_IN_TOP_100 : `#${position}`)
/** "2026-11-27" → "27/11": history cells are many, so the date is short (the year is in the heading). */
const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`

const cell = { paddingVertical: 4, paddingRight: 6, fontSize: 9, lineHeight: 1.35 }
const widths = ['24%', '14%', '17%', '17%', '9%', '19%'] as const

function SummaryTable({ keywords, followsPack }: { keywords: readonly KeywordReport[]; followsPack: boolean }) {
  const head = [columns.keyword, columns.position, columns.sincePrevious, columns.sinceFirst, columns.best, columns.url]
  return (
    <View>
      <View style={{ flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: colors.line }} fixed>
        {head.map((label, index) => (
          <Text key={label} style={[cell, { width: widths[index], fontWeight: 700, color: colors.muted }]}>
            {label}
          </Text>
        ))}
      </View>
      {keywords.map((keyword) => (
        <View
          key={keyword.id}
          wrap={false}
          style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colors.line }}
        >
          <Text style={[cell, { width: widths[0], fontWeight: 700, color: colors.ink }]}>{keyword.keyword}</Text>
          <Text style={[cell, { width: widths[1], fontWeight: 700, color: colors.ink }]}>
            {keyword.latest
              ? `${positionText(keyword.latest.position)}${keyword.latest.featured ? ` (${trackerPageCopy.featuredSnippet})` : ''}`
              : keyword.startsTomorrow
                ? trackerPageCopy.startsTomorrow
                : trackerPageCopy.pending}
            {followsPack && keyword.latest
              ? `\n${localPackWords.label}: ${localPackText(keyword.latest.localPack)}`
              : ''}
          </Text>
          <Text style={[cell, { width: widths[2] }]}>
            {keyword.latest ? describeMovement(keyword.sincePrevious) : '-'}
          </Text>
          <Text style={[cell, { width: widths[3] }]}>
            {keyword.latest ? describeMovement(keyword.sinceFirst) : '-'}
          </Text>
          <Text style={[cell, { width: widths[4] }]}>{keyword.best === null ? '-' : `#${keyword.best}`}</Text>
          <Text style={[cell, { width: widths[5], color: colors.muted, fontSize: 8 }]}>
            {keyword.latest?.url ?? '-'}
          </Text>
        </View>
      ))}
    </View>
  )
}

/**
 * The comparison (issue 42): for every keyword the visitor's latest position beside each competitor's, with each
 * one's move since the check before, as on the page.
 */
function ComparisonTable({ report }: { report: TrackerReport }) {
  const sites = [trackerPageCopy.yourSite, ...report.tracker.competitors]
  const width = `${(72 / sites.length).toFixed(2)}%`
  const latest = (
    entry: { latest: { position: number | null } | null; sincePrevious: KeywordReport['sincePrevious'] } | undefined,
  ) =>
    entry?.latest
      ? `${positionText(entry.latest.position)}\n${describeMovement(entry.sincePrevious)}`
      : trackerPageCopy.competitorsPending
  return (
    <View>
      <View style={{ flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: colors.line }} fixed>
        {[columns.keyword, ...sites].map((label, index) => (
          <Text
            key={label}
            style={[cell, { width: index === 0 ? '28%' : width, fontWeight: 700, color: colors.muted }]}
          >
            {label}
          </Text>
        ))}
      </View>
      {report.keywords.map((keyword) => (
        <View
          key={keyword.id}
          wrap={false}
          style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colors.line }}
        >
          <Text style={[cell, { width: '28%', fontWeight: 700, color: colors.ink }]}>{keyword.keyword}</Text>
          <Text style={[cell, { width, fontWeight: 700, color: colors.ink }]}>{latest(keyword)}</Text>
          {report.tracker.competitors.map((domain) => (
            <Text key={domain} style={[cell, { width }]}>
              {latest(keyword.competitors.find((competitor) => competitor.domain === domain))}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

function History({ keyword }: { keyword: KeywordReport }) {
  if (keyword.history.length === 0) return null
  const first = keyword.history[0]!.date
  const last = keyword.history.at(-1)!.date
  return (
    <View>
      <Text style={pdfStyles.h3} minPresenceAhead={40}>
        {keyword.keyword} ({first} s.d. {last})
      </Text>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        {keyword.history.map((day) => (
          <Text key={day.date} style={{ width: '20%', fontSize: 8.5, lineHeight: 1.45 }}>
            {shortDate(day.date)}: {day.position === null ? trackerPageCopy.chartOutside : day.position}
          </Text>
        ))}
      </View>
    </View>
  )
}

export function RankReportDocument({ report, now }: { report: TrackerReport; now: Date }) {
  const { tracker } = report
  const device = RANK_DEVICE_LABELS[tracker.device]
  return (
    <BrandDocument
      title={`${rankPdfCopy.title(tracker.domain)} - ${site.name}`}
      subject={rankPdfCopy.lead(report.keywords.length, tracker.locationLabel, device)}
      keywords={['laporan ranking', 'posisi keyword', tracker.domain, site.name]}
    >
      <CoverPage
        eyebrow={rankPdfCopy.eyebrow}
        title={tracker.domain}
        lead={rankPdfCopy.lead(report.keywords.length, tracker.locationLabel, device)}
      >
        <Text style={{ marginTop: 18, fontSize: 10.5, color: '#aab4c8' }}>
          {rankPdfCopy.generated} {formatWibDateTime(now)}
          {report.lastCheckedAt ? ` · ${trackerPageCopy.lastCheck} ${formatWibDateTime(report.lastCheckedAt)}` : ''}
        </Text>
      </CoverPage>
      <ContentPage title={rankPdfCopy.title(tracker.domain)}>
        <Text style={pdfStyles.h1}>{trackerPageCopy.tableCaption}</Text>
        <Text style={[pdfStyles.p, pdfStyles.muted]}>
          Google Indonesia · {tracker.locationLabel} · {device}
        </Text>
        <SummaryTable keywords={report.keywords} followsPack={tracker.businessName !== null} />
        {tracker.competitors.length ? (
          <>
            <Text style={pdfStyles.h2}>{rankPdfCopy.comparisonTitle}</Text>
            <ComparisonTable report={report} />
          </>
        ) : null}
        <Text style={pdfStyles.h2}>{rankPdfCopy.historyTitle}</Text>
        <Text style={[pdfStyles.small, pdfStyles.muted]}>{`${trackerPageCopy.chartOutside} = ${NOT_IN_TOP_100}`}</Text>
        {report.keywords.map((keyword) => (
          <History key={keyword.id} keyword={keyword} />
        ))}
      </ContentPage>
    </BrandDocument>
  )
}

export function renderRankPdf(report: TrackerReport, now: Date): Promise<Buffer> {
  return renderToBuffer(<RankReportDocument report={report} now={now} />)
}
