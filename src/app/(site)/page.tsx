import { PageHero } from '@/components/sections/page-hero'
import { figures } from '@/content/figures'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata('/')

export default function HomePage() {
  return (
    <PageHero
      id="beranda"
      badge={`Dipercaya ${figures.clients} bisnis sejak ${figures.sinceYear}`}
      title="Jasa SEO Profesional untuk Bisnis"
      highlight="Halaman 1 Google"
      description="Kami bantu website Anda ditemukan calon pelanggan yang sedang mencari, dengan strategi white-hat yang terukur dan laporan yang mudah dipahami."
      actions={[
        { label: 'Konsultasi SEO Gratis', href: '/analisis-gratis', icon: 'search' },
        { label: 'Lihat Portofolio', href: '/portfolio' },
      ]}
      stats={[
        { value: figures.clients, label: 'Klien' },
        { value: figures.satisfaction, label: 'Kepuasan' },
        { value: figures.support, label: 'Dukungan' },
      ]}
    />
  )
}
