import { createRequire } from 'node:module'
import path from 'node:path'
import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import { site } from '@/content/site'
import { formatPhoneLocal } from '@/lib/format'

// Brand font from the npm package (WOFF; react-pdf cannot read WOFF2). Registered once per process.
const require = createRequire(import.meta.url)
// Inside a Next server bundle require.resolve yields a module id, not a path (the audit report renders its PDF at
// run time): then use the installed package under the working directory.
const fontPackage: unknown = require.resolve('@fontsource/plus-jakarta-sans/package.json')
const fontDir =
  typeof fontPackage === 'string'
    ? path.dirname(fontPackage)
    : path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/@fontsource/plus-jakarta-sans')
Font.register({
  family: 'Jakarta',
  fonts: [400, 600, 700, 800].map((fontWeight) => ({
    src: path.join(fontDir, `files/plus-jakarta-sans-latin-${fontWeight}-normal.woff`),
    fontWeight,
  })),
})
// Indonesian words are long; don't hyphenate them with English rules.
Font.registerHyphenationCallback((word) => [word])

export const colors = {
  ink: '#0f1730',
  body: '#2f3850',
  muted: '#56627c',
  brand: '#1d41c9',
  brandLight: '#eef4ff',
  accent: '#fbbf24',
  line: '#d3d9e6',
}

export const pdfStyles = StyleSheet.create({
  page: {
    fontFamily: 'Jakarta',
    fontSize: 10.5,
    lineHeight: 1.5,
    color: colors.body,
    paddingTop: 56,
    paddingBottom: 64,
    paddingHorizontal: 52,
  },
  cover: {
    fontFamily: 'Jakarta',
    backgroundColor: colors.ink,
    color: 'white',
    padding: 56,
    justifyContent: 'space-between',
  },
  coverEyebrow: { color: colors.accent, fontSize: 12, fontWeight: 700, letterSpacing: 1.5, textTransform: 'uppercase' },
  coverTitle: { fontSize: 34, fontWeight: 800, lineHeight: 1.15, marginTop: 16, color: 'white' },
  coverLead: { fontSize: 13, marginTop: 18, color: '#d3d9e6', lineHeight: 1.5 },
  h1: { fontSize: 20, fontWeight: 800, color: colors.ink, marginBottom: 10 },
  h2: { fontSize: 14, fontWeight: 700, color: colors.ink, marginTop: 14, marginBottom: 6 },
  h3: { fontSize: 11.5, fontWeight: 700, color: colors.ink, marginTop: 8, marginBottom: 3 },
  p: { marginBottom: 6 },
  muted: { color: colors.muted },
  bulletRow: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 12, color: colors.brand, fontWeight: 700 },
  bulletText: { flex: 1 },
  card: { borderWidth: 1, borderColor: colors.line, borderRadius: 6, padding: 10, marginBottom: 8 },
  callout: { backgroundColor: colors.brandLight, borderRadius: 6, padding: 12, marginVertical: 8 },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 52,
    right: 52,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: colors.muted,
    borderTopWidth: 1,
    borderTopColor: colors.line,
    paddingTop: 6,
  },
})

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={pdfStyles.bulletRow} wrap={false}>
          <Text style={pdfStyles.bullet}>•</Text>
          <Text style={pdfStyles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

/** Footer on every content page: brand, contact line, page number. */
export function PageFooter() {
  return (
    <View style={pdfStyles.footer} fixed>
      <Text>
        {site.name} · {formatPhoneLocal(site.phone)} · {site.email}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
    </View>
  )
}

type CoverProps = { eyebrow: string; title: string; lead: string; children?: ReactNode }

export function CoverPage({ eyebrow, title, lead, children }: CoverProps) {
  return (
    <Page size="A4" style={pdfStyles.cover}>
      <View>
        <Text style={{ fontSize: 16, fontWeight: 800, color: 'white' }}>{site.name}</Text>
      </View>
      <View>
        <Text style={pdfStyles.coverEyebrow}>{eyebrow}</Text>
        <Text style={pdfStyles.coverTitle}>{title}</Text>
        <Text style={pdfStyles.coverLead}>{lead}</Text>
        {children}
      </View>
      <View style={{ fontSize: 10, color: '#aab4c8' }}>
        <Text>{site.legalName}</Text>
        <Text>
          {site.address.street}, {site.address.locality} {site.address.postalCode}
        </Text>
        <Text>
          {formatPhoneLocal(site.phone)} · {site.email} · {site.url.replace(/^https?:\/\//, '')}
        </Text>
      </View>
    </Page>
  )
}

/** A4 document with the site's metadata filled in. */
export function BrandDocument({ title, subject, children }: { title: string; subject: string; children: ReactNode }) {
  return (
    <Document
      title={title}
      subject={subject}
      author={site.name}
      creator={site.name}
      producer={site.name}
      language="id-ID"
    >
      {children}
    </Document>
  )
}
