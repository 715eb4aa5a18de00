import { Polygon, renderToBuffer, Svg, Text, View } from '@react-pdf/renderer'
import { caseStudies, growthPercent } from '@/content/case-studies'
import { downloads } from '@/content/downloads'
import { reasons } from '@/content/home'
import { industries } from '@/content/industries'
import { portfolioIntro, portfolioStats } from '@/content/portfolio'
import { site } from '@/content/site'
import type { CaseStudy } from '@/content/types'
import { formatPhoneLocal } from '@/content/format'
import { Bullets } from './blocks'
import { BrandDocument, ContentPage, CoverPage, SiteLink } from './chrome'
import { colors, pdfStyles } from './theme'
import type { PdfDocument } from './types'

const documentTitle = `Portofolio & Studi Kasus SEO ${site.name}`

const resultLabels = [
  ['ranking', 'Posisi Google'],
  ['traffic', 'Traffic organik'],
  ['conversion', 'Konversi'],
  ['keywords', 'Kata kunci halaman 1'],
] as const

const box = { flex: 1, backgroundColor: colors.brandLight, borderRadius: 6, padding: 10 } as const
const bigNumber = { fontSize: 18, fontWeight: 800, color: colors.brand, lineHeight: 1.25, marginBottom: 2 } as const

function StatBoxes({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <View style={{ flexDirection: 'row', gap: 8, marginVertical: 8 }} wrap={false}>
      {items.map((item) => (
        <View key={item.label} style={box}>
          <Text style={bigNumber}>{item.value}</Text>
          <Text style={{ ...pdfStyles.small, color: colors.muted }}>{item.label}</Text>
        </View>
      ))}
    </View>
  )
}

/** The brand font has no star glyph, so the stars are drawn. */
function Stars({ rating }: { rating: number }) {
  return (
    <View style={{ flexDirection: 'row', gap: 2 }}>
      {Array.from({ length: 5 }, (_, index) => (
        <Svg key={index} width={11} height={11} viewBox="0 0 24 24">
          <Polygon
            points="12,2 15,9 22,9.5 16.5,14 18.5,21 12,17 5.5,21 7.5,14 2,9.5 9,9"
            fill={index < rating ? colors.accent : colors.line}
          />
        </Svg>
      ))}
      <Text style={{ ...pdfStyles.small, marginLeft: 4, color: colors.muted }}>{rating}/5</Text>
    </View>
  )
}

/** Before/after bars drawn as boxes (start = 100%), the same picture as the web page's chart. */
function ResultBars({ study }: { study: CaseStudy }) {
  const metrics = [
    { label: 'Traffic organik', value: study.results.traffic, index: 100 + growthPercent(study.results.traffic) },
    { label: 'Konversi', value: study.results.conversion, index: 100 + growthPercent(study.results.conversion) },
  ]
  const max = Math.max(...metrics.map((metric) => metric.index))
  return (
    <View style={{ ...pdfStyles.card, marginTop: 6 }} wrap={false}>
      <Text style={pdfStyles.h3}>Sebelum vs sesudah {study.duration}</Text>
      {metrics.map((metric) => (
        <View key={metric.label} style={{ marginTop: 6 }}>
          <Text style={{ ...pdfStyles.small, fontWeight: 600, color: colors.ink }}>{metric.label}</Text>
          {[
            { label: 'Awal', width: (100 / max) * 100, color: '#aab4c8' },
            { label: metric.value, width: (metric.index / max) * 100, color: colors.brand },
          ].map((bar) => (
            <View key={bar.label} style={{ flexDirection: 'row', alignItems: 'center', marginTop: 3 }}>
              {/* 80% of the row is the scale, so the label always fits after the longest bar. */}
              <View style={{ width: `${bar.width * 0.8}%`, height: 10, borderRadius: 3, backgroundColor: bar.color }} />
              <Text style={{ ...pdfStyles.small, marginLeft: 6, fontWeight: 700, color: colors.ink }}>{bar.label}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

function CaseStudyPage({ study, number }: { study: CaseStudy; number: number }) {
  return (
    <ContentPage title={documentTitle}>
      <Text style={pdfStyles.eyebrow}>Studi kasus {number}</Text>
      <Text style={pdfStyles.h1}>{study.clientName}</Text>
      <View style={pdfStyles.accentRule} />
      <Text style={{ ...pdfStyles.muted, marginBottom: 6 }}>
        {study.industry} · Durasi {study.duration}
      </Text>
      <StatBoxes items={resultLabels.map(([key, label]) => ({ value: study.results[key], label }))} />
      <Text style={pdfStyles.h2}>Tantangan & Strategi</Text>
      <Text style={pdfStyles.p}>{study.description}</Text>
      <ResultBars study={study} />
      <Text style={pdfStyles.h2}>Pencapaian</Text>
      <Bullets items={study.achievements} />
      <View style={pdfStyles.callout} wrap={false}>
        <Stars rating={study.testimonial.rating} />
        <Text style={{ marginTop: 4 }}>&ldquo;{study.testimonial.quote}&rdquo;</Text>
        <Text style={{ marginTop: 6, fontWeight: 700, color: colors.ink }}>{study.testimonial.name}</Text>
        <Text style={pdfStyles.muted}>{study.testimonial.role}</Text>
      </View>
    </ContentPage>
  )
}

export const PortfolioDocument: PdfDocument = {
  download: downloads.portfolio,
  render: () =>
    renderToBuffer(
      <BrandDocument
        title={documentTitle}
        subject="Studi kasus dan hasil SEO klien: posisi Google, traffic organik dan konversi"
        keywords={[site.name, 'portofolio SEO', 'studi kasus SEO', 'hasil SEO', 'agensi SEO']}
      >
        <CoverPage
          eyebrow="Portofolio"
          title={`${portfolioIntro.title} ${portfolioIntro.highlight}`}
          lead={portfolioIntro.description}
        >
          <View style={{ flexDirection: 'row', gap: 8, marginTop: 28 }}>
            {portfolioStats.map((stat) => (
              <View
                key={stat.label}
                style={{ flex: 1, borderTopWidth: 2, borderTopColor: colors.accent, paddingTop: 6 }}
              >
                <Text style={{ fontSize: 20, lineHeight: 1.25, fontWeight: 800, color: 'white' }}>{stat.value}</Text>
                <Text style={{ ...pdfStyles.small, color: colors.onDark }}>{stat.label}</Text>
              </View>
            ))}
          </View>
        </CoverPage>

        <ContentPage title={documentTitle}>
          <Text style={pdfStyles.eyebrow}>Portofolio</Text>
          <Text style={pdfStyles.h1}>Ringkasan</Text>
          <View style={pdfStyles.accentRule} />
          <Text style={pdfStyles.p}>
            Dokumen ini merangkum {caseStudies.length} studi kasus pilihan dari klien {site.name}. Setiap proyek dimulai
            dari masalah yang berbeda: agensi B2B yang bergantung pada referensi, grup usaha kesehatan yang butuh pasien
            baru dengan cepat, toko online yang terlalu bergantung pada iklan, hingga pengembang properti dengan biaya
            prospek yang terus naik.
          </Text>
          <StatBoxes items={portfolioStats} />
          <Text style={pdfStyles.h2}>Studi kasus dalam dokumen ini</Text>
          {caseStudies.map((study, index) => (
            <View
              key={study.id}
              style={{ ...pdfStyles.card, paddingVertical: 7, marginBottom: 6, flexDirection: 'row', gap: 10 }}
              wrap={false}
            >
              <Text style={{ ...bigNumber, width: 22 }}>{index + 1}</Text>
              <View style={{ flex: 1 }}>
                <Text style={{ fontWeight: 700, color: colors.ink }}>{study.clientName}</Text>
                <Text style={pdfStyles.muted}>
                  {study.industry} · {study.duration} · posisi {study.results.ranking} · traffic {study.results.traffic}{' '}
                  · konversi {study.results.conversion}
                </Text>
              </View>
            </View>
          ))}
          <Text style={pdfStyles.h2}>Pengalaman per industri</Text>
          <View style={{ borderWidth: 1, borderColor: colors.line, borderRadius: 6 }}>
            {[{ name: 'Industri', projects: 'Proyek', averageGrowth: 'Rata-rata pertumbuhan' }, ...industries].map(
              (row, index) => (
                <View
                  key={row.name}
                  style={{
                    flexDirection: 'row',
                    paddingVertical: 4,
                    paddingHorizontal: 8,
                    borderTopWidth: index ? 1 : 0,
                    borderTopColor: colors.line,
                    fontWeight: index ? 400 : 700,
                    color: index ? colors.body : colors.ink,
                  }}
                >
                  <Text style={{ flex: 2 }}>{row.name}</Text>
                  <Text style={{ flex: 1, textAlign: 'right' }}>{String(row.projects)}</Text>
                  <Text style={{ flex: 1.5, textAlign: 'right' }}>{row.averageGrowth}</Text>
                </View>
              ),
            )}
          </View>
        </ContentPage>

        {caseStudies.map((study, index) => (
          <CaseStudyPage key={study.id} study={study} number={index + 1} />
        ))}

        <ContentPage title={documentTitle}>
          <Text style={pdfStyles.eyebrow}>Kenapa kami</Text>
          <Text style={pdfStyles.h1}>Mengapa Klien Memilih {site.name}</Text>
          <View style={pdfStyles.accentRule} />
          {reasons.map((reason) => (
            <View key={reason.title} style={{ marginBottom: 5 }} wrap={false}>
              <Text style={{ fontWeight: 700, color: colors.ink }}>{reason.title}</Text>
              <Text>{reason.description}</Text>
            </View>
          ))}
          <Text style={{ ...pdfStyles.h2, marginTop: 16 }}>Bisnis Anda Berikutnya?</Text>
          <Text style={pdfStyles.p}>
            Mulai dengan analisis SEO gratis: kami tunjukkan posisi website Anda saat ini, celah yang dimanfaatkan
            kompetitor, dan target yang realistis untuk bisnis Anda. Tanpa kewajiban berlangganan.
          </Text>
          <View style={pdfStyles.callout}>
            <Text style={pdfStyles.h3}>Minta analisis gratis</Text>
            <SiteLink path="/analisis-gratis" />
            <Text style={pdfStyles.h3}>Hubungi kami</Text>
            <Text>Telepon: {formatPhoneLocal(site.phone)}</Text>
            <Text>WhatsApp: {formatPhoneLocal(site.whatsapp)}</Text>
            <Text>E-mail: {site.email}</Text>
            <Text>
              Kantor: {site.address.street}, {site.address.locality} ({site.address.visitNote.toLowerCase()})
            </Text>
          </View>
        </ContentPage>
      </BrandDocument>,
    ),
}
