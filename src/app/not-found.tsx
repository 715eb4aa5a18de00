import type { Metadata } from 'next'
import { SiteShell } from '@/components/layout/site-shell'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'

export const metadata: Metadata = {
  // Next adds <meta name="robots" content="noindex"> to this page itself.
  title: 'Halaman Tidak Ditemukan',
}

/** Unknown addresses answer HTTP 404 with this page; proxy.ts logs the missing path. */
export default function NotFound() {
  return (
    <SiteShell>
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-ink-600">
          Halaman yang Anda cari tidak ada atau sudah dipindahkan. Kembali ke beranda, atau minta analisis SEO gratis
          untuk website Anda.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/" variant="secondary">
            Kembali ke Beranda
          </ButtonLink>
          <ButtonLink href="/analisis-gratis" variant="outline">
            Analisis SEO Gratis
          </ButtonLink>
        </div>
      </Container>
    </SiteShell>
  )
}
