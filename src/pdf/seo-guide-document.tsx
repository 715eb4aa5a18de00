import { Text, View } from '@react-pdf/renderer'
import { downloads } from '@/content/downloads'
import { site } from '@/content/site'
import { bookmark, SectionHeading } from './blocks'
import { BrandDocument, ContentPage, CoverPage } from './chrome'
import { PageMark, renderWithPageMap, type PageMap, type PageRecorder } from './page-map'
import { chapterBody } from './seo-guide-blocks'
import { ContentsPage, PrintableChecklistPage } from './seo-guide-pages'
import { guide } from './seo-guide-print'
import { colors } from './theme'
import type { PdfDocument } from './types'

const { chapters } = guide

/** Running-header text for a page: the chapter that starts on it or is still running. */
function chapterOnPage(pages: PageMap | null) {
  return (pageNumber: number): string => {
    const index = chapters.findLastIndex((chapter) => (pages?.get(chapter.id) ?? Infinity) <= pageNumber)
    return index < 0 ? '' : `Bab ${index + 1} · ${chapters[index]!.title}`
  }
}

function CoverHighlights() {
  const items = [`${chapters.length} bab praktis`, 'Rencana aksi 30 hari', 'Checklist siap cetak']
  return (
    <View style={{ flexDirection: 'row', gap: 10, marginTop: 30 }}>
      {items.map((item) => (
        <View key={item} style={{ flex: 1, borderTopWidth: 2, borderTopColor: colors.accent, paddingTop: 6 }}>
          <Text style={{ fontSize: 11, lineHeight: 1.3, fontWeight: 700, color: 'white' }}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * All chapters on one flowing page: each chapter follows the previous one and starts a new page only when
 * less than about a third of the page is left (see SectionHeading).
 */
function Chapters({ pages, record }: { pages: PageMap | null; record: PageRecorder }) {
  return (
    <ContentPage title={guide.shortTitle} section={chapterOnPage(pages)}>
      {chapters.flatMap((chapter, index) => {
        const [lead, rest] = chapterBody(chapter.blocks, chapter.id)
        return [
          <SectionHeading
            key={chapter.id}
            level="chapter"
            eyebrow={`Bab ${index + 1}`}
            title={chapter.title}
            id={chapter.id}
            {...bookmark(`${index + 1}. ${chapter.title}`)}
          >
            <PageMark id={chapter.id} record={record} />
            {lead}
          </SectionHeading>,
          ...rest,
        ]
      })}
    </ContentPage>
  )
}

function SeoGuide({ pages, record }: { pages: PageMap | null; record: PageRecorder }) {
  return (
    <BrandDocument title={`${guide.title} - ${site.name}`} subject={guide.subject} keywords={guide.keywords}>
      <CoverPage eyebrow={guide.eyebrow} title={guide.title} lead={guide.lead}>
        <CoverHighlights />
      </CoverPage>
      <ContentsPage pages={pages} />
      <PrintableChecklistPage record={record} />
      <Chapters pages={pages} record={record} />
    </BrandDocument>
  )
}

export const SeoGuideDocument: PdfDocument = {
  download: downloads.seoGuide,
  render: () => renderWithPageMap((pages, record) => <SeoGuide pages={pages} record={record} />),
}
