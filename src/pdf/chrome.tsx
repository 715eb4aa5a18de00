import { Circle, Document, Link, Page, Path, Polygon, Rect, Svg, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import { site } from '@/content/site'
import { formatPhoneLocal } from '@/content/format'
import { colors, pageGeometry, pdfStyles } from './theme'

/** "www.example.co.id": the site address as printed, from the configured SITE_URL. */
const siteHost = site.url.replace(/^https?:\/\//, '')

/** A page of the site as a clickable link that prints its address ("host/path"). */
export function SiteLink({ path = '', style }: { path?: string; style?: object }) {
  return (
    <Link src={`${site.url}${path}`} style={{ color: colors.brand, textDecoration: 'none', ...style }}>
      {siteHost}
      {path}
    </Link>
  )
}

export type DocumentMetadata = { title: string; subject: string; keywords: readonly string[] }

/** A4 document with the metadata a PDF reader and a search engine show: title, author, subject, keywords, language. */
export function BrandDocument({ title, subject, keywords, children }: DocumentMetadata & { children: ReactNode }) {
  return (
    <Document
      title={title}
      subject={subject}
      keywords={keywords.join(', ')}
      author={site.name}
      creator={site.name}
      producer={site.name}
      language="id"
      pageMode="useOutlines"
    >
      {children}
    </Document>
  )
}

/** The logo mark of the site header (a summit with a rising path), drawn as vectors. */
function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 40 40">
      <Rect width="40" height="40" rx="10" fill={colors.brand} />
      <Path d="M7 30 L17 15 L22 22 L26 17 L33 30 Z" fill="#ffffff" />
      <Path d="M17 15 L20.2 19.8 L17 18.4 L13.9 19.7 Z" fill={colors.accent} />
      <Circle cx="29" cy="11" r="3" fill={colors.accent} />
    </Svg>
  )
}

type ChromeProps = {
  /** Left of the running header, e.g. the document's short title */
  title: string
  /** Right of the running header for a page number, e.g. the chapter on that page */
  section?: (pageNumber: number) => string
}

/**
 * Running header and footer of every content page: document title and section, site address and page
 * number. Both are anchored from the top: react-pdf 4.9 places a bottom-anchored fixed view whose text
 * uses `render` far off the page, which is why the footers were missing before.
 */
function PageChrome({ title, section }: ChromeProps) {
  return (
    <>
      <View style={pdfStyles.header} fixed>
        <Text>{title}</Text>
        {/* A render-prop text is measured before its text exists: give it the room explicitly. */}
        {section ? (
          <Text
            style={{ flex: 1, marginLeft: 16, textAlign: 'right' }}
            render={({ pageNumber }) => section(pageNumber)}
          />
        ) : null}
      </View>
      <View style={pdfStyles.footer} fixed>
        <Text>
          {site.name} · <SiteLink style={{ color: colors.muted }} />
        </Text>
        <Text
          style={{ width: 120, textAlign: 'right' }}
          render={({ pageNumber, totalPages }) => `Halaman ${pageNumber} dari ${totalPages}`}
        />
      </View>
    </>
  )
}

/** A content page with the brand margins and the running header and footer. */
export function ContentPage({ children, ...chrome }: ChromeProps & { children: ReactNode }) {
  return (
    <Page size="A4" style={pdfStyles.page}>
      {children}
      <PageChrome {...chrome} />
    </Page>
  )
}

/** The logo's summit motif across the foot of the cover, in two shades of the brand blue. */
function CoverSummits() {
  const height = 300
  // Positioned through a wrapping view (react-pdf 4.9 never finishes laying out an absolutely positioned Svg)
  // that is `fixed`, so pagination does not split it off the cover for reaching into the bottom margin.
  return (
    <View style={{ position: 'absolute', top: pageGeometry.height - height, left: 0 }} fixed>
      <Svg width={pageGeometry.width} height={height} viewBox={`0 0 595 ${height}`}>
        <Polygon
          points="0,300 0,190 110,110 190,170 330,40 450,150 595,70 595,300"
          fill={colors.brandDark}
          opacity={0.45}
        />
        <Polygon points="0,300 0,250 140,170 250,225 390,130 510,215 595,180 595,300" fill={colors.brandDark} />
      </Svg>
    </View>
  )
}

type CoverProps = { eyebrow: string; title: string; lead: string; children?: ReactNode }

export function CoverPage({ eyebrow, title, lead, children }: CoverProps) {
  return (
    <Page size="A4" style={pdfStyles.cover}>
      <CoverSummits />
      <View style={{ flexDirection: 'row', alignItems: 'center' }}>
        <BrandMark />
        <Text style={{ fontSize: 16, lineHeight: 1.3, fontWeight: 800, color: 'white', marginLeft: 10 }}>
          {site.name}
        </Text>
      </View>
      <View>
        <Text style={pdfStyles.coverEyebrow}>{eyebrow}</Text>
        <Text style={pdfStyles.coverTitle}>{title}</Text>
        <View style={{ ...pdfStyles.accentRule, marginTop: 18, marginBottom: 0, width: 56 }} />
        <Text style={pdfStyles.coverLead}>{lead}</Text>
        {children}
      </View>
      <View style={{ color: colors.onDarkMuted }}>
        <Text style={{ color: 'white', fontWeight: 700 }}>{site.legalName}</Text>
        <Text>
          {site.address.street}, {site.address.locality} {site.address.postalCode}
        </Text>
        <Text>
          {formatPhoneLocal(site.phone)} · {site.email} · <SiteLink style={{ color: colors.accent }} />
        </Text>
      </View>
    </Page>
  )
}
