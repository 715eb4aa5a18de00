import type { CSSProperties } from 'react'
import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { THEME_COLOR } from '@/components/document/document-meta'
import { HydrationMarker } from '@/components/layout/hydration-marker'
import { WebFontScript } from '@/components/layout/web-font'
import { site } from '@/content/site'
import './globals.css'

// Self-hosted from the npm package: no request leaves the site at build or run time. Not preloaded and `optional`:
// a first visit paints in the metric-matched fallback and later pages use the cached face (components/layout/web-font).
const jakarta = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  preload: false,
  variable: '--font-jakarta',
})
// next/font names the face and its fallback: "'jakarta', 'jakarta Fallback'".
const [brandFamily = jakarta.style.fontFamily, fallbackFamily = brandFamily] = jakarta.style.fontFamily.split(/,\s*/)

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.shortDescription,
  applicationName: site.name,
  formatDetection: { telephone: false },
  openGraph: { locale: 'id_ID', siteName: site.name, type: 'website' },
}

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The web-font script may set --brand-font on <html> before React hydrates it. These attributes are also the
    // document of the pages rendered per request (components/document/server-page.tsx), which read them from the
    // build: next/font runs only here, and `data-brand-font` names the face for their web-font script.
    <html
      lang="id"
      className={jakarta.variable}
      style={{ '--brand-font-fallback': fallbackFamily } as CSSProperties}
      data-brand-font={brandFamily}
      suppressHydrationWarning
    >
      <body id="top">
        <WebFontScript family={brandFamily} />
        {children}
        {/* Tells the deferred-script loader (scripts/defer-hydration) and the tests that React has taken over. */}
        <HydrationMarker />
      </body>
    </html>
  )
}
