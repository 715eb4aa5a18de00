import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { HydrationMarker } from '@/components/layout/hydration-marker'
import { site } from '@/content/site'
import './globals.css'

// Self-hosted from the npm package: no request leaves the site at build or run time.
const jakarta = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-jakarta',
})

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.shortDescription,
  applicationName: site.name,
  formatDetection: { telephone: false },
  openGraph: { locale: 'id_ID', siteName: site.name, type: 'website' },
}

export const viewport: Viewport = {
  themeColor: '#0f1730',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="id" className={jakarta.variable}>
      <body id="top">
        {children}
        {/* Tells the deferred-script loader (scripts/defer-hydration) and the tests that React has taken over. */}
        <HydrationMarker />
      </body>
    </html>
  )
}
