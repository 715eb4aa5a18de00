import { createRequire } from 'node:module'
import path from 'node:path'
import { Font, StyleSheet } from '@react-pdf/renderer'

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
  brandDark: '#1e3381',
  brandLight: '#eef4ff',
  accent: '#fbbf24',
  accentLight: '#fff8e1',
  line: '#d3d9e6',
  onDark: '#d3d9e6',
  onDarkMuted: '#aab4c8',
  serpTitle: '#1a0dab',
  serpUrl: '#188038',
}

/**
 * A4 in points and the margins of a content page. The running header sits in the top margin and the
 * footer in the bottom one; the layout test reads the same numbers to know where the body ends.
 */
export const pageGeometry = {
  width: 595.28,
  height: 841.89,
  marginTop: 64,
  marginBottom: 68,
  marginSide: 52,
  headerTop: 28,
  footerTop: 841.89 - 46,
} as const

/** Height of a content page's body, between the margins. */
export const bodyHeight = pageGeometry.height - pageGeometry.marginTop - pageGeometry.marginBottom

/**
 * For fixed elements with page-number text: react-pdf 4.9 multiplies a numeric lineHeight by the font size
 * again each time it lays a page out anew, and fixed and render-prop elements are laid out anew on every
 * page, so a number grows without bound (the old footers were pushed thousands of points off the page).
 * An empty value survives that step unchanged and gives the font's own line height.
 */
const naturalLineHeight = ''

// react-pdf turns a unitless lineHeight into points for the element that declares it, and children
// inherit the points: every style with its own fontSize therefore sets its own lineHeight, or wrapped
// lines of a larger size are drawn into each other.
export const pdfStyles = StyleSheet.create({
  page: {
    fontFamily: 'Jakarta',
    fontSize: 10.5,
    lineHeight: 1.55,
    color: colors.body,
    paddingTop: pageGeometry.marginTop,
    paddingBottom: pageGeometry.marginBottom,
    paddingHorizontal: pageGeometry.marginSide,
  },
  cover: {
    fontFamily: 'Jakarta',
    fontSize: 10,
    lineHeight: 1.5,
    backgroundColor: colors.ink,
    color: 'white',
    padding: 56,
    justifyContent: 'space-between',
  },
  coverEyebrow: {
    color: colors.accent,
    fontSize: 12,
    lineHeight: 1.3,
    fontWeight: 700,
    letterSpacing: 1.5,
    textTransform: 'uppercase',
  },
  coverTitle: { fontSize: 34, fontWeight: 800, lineHeight: 1.18, marginTop: 16, color: 'white' },
  coverLead: { fontSize: 13, marginTop: 18, color: colors.onDark, lineHeight: 1.5 },
  eyebrow: {
    fontSize: 8.5,
    lineHeight: 1.3,
    fontWeight: 700,
    letterSpacing: 1.4,
    textTransform: 'uppercase',
    color: colors.brand,
    marginBottom: 4,
  },
  h1: { fontSize: 20, lineHeight: 1.25, fontWeight: 800, color: colors.ink, marginBottom: 10 },
  h2: { fontSize: 13.5, lineHeight: 1.3, fontWeight: 700, color: colors.ink, marginTop: 12, marginBottom: 6 },
  h3: { fontSize: 11.5, lineHeight: 1.35, fontWeight: 700, color: colors.ink, marginTop: 8, marginBottom: 3 },
  p: { marginBottom: 7 },
  strong: { fontWeight: 700, color: colors.ink },
  muted: { color: colors.muted },
  small: { fontSize: 9, lineHeight: 1.45 },
  bulletRow: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 12, color: colors.brand, fontWeight: 700 },
  bulletText: { flex: 1 },
  card: { borderWidth: 1, borderColor: colors.line, borderRadius: 6, padding: 10, marginBottom: 8 },
  callout: { backgroundColor: colors.brandLight, borderRadius: 6, padding: 12, marginVertical: 8 },
  accentRule: { width: 36, height: 3, backgroundColor: colors.accent, borderRadius: 2, marginBottom: 12 },
  checkbox: {
    width: 9,
    height: 9,
    borderWidth: 1.2,
    borderColor: colors.brand,
    borderRadius: 2,
    marginTop: 4,
    marginRight: 8,
  },
  header: {
    position: 'absolute',
    top: pageGeometry.headerTop,
    left: pageGeometry.marginSide,
    right: pageGeometry.marginSide,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    lineHeight: naturalLineHeight,
    color: colors.muted,
    borderBottomWidth: 0.75,
    borderBottomColor: colors.line,
    paddingBottom: 5,
  },
  footer: {
    position: 'absolute',
    top: pageGeometry.footerTop,
    left: pageGeometry.marginSide,
    right: pageGeometry.marginSide,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    lineHeight: naturalLineHeight,
    color: colors.muted,
    borderTopWidth: 0.75,
    borderTopColor: colors.line,
    paddingTop: 6,
  },
})
