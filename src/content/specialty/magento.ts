import type { SpecialtyPage } from '../page-types'
import type { IconName } from '../icons'
import type {
  ClosingCta,
  FaqItem,
  HeroCopy,
  LinkAction,
  ProcessStep,
  SectionIntro,
  ServiceCard,
  Statistic,
} from '../types'
import { contactLinks } from '@/content/contact-links'

const growthMonths = 6

/** Spec section 9: Magento track record, defined once. */
export const magentoFigures = {
  sites: '50+',
  years: '7+',
  trafficGrowth: '150-300%',
  growthMonths,
  growthPeriod: `sekitar ${growthMonths} bulan`,
} as const

/** The spec's six skill categories, in display order. */
export const skillCategories = ['Frontend', 'Backend', 'DevOps', 'CMS', 'E-commerce', 'Tools'] as const
type SkillCategory = (typeof skillCategories)[number]

export type SkillGroup = { category: SkillCategory; icon: IconName; description: string; skills: readonly string[] }

export const magentoSkills: readonly SkillGroup[] = [
  {
    category: 'Frontend',
    icon: 'monitor',
    description: 'Tema yang ringan agar halaman kategori dan produk terbuka cepat.',
    skills: ['Hyvä Themes', 'Luma & tema custom', 'Tailwind CSS', 'Alpine.js', 'Knockout.js', 'PWA Studio'],
  },
  {
    category: 'Backend',
    icon: 'code',
    description: 'Modul dan perbaikan inti yang aman untuk toko yang sedang berjalan.',
    skills: ['PHP 8', 'Pengembangan modul Magento 2', 'GraphQL & REST API', 'MySQL / MariaDB', 'Composer'],
  },
  {
    category: 'DevOps',
    icon: 'server',
    description: 'Infrastruktur yang menjaga kecepatan saat traffic melonjak.',
    skills: ['Varnish Full Page Cache', 'Redis', 'OpenSearch / Elasticsearch', 'Nginx', 'Docker', 'CI/CD deployment'],
  },
  {
    category: 'CMS',
    icon: 'pen-tool',
    description: 'Konten yang mudah dikelola tim pemasaran tanpa bantuan developer.',
    skills: ['Magento Page Builder', 'CMS pages & blocks', 'Integrasi blog WordPress', 'Headless CMS'],
  },
  {
    category: 'E-commerce',
    icon: 'shopping-cart',
    description: 'Fitur toko yang berpengaruh langsung ke ranking dan konversi.',
    skills: [
      'Adobe Commerce',
      'Multi-store & multi-bahasa',
      'Layered navigation',
      'Payment gateway lokal',
      'Integrasi marketplace',
    ],
  },
  {
    category: 'Tools',
    icon: 'bar-chart',
    description: 'Alat ukur yang kami pakai untuk setiap keputusan optimasi.',
    skills: ['Google Search Console', 'Google Analytics 4', 'Screaming Frog', 'Ahrefs & Semrush', 'PageSpeed Insights'],
  },
]

/** Each button the spec names leads to a real place: the analysis form, the portfolio, or a chat. */
export const magentoActions = {
  analysis: { label: 'Analisis SEO Gratis', href: '/analisis-gratis', icon: 'search' },
  portfolio: { label: 'Lihat Portfolio', href: '/portfolio', icon: 'briefcase' },
  consult: {
    label: 'Konsultasi',
    ...contactLinks.whatsapp(
      'consult-whatsapp',
      'Halo Puncak Digital, saya ingin konsultasi SEO untuk toko online Magento saya.',
    ),
    icon: 'message',
    external: true,
  },
} as const satisfies Record<string, LinkAction>

export const magentoPage = {
  hero: {
    badge: 'Spesialis Magento & Adobe Commerce',
    title: 'Jasa SEO Magento',
    highlight: 'untuk Toko Online yang Siap Tumbuh',
    description: `Magento sangat bertenaga, tetapi tanpa penanganan yang tepat ribuan URL filter, konten duplikat dan loading yang berat justru menahan ranking. Kami sudah merapikan ${magentoFigures.sites} toko Magento, dengan kenaikan traffic organik ${magentoFigures.trafficGrowth} dalam ${magentoFigures.growthPeriod}.`,
  } satisfies HeroCopy,
  heroStats: {
    title: 'Rekam jejak kami',
    stats: [
      { value: magentoFigures.sites, label: 'Situs Magento ditangani' },
      { value: magentoFigures.years, label: 'Tahun pengalaman Magento' },
      { value: magentoFigures.trafficGrowth, label: 'Kenaikan traffic organik' },
      { value: `±${magentoFigures.growthMonths} bulan`, label: 'Waktu hingga hasil terasa' },
    ] satisfies Statistic[],
  },
  challenges: {
    intro: {
      eyebrow: 'Tantangan',
      title: 'Kenapa SEO Magento Butuh Penanganan Khusus',
      description:
        'Masalah-masalah ini hampir selalu kami temukan saat mengaudit toko Magento, dan sering tidak terlihat dari halaman depan.',
    } satisfies SectionIntro,
    items: [
      {
        id: 'layered-navigation',
        icon: 'layers',
        title: 'URL filter yang tak terhingga',
        description:
          'Layered navigation menghasilkan ribuan kombinasi URL warna, ukuran dan harga yang menghabiskan crawl budget Google.',
      },
      {
        id: 'duplicate',
        icon: 'file-search',
        title: 'Konten duplikat',
        description:
          'Produk yang sama muncul di beberapa kategori dan store view, membuat Google bingung memilih halaman yang harus diranking.',
      },
      {
        id: 'speed',
        icon: 'gauge',
        title: 'Halaman berat & lambat',
        description: 'JavaScript dan tema bawaan yang besar membuat skor Core Web Vitals rendah, terutama di ponsel.',
      },
    ] satisfies ServiceCard[],
  },
  services: {
    intro: {
      eyebrow: 'Layanan',
      title: 'Layanan SEO Magento Kami',
      description:
        'Dikerjakan oleh tim yang memahami SEO sekaligus arsitektur Magento, sehingga perubahan aman untuk toko yang sedang berjualan.',
    } satisfies SectionIntro,
    items: [
      {
        id: 'audit',
        icon: 'file-search',
        title: 'Audit SEO Teknis Magento',
        description:
          'Pemeriksaan menyeluruh atas indexing, crawl, struktur URL, canonical dan kecepatan, lengkap dengan urutan prioritas perbaikan.',
        features: ['Analisis crawl budget', 'Pemeriksaan canonical & hreflang', 'Laporan prioritas perbaikan'],
      },
      {
        id: 'faceted',
        icon: 'layers',
        title: 'Optimasi Layered Navigation',
        description:
          'Filter produk dirapikan agar tetap membantu pembeli tanpa menciptakan ribuan halaman duplikat di mata Google.',
        features: ['Aturan indexing per filter', 'URL filter yang ramah SEO', 'Halaman landing filter bernilai'],
      },
      {
        id: 'speed',
        icon: 'zap',
        title: 'Optimasi Kecepatan & Core Web Vitals',
        description:
          'Konfigurasi Varnish, Redis dan bundling JavaScript, hingga migrasi ke tema Hyvä untuk toko yang membutuhkan lompatan performa.',
        features: ['Full page cache optimal', 'Optimasi gambar & lazy load', 'Perbaikan LCP, INP & CLS'],
      },
      {
        id: 'catalog',
        icon: 'shopping-cart',
        title: 'Optimasi Kategori & Produk',
        description:
          'Title, meta description, heading dan deskripsi kategori disusun berdasarkan riset kata kunci yang benar-benar dicari pembeli.',
        features: [
          'Template meta otomatis per kategori',
          'Deskripsi produk yang unik',
          'Internal linking antarkategori',
        ],
      },
      {
        id: 'schema',
        icon: 'code',
        title: 'Structured Data Produk',
        description:
          'Schema Product, Offer, Review dan Breadcrumb agar harga, stok dan rating tampil menonjol di hasil pencarian.',
        features: ['Rich result harga & stok', 'Rating bintang di Google', 'Validasi di Search Console'],
      },
      {
        id: 'migration',
        icon: 'refresh',
        title: 'Migrasi Tanpa Kehilangan Ranking',
        description:
          'Pindah dari Magento 1, ganti domain, atau restrukturisasi kategori dengan pemetaan redirect yang teliti.',
        features: ['Pemetaan redirect 301 lengkap', 'Pemantauan pasca-migrasi', 'Pemulihan traffic yang turun'],
      },
    ] satisfies ServiceCard[],
  },
  process: {
    intro: {
      eyebrow: 'Metodologi',
      title: 'Cara Kami Menaikkan Traffic Toko Magento',
    } satisfies SectionIntro,
    steps: [
      {
        step: 1,
        title: 'Audit & benchmark',
        description:
          'Kami memetakan kondisi teknis, konten dan backlink toko Anda, lalu membandingkannya dengan kompetitor utama.',
      },
      {
        step: 2,
        title: 'Strategi & prioritas',
        description: 'Temuan diurutkan berdasarkan dampaknya pada omzet, bukan sekadar daftar panjang masalah teknis.',
      },
      {
        step: 3,
        title: 'Implementasi di staging',
        description:
          'Perubahan dikerjakan dan diuji di lingkungan staging sebelum dirilis, sehingga toko tetap berjualan normal.',
      },
      {
        step: 4,
        title: 'Konten & otoritas',
        description:
          'Deskripsi kategori, artikel pendukung dan backlink dari situs relevan memperkuat halaman yang ditargetkan.',
      },
      {
        step: 5,
        title: 'Monitoring & laporan',
        duration: magentoFigures.growthPeriod,
        description: `Ranking, traffic dan transaksi organik dipantau rutin. Klien kami umumnya melihat kenaikan traffic ${magentoFigures.trafficGrowth} dalam ${magentoFigures.growthPeriod}.`,
      },
    ] satisfies ProcessStep[],
  },
  skills: {
    intro: {
      eyebrow: 'Keahlian Tim',
      title: 'Keahlian Teknis yang Kami Kuasai',
      description: `Pengalaman ${magentoFigures.years} tahun di ekosistem Magento, dari tema hingga server.`,
    } satisfies SectionIntro,
  },
  faqIntro: { eyebrow: 'FAQ', title: 'Pertanyaan Seputar SEO Magento' } satisfies SectionIntro,
  cta: {
    title: 'Siap Membuat Toko Magento Anda Lebih Mudah Ditemukan?',
    description:
      'Diskusikan kondisi toko Anda dengan spesialis kami, atau minta analisis SEO gratis untuk melihat peluang terbesarnya.',
  } satisfies ClosingCta,
  whatsappText: 'Halo Puncak Digital, saya ingin bertanya tentang jasa SEO Magento.',
}

export const magentoFaqs: readonly FaqItem[] = [
  {
    question: 'Berapa lama hasil SEO Magento mulai terlihat?',
    answer: `Perbaikan teknis biasanya mulai berdampak dalam beberapa minggu. Untuk kenaikan traffic yang signifikan, klien kami umumnya mencatat pertumbuhan traffic organik ${magentoFigures.trafficGrowth} dalam ${magentoFigures.growthPeriod}, tergantung persaingan dan kondisi awal toko.`,
  },
  {
    question: 'Apakah Anda menangani Magento 1 dan Adobe Commerce?',
    answer:
      'Ya. Kami menangani Magento Open Source 2.x, Adobe Commerce, serta toko Magento 1 yang perlu dimigrasikan. Untuk migrasi, seluruh URL lama kami petakan agar ranking yang sudah ada tidak hilang.',
  },
  {
    question: 'Apakah optimasi akan mengganggu toko yang sedang berjualan?',
    answer:
      'Tidak. Semua perubahan dikerjakan dan diuji di lingkungan staging terlebih dahulu, lalu dirilis pada jam sepi transaksi. Toko Anda tetap bisa menerima pesanan seperti biasa.',
  },
  {
    question: 'Akses apa saja yang dibutuhkan?',
    answer:
      'Biasanya akses admin Magento, Google Search Console, Google Analytics 4, dan akses staging atau server bila ada perubahan teknis. Semua akses bisa dicabut kapan saja setelah pekerjaan selesai.',
  },
  {
    question: 'Apakah perlu pindah ke tema Hyvä agar lebih cepat?',
    answer:
      'Tidak selalu. Banyak toko bisa dipercepat dengan konfigurasi cache, optimasi gambar dan JavaScript. Migrasi ke Hyvä kami sarankan hanya jika hasil audit menunjukkan tema lama menjadi hambatan utama.',
  },
  {
    question: 'Bagaimana biaya jasa SEO Magento ditentukan?',
    answer:
      'Biaya bergantung pada jumlah produk dan kategori, jumlah store view, kondisi teknis, serta target kata kunci. Mulailah dengan analisis SEO gratis; setelah itu kami kirimkan penawaran tertulis dengan ruang lingkup yang jelas.',
  },
]

/** /jasa-seo-magento, laid out by the specialty page shell. */
export const magento: SpecialtyPage = {
  path: '/jasa-seo-magento',
  hero: {
    ...magentoPage.hero,
    actions: [magentoActions.analysis, magentoActions.portfolio],
    aside: { kind: 'stats-card', ...magentoPage.heroStats, wideValues: true },
  },
  sections: [
    {
      kind: 'cards',
      id: 'tantangan',
      tone: 'muted',
      ...magentoPage.challenges.intro,
      items: magentoPage.challenges.items,
    },
    { kind: 'cards', id: 'layanan', ...magentoPage.services.intro, items: magentoPage.services.items },
    { kind: 'steps', id: 'metodologi', tone: 'muted', ...magentoPage.process.intro, steps: magentoPage.process.steps },
    { kind: 'skills', id: 'keahlian', tone: 'dark', ...magentoPage.skills.intro, groups: magentoSkills },
  ],
  faq: { ...magentoPage.faqIntro, items: magentoFaqs, name: 'faq-magento' },
  cta: {
    ...magentoPage.cta,
    actions: [
      magentoActions.consult,
      { ...magentoActions.analysis, variant: 'outline-light' },
      { ...magentoActions.portfolio, variant: 'outline-light' },
    ],
  },
  floatingContact: { whatsappText: magentoPage.whatsappText },
  service: { name: 'Jasa SEO Magento', serviceType: 'Search engine optimization for Magento stores' },
}
