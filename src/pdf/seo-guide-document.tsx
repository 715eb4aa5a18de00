import { Page, Text, View } from '@react-pdf/renderer'
import { downloads } from '@/content/downloads'
import { seoGuideChapters } from '@/content/seo-guide'
import { site } from '@/content/site'
import type { PdfDocument } from './documents'
import { BrandDocument, Bullets, CoverPage, PageFooter, pdfStyles } from './theme'

export const SeoGuideDocument: PdfDocument = {
  download: downloads.seoGuide,
  render: () => (
    <BrandDocument
      title={`Panduan SEO untuk Pemilik Bisnis - ${site.name}`}
      subject="Panduan praktis SEO untuk bisnis Indonesia"
    >
      <CoverPage
        eyebrow="Panduan Gratis"
        title="Panduan SEO Praktis untuk Pemilik Bisnis Indonesia"
        lead="Langkah demi langkah membawa website Anda ke halaman pertama Google: riset kata kunci, on-page, teknis, Google Bisnisku, konten dan backlink."
      />
      <Page size="A4" style={pdfStyles.page}>
        {seoGuideChapters.map((chapter, index) => (
          <View key={chapter.title} break={index > 0 && chapter.newPage}>
            <Text style={index === 0 || chapter.newPage ? pdfStyles.h1 : pdfStyles.h2}>
              {index + 1}. {chapter.title}
            </Text>
            {chapter.paragraphs.map((paragraph) => (
              <Text key={paragraph} style={pdfStyles.p}>
                {paragraph}
              </Text>
            ))}
            {chapter.checklist ? (
              <View style={pdfStyles.callout} wrap={false}>
                <Text style={pdfStyles.h3}>Checklist</Text>
                <Bullets items={chapter.checklist} />
              </View>
            ) : null}
          </View>
        ))}
        <PageFooter />
      </Page>
    </BrandDocument>
  ),
}
