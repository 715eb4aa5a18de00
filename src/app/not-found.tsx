import type { Metadata } from 'next'
import { SiteShell } from '@/components/layout/site-shell'
import { NotFoundBand } from '@/components/sections/not-found-band'

export const metadata: Metadata = {
  // Next adds <meta name="robots" content="noindex"> to this page itself.
  title: 'Halaman Tidak Ditemukan',
}

/** Unknown addresses answer HTTP 404 with this page; proxy.ts logs the missing path. */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundBand
        title="Oops! Page not found"
        actions={[
          { label: 'Kembali ke Beranda', href: '/' },
          { label: 'Analisis SEO Gratis', href: '/analisis-gratis' },
        ]}
      >
        <p>
          Halaman yang Anda cari tidak ada atau sudah dipindahkan. Kembali ke beranda, atau minta analisis SEO gratis
          untuk website Anda.
        </p>
      </NotFoundBand>
    </SiteShell>
  )
}
