import { Link, Text, View } from '@react-pdf/renderer'
import { bookmark, CheckItems } from './blocks'
import { ContentPage, SiteLink } from './chrome'
import { PageMark, type PageMap, type PageRecorder } from './page-map'
import { analysisPath, checklistId, guide } from './seo-guide-print'
import { colors, pdfStyles } from './theme'

const { chapters, printableChecklist } = guide

type EntryProps = { id: string; marker: string | null; title: string; summary: string; page?: number }

function ContentsEntry({ id, marker, title, summary, page }: EntryProps) {
  return (
    <Link src={`#${id}`} style={{ textDecoration: 'none', color: colors.body }}>
      <View
        style={{ flexDirection: 'row', paddingVertical: 3.5, borderBottomWidth: 0.75, borderBottomColor: colors.line }}
        wrap={false}
      >
        <View style={{ width: 26 }}>
          {marker ? (
            <Text style={{ fontWeight: 800, color: colors.brand }}>{marker}</Text>
          ) : (
            <View style={{ ...pdfStyles.checkbox, width: 10, height: 10 }} />
          )}
        </View>
        <View style={{ flex: 1 }}>
          <Text style={pdfStyles.strong}>{title}</Text>
          <Text style={{ ...pdfStyles.small, color: colors.muted }}>{summary}</Text>
        </View>
        {/* Fixed width, so the empty placeholder of the first pass takes the same room as the number. */}
        <Text style={{ width: 30, textAlign: 'right', fontWeight: 700, color: colors.ink }}>{page ?? ''}</Text>
      </View>
    </Link>
  )
}

/** Table of contents with the page numbers of the first pass (see page-map.tsx). */
export function ContentsPage({ pages }: { pages: PageMap | null }) {
  return (
    <ContentPage title={guide.shortTitle} section={() => 'Daftar Isi'}>
      <Text style={pdfStyles.h1}>Daftar Isi</Text>
      <View style={pdfStyles.accentRule} />
      <View style={{ ...pdfStyles.callout, marginTop: 0, marginBottom: 8 }}>
        <Text style={{ ...pdfStyles.h3, marginTop: 0 }}>Cara memakai panduan ini</Text>
        {guide.howToUse.map((text, index) => (
          <Text key={text} style={index < guide.howToUse.length - 1 ? pdfStyles.p : undefined}>
            {text}
          </Text>
        ))}
      </View>
      <ContentsEntry
        id={checklistId}
        marker={null}
        title={printableChecklist.title}
        summary="Ringkasan seluruh panduan, siap dicetak dan dicentang."
        page={pages?.get(checklistId)}
      />
      {chapters.map((chapter, index) => (
        <ContentsEntry
          key={chapter.id}
          id={chapter.id}
          marker={String(index + 1).padStart(2, '0')}
          title={chapter.title}
          summary={chapter.summary}
          page={pages?.get(chapter.id)}
        />
      ))}
    </ContentPage>
  )
}

type Group = (typeof printableChecklist.groups)[number]

/** Splits the groups into two columns of about equal height (a wrapped item counts twice). */
function columns(groups: readonly Group[]): [Group[], Group[]] {
  const height = (group: Group) => 1.5 + group.items.reduce((sum, item) => sum + (item.length > 40 ? 2 : 1), 0)
  const total = groups.reduce((sum, group) => sum + height(group), 0)
  let best = 1
  let bestDifference = Infinity
  for (let split = 1; split < groups.length; split += 1) {
    const left = groups.slice(0, split).reduce((sum, group) => sum + height(group), 0)
    const difference = Math.abs(total - 2 * left)
    if (difference < bestDifference) [best, bestDifference] = [split, difference]
  }
  return [groups.slice(0, best), groups.slice(best)]
}

function Blank({ label }: { label: string }) {
  return (
    <View style={{ flex: 1, flexDirection: 'row', alignItems: 'flex-end' }}>
      <Text style={{ ...pdfStyles.strong, marginRight: 6 }}>{label}</Text>
      <View style={{ flex: 1, borderBottomWidth: 0.75, borderBottomColor: colors.muted, marginBottom: 4 }} />
    </View>
  )
}

/** Ruled lines for handwritten notes, under the shorter (right) column. */
function Notes() {
  return (
    <View wrap={false}>
      <Text style={{ ...pdfStyles.h3, marginTop: 0, color: colors.brand }}>Catatan</Text>
      {[0, 1, 2, 3].map((line) => (
        <View key={line} style={{ height: 20, borderBottomWidth: 0.75, borderBottomColor: colors.line }} />
      ))}
    </View>
  )
}

/** The one-page summary meant to be printed, ticked off and pinned up. */
export function PrintableChecklistPage({ record }: { record: PageRecorder }) {
  return (
    <ContentPage title={guide.shortTitle} section={() => 'Checklist Siap Cetak'}>
      <View id={checklistId} {...bookmark(printableChecklist.title)}>
        <PageMark id={checklistId} record={record} />
        <Text style={pdfStyles.eyebrow}>Siap cetak</Text>
        <Text style={pdfStyles.h1}>{printableChecklist.title}</Text>
        <View style={pdfStyles.accentRule} />
        <Text style={pdfStyles.p}>{printableChecklist.intro}</Text>
      </View>
      <View style={{ flexDirection: 'row', gap: 24, marginTop: 2, marginBottom: 12 }}>
        <Blank label="Website:" />
        <Blank label="Bulan:" />
      </View>
      <View style={{ flexDirection: 'row', gap: 18 }}>
        {columns(printableChecklist.groups).map((column, index) => (
          <View key={index} style={{ flex: 1 }}>
            {column.map((group) => (
              <View key={group.title} style={{ marginBottom: 9 }} wrap={false}>
                <Text
                  style={{
                    ...pdfStyles.h3,
                    marginTop: 0,
                    marginBottom: 5,
                    paddingBottom: 3,
                    color: colors.brand,
                    borderBottomWidth: 0.75,
                    borderBottomColor: colors.line,
                  }}
                >
                  {group.title}
                </Text>
                <View style={{ fontSize: 10, lineHeight: 1.45 }}>
                  <CheckItems items={group.items} compact />
                </View>
              </View>
            ))}
            {index === 1 ? <Notes /> : null}
          </View>
        ))}
      </View>
      <View style={{ ...pdfStyles.callout, backgroundColor: colors.ink, marginTop: 4 }} wrap={false}>
        <Text style={{ color: colors.onDark }}>{printableChecklist.closing}</Text>
        <Text style={{ fontSize: 12, lineHeight: 1.4, fontWeight: 800 }}>
          <SiteLink path={analysisPath} style={{ color: colors.accent }} />
        </Text>
      </View>
    </ContentPage>
  )
}
