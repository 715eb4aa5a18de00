import type { ServiceCard } from './types'

/** The six services on the home page (spec section 3), each linking to its own page where one exists. */
export const homeServices: readonly ServiceCard[] = [
  {
    id: 'on-page',
    icon: 'file-search',
    title: 'SEO On-Page',
    badge: 'Populer',
    description:
      'Setiap halaman kami rapikan agar Google paham isinya dan pengunjung betah membacanya, dari judul hingga struktur konten.',
    features: [
      'Riset & pemetaan kata kunci per halaman',
      'Title, meta description & heading',
      'Internal link dan schema markup',
    ],
    href: '/seo-on-page-optimization',
  },
  {
    id: 'off-page',
    icon: 'link',
    title: 'Off-Page & Link Building',
    badge: 'Terbaik',
    description:
      'Otoritas website dibangun lewat backlink dari media dan situs Indonesia yang relevan, bukan dari jaringan link murahan.',
    features: [
      'Outreach ke media & blog niche',
      'Guest post dengan konten berkualitas',
      'Audit dan pembersihan backlink beracun',
    ],
    href: '/seo-off-page-link-building',
  },
  {
    id: 'technical-audit',
    icon: 'settings',
    title: 'Audit SEO Teknis',
    badge: 'Profesional',
    description:
      'Kami periksa hal yang tidak terlihat pengunjung tetapi menentukan ranking: kecepatan, indexing, dan kesehatan situs.',
    features: ['Crawling & indexing', 'Core Web Vitals dan kecepatan mobile', 'Laporan prioritas perbaikan'],
    href: '/technical-seo-audit',
  },
  {
    id: 'content-marketing',
    icon: 'pen-tool',
    title: 'Content Marketing',
    badge: 'Efektif',
    description:
      'Artikel dan landing page yang menjawab pertanyaan calon pelanggan, lalu mengarahkan mereka untuk menghubungi Anda.',
    features: [
      'Kalender konten bulanan',
      'Artikel SEO oleh penulis berpengalaman',
      'Pembaruan konten lama yang mulai turun',
    ],
    href: '/content-marketing-seo',
  },
  {
    id: 'local-seo',
    icon: 'map-pin',
    title: 'Local SEO',
    badge: 'Lokal',
    description:
      'Bisnis Anda tampil di Google Maps dan pencarian "dekat saya" saat warga sekitar sedang butuh layanan Anda.',
    features: ['Optimasi Google Bisnisku', 'Konsistensi NAP & direktori lokal', 'Strategi ulasan pelanggan'],
    href: '/local-seo-optimization',
  },
  {
    id: 'analytics-reporting',
    icon: 'bar-chart',
    title: 'Analytics & Reporting',
    badge: 'Data-Driven',
    description:
      'Laporan yang mudah dipahami pemilik bisnis: kata kunci yang naik, traffic yang masuk, dan prospek yang dihasilkan.',
    features: [
      'Setup Google Analytics 4 & Search Console',
      'Pelacakan konversi form & WhatsApp',
      'Laporan berkala dengan rekomendasi',
    ],
  },
]
