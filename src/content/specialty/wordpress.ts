import type { SpecialtyPage } from '../page-types'
import { wordpressPackages } from '../packages'
import type { ClosingCta, FaqItem, HeroCopy, LinkAction, ProcessStep, SectionIntro, ServiceCard } from '../types'
import { formatJuta, spanOfRanges } from '@/content/format'

/** Spec section 9: when WordPress SEO results show, phase by phase. */
export const wordpressResultPhases: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Perbaikan teknis terasa',
    duration: '2-4 minggu',
    description:
      'Website lebih cepat, error crawl berkurang, dan halaman penting mulai terindeks dengan benar di Google Search Console.',
  },
  {
    step: 2,
    title: 'Ranking mulai naik',
    duration: '1-3 bulan',
    description:
      'Halaman yang sudah dioptimasi bergerak naik untuk kata kunci target, terutama kata kunci spesifik dengan persaingan sedang.',
  },
  {
    step: 3,
    title: 'Traffic & leads tumbuh stabil',
    duration: '3-6 bulan',
    description:
      'Traffic organik tumbuh konsisten dan mulai menghasilkan pertanyaan, pesanan atau leads dari pencarian Google.',
  },
]

/** Rupiah: where the WordPress packages start. */
export const wordpressPriceFrom = Math.min(...wordpressPackages.map((pkg) => pkg.priceIdr))
const cheapest = wordpressPriceFrom

/** "1-4 minggu": from the quickest package's lower bound to the longest one's upper bound. */
export const wordpressWorkSpan = spanOfRanges(wordpressPackages.map((pkg) => pkg.duration))
const popularName = wordpressPackages.find((pkg) => pkg.popular)?.name ?? ''

/** Packages scroll target; the hero's second button jumps here. */
const wordpressPackagesAnchor = 'paket'

export const wordpressPage = {
  hero: {
    badge: `Paket mulai Rp ${formatJuta(cheapest)}`,
    title: 'Jasa SEO WordPress',
    highlight: 'agar Website Anda Ditemukan di Google',
    description:
      'WordPress memudahkan Anda membuat website, tetapi tidak otomatis membuatnya ranking. Kami rapikan kecepatan, plugin, struktur dan konten website WordPress Anda agar Google dan pengunjung sama-sama menyukainya.',
    points: ['WordPress & WooCommerce', 'Tanpa mengganti tema yang Anda sukai', 'Laporan sebelum-sesudah'],
  } satisfies HeroCopy,
  heroActions: [
    { label: 'Analisis Gratis Website Saya', href: '/analisis-gratis', icon: 'search' },
    { label: 'Lihat Paket', href: `#${wordpressPackagesAnchor}` },
  ] satisfies LinkAction[],
  problems: {
    intro: {
      eyebrow: 'Yang Kami Optimasi',
      title: 'Masalah SEO WordPress yang Sering Terlewat',
      description:
        'Plugin SEO saja tidak cukup. Berikut area yang kami periksa dan perbaiki di setiap website WordPress.',
    } satisfies SectionIntro,
    items: [
      {
        id: 'speed',
        icon: 'gauge',
        title: 'Kecepatan & Core Web Vitals',
        description:
          'Terlalu banyak plugin, gambar besar dan hosting yang kurang tepat membuat WordPress lambat. Kami pangkas sampai ringan.',
      },
      {
        id: 'plugins',
        icon: 'settings',
        title: 'Konfigurasi plugin SEO',
        description:
          'Yoast atau Rank Math yang terpasang belum tentu terkonfigurasi benar. Kami atur sitemap, breadcrumb, noindex dan schema-nya.',
      },
      {
        id: 'structure',
        icon: 'layers',
        title: 'Struktur permalink & kategori',
        description:
          'URL yang rapi, kategori yang tidak tumpang-tindih dan halaman tag yang tidak menciptakan konten duplikat.',
      },
      {
        id: 'content',
        icon: 'pen-tool',
        title: 'Optimasi konten & internal link',
        description:
          'Title, meta description, heading dan tautan antarhalaman disusun agar halaman penjualan Anda mendapat dorongan terbesar.',
      },
      {
        id: 'security',
        icon: 'shield-check',
        title: 'Keamanan & update',
        description:
          'WordPress yang diretas bisa kehilangan ranking dalam semalam. Kami perkuat keamanan dan rapikan plugin yang usang.',
      },
      {
        id: 'woocommerce',
        icon: 'shopping-cart',
        title: 'SEO WooCommerce',
        description:
          'Halaman produk dan kategori dengan schema harga dan stok, serta filter yang tidak membanjiri Google dengan URL duplikat.',
      },
    ] satisfies ServiceCard[],
  },
  packages: {
    intro: {
      eyebrow: 'Paket Harga',
      title: 'Paket SEO WordPress',
      description:
        'Biaya sekali bayar per proyek optimasi, dengan durasi dan jumlah halaman yang jelas. Setiap paket diawali analisis gratis.',
    } satisfies SectionIntro,
    ctaLabel: 'Mulai dengan Analisis Gratis',
    ctaHref: '/analisis-gratis',
    popularLabel: 'Most Popular',
  },
  results: {
    intro: {
      eyebrow: 'Timeline Hasil',
      title: 'Kapan Hasilnya Terlihat?',
      description:
        'SEO adalah proses bertahap. Inilah gambaran realistis yang kami sampaikan ke setiap klien sejak awal.',
    } satisfies SectionIntro,
  },
  faqIntro: { eyebrow: 'FAQ', title: 'Pertanyaan Seputar SEO WordPress' } satisfies SectionIntro,
  cta: {
    title: 'Website WordPress Anda Layak Tampil di Halaman Pertama',
    description:
      'Mulai dengan analisis gratis: kami tunjukkan apa yang menahan ranking website Anda dan paket mana yang paling sesuai.',
  } satisfies ClosingCta,
}

/** "Starter: Rp 2,5 juta, 1-2 minggu, 10 halaman" style summary, read from the package records. */
function packageSummary(): string {
  return wordpressPackages
    .map((pkg) => `${pkg.name} (Rp ${formatJuta(pkg.priceIdr)}, ${pkg.duration}, ${pkg.pages.toLowerCase()})`)
    .join(', ')
}

const [quick, ranking, growth] = wordpressResultPhases

export const wordpressFaqs: readonly FaqItem[] = [
  {
    question: 'Apa perbedaan paket Starter, Professional dan Enterprise?',
    answer: `Perbedaannya ada pada jumlah halaman yang dioptimasi, kedalaman pekerjaan dan lama pengerjaan: ${packageSummary()}. Paket ${popularName} paling banyak dipilih karena sudah mencakup optimasi kecepatan dan schema markup.`,
  },
  {
    question: 'Berapa lama sampai hasilnya terlihat?',
    answer: `Perbaikan teknis biasanya terasa dalam ${quick?.duration}, ranking mulai naik dalam ${ranking?.duration}, dan traffic tumbuh stabil dalam ${growth?.duration}. Kecepatannya bergantung pada persaingan kata kunci dan kondisi awal website.`,
  },
  {
    question: 'Plugin SEO apa yang Anda gunakan?',
    answer:
      'Kami bekerja dengan plugin yang sudah Anda pakai, umumnya Yoast SEO atau Rank Math. Jika belum ada, kami pasang dan konfigurasi salah satunya. Plugin yang tidak diperlukan justru kami sarankan untuk dihapus agar website lebih ringan.',
  },
  {
    question: 'Apakah tampilan website saya akan berubah?',
    answer:
      'Tidak, kecuali Anda memintanya. Optimasi kami fokus pada kecepatan, struktur dan konten di balik layar. Setiap perubahan yang terlihat akan kami diskusikan lebih dulu, dan website dibackup sebelum pekerjaan dimulai.',
  },
  {
    question: 'Apakah bisa untuk toko online WooCommerce?',
    answer:
      'Bisa. Kami mengoptimasi halaman produk dan kategori, schema harga dan stok, serta filter produk agar tidak menciptakan URL duplikat. Untuk toko dengan banyak produk, paket Enterprise memberi ruang optimasi tanpa batas halaman.',
  },
]

/** /jasa-seo-wordpress, laid out by the specialty page shell. */
export const wordpress: SpecialtyPage = {
  path: '/jasa-seo-wordpress',
  hero: { ...wordpressPage.hero, actions: wordpressPage.heroActions },
  sections: [
    {
      kind: 'cards',
      id: 'optimasi',
      tone: 'muted',
      ...wordpressPage.problems.intro,
      items: wordpressPage.problems.items,
    },
    {
      kind: 'pricing',
      id: wordpressPackagesAnchor,
      ...wordpressPage.packages.intro,
      packages: wordpressPackages,
      ctaHref: wordpressPage.packages.ctaHref,
      ctaLabel: wordpressPage.packages.ctaLabel,
      popularLabel: wordpressPage.packages.popularLabel,
      // "Pengerjaan 1-2 minggu · 10 halaman" under each price.
      notes: Object.fromEntries(wordpressPackages.map((pkg) => [pkg.id, `Pengerjaan ${pkg.duration} · ${pkg.pages}`])),
    },
    { kind: 'steps', id: 'hasil', tone: 'dark', ...wordpressPage.results.intro, steps: wordpressResultPhases },
  ],
  faq: { ...wordpressPage.faqIntro, items: wordpressFaqs, name: 'faq-wordpress' },
  cta: {
    ...wordpressPage.cta,
    actions: [
      { label: 'Minta Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
      { label: 'Hubungi Kami', href: '/contact', icon: 'mail' },
    ],
  },
  service: {
    name: 'Jasa SEO WordPress',
    serviceType: 'Search engine optimization for WordPress',
    packages: wordpressPackages,
  },
}
